import { isAskResults, toResultTable, URI_AND_URL_ERROR, type ResultTable, type SparqlJsonResults } from '@grafiek/core';

// Longest first, as core reads them: `x_URL` is the URL of x, not the `URL` of `x_`.
const URL_SUFFIXES = ['_URL', 'URL'];
const URI_SUFFIXES = ['_URI', 'URI'];

function targetOf(variable: string, suffixes: readonly string[], selected: ReadonlySet<string>): string | undefined {
  for (const suffix of suffixes) {
    if (variable.length <= suffix.length || !variable.endsWith(suffix)) continue;
    const target = variable.slice(0, -suffix.length);
    if (selected.has(target)) return target;
  }
  return undefined;
}

/** The URL modifiers of columns that also have a URI modifier. */
export function conflictingUrlModifiers(variables: readonly string[]): string[] {
  const selected = new Set(variables);
  const withUri = new Set(variables.map((variable) => targetOf(variable, URI_SUFFIXES, selected)).filter((target) => target !== undefined));
  return variables.filter((variable) => {
    const target = targetOf(variable, URL_SUFFIXES, selected);
    return target !== undefined && withUri.has(target);
  });
}

/**
 * spec/widgets.md §5: URI and URL modifiers must not both be used on one cell. Core refuses such a
 * result; Table++ still shows what it can (and the view reports the error): the same result
 * without the URL modifiers of those cells, so the cells keep publishing their URI as the rest of
 * the table does, and the URL variables are neither links nor columns.
 * Returns undefined for any other conversion error, which stays an error.
 */
export function tableDespiteLinkConflict(results: SparqlJsonResults | undefined, error: string | undefined): ResultTable | undefined {
  if (!results || isAskResults(results) || error !== URI_AND_URL_ERROR) return undefined;
  const dropped = new Set(conflictingUrlModifiers(results.head.vars));
  try {
    return toResultTable({ ...results, head: { ...results.head, vars: results.head.vars.filter((variable) => !dropped.has(variable)) } });
  } catch {
    return undefined;
  }
}
