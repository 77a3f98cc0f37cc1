import { conflictingUrlModifiers, isAskResults, toResultTable, URI_AND_URL_ERROR, type ResultTable, type SparqlJsonResults } from '@grafiek/core';

/**
 * URI and URL modifiers must not both be used on one cell (a cell cannot both publish and open a
 * link). Core refuses such a result; Table++ still shows what it can (and the view reports the
 * error): the same result without the URL modifiers of those cells, so the cells keep publishing
 * their URI as the rest of the table does, and the URL variables are neither links nor columns.
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
