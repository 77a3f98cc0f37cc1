import { localName, type ResultTable } from '@grafiek/core';
import type { TFunction } from 'i18next';

export interface Step {
  id: string;
  name: string;
}

export interface Sequences {
  steps: ReadonlyMap<string, Step>;
  /** Every way from a first step to a last one, as step ids; in the order the rows first name their steps. */
  paths: readonly (readonly string[])[];
  /** What was done with rows that could not be used as they were, for the author. */
  notes: readonly string[];
}

export type SequencesReading = { ok: true; sequences: Sequences } | { ok: false; error: string };

type Bindings = Readonly<Record<string, { value: string } | undefined>>;

/**
 * The query's steps as paths. A step comes after each ?parentUri it names that is also a step, so
 * a step with several parents lies on several paths; a step after no other step starts paths, and
 * each path runs on until a step nothing comes after. A step that would come back on its own path
 * (a cycle) ends the path there instead, and a ring of steps that nothing leads into starts at its
 * step that came first in the result. At most `limit` paths are listed: steps that branch and join
 * again can make very many.
 */
export function readSequences(table: Pick<ResultTable, 'variables' | 'rows'>, limit: number, t: TFunction): SequencesReading {
  if (!table.variables.includes('uri')) {
    const selected = table.variables.length > 0 ? table.variables.map((name) => `?${name}`).join(', ') : t('widget.sequencePaths.nothing');
    return { ok: false, error: t('widget.sequencePaths.noUri', { selected }) };
  }
  const steps = new Map<string, Step>();
  const parentsOf = new Map<string, string[]>();
  let withoutUri = 0;
  for (const row of table.rows) {
    const bindings = row.bindings as Bindings;
    const id = bindings.uri?.value;
    if (!id) {
      withoutUri++;
      continue;
    }
    const step = steps.get(id) ?? { id, name: '' };
    if (!steps.has(id)) {
      steps.set(id, step);
      parentsOf.set(id, []);
    }
    if (!step.name) step.name = (bindings.name?.value ?? bindings.label?.value ?? '').trim();
    const parent = bindings.parentUri?.value;
    const parents = parentsOf.get(id)!;
    if (parent && !parents.includes(parent)) parents.push(parent);
  }

  const next = new Map<string, string[]>();
  const starts: string[] = [];
  for (const step of steps.values()) {
    if (!step.name) step.name = localName(step.id) || step.id;
    const parents = parentsOf.get(step.id)!.filter((parent) => parent !== step.id && steps.has(parent));
    if (parents.length === 0) starts.push(step.id);
    for (const parent of parents) {
      const after = next.get(parent);
      if (after) after.push(step.id);
      else next.set(parent, [step.id]);
    }
  }

  const paths: string[][] = [];
  const reached = new Set<string>();
  let cycles = 0;
  let full = false;
  /** Depth first with an explicit stack, so a long chain cannot overflow the call stack. */
  const walk = (start: string) => {
    const path = [start];
    const onPath = new Set(path);
    const choices = [0];
    reached.add(start);
    while (path.length > 0 && !full) {
      const last = path[path.length - 1]!;
      const after = next.get(last) ?? [];
      const index = choices[choices.length - 1]!;
      if (index === 0 && after.every((id) => onPath.has(id))) {
        if (after.length > 0) cycles++;
        paths.push([...path]);
        full = paths.length >= limit;
      }
      const following = after.slice(index).findIndex((id) => !onPath.has(id));
      if (following < 0) {
        onPath.delete(path.pop()!);
        choices.pop();
        continue;
      }
      const id = after[index + following]!;
      choices[choices.length - 1] = index + following + 1;
      path.push(id);
      onPath.add(id);
      choices.push(0);
      reached.add(id);
    }
  };
  for (const start of starts) walk(start);
  // Steps that only lead into each other: each ring starts at its step that came first.
  let rings = 0;
  for (const id of steps.keys()) {
    if (full || reached.has(id)) continue;
    rings++;
    walk(id);
  }

  const notes: string[] = [];
  if (withoutUri > 0) notes.push(t('widget.sequencePaths.withoutUri', { count: withoutUri }));
  if (cycles + rings > 0) notes.push(t('widget.sequencePaths.cycles'));
  if (full) notes.push(t('widget.sequencePaths.limited', { limit }));
  return { ok: true, sequences: { steps, paths, notes } };
}

/** Where a step lies on each path: its position, or -1 where the path does not pass it. */
export function positionsOf(paths: readonly (readonly string[])[], id: string | undefined): number[] {
  return paths.map((path) => (id === undefined ? -1 : path.indexOf(id)));
}
