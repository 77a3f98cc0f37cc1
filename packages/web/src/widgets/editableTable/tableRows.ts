import type { SparqlBinding, SparqlJsonResults, SparqlTerm } from '@grafiek/core';

/** One row of the grid: the query's binding as it came, and the name the grid knows it by. */
export interface GridRow {
  key: string;
  bindings: SparqlBinding;
}

/**
 * The grid's rows for a result. A row keeps its object for as long as its binding is the same
 * object, so when one row is saved (and only its binding replaced in the cached answer) the grid
 * sees one changed row among 10,000, not 10,000 new ones.
 *
 * Rows are named by `keyVariable` (the row's resource) when the query has one, else by their
 * place; a name that repeats gets its occurrence appended, as the grid needs unique names.
 */
export function gridRows(bindings: readonly SparqlBinding[], keyVariable: string | null, cache: WeakMap<SparqlBinding, GridRow>): GridRow[] {
  const seen = new Map<string, number>();
  const rows: GridRow[] = new Array(bindings.length);
  for (let i = 0; i < bindings.length; i++) {
    const binding = bindings[i]!;
    let key = keyVariable ? (binding[keyVariable]?.value ?? `#${i}`) : `#${i}`;
    const count = seen.get(key) ?? 0;
    seen.set(key, count + 1);
    if (count > 0) key = `${key}#${count}`;
    const cached = cache.get(binding);
    if (cached && cached.key === key) {
      rows[i] = cached;
    } else {
      const row = { key, bindings: binding };
      cache.set(binding, row);
      rows[i] = row;
    }
  }
  return rows;
}

/** The binding with some variables given new values (null: unbound). */
export function patchBinding(binding: SparqlBinding, values: Readonly<Record<string, SparqlTerm | null>>): SparqlBinding {
  const next: SparqlBinding = { ...binding };
  for (const [name, term] of Object.entries(values)) {
    if (term) next[name] = term;
    else delete next[name];
  }
  return next;
}

/**
 * The cached answer with one binding replaced (or removed, for null), every other binding the
 * same object. An answer that does not hold the binding (it was replaced meanwhile) is returned as is.
 */
export function replaceBinding(results: SparqlJsonResults | undefined, old: SparqlBinding, next: SparqlBinding | null): SparqlJsonResults | undefined {
  if (!results || !('results' in results)) return results;
  const index = results.results.bindings.indexOf(old);
  if (index < 0) return results;
  const bindings = results.results.bindings.slice();
  if (next) bindings[index] = next;
  else bindings.splice(index, 1);
  return { ...results, results: { ...results.results, bindings } };
}

/** The text a cell shows for a value. */
export function termText(term: SparqlTerm | undefined): string {
  return term?.value ?? '';
}

const NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/;
const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

/** Sorting: numbers by value, other values as text (numbers inside text in order), empty cells last. */
export function compareTerms(a: SparqlTerm | undefined, b: SparqlTerm | undefined): number {
  if (!a || !b) return a ? -1 : b ? 1 : 0;
  const numeric = NUMBER.test(a.value) && NUMBER.test(b.value) && (a.type !== 'uri' && b.type !== 'uri');
  if (numeric) return Number(a.value) - Number(b.value);
  return collator.compare(a.value, b.value);
}
