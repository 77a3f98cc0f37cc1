import { scanSparql } from '../sparqlText/sparqlScanner.js';
import { selectProjection } from '../sparqlText/selectProjection.js';
import {
  allActions,
  EMPTY_COLUMN_ID,
  ROW_EDIT_ACTION_TYPES,
  rowEditingEnabled,
  type EditableTableConfig,
  type RowEditActionType,
} from './editableTableConfig.js';

export interface EditableTableProblem {
  /** Where in the config, as `columnConfigs[2].id`; absent for rules about the whole table. */
  path?: string;
  message: string;
}

type ConfigToCheck = Pick<EditableTableConfig, 'columnConfigs' | 'rowEditor'>;

/** Every rule the editable table's config must meet, all checked, so the author sees every problem at once. */
export function validateEditableTable(config: ConfigToCheck, query: string): EditableTableProblem[] {
  const problems: EditableTableProblem[] = [];
  const push = (message: string | undefined) => {
    if (message) problems.push({ message });
  };
  push(missingTimestampVariables(config, query));
  push(missingRowEditButtons(config));
  push(rowEditActionsWithoutRowEditing(config));
  problems.push(...emptyColumnIds(config));
  return problems;
}

/**
 * With row editing on, each timestamp variable of a send-edit or send-delete action must be in the
 * query, or the table would never re-query after the edit it stamps. With an explicit projection
 * the variable must be selected; `SELECT *` selects whatever the query mentions.
 */
export function missingTimestampVariables(config: ConfigToCheck, query: string): string | undefined {
  if (!rowEditingEnabled(config)) return undefined;
  const wanted = new Set<string>();
  for (const action of allActions(config)) {
    if (
      (action.type === 'send-row-edit-request' || action.type === 'send-row-delete-request') &&
      action.timestampVariable
    ) {
      wanted.add(action.timestampVariable.replace(/^[?$]/, ''));
    }
  }
  const projection = selectProjection(query);
  const present =
    projection.kind === 'variables'
      ? (name: string) => projection.variables.includes(name)
      : (name: string) => mentions(query, name);
  const missing = [...wanted].filter((name) => !present(name));
  return missing.length
    ? `sparql query is missing the following timestamp variables: ${missing.join(', ')}`
    : undefined;
}

export function missingRowEditButtons(config: ConfigToCheck): string | undefined {
  if (!rowEditingEnabled(config)) return undefined;
  const used = rowEditTypesUsed(config);
  const missing = ROW_EDIT_ACTION_TYPES.filter((type) => !used.has(type));
  return missing.length
    ? `missing action-buttons with the following action-types: ${missing.join(', ')}`
    : undefined;
}

export function rowEditActionsWithoutRowEditing(config: ConfigToCheck): string | undefined {
  if (rowEditingEnabled(config)) return undefined;
  const used = rowEditTypesUsed(config);
  const present = ROW_EDIT_ACTION_TYPES.filter((type) => used.has(type));
  return present.length
    ? `actions of the following types are not allowed without row-editing enabled: ${present.join(', ')}`
    : undefined;
}

export function emptyColumnIds(config: Pick<EditableTableConfig, 'columnConfigs'>): EditableTableProblem[] {
  return config.columnConfigs.flatMap((column, index) =>
    typeof column.id === 'string' && column.id.trim()
      ? []
      : [{ path: `columnConfigs[${index}].id`, message: EMPTY_COLUMN_ID }],
  );
}

function rowEditTypesUsed(config: ConfigToCheck): Set<RowEditActionType> {
  const types = new Set<string>(allActions(config).map((a) => a.type));
  return new Set(ROW_EDIT_ACTION_TYPES.filter((t) => types.has(t)));
}

function mentions(query: string, name: string): boolean {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`[?$]${escaped}(?![\\w\\u00B7\\u00C0-\\uFFFF])`).test(scanSparql(query).code);
}
