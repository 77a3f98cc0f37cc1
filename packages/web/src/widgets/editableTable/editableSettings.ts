import {
  columnConfigSchema,
  dataColumnSchema,
  isActionColumn,
  rowEditingEnabled,
  rowEditorSchema,
  validateEditableTable,
  type ActionColumn,
  type ColumnConfig,
  type DataColumn,
  type EditableTableConfig,
} from '@grafiek/core';
import type { TFunction } from 'i18next';
import { coreText } from '../../kit/coreTexts';

/**
 * What the editable table makes of its settings: the columns in their order, whether rows are
 * edited through buttons, and every problem the spec's validation finds.
 * With problems the table shows its rows read-only and lists them; nothing is written.
 */
export interface EditableTableLayout {
  /** null without `columnConfigs`: the query's own columns, read-only. */
  config: EditableTableConfig | null;
  /** Row editing (start, cancel, send through buttons) rather than editing cell by cell. */
  rowEditing: boolean;
  /** The datatype each column's author named (`editable.objectType`), by column id; absent when none was named. */
  objectTypes: ReadonlyMap<string, string>;
  problems: string[];
}

export interface EditableTableSettings {
  query: string;
  columnConfigs: unknown;
  rowEditor: unknown;
}

type Issue = { path: readonly PropertyKey[]; message: string };

function issueText(prefix: string, issues: readonly Issue[], t: TFunction): string[] {
  return issues.map((issue) => `${prefix}${issue.path.map((part) => (typeof part === 'number' ? `[${part}]` : `.${String(part)}`)).join('')}: ${coreText(issue.message, t)}`);
}

/** The table's settings as it uses them, with its problems in the reader's language. */
export function readEditableTable(settings: EditableTableSettings, t: TFunction): EditableTableLayout {
  const problems: string[] = [];
  const objectTypes = new Map<string, string>();

  let rowEditor: EditableTableConfig['rowEditor'];
  if (settings.rowEditor !== undefined && settings.rowEditor !== null) {
    const parsed = rowEditorSchema.safeParse(settings.rowEditor);
    if (parsed.success) rowEditor = parsed.data;
    else problems.push(...issueText('rowEditor', parsed.error.issues, t));
  }

  if (settings.columnConfigs === undefined || settings.columnConfigs === null) {
    return { config: null, rowEditing: false, objectTypes, problems };
  }
  if (!Array.isArray(settings.columnConfigs)) {
    problems.push(t('widget.editableTable.columnConfigsNotAList'));
    return { config: null, rowEditing: false, objectTypes, problems };
  }

  const columnConfigs: ColumnConfig[] = [];
  settings.columnConfigs.forEach((entry: unknown, index) => {
    const parsed = columnConfigSchema.safeParse(entry);
    if (!parsed.success) {
      // The union reports the reading as an action column first; a column without buttons is a data column.
      const asData = isRecord(entry) && Array.isArray(entry.buttons) ? parsed.error.issues : dataIssues(entry, t);
      problems.push(...issueText(`columnConfigs[${index}]`, asData, t));
      return;
    }
    columnConfigs.push(parsed.data);
    const objectType = isRecord(entry) && isRecord(entry.editable) ? entry.editable.objectType : undefined;
    if (typeof objectType === 'string' && objectType.trim()) objectTypes.set(parsed.data.id, objectType.trim());
  });

  const config: EditableTableConfig = { columnConfigs, ...(rowEditor ? { rowEditor } : {}) };
  const seen = new Set<string>();
  for (const column of columnConfigs) {
    if (seen.has(column.id)) problems.push(t('widget.editableTable.idTwice', { id: column.id }));
    seen.add(column.id);
  }
  problems.push(...validateEditableTable(config, settings.query).map((problem) => (problem.path ? `${problem.path}: ${coreText(problem.message, t)}` : coreText(problem.message, t))));
  return { config, rowEditing: rowEditingEnabled(config), objectTypes, problems };
}

function dataIssues(entry: unknown, t: TFunction): readonly Issue[] {
  const parsed = dataColumnSchema.safeParse(entry);
  return parsed.success ? [{ path: [], message: t('widget.editableTable.notAColumn') }] : parsed.error.issues;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function dataColumns(config: EditableTableConfig | null): DataColumn[] {
  return config ? config.columnConfigs.filter((column): column is DataColumn => !isActionColumn(column)) : [];
}

export function actionColumns(config: EditableTableConfig | null): ActionColumn[] {
  return config ? config.columnConfigs.filter(isActionColumn) : [];
}

/** A data column that may be edited: `editable.enabled` is true and it names a property. */
export function isEditableColumn(column: DataColumn): boolean {
  return column.editable?.enabled === true;
}
