import { formatMultipleValues, isEmptyValue, parseMultipleValues, RESET_VALUE, type MultipleValueFormat, type Row } from '@grafiek/core';
import type { GridApi, IRowNode, RowSelectedEvent, RowSelectionOptions, SelectionChangedEvent, SelectionEventSourceType } from 'ag-grid-community';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { usePublish, useVariables } from '../../kit';
import type { TablePlusPlusSettings } from '.';
import { notifications } from '@mantine/notifications';

/** Changes the grid makes itself, or that this hook makes from a variable: never published back. */
const PROGRAMMATIC: ReadonlySet<SelectionEventSourceType> = new Set([
  'api',
  'apiSelectAll',
  'apiSelectAllFiltered',
  'apiSelectAllCurrentPage',
  'rowDataChanged',
  'rowGroupChanged',
  'selectableChanged',
  'gridInitializing',
]);

/**
 * The rows a variable's value names: a list in the multiple value format, or one row. `undefined`
 * while the variable was never published (the selection is then left alone); an empty or reset
 * value names no rows.
 */
export function rowIdsFromValue(value: unknown, format: MultipleValueFormat): string[] | undefined {
  if (value === undefined) return undefined;
  if (isEmptyValue(value)) return [];
  if (Array.isArray(value)) return value.map(String);
  const text = String(value);
  try {
    return parseMultipleValues(text, format);
  } catch {
    // Not a list: one row's name, e.g. the ?uri a map click published.
    return [text];
  }
}

/** The settings of the Selection group, as the widget reads them. */
export type SelectionSettings = Pick<
  TablePlusPlusSettings,
  | 'selectionMode'
  | 'variableToPublishOnSelection'
  | 'lastSelectedRowTopic'
  | 'selectedRowsTopic'
  | 'selectedRowSubscription'
  | 'topicToListenToForSelectedRows'
  | 'multipleselectparametertype'
>;

export function rowSelectionOptions(mode: SelectionSettings['selectionMode']): RowSelectionOptions<Row> | undefined {
  if (mode === 'SINGLE') return { mode: 'singleRow', checkboxes: false, enableClickSelection: true };
  if (mode === 'MULTIPLE') return { mode: 'multiRow', checkboxes: true, headerCheckbox: true, selectAll: 'filtered', enableClickSelection: true };
  return undefined;
}

export interface GridSelection {
  rowSelection: RowSelectionOptions<Row> | undefined;
  onRowSelected: (event: RowSelectedEvent<Row>) => void;
  onSelectionChanged: (event: SelectionChangedEvent<Row>) => void;
}

/**
 * Row selection for Table++: what the person selects is published (see the option help texts in
 * index.ts), and the subscribed variables select rows, also after new data arrives. Without a
 * subscription the table follows the variable it publishes to, so a selection survives a reload.
 */
export function useGridSelection(
  api: GridApi<Row> | null,
  rows: readonly Row[] | undefined,
  readId: (row: Row) => string,
  settings: SelectionSettings,
  source: string,
): GridSelection {
  const publish = usePublish(source);
  const { t } = useTranslation();
  const lastSelected = useRef<string | null>(null);
  const {
    selectionMode: mode,
    variableToPublishOnSelection: variable,
    lastSelectedRowTopic: lastSelectedTopic,
    selectedRowsTopic,
    // One row to select, and several rows in the multiple value format.
    selectedRowSubscription: rowSubscription,
    topicToListenToForSelectedRows: rowsSubscription,
    multipleselectparametertype: format,
  } = settings;

  const subscriptions = useMemo(() => {
    if (mode === 'DISABLED') return [];
    const named = [rowSubscription, rowsSubscription].filter(Boolean);
    return named.length > 0 ? named : [variable || selectedRowsTopic].filter(Boolean);
  }, [mode, rowSubscription, rowsSubscription, variable, selectedRowsTopic]);
  const subscribed = useVariables(subscriptions);

  useEffect(() => {
    if (!api || !rows || mode === 'DISABLED') return;
    // Each subscription in turn; the later one (the list) has the last word.
    for (const value of subscribed) {
      const ids = rowIdsFromValue(value, format);
      if (ids !== undefined) selectRows(api, ids, readId, mode === 'SINGLE');
    }
  }, [api, rows, subscribed, format, readId, mode]);

  const onRowSelected = useCallback(
    (event: RowSelectedEvent<Row>) => {
      if (!PROGRAMMATIC.has(event.source) && event.node.isSelected() && event.data) lastSelected.current = readId(event.data);
    },
    [readId],
  );

  const onSelectionChanged = useCallback(
    (event: SelectionChangedEvent<Row>) => {
      if (PROGRAMMATIC.has(event.source)) return;
      const ids = selectedIds(event.api, readId);
      const list = () => (ids.length > 0 ? formatMultipleValues(ids, format) : RESET_VALUE);
      try {
        if (variable) publish(variable, mode === 'MULTIPLE' ? list() : (ids[0] ?? RESET_VALUE));
        if (selectedRowsTopic) publish(selectedRowsTopic, list());
        const last = lastSelected.current;
        if (lastSelectedTopic && last !== null && ids.includes(last)) publish(lastSelectedTopic, last);
      } catch (error) {
        notifications.show({ color: 'red', title: t('widget.tablePlusPlus.selectionNotPublished'), message: error instanceof Error ? error.message : String(error) });
      }
    },
    [readId, format, variable, mode, publish, selectedRowsTopic, lastSelectedTopic, t],
  );

  // One object per mode: a new one on every render would have the grid set up selection again.
  const rowSelection = useMemo(() => rowSelectionOptions(mode), [mode]);
  return { rowSelection, onRowSelected, onSelectionChanged };
}

/** The selected rows' names in the order of the data, without empty or repeated names. */
function selectedIds(api: GridApi<Row>, readId: (row: Row) => string): string[] {
  const ids: string[] = [];
  const seen = new Set<string>();
  api.forEachNode((node) => {
    if (!node.isSelected() || !node.data) return;
    const id = readId(node.data);
    if (id !== '' && !seen.has(id)) {
      seen.add(id);
      ids.push(id);
    }
  });
  return ids;
}

/** Selects exactly the rows with these names (only the first in single mode) and shows the first. */
function selectRows(api: GridApi<Row>, ids: readonly string[], readId: (row: Row) => string, single: boolean): void {
  const wanted = new Set(ids);
  const nodes: IRowNode<Row>[] = [];
  api.forEachNode((node) => {
    if (node.data && wanted.has(readId(node.data)) && !(single && nodes.length > 0)) nodes.push(node);
  });
  const current = api.getSelectedNodes();
  if (current.length === nodes.length && nodes.every((node) => node.isSelected())) return;
  api.deselectAll('all', 'api');
  if (nodes.length > 0) {
    api.setNodesSelected({ nodes, newValue: true, source: 'api' });
    api.ensureNodeVisible(nodes[0]!, 'middle');
  }
}
