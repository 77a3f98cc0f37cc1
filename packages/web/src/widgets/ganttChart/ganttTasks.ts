import { localName, type ResultTable } from '@grafiek/core';
import type { TFunction } from 'i18next';

export interface GanttTask {
  /** An id of our own (`t0`, `t1`...): frappe-gantt puts ids in class names and selectors. */
  key: string;
  /** The query's ?id, else its ?uri, else the row number. */
  id: string;
  uri: string | undefined;
  name: string;
  /** First day, `YYYY-MM-DD`. */
  start: string;
  /** Last day (included), `YYYY-MM-DD`. */
  end: string;
  /** 0 to 100. */
  progress: number;
  /** The keys of the tasks this one comes after. */
  dependencies: readonly string[];
}

export type GanttReading = { ok: true; tasks: GanttTask[]; notes: string[] } | { ok: false; error: string };

type Bindings = Readonly<Record<string, { value: string } | undefined>>;

/** frappe-gantt leaves out tasks longer than this; so do we, saying so. */
const MAX_YEARS = 10;

/** The day a date or date-time value falls on as written (`2025-03-01T09:00:00Z` is 2025-03-01). */
export function dayOf(value: string | undefined): string | undefined {
  const match = /^\s*(\d{4})-(\d{2})-(\d{2})(?:$|[T\s+Z-])/.exec(value ?? '');
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? `${match[1]}-${match[2]}-${match[3]}` : undefined;
}

/** A local date as the day it is, `YYYY-MM-DD`. */
export function dayText(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

function progressOf(value: string | undefined): number {
  const progress = Number(value);
  return value === undefined || value.trim() === '' || !Number.isFinite(progress) ? 0 : Math.round(Math.min(100, Math.max(0, progress)));
}

function yearsBetween(start: string, end: string): number {
  return (Date.parse(end) - Date.parse(start)) / (365.25 * 24 * 3600 * 1000);
}

function listOf(names: readonly string[], t: TFunction): string {
  return names.length <= 3 ? names.join(', ') : t('widget.ganttChart.andMore', { names: names.slice(0, 3).join(', '), count: names.length - 3 });
}

/**
 * The tasks of a Gantt chart from the query's rows: ?start and ?end (dates; the end day is part
 * of the task), with ?id, ?uri, ?name, ?progress (0-100) and ?dependencies (the ids, or uris, of
 * the tasks it comes after, comma separated) where the query has them. Rows that cannot be drawn
 * are left out and named in the notes; the query missing ?start or ?end is an error. Notes and
 * error are in the reader's language.
 */
export function readGanttTasks(table: Pick<ResultTable, 'variables' | 'rows'>, t: TFunction): GanttReading {
  if (!table.variables.includes('start') || !table.variables.includes('end')) {
    const selected = table.variables.length > 0 ? table.variables.map((name) => `?${name}`).join(', ') : t('widget.ganttChart.nothing');
    return { ok: false, error: t('widget.ganttChart.noDates', { selected }) };
  }
  const tasks: GanttTask[] = [];
  const byId = new Map<string, GanttTask>();
  const wanted = new Map<GanttTask, string[]>();
  const undated: string[] = [];
  const backwards: string[] = [];
  const tooLong: string[] = [];
  const repeated: string[] = [];
  for (const [index, row] of table.rows.entries()) {
    const bindings = row.bindings as Bindings;
    const uri = bindings.uri?.value.trim() || undefined;
    const id = bindings.id?.value.trim() || uri || `row ${index + 1}`;
    const name = bindings.name?.value.trim() || (uri ? localName(uri) || uri : '') || id;
    if (byId.has(id)) {
      repeated.push(id);
      continue;
    }
    const start = dayOf(bindings.start?.value);
    const end = dayOf(bindings.end?.value);
    if (!start || !end) {
      undated.push(name);
      continue;
    }
    if (end < start) {
      backwards.push(name);
      continue;
    }
    if (yearsBetween(start, end) > MAX_YEARS) {
      tooLong.push(name);
      continue;
    }
    const task: GanttTask = { key: `t${tasks.length}`, id, uri, name, start, end, progress: progressOf(bindings.progress?.value), dependencies: [] };
    tasks.push(task);
    byId.set(id, task);
    if (uri && !byId.has(uri)) byId.set(uri, task);
    wanted.set(task, (bindings.dependencies?.value ?? '').split(',').map((part) => part.trim()).filter(Boolean));
  }

  const unknown = new Set<string>();
  for (const task of tasks) {
    const keys = new Set<string>();
    for (const name of wanted.get(task)!) {
      const before = byId.get(name);
      if (!before) unknown.add(name);
      else if (before !== task) keys.add(before.key);
    }
    task.dependencies = [...keys];
  }

  const notes: string[] = [];
  if (undated.length > 0) notes.push(t('widget.ganttChart.undated', { tasks: listOf(undated, t) }));
  if (backwards.length > 0) notes.push(t('widget.ganttChart.backwards', { tasks: listOf(backwards, t) }));
  if (tooLong.length > 0) notes.push(t('widget.ganttChart.tooLong', { tasks: listOf(tooLong, t), years: MAX_YEARS }));
  if (repeated.length > 0) notes.push(t('widget.ganttChart.repeated', { tasks: listOf(repeated, t) }));
  if (unknown.size > 0) notes.push(t('widget.ganttChart.unknownDependencies', { tasks: listOf([...unknown], t) }));
  return { ok: true, tasks, notes };
}

/** Text for frappe-gantt, which writes a task's name into the page as markup. */
export function escapeMarkup(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** A task as frappe-gantt takes it: a fresh object (frappe changes the ones it gets), its name escaped. */
export interface FrappeTaskInput {
  id: string;
  name: string;
  start: string;
  end: string;
  progress: number;
  dependencies: string;
}

export function frappeTasks(tasks: readonly GanttTask[]): FrappeTaskInput[] {
  return tasks.map((task) => ({ id: task.key, name: escapeMarkup(task.name), start: task.start, end: task.end, progress: task.progress, dependencies: task.dependencies.join(',') }));
}

/** Where a dragged task is now: its first and last day and its progress. */
export interface TaskPlacement {
  start: string;
  end: string;
  progress: number;
}

/**
 * A frappe-gantt task's days after a drag: frappe holds the end as the moment after the last day
 * (`2025-03-06 00:00` for a task up to and including 5 March).
 */
export function placementOf(task: { _start: Date; _end: Date; progress?: number }): TaskPlacement {
  return { start: dayText(task._start), end: dayText(new Date(task._end.getTime() - 1000)), progress: progressOf(String(task.progress ?? 0)) };
}

export function moved(task: GanttTask, placement: TaskPlacement): boolean {
  return task.start !== placement.start || task.end !== placement.end || task.progress !== placement.progress;
}

/**
 * The parameters of the rule that stores a changed task: every app variable (as every rule run
 * gets them), then the task's own values, which win over variables of the same name. `uri` is
 * always sent (empty without one), so that a variable called uri can never stand in for it.
 */
export function changeParameters(variables: Readonly<Record<string, string>>, task: GanttTask, placement: TaskPlacement, graph: string): Record<string, string> {
  return {
    ...variables,
    id: task.id,
    uri: task.uri ?? '',
    name: task.name,
    start: placement.start,
    end: placement.end,
    progress: String(placement.progress),
    graph,
  };
}
