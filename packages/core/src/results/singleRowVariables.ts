import { isAskResults, type SparqlJsonResults } from './sparqlJsonResults.js';

/**
 * The variables of a single-row query fetch, as the values to publish under their names: IRIs and
 * lexical forms, exactly as the store returned them. Unbound variables are left out (nothing to
 * publish), and no rows gives an empty map.
 *
 * More than one row is an error: there would be no way to tell which row's values to publish.
 */
export function singleRowVariables(results: SparqlJsonResults): Record<string, string> {
  if (isAskResults(results)) return { boolean: String(results.boolean) };
  const rows = results.results.bindings;
  if (rows.length > 1) {
    throw new Error(
      `A single-row query fetch returned ${rows.length} rows; it must return at most one row`,
    );
  }
  const variables: Record<string, string> = {};
  for (const [name, term] of Object.entries(rows[0] ?? {})) variables[name] = term.value;
  return variables;
}
