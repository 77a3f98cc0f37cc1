import { breakParentCycles, localName, type Cell, type ResultTable, type Row } from '@grafiek/core';
import type { TextNote } from '../../i18n/widgetTexts';

/** The variables that make the tree; every other visible variable is a column. */
const STRUCTURE = new Set(['uri', 'parentUri', 'label']);

/** One row of the tree table: every result row with the same ?uri, the first one giving the cells. */
export interface TreeTableNode {
  id: string;
  label: string;
  parent: string | null;
  children: string[];
  /** The first result row of this ?uri: its cells fill the columns. */
  row: Row;
  /** Where the rows first name it: the order of siblings when nothing is sorted. */
  position: number;
}

export interface TreeTableModel {
  nodes: ReadonlyMap<string, TreeTableNode>;
  roots: readonly string[];
  /** The data columns: indices into the result table's visible columns, in query order. */
  columns: readonly number[];
  /** The index of ?label among the visible columns (its links and icons apply), or -1. */
  labelColumn: number;
  /** What the table did with rows it could not use as they were, for the author. */
  notes: readonly string[];
}

export type TreeTableReading = { ok: true; model: TreeTableModel } | { ok: false; error: TextNote };

/**
 * A query's rows as a tree of rows. Rows with the same ?uri are one node (the first row gives its
 * cells and label); a node hangs under the first ?parentUri that names another node, and is a root
 * when none does. In a cycle of parents the node that came first becomes a root. Children keep
 * the order in which the rows first name them.
 */
export function buildTreeTable(table: ResultTable): TreeTableReading {
  if (!table.variables.includes('uri')) {
    const selected = table.variables.map((name) => `?${name}`).join(', ');
    return { ok: false, error: selected ? { key: 'widget.treeTable.noUri', values: { selected } } : { key: 'widget.treeTable.noUriNothing' } };
  }
  const list: TreeTableNode[] = [];
  const nodes = new Map<string, TreeTableNode>();
  const parentIds: (string | undefined)[] = [];
  let withoutUri = 0;
  for (const row of table.rows) {
    const id = row.bindings.uri?.value;
    if (!id) {
      withoutUri++;
      continue;
    }
    const parentId = row.bindings.parentUri?.value;
    const known = nodes.get(id);
    if (known) {
      // A later row may name a parent the first one left out.
      if (parentIds[known.position] === undefined && parentId && parentId !== id) parentIds[known.position] = parentId;
      continue;
    }
    const node: TreeTableNode = { id, label: row.bindings.label?.value || localName(id) || id, parent: null, children: [], row, position: list.length };
    nodes.set(id, node);
    list.push(node);
    parentIds.push(parentId && parentId !== id ? parentId : undefined);
  }

  const parents = Int32Array.from(parentIds, (parentId) => (parentId === undefined ? -1 : (nodes.get(parentId)?.position ?? -1)));
  const cut = breakParentCycles(parents);
  const roots: string[] = [];
  list.forEach((node, position) => {
    const parent = list[parents[position]!];
    if (!parent) roots.push(node.id);
    else {
      node.parent = parent.id;
      parent.children.push(node.id);
    }
  });

  const notes: string[] = [];
  if (withoutUri > 0) notes.push(`${withoutUri} ${withoutUri === 1 ? 'row has' : 'rows have'} no ?uri and ${withoutUri === 1 ? 'was' : 'were'} left out.`);
  if (cut.length > 0) notes.push(`?parentUri goes round in a circle at ${cut.map((position) => `<${list[position]!.id}>`).join(', ')}: shown as ${cut.length === 1 ? 'a root' : 'roots'}.`);
  const columns: number[] = [];
  table.columns.forEach((column, index) => {
    if (!STRUCTURE.has(column.name)) columns.push(index);
  });
  const labelColumn = table.columns.findIndex((column) => column.name === 'label');
  return { ok: true, model: { nodes, roots, columns, labelColumn, notes } };
}

/** How siblings are ordered: by a column (its index among the visible columns, or 'label' for the tree column). */
export interface TreeTableSort {
  column: number | 'label';
  direction: 'ascending' | 'descending';
}

/** What a cell sorts by: numbers by value, dates by moment, the rest as text; empty cells first. */
type SortKey = { rank: 0 } | { rank: 1; number: number } | { rank: 2; text: string };

function sortKey(cell: Cell | undefined): SortKey {
  const value = cell?.value;
  if (!value) return { rank: 0 };
  if (value.kind === 'number') return { rank: 1, number: value.number };
  if (value.kind === 'date') return { rank: 1, number: value.epochMs };
  return { rank: 2, text: cell.text };
}

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

function compareKeys(a: SortKey, b: SortKey): number {
  if (a.rank !== b.rank) return a.rank - b.rank;
  if (a.rank === 1 && b.rank === 1) return a.number - b.number;
  if (a.rank === 2 && b.rank === 2) return collator.compare(a.text, b.text);
  return 0;
}

/**
 * The children of a node (null: the roots) in the order a sort asks for, worked out per parent
 * when first asked: only the siblings of open folders are ever sorted. Equal keys keep query order.
 */
export function childrenInOrder(model: TreeTableModel, sort: TreeTableSort | null): (parent: string | null) => readonly string[] {
  const cache = new Map<string | null, readonly string[]>();
  return (parent) => {
    const ids = parent === null ? model.roots : (model.nodes.get(parent)?.children ?? []);
    if (sort === null) return ids;
    let ordered = cache.get(parent);
    if (!ordered) {
      const sign = sort.direction === 'ascending' ? 1 : -1;
      const keyed = ids.map((id) => {
        const node = model.nodes.get(id)!;
        const key: SortKey = sort.column === 'label' ? { rank: 2, text: node.label } : sortKey(node.row.cells[sort.column]);
        return { id, key, position: node.position };
      });
      keyed.sort((a, b) => sign * compareKeys(a.key, b.key) || a.position - b.position);
      ordered = keyed.map((entry) => entry.id);
      cache.set(parent, ordered);
    }
    return ordered;
  };
}

/** The next sort when a column header is clicked: ascending, descending, then back to query order. */
export function nextSort(current: TreeTableSort | null, column: TreeTableSort['column']): TreeTableSort | null {
  if (current?.column !== column) return { column, direction: 'ascending' };
  return current.direction === 'ascending' ? { column, direction: 'descending' } : null;
}

/** The folders open at the start: those less than `levels` deep. */
export function openToLevel(model: TreeTableModel, levels: number): string[] {
  const open: string[] = [];
  let level = model.roots;
  for (let depth = 0; depth < levels && level.length > 0; depth++) {
    const next: string[] = [];
    for (const id of level) {
      const children = model.nodes.get(id)!.children;
      if (children.length === 0) continue;
      open.push(id);
      next.push(...children);
    }
    level = next;
  }
  return open;
}

/** Every folder: what "Expand all" opens. */
export function allFolders(model: TreeTableModel): string[] {
  const folders: string[] = [];
  for (const node of model.nodes.values()) if (node.children.length > 0) folders.push(node.id);
  return folders;
}

/** The ids above a node, nearest first. */
export function ancestorIds(model: TreeTableModel, id: string): string[] {
  const found: string[] = [];
  for (let parent = model.nodes.get(id)?.parent ?? null; parent !== null; parent = model.nodes.get(parent)?.parent ?? null) found.push(parent);
  return found;
}

/**
 * The header texts of the columns: `replaceHeaderJSON` ({"variable": "Header"}) wins over the
 * variable's name. Returns the texts and the names in it that are no column.
 */
export function headerTexts(table: Pick<ResultTable, 'columns'>, columns: readonly number[], replacements: unknown): { texts: string[]; unknown: string[] } {
  const map = replacements && typeof replacements === 'object' && !Array.isArray(replacements) ? (replacements as Record<string, unknown>) : {};
  const texts = columns.map((index) => {
    const column = table.columns[index]!;
    const replacement = map[column.name];
    return typeof replacement === 'string' && replacement.trim() ? replacement : column.label;
  });
  const names = new Set(columns.map((index) => table.columns[index]!.name));
  names.add('label');
  return { texts, unknown: Object.keys(map).filter((name) => !names.has(name)) };
}
