import {
  actionColumnSchema,
  columnConfigSchema,
  isActionColumn,
  isMultipleValueFormat,
  parseJsonText,
  toBoolean,
  toNumber,
  toText,
  type ActionButton,
  type ActionColumn,
  type DataColumn,
  type MultipleValueFormat,
} from '@grafiek/core';
import { CSV_DELIMITERS, DEFAULT_PAGE_SIZE, SELECTION_MODES, type CsvDelimiterName, type SelectionMode } from './optionValues';

/** A data column as the custom column config adjusts it; `hidden` is Table++'s own addition. */
export type DataColumnSetting = DataColumn & { hidden?: unknown };

export type ColumnSetting = { kind: 'data'; column: DataColumnSetting } | { kind: 'action'; column: ActionColumn };

export interface CsvExportSettings {
  label: string;
  delimiter: string;
  fileName: string;
}

export interface SelectionSettings {
  mode: SelectionMode;
  variable: string;
  lastSelectedTopic: string;
  selectedRowsTopic: string;
  /** One row to select. */
  rowSubscription: string;
  /** Several rows to select, in the multiple value format. */
  rowsSubscription: string;
  format: MultipleValueFormat;
}

export interface TablePlusSettings {
  publishVariable: string;
  /** The custom column config, in its order. */
  columns: ColumnSetting[];
  /** The action columns after the data. */
  actionColumns: ActionColumn[];
  hideColumnHeaders: boolean;
  showFilters: boolean;
  /** The column a search field above the grid filters on (`idToFilterTextOf`), or ''. */
  filterTextColumn: string;
  /** Rows per page, or null for one scrolling list. */
  pageSize: number | null;
  selection: SelectionSettings;
  hideButtons: boolean;
  /** null when CSV export is off. */
  csv: CsvExportSettings | null;
  /** What is wrong with the settings, for the author; the table shows what it can regardless. */
  problems: string[];
}

const DEFAULT_CSV_LABEL = 'Export CSV';
const DEFAULT_CSV_FILE = 'export.csv';

function name(value: unknown): string {
  return toText(value).trim();
}

/** The Table++ options of a widget config, checked; problems are collected, never thrown. */
export function readTablePlusSettings(config: Readonly<Record<string, unknown>>): TablePlusSettings {
  const problems: string[] = [];
  const mode = name(config.selectionMode).toUpperCase() || 'DISABLED';
  if (!(SELECTION_MODES as readonly string[]).includes(mode)) {
    problems.push(`Unknown selection mode "${toText(config.selectionMode)}": use ${SELECTION_MODES.join(', ')}.`);
  }
  const format = config.multipleselectparametertype;
  const pageSize = toNumber(config.paginationPageSize);
  const columns = readColumnConfig(config.columnConfig, problems);
  const actionColumns = readActionColumns(config.actionColumns, problems);
  checkActionTypes([...columns.flatMap((entry) => (entry.kind === 'action' ? [entry.column] : [])), ...actionColumns], problems);
  return {
    publishVariable: name(config.publishVariable),
    columns,
    actionColumns,
    hideColumnHeaders: toBoolean(config.hideColumnHeaders),
    showFilters: toBoolean(config.showFilters),
    filterTextColumn: name(config.idToFilterTextOf),
    pageSize: toBoolean(config.paginationEnabled) ? (pageSize !== undefined && pageSize >= 1 ? Math.floor(pageSize) : DEFAULT_PAGE_SIZE) : null,
    selection: {
      mode: (SELECTION_MODES as readonly string[]).includes(mode) ? (mode as SelectionMode) : 'DISABLED',
      variable: name(config.variableToPublishOnSelection),
      lastSelectedTopic: name(config.lastSelectedRowTopic),
      selectedRowsTopic: name(config.selectedRowsTopic),
      rowSubscription: name(config.selectedRowSubscription),
      rowsSubscription: name(config.topicToListenToForSelectedRows),
      format: isMultipleValueFormat(format) ? format : 'csv as uri',
    },
    hideButtons: toBoolean(config.hideButtons),
    csv: readCsvExport(config.csvExport, problems),
    problems,
  };
}

function jsonList(value: unknown, label: string, problems: string[]): unknown[] {
  const parsed = parseJsonText(value);
  if (!parsed.ok) {
    problems.push(`${label} is not valid JSON: ${parsed.error}`);
    return [];
  }
  if (parsed.value === undefined || parsed.value === null) return [];
  if (!Array.isArray(parsed.value)) {
    problems.push(`${label} must be a JSON list of columns.`);
    return [];
  }
  return parsed.value;
}

/** A schema's complaints as one line. */
function issueText(error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] }): string {
  return error.issues.map((issue) => `${issue.path.map(String).join('.') || 'column'}: ${issue.message}`).join('; ');
}

function readColumnConfig(value: unknown, problems: string[]): ColumnSetting[] {
  const columns: ColumnSetting[] = [];
  jsonList(value, 'Custom column config', problems).forEach((entry, index) => {
    const parsed = columnConfigSchema.safeParse(entry);
    if (!parsed.success) {
      problems.push(`Custom column config, column ${index + 1}: ${issueText(parsed.error)}`);
      return;
    }
    const column = parsed.data;
    if (isActionColumn(column)) columns.push({ kind: 'action', column });
    else columns.push({ kind: 'data', column: column as DataColumnSetting });
  });
  return columns;
}

function readActionColumns(value: unknown, problems: string[]): ActionColumn[] {
  const columns: ActionColumn[] = [];
  jsonList(value, 'Action columns', problems).forEach((entry, index) => {
    const parsed = actionColumnSchema.safeParse(entry);
    if (parsed.success) columns.push(parsed.data);
    else problems.push(`Action column ${index + 1}: ${issueText(parsed.error)}`);
  });
  return columns;
}

const TABLE_PLUS_ACTIONS = ['publish', 'start-rule'];

/** The editable table's row-edit actions share the schema but mean nothing in Table++. */
function checkActionTypes(columns: readonly ActionColumn[], problems: string[]): void {
  const visit = (column: ActionColumn, button: ActionButton) => {
    for (const action of button.actions ?? []) {
      const problem = `Action column "${column.id}": "${action.type}" actions belong to the editable table; Table++ buttons publish or start rules.`;
      if (!TABLE_PLUS_ACTIONS.includes(action.type) && !problems.includes(problem)) problems.push(problem);
    }
    button.buttons?.forEach((child) => visit(column, child));
  };
  for (const column of columns) column.buttons.forEach((button) => visit(column, button));
}

/** `{enabled, label, delimiter, filename}`; `enable` and `fileName` are read too. */
function readCsvExport(value: unknown, problems: string[]): CsvExportSettings | null {
  const parsed = parseJsonText(value);
  if (!parsed.ok) {
    problems.push(`CSV export is not valid JSON: ${parsed.error}`);
    return null;
  }
  if (parsed.value === undefined || parsed.value === null) return null;
  if (typeof parsed.value !== 'object' || Array.isArray(parsed.value)) {
    problems.push('CSV export must be a JSON object such as {"enabled": true, "delimiter": "semicolon"}.');
    return null;
  }
  const settings = parsed.value as Record<string, unknown>;
  if (!toBoolean(settings.enabled ?? settings.enable)) return null;
  const delimiter = settings.delimiter === undefined ? undefined : toText(settings.delimiter);
  return {
    label: name(settings.label) || DEFAULT_CSV_LABEL,
    delimiter: csvDelimiter(delimiter, problems),
    fileName: name(settings.filename ?? settings.fileName) || DEFAULT_CSV_FILE,
  };
}

function csvDelimiter(value: string | undefined, problems: string[]): string {
  const key = (value ?? 'comma').trim().toLowerCase();
  if (key in CSV_DELIMITERS) return CSV_DELIMITERS[key as CsvDelimiterName];
  // The characters themselves, as an author may well write them.
  const byCharacter = Object.values(CSV_DELIMITERS).find((character) => character === value || (value === '\\t' && character === '\t'));
  if (byCharacter) return byCharacter;
  problems.push(`CSV export: unknown delimiter "${value}": use ${Object.keys(CSV_DELIMITERS).join(', ')}.`);
  return CSV_DELIMITERS.comma;
}
