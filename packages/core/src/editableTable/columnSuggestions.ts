import { selectProjection } from '../sparqlText/selectProjection.js';
import type { EditableTableConfig } from './editableTableConfig.js';

export type ColumnSuggestions = { ok: true; variables: string[] } | { ok: false; message: string };

export const SELECT_ALL_MESSAGE =
  'SELECT * cannot be auto-filled: name the variables in the SELECT clause to get column suggestions';

/**
 * The query variables that no column shows yet, offered as new columns. Variables with an
 * underscore are left out: by convention they carry modifiers or internals (`?name_URI`,
 * `?last_modified`), not columns of their own.
 *
 * Takes the query text, or the variable list when the caller already has it (from a result head).
 */
export function columnSuggestions(
  queryOrVariables: string | readonly string[],
  config: Pick<EditableTableConfig, 'columnConfigs'>,
): ColumnSuggestions {
  let variables: readonly string[];
  if (typeof queryOrVariables === 'string') {
    const projection = selectProjection(queryOrVariables);
    if (projection.kind === 'all') return { ok: false, message: SELECT_ALL_MESSAGE };
    if (projection.kind === 'notSelect') {
      return { ok: false, message: 'Column suggestions need a SELECT query' };
    }
    variables = projection.variables;
  } else {
    variables = queryOrVariables;
  }
  const used = new Set(config.columnConfigs.map((c) => c.id));
  return { ok: true, variables: variables.filter((v) => !v.includes('_') && !used.has(v)) };
}
