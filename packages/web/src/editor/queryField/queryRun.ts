import {
  findPlaceholders,
  hasScriptBlocks,
  isAskResults,
  parseScriptTemplate,
  resolvePlaceholders,
  resolveScriptTemplate,
  scriptBlockCalls,
  type PlaceholderValues,
  type ResolveOptions,
  type ResolveResult,
  type SparqlJsonResults,
} from '@grafiek/core';
import { runScriptBlocks } from '../../kit/sandbox/lazy';

/** How many rows the query field's Run shows. */
export const PREVIEW_ROWS = 10;

/** As the widgets resolve a query, except that a missing value is an error to show, not an empty result. */
const RESOLVE: ResolveOptions = { mode: 'sparql', unresolved: 'error' };

/** The placeholders (as written, each once) that have no value and no default now. */
export function missingPlaceholders(template: string, values: PlaceholderValues): string[] {
  const missing = findPlaceholders(template)
    .filter((placeholder) => !resolvePlaceholders(placeholder.token, values, { mode: 'plain' }).ok)
    .map((placeholder) => placeholder.token);
  return [...new Set(missing)];
}

/**
 * The query a widget would send now: placeholders filled with the current values, escaped for
 * where they stand, and <script> blocks run in the sandbox.
 */
export async function resolveForRun(template: string, values: PlaceholderValues): Promise<ResolveResult> {
  if (!hasScriptBlocks(template)) return resolvePlaceholders(template, values, RESOLVE);
  const parsed = parseScriptTemplate(template);
  if (!parsed.ok) return parsed;
  const prepared = scriptBlockCalls(parsed.template, values, RESOLVE);
  if (!prepared.ok) return prepared;
  return resolveScriptTemplate(parsed.template, prepared.calls ? await runScriptBlocks(prepared.calls) : [], values, RESOLVE);
}

export interface PreviewTable {
  columns: string[];
  /** The first rows, each cell the term's value ('' when unbound). */
  rows: string[][];
  /** More rows came than are shown. */
  more: boolean;
}

/** The first rows of an answer, as plain text; an ASK answer is one column `boolean`. */
export function previewTable(results: SparqlJsonResults, max = PREVIEW_ROWS): PreviewTable {
  if (isAskResults(results)) return { columns: ['boolean'], rows: [[String(results.boolean)]], more: false };
  const columns = results.head.vars;
  const bindings = results.results.bindings;
  return {
    columns,
    rows: bindings.slice(0, max).map((binding) => columns.map((column) => binding[column]?.value ?? '')),
    more: bindings.length > max,
  };
}
