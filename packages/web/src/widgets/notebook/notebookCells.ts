import type { TextNote } from '../../i18n/widgetTexts';

/**
 * A notebook's cells as its config stores them (the option `cells`, a list), read leniently and
 * written in one shape: `{ "type": "markdown" | "sparql", "source": "...", "display": "table" }`.
 * Older or hand-written lists may say `kind` or `cell_type` (with "code" for SPARQL, as Jupyter
 * does), give the source as a list of lines, or the query as `query`.
 */

export const CELL_TYPES = ['markdown', 'sparql'] as const;
export type CellType = (typeof CELL_TYPES)[number];

export const DISPLAYS = [
  { value: 'table', label: 'Table' },
  { value: 'bar', label: 'Bar chart' },
  { value: 'line', label: 'Line chart' },
  { value: 'pie', label: 'Pie chart' },
] as const;
export type Display = (typeof DISPLAYS)[number]['value'];

export interface NotebookCell {
  type: CellType;
  source: string;
  /** How a SPARQL cell shows its rows. */
  display: Display;
}

export interface ReadCells {
  cells: NotebookCell[];
  /** What could not be read, per cell, as texts widget.notebook.* for the author. */
  problems: TextNote[];
}

function sourceOf(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (Array.isArray(value) && value.every((line) => typeof line === 'string')) return value.join('');
  return undefined;
}

function typeOf(record: Record<string, unknown>): CellType | undefined {
  const raw = record.type ?? record.kind ?? record.cell_type ?? record.cellType;
  if (typeof raw !== 'string') return record.query !== undefined ? 'sparql' : undefined;
  const name = raw.trim().toLowerCase();
  if (name === 'markdown' || name === 'md' || name === 'text') return 'markdown';
  if (name === 'sparql' || name === 'code' || name === 'query') return 'sparql';
  return undefined;
}

function displayOf(value: unknown): Display {
  const name = typeof value === 'string' ? value.trim().toLowerCase() : '';
  return DISPLAYS.find((display) => display.value === name)?.value ?? 'table';
}

/** The cells of the option's value: a list (or its JSON text); cells it cannot read are named in `problems`. */
export function readCells(value: unknown): ReadCells {
  let list = value;
  if (typeof list === 'string') {
    if (!list.trim()) return { cells: [], problems: [] };
    try {
      list = JSON.parse(list);
    } catch {
      return { cells: [], problems: [{ key: 'widget.notebook.notJsonList' }] };
    }
  }
  if (list === undefined || list === null) return { cells: [], problems: [] };
  if (!Array.isArray(list)) return { cells: [], problems: [{ key: 'widget.notebook.notList' }] };
  const cells: NotebookCell[] = [];
  const problems: TextNote[] = [];
  list.forEach((item: unknown, index) => {
    if (typeof item !== 'object' || item === null || Array.isArray(item)) {
      problems.push({ key: 'widget.notebook.cellNotObject', values: { number: index + 1 } });
      return;
    }
    const record = item as Record<string, unknown>;
    const type = typeOf(record);
    if (!type) {
      problems.push({ key: 'widget.notebook.cellType', values: { number: index + 1 } });
      return;
    }
    const source = sourceOf(record.source ?? record.text ?? record.query ?? record.content ?? '');
    if (source === undefined) {
      problems.push({ key: 'widget.notebook.cellSource', values: { number: index + 1 } });
      return;
    }
    cells.push({ type, source, display: displayOf(record.display) });
  });
  return { cells, problems };
}

/** The cells as the config stores them. */
export function writeCells(cells: readonly NotebookCell[]): Record<string, string>[] {
  return cells.map((cell): Record<string, string> => (cell.type === 'sparql' ? { type: cell.type, source: cell.source, display: cell.display } : { type: cell.type, source: cell.source }));
}

export function newCell(type: CellType): NotebookCell {
  return { type, source: type === 'markdown' ? '' : 'SELECT * WHERE {\n  ?s ?p ?o .\n} LIMIT 10', display: 'table' };
}

/** Inserts a cell at a position (clamped to the list). */
export function insertCell(cells: readonly NotebookCell[], index: number, cell: NotebookCell): NotebookCell[] {
  const at = Math.max(0, Math.min(index, cells.length));
  return [...cells.slice(0, at), cell, ...cells.slice(at)];
}

export function removeCell(cells: readonly NotebookCell[], index: number): NotebookCell[] {
  return cells.filter((_, position) => position !== index);
}

/** Moves a cell one place up (-1) or down (+1); at either end it stays. */
export function moveCell(cells: readonly NotebookCell[], index: number, step: -1 | 1): NotebookCell[] {
  const target = index + step;
  if (index < 0 || index >= cells.length || target < 0 || target >= cells.length) return [...cells];
  const next = [...cells];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}

export function replaceCell(cells: readonly NotebookCell[], index: number, change: Partial<NotebookCell>): NotebookCell[] {
  return cells.map((cell, position) => (position === index ? { ...cell, ...change } : cell));
}

/**
 * Which cells may run: every cell up to and including the first SPARQL cell that has not
 * settled yet (loaded, failed or waiting for a variable), so that a notebook runs top to bottom.
 * Once reached, a cell stays allowed (a later change of a variable re-runs the cells it concerns).
 */
export function reachedCells(cells: readonly NotebookCell[], settled: ReadonlySet<number>, reached: number): number {
  let next = reached;
  while (next < cells.length && (cells[next]!.type !== 'sparql' || settled.has(next))) next++;
  return Math.max(reached, next);
}
