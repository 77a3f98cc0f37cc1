import type { Row } from '@grafiek/core';
import type { GridApi } from 'ag-grid-community';
import { AgGridReact } from 'ag-grid-react';
import { useMemo, useRef } from 'react';
import { GRID_MODULES, GRID_THEME } from './agGridSetup';
import type { GridColumns } from './gridColumns';
import type { TablePlusSettings } from './tablePlusSettings';
import type { GridSelection } from './useGridSelection';

export interface ResultGridProps {
  /** null while there is nothing to show yet. */
  rows: Row[] | null;
  columns: GridColumns;
  settings: Pick<TablePlusSettings, 'hideColumnHeaders' | 'pageSize'>;
  /** Rows without this text (in any column) are filtered out. */
  filterText: string;
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
export function ResultGrid({ rows, columns, settings, filterText, selection, onApi, onRowsShown }: ResultGridProps) {
  const shownOnce = useRef(false);
  const current = useRef(rows);
  current.current = rows;
  const pageSize = settings.pageSize;
  const pageSizes = useMemo(() => (pageSize === null ? undefined : [...new Set([...PAGE_SIZES, pageSize])].sort((a, b) => a - b)), [pageSize]);

  return (
    <AgGridReact<Row>
      modules={GRID_MODULES}
      theme={GRID_THEME}
      rowData={rows}
      columnDefs={columns.columnDefs}
      headerHeight={settings.hideColumnHeaders ? 0 : undefined}
      rowSelection={selection.rowSelection}
      pagination={pageSize !== null}
      paginationPageSize={pageSize ?? undefined}
      paginationPageSizeSelector={pageSizes ?? false}
      quickFilterText={filterText}
      enableCellTextSelection
      animateRows={false}
      onGridReady={(event) => onApi(event.api)}
      onGridPreDestroyed={() => onApi(null)}
      onFirstDataRendered={() => {
        shownOnce.current = true;
        onRowsShown(current.current);
      }}
      onRowDataUpdated={() => {
        if (shownOnce.current) onRowsShown(current.current);
      }}
      onRowSelected={selection.onRowSelected}
      onSelectionChanged={selection.onSelectionChanged}
    />
  );
}
