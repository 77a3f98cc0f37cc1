import type { CellClickedEvent, CellDoubleClickedEvent, CellKeyDownEvent, ColDef, FullWidthCellKeyDownEvent, GetRowIdParams, GridApi, GridReadyEvent } from 'ag-grid-community';
import { AgGridReact } from 'ag-grid-react';
import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { GRID_MODULES, GRID_THEME } from './agGridSetup';
import { isFromEditor } from './EditorCell';
import type { GridRow } from './tableRows';

export interface EditableGridProps {
  /** null while there is nothing to show yet. */
  rows: GridRow[] | null;
  columnDefs: ColDef<GridRow>[];
  onApi: (api: GridApi<GridRow> | null) => void;
  /** Called with the rows once the grid has drawn them, so the widget says 'ready' only then. */
  onRowsShown: (rows: readonly GridRow[] | null) => void;
  /** A double-click, Enter or F2 on a cell. */
  onStartEdit: (row: GridRow, columnId: string) => void;
  onCellClick: (row: GridRow, columnId: string) => void;
}

const rowId = ({ data }: GetRowIdParams<GridRow>) => data.key;
const START_KEYS = new Set(['Enter', 'F2']);

/**
 * AG Grid over the table's rows, client-side and virtualised: only the rows on screen are in the
 * page. Rows are known by their key, so a new answer in which one row changed redraws that row.
 */
export function EditableGrid({ rows, columnDefs, onApi, onRowsShown, onStartEdit, onCellClick }: EditableGridProps) {
  const shownOnce = useRef(false);
  // New columns first and their rows just after (before the browser paints): given both at once,
  // the grid lays out every row for the rows and again for the columns.
  const [appliedColumns, setAppliedColumns] = useState(columnDefs);
  useLayoutEffect(() => setAppliedColumns(columnDefs), [columnDefs]);
  const rowData = appliedColumns === columnDefs ? rows : null;
  const current = useRef(rowData);
  current.current = rowData;

  const onGridReady = useCallback((event: GridReadyEvent<GridRow>) => onApi(event.api), [onApi]);
  const onGridPreDestroyed = useCallback(() => onApi(null), [onApi]);
  const onFirstDataRendered = useCallback(() => {
    shownOnce.current = true;
    onRowsShown(current.current);
  }, [onRowsShown]);
  const onRowDataUpdated = useCallback(() => {
    if (shownOnce.current) onRowsShown(current.current);
  }, [onRowsShown]);
  const onCellDoubleClicked = useCallback(
    (event: CellDoubleClickedEvent<GridRow>) => {
      if (event.data && !(event.event && isFromEditor(event.event))) onStartEdit(event.data, event.column.getColId());
    },
    [onStartEdit],
  );
  const onCellKeyDown = useCallback(
    (event: CellKeyDownEvent<GridRow> | FullWidthCellKeyDownEvent<GridRow>) => {
      const key = event.event as KeyboardEvent | null | undefined;
      if (!key || !('column' in event) || !event.data || !START_KEYS.has(key.key) || isFromEditor(key)) return;
      onStartEdit(event.data, event.column.getColId());
    },
    [onStartEdit],
  );
  const onCellClicked = useCallback(
    (event: CellClickedEvent<GridRow>) => {
      if (event.data && !(event.event && isFromEditor(event.event))) onCellClick(event.data, event.column.getColId());
    },
    [onCellClick],
  );

  return (
    <AgGridReact<GridRow>
      modules={GRID_MODULES}
      theme={GRID_THEME}
      rowData={rowData}
      columnDefs={columnDefs}
      getRowId={rowId}
      enableCellTextSelection
      animateRows={false}
      onGridReady={onGridReady}
      onGridPreDestroyed={onGridPreDestroyed}
      onFirstDataRendered={onFirstDataRendered}
      onRowDataUpdated={onRowDataUpdated}
      onCellDoubleClicked={onCellDoubleClicked}
      onCellKeyDown={onCellKeyDown}
      onCellClicked={onCellClicked}
    />
  );
}
