import type { Row } from '@grafiek/core';
import type { GridApi, GridReadyEvent, IRowNode } from 'ag-grid-community';
import { AgGridReact } from 'ag-grid-react';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { gridModules, GRID_THEME } from './agGridSetup';
import type { GridColumns } from './gridColumns';
import type { GridSelection } from './useGridSelection';

export interface ResultGridProps {
  /** null while there is nothing to show yet. */
  rows: Row[] | null;
  columns: GridColumns;
  hideColumnHeaders: boolean;
  /** Rows per page, or null for one scrolling list. */
  pageSize: number | null;
  /** The search field's text and the cell it searches; rows whose cell lacks the text are left out. */
  search: { index: number; text: string } | null;
  selection: GridSelection;
  onApi: (api: GridApi<Row> | null) => void;
  /** Called with the rows once the grid has drawn them, so the widget says 'ready' only then. */
  onRowsShown: (rows: readonly Row[] | null) => void;
}

const PAGE_SIZES = [20, 50, 100, 500];

/**
 * AG Grid over core's rows, client-side and virtualised: however many rows there are, only those
 * on screen are in the page. No column is sized to its content, which would measure every row.
 * The view creates it before the data arrives (rows null), so its set-up is not in the wait.
 */
export function ResultGrid({ rows, columns, hideColumnHeaders, pageSize, search, selection, onApi, onRowsShown }: ResultGridProps) {
  const shownOnce = useRef(false);
  const api = useRef<GridApi<Row> | null>(null);
  // The grid asks for the filter through callbacks; they read the search of the latest render.
  const needle = useRef<{ index: number; text: string } | null>(null);
  needle.current = search && search.text.trim() ? { index: search.index, text: search.text.trim().toLowerCase() } : null;
  const searchKey = needle.current ? `${needle.current.index}:${needle.current.text}` : '';
  useEffect(() => api.current?.onFilterChanged(), [searchKey]);
  const isExternalFilterPresent = useCallback(() => needle.current !== null, []);
  const doesExternalFilterPass = useCallback((node: IRowNode<Row>) => {
    const wanted = needle.current;
    return !wanted || (node.data?.cells[wanted.index]?.text.toLowerCase().includes(wanted.text) ?? false);
  }, []);
  // New columns first and their rows just after (before the browser paints): given both at once,
  // the grid lays out every row for the rows and again for the columns.
  const [appliedColumns, setAppliedColumns] = useState(columns.columnDefs);
  useLayoutEffect(() => setAppliedColumns(columns.columnDefs), [columns.columnDefs]);
  const rowData = appliedColumns === columns.columnDefs ? rows : null;
  // What the grid has been given, for the events that say it has drawn it.
  const current = useRef(rowData);
  current.current = rowData;
  const onGridReady = useCallback(
    (event: GridReadyEvent<Row>) => {
      api.current = event.api;
      onApi(event.api);
    },
    [onApi],
  );
  const onGridPreDestroyed = useCallback(() => {
    api.current = null;
    onApi(null);
  }, [onApi]);
  const onFirstDataRendered = useCallback(() => {
    shownOnce.current = true;
    onRowsShown(current.current);
  }, [onRowsShown]);
  const onRowDataUpdated = useCallback(() => {
    if (shownOnce.current) onRowsShown(current.current);
  }, [onRowsShown]);
  const pageSizes = useMemo(() => (pageSize === null ? undefined : [...new Set([...PAGE_SIZES, pageSize])].sort((a, b) => a - b)), [pageSize]);

  return (
    <AgGridReact<Row>
      modules={gridModules(selection.rowSelection !== undefined)}
      theme={GRID_THEME}
      rowData={rowData}
      columnDefs={columns.columnDefs}
      headerHeight={hideColumnHeaders ? 0 : undefined}
      rowSelection={selection.rowSelection}
      pagination={pageSize !== null}
      paginationPageSize={pageSize ?? undefined}
      paginationPageSizeSelector={pageSizes ?? false}
      isExternalFilterPresent={isExternalFilterPresent}
      doesExternalFilterPass={doesExternalFilterPass}
      enableCellTextSelection
      animateRows={false}
      onGridReady={onGridReady}
      onGridPreDestroyed={onGridPreDestroyed}
      onFirstDataRendered={onFirstDataRendered}
      onRowDataUpdated={onRowDataUpdated}
      onRowSelected={selection.onRowSelected}
      onSelectionChanged={selection.onSelectionChanged}
    />
  );
}
