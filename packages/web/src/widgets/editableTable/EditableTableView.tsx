import { Text } from '@mantine/core';
import { columnSuggestions, type DataColumn, type SparqlBinding } from '@grafiek/core';
import type { GridApi } from 'ag-grid-community';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppRuntime, usePublish, useReportWidgetState, useWidgetQuery, WidgetMessage, WidgetProblem, type WidgetState, type WidgetViewProps } from '../../kit';
import type { EditableTableViewSettings } from '.';
import { dataColumns, isEditableColumn, readEditableTable, type EditableTableLayout } from './editableSettings';
import { EditableGrid } from './EditableGrid';
import { buildGridColumns } from './gridColumns';
import { RowActionsContext } from '../../kit/actionColumns/ActionCell';
import { TableContext } from './tableContext';
import { gridRows, type GridRow } from './tableRows';
import { useEditController } from './useEditController';
import { useTableActions } from './useTableActions';
import { useTableWrites } from './useTableWrites';
import classes from './EditableTable.module.css';

const SOURCE = 'BBTable';
const NO_VARIABLES: readonly string[] = [];

/**
 * What names a row: its ?uri when the query selects one, else the variable the first editable
 * column's subject names; else its place in the answer.
 */
function rowKeyVariable(variables: readonly string[], columns: readonly DataColumn[]): string | null {
  if (variables.includes('uri')) return 'uri';
  for (const column of columns) {
    const subject = column.editable?.subject?.trim() ?? '';
    const name = /^\{\{\s*([A-Za-z0-9_]+)\s*\}\}$/.exec(subject)?.[1] ?? subject.replace(/^[?$]/, '');
    if (name && variables.includes(name)) return name;
  }
  return null;
}

function editableColumnsOf(layout: EditableTableLayout, variables: readonly string[]): DataColumn[] {
  // A config with problems writes nothing: the author sees the problems and the rows as they are.
  if (layout.problems.length > 0) return [];
  return dataColumns(layout.config).filter((column) => isEditableColumn(column) && variables.includes(column.id));
}

export default function EditableTableView({ settings, mode }: WidgetViewProps<EditableTableViewSettings>) {
  // The view reports its state itself: it is ready only once the grid has drawn the rows.
  const query = useWidgetQuery(settings.query, { source: SOURCE, report: false });
  const { query: queryText, columnConfigs, rowEditor } = settings;
  const { t } = useTranslation();
  const layout = useMemo(() => readEditableTable({ query: queryText, columnConfigs, rowEditor }, t), [queryText, columnConfigs, rowEditor, t]);
  const { store } = useAppRuntime();
  const appValue = useCallback((name: string) => store.get(name), [store]);
  const publish = usePublish(SOURCE);

  const results = query.results && 'results' in query.results ? query.results : undefined;
  const variables = results?.head.vars ?? NO_VARIABLES;
  const variablesKey = variables.join('\u0000');
  const editableColumns = useMemo(() => editableColumnsOf(layout, variables), [layout, variablesKey]); // eslint-disable-line react-hooks/exhaustive-deps
  const keyVariable = useMemo(() => rowKeyVariable(variables, editableColumns), [variablesKey, editableColumns]); // eslint-disable-line react-hooks/exhaustive-deps
  const rowCache = useRef(new WeakMap<SparqlBinding, GridRow>());
  const rows = useMemo(() => (results ? gridRows(results.results.bindings, keyVariable, rowCache.current) : null), [results, keyVariable]);
  const rowsByKey = useMemo(() => new Map((rows ?? []).map((row) => [row.key, row])), [rows]);

  const [api, setApi] = useState<GridApi<GridRow> | null>(null);
  // A saved row is shown in the grid at once; the rows made from the updated answer later find it
  // under its new binding, so the grid sees no change then.
  const display = useCallback(
    (old: SparqlBinding, next: SparqlBinding | null) => {
      const row = rowCache.current.get(old);
      if (!row || !next || !api || api.isDestroyed()) return;
      const updated: GridRow = { key: row.key, bindings: next };
      rowCache.current.set(next, updated);
      api.getRowNode(row.key)?.setData(updated);
    },
    [api],
  );
  const writes = useTableWrites(query.resolvedQuery, display);
  const edit = useEditController({ layout, columns: editableColumns, rowsByKey, writes, appValue, api });
  const actions = useTableActions(edit, SOURCE, appValue);
  const context = useMemo(() => ({ edit }), [edit]);

  // The grid's callbacks read the latest controller; the columns stay the same while editing.
  const editRef = useRef(edit);
  editRef.current = edit;
  const isOpen = useCallback((key: string, columnId: string) => editRef.current.isOpen(key, columnId), []);
  const onStartEdit = useCallback((row: GridRow, columnId: string) => editRef.current.startCell(row, columnId), []);
  const publishTopics = useMemo(() => new Map(dataColumns(layout.config).flatMap((column) => (column.publishTopic?.trim() ? [[column.id, column.publishTopic.trim()] as const] : []))), [layout]);
  const onCellClick = useCallback(
    (row: GridRow, columnId: string) => {
      const topic = publishTopics.get(columnId);
      const term = row.bindings[columnId];
      if (topic && term && !editRef.current.isOpen(row.key, columnId)) publish(topic, term.value);
    },
    [publishTopics, publish],
  );

  const tableColumns = query.table?.columns;
  const grid = useMemo(() => {
    const configured = layout.config ? (layout.problems.length ? dataColumns(layout.config) : layout.config.columnConfigs) : null;
    return buildGridColumns({ columns: configured, queryColumns: tableColumns ?? [], variables, editable: new Set(editableColumns.map((c) => c.id)), isOpen, t });
    // The query's columns follow from its variables: a new answer with the same ones keeps the columns.
  }, [layout, variablesKey, editableColumns, isOpen, t]); // eslint-disable-line react-hooks/exhaustive-deps

  // Ready once the grid has drawn this query's rows. A saved row (its binding replaced in the
  // cached answer) is drawn at once and does not make the table 'loading' again.
  const resolvedRef = useRef(query.resolvedQuery);
  resolvedRef.current = query.resolvedQuery;
  const [drawnFor, setDrawnFor] = useState<string | null>(null);
  const onRowsShown = useCallback((shownRows: readonly GridRow[] | null) => {
    if (shownRows) setDrawnFor(resolvedRef.current);
  }, []);
  let state: WidgetState = query.state;
  if (state === 'ready' && rows && drawnFor !== query.resolvedQuery) state = 'loading';
  useReportWidgetState(state, query.error);

  const shown = rows && state !== 'error' && rows.length > 0;
  const waiting = !shown && state === 'loading';
  const problems = [...layout.problems, ...grid.problems, ...(edit.state?.error ? [edit.state.error] : [])];
  const suggestions = mode === 'edit' && layout.config && variables.length ? columnSuggestions(variables, layout.config) : null;

  return (
    <TableContext.Provider value={context}>
      <div className={classes.root}>
        {!shown && (
          <div className={waiting ? classes.over : undefined}>
            <WidgetMessage query={{ state: state === 'ready' ? 'empty' : state, error: query.error, waitingFor: query.waitingFor }} texts={settings} />
          </div>
        )}
        {suggestions?.ok && suggestions.variables.length > 0 && (
          <Text size="xs" c="dimmed" className={classes.hint} data-column-suggestions>
            Query variables without a column: {suggestions.variables.join(', ')}
          </Text>
        )}
        {problems.length > 0 && (
          <div className={classes.problems} data-problems>
            {problems.map((problem) => (
              <WidgetProblem key={problem} size="xs">
                {problem}
              </WidgetProblem>
            ))}
          </div>
        )}
        <div className={waiting ? `${classes.grid} ${classes.waiting}` : classes.grid} hidden={!shown && !waiting}>
          <RowActionsContext.Provider value={actions}>
            <EditableGrid rows={shown ? rows : null} columnDefs={grid.columnDefs} onApi={setApi} onRowsShown={onRowsShown} onStartEdit={onStartEdit} onCellClick={onCellClick} />
          </RowActionsContext.Provider>
        </div>
      </div>
    </TableContext.Provider>
  );
}
