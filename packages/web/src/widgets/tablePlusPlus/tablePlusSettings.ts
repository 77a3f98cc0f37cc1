import { actionColumnSchema, columnConfigSchema, isActionColumn, readBoolean, type ActionButton, type ActionColumn, type DataColumn } from '@grafiek/core';
import type { TFunction } from 'i18next';
import type { TablePlusPlusSettings } from '.';
import { CSV_DELIMITERS, type CsvDelimiterName } from './optionValues';

/** A data column as the custom column config adjusts it; `hidden` is Table++'s own addition. */
export type DataColumnSetting = DataColumn & { hidden: boolean };

export type ColumnSetting = { kind: 'data'; column: DataColumnSetting } | { kind: 'action'; column: ActionColumn };

export interface CsvExportSettings {
  label: string;
  delimiter: string;
  fileName: string;
}

/**
 * What Table++ makes of the settings the kit cannot check by their kind: the inner shape of its
 * JSON options (column config, action columns, CSV export) and the page size.
 */
export interface TablePlusLayout {
  /** The custom column config, in its order. */
  columns: ColumnSetting[];
  /** The action columns after the data. */
  actionColumns: ActionColumn[];
  /** Rows per page, or null for one scrolling list. */
  pageSize: number | null;
  /** null when CSV export is off. */
  csv: CsvExportSettings | null;
  /** What is wrong with the settings, for the author; the table shows what it can regardless. */
  problems: string[];
}

/** What a CSV export without a label or file name gets. */
export const DEFAULT_CSV_LABEL = 'Export CSV';
export const DEFAULT_CSV_FILE = 'export.csv';

/** The settings a layout is read from. */
export type TablePlusLayoutSettings = Pick<TablePlusPlusSettings, 'columnConfig' | 'actionColumns' | 'csvExport' | 'paginationEnabled' | 'paginationPageSize'>;

/**
 * Table++'s reading of its typed settings; problems are collected, never thrown. The JSON options
 * arrive parsed (their kind reports text that is not JSON), so only their inner shape is checked here.
 */
export function readTablePlusSettings(settings: TablePlusLayoutSettings, t: TFunction): TablePlusLayout {
  const problems: string[] = [];
  const columns = readColumnConfig(settings.columnConfig, problems, t);
  const actionColumns = readActionColumns(settings.actionColumns, problems, t);
  checkActionTypes([...columns.flatMap((entry) => (entry.kind === 'action' ? [entry.column] : [])), ...actionColumns], problems, t);
  return {
    columns,
    actionColumns,
    pageSize: settings.paginationEnabled ? pageSize(settings.paginationPageSize, problems, t) : null,
    csv: readCsvExport(settings.csvExport, problems, t),
    problems,
  };
}

/** Whole rows, at least one a page. */
function pageSize(size: number, problems: string[], t: TFunction): number {
  const whole = Math.floor(size);
  if (whole >= 1) return whole;
  problems.push(t('widget.tablePlusPlus.pageSize', { size }));
  return 1;
}

function jsonList(value: unknown, setting: string, problems: string[]): unknown[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) {
    problems.push(setting);
    return [];
  }
  return value;
}

/** A schema's complaints as one line. */
function issueText(error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] }): string {
  return error.issues.map((issue) => `${issue.path.map(String).join('.') || 'column'}: ${issue.message}`).join('; ');
}

function readColumnConfig(value: unknown, problems: string[], t: TFunction): ColumnSetting[] {
  const columns: ColumnSetting[] = [];
  jsonList(value, t('widget.tablePlusPlus.columnConfigNotAList'), problems).forEach((entry, index) => {
    const parsed = columnConfigSchema.safeParse(entry);
    if (!parsed.success) {
      problems.push(t('widget.tablePlusPlus.columnConfigEntry', { number: index + 1, problem: issueText(parsed.error) }));
      return;
    }
    const column = parsed.data;
    if (isActionColumn(column)) columns.push({ kind: 'action', column });
    else columns.push({ kind: 'data', column: { ...column, hidden: hiddenFlag(column, index, problems, t) } });
  });
  return columns;
}

/** `hidden` as JSON true/false, or as the texts older editors wrote ("true", "yes", 1...). */
function hiddenFlag(column: DataColumn, index: number, problems: string[], t: TFunction): boolean {
  const hidden = (column as { hidden?: unknown }).hidden;
  if (hidden === undefined || hidden === null || hidden === '') return false;
  const flag = readBoolean(hidden);
  if (flag === undefined) problems.push(t('widget.tablePlusPlus.hiddenNotBoolean', { number: index + 1 }));
  return flag ?? false;
}

function readActionColumns(value: unknown, problems: string[], t: TFunction): ActionColumn[] {
  const columns: ActionColumn[] = [];
  jsonList(value, t('widget.tablePlusPlus.actionColumnsNotAList'), problems).forEach((entry, index) => {
    const parsed = actionColumnSchema.safeParse(entry);
    if (parsed.success) columns.push(parsed.data);
    else problems.push(t('widget.tablePlusPlus.actionColumnEntry', { number: index + 1, problem: issueText(parsed.error) }));
  });
  return columns;
}

const TABLE_PLUS_ACTIONS = ['publish', 'start-rule'];

/** The editable table's row-edit actions share the schema but mean nothing in Table++. */
function checkActionTypes(columns: readonly ActionColumn[], problems: string[], t: TFunction): void {
  const visit = (column: ActionColumn, button: ActionButton) => {
    for (const action of button.actions ?? []) {
      const problem = t('widget.tablePlusPlus.editActionType', { id: column.id, type: action.type });
      if (!TABLE_PLUS_ACTIONS.includes(action.type) && !problems.includes(problem)) problems.push(problem);
    }
    button.buttons?.forEach((child) => visit(column, child));
  };
  for (const column of columns) column.buttons.forEach((button) => visit(column, button));
}

/** A text field of the CSV export object: text or a number, trimmed; '' when absent. */
function textField(value: unknown): string {
  return typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
}

/** `{enabled, label, delimiter, filename}`; `enable` and `fileName` are read too. */
function readCsvExport(value: unknown, problems: string[], t: TFunction): CsvExportSettings | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'object' || Array.isArray(value)) {
    problems.push(t('widget.tablePlusPlus.csvNotAnObject', { example: '{"enabled": true, "delimiter": "semicolon"}' }));
    return null;
  }
  const settings = value as Record<string, unknown>;
  if (readBoolean(settings.enabled ?? settings.enable) !== true) return null;
  return {
    label: textField(settings.label) || DEFAULT_CSV_LABEL,
    delimiter: csvDelimiter(settings.delimiter, problems, t),
    fileName: textField(settings.filename ?? settings.fileName) || DEFAULT_CSV_FILE,
  };
}

function csvDelimiter(value: unknown, problems: string[], t: TFunction): string {
  if (value === undefined || value === null) return CSV_DELIMITERS.comma;
  const text = typeof value === 'string' ? value : String(value);
  const key = text.trim().toLowerCase();
  if (key in CSV_DELIMITERS) return CSV_DELIMITERS[key as CsvDelimiterName];
  // The characters themselves, as an author may well write them.
  const byCharacter = Object.values(CSV_DELIMITERS).find((character) => character === text || (text === '\\t' && character === '\t'));
  if (byCharacter) return byCharacter;
  problems.push(t('widget.tablePlusPlus.unknownDelimiter', { delimiter: text, known: Object.keys(CSV_DELIMITERS).join(', ') }));
  return CSV_DELIMITERS.comma;
}
