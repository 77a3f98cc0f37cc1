/**
 * A SPARQL result in the Table++ grid: AG Grid Community, client-side and virtualised, with the
 * Table's cell conventions (CellContent). The sparql runner, the visual query builder, notebooks
 * and Python cells show their rows in it. Only views import this module, so AG Grid stays out of
 * the first download (and shares its chunk with the Table++).
 */
import type { ResultTable, Row } from '@grafiek/core';
import { ClientSideRowModelModule, type ColDef, type Module } from 'ag-grid-community';
import { AgGridReact, type CustomCellRendererProps } from 'ag-grid-react';
import { useCallback, useMemo, useRef } from 'react';
import { CellContent } from './CellContent';
import { GRID_THEME } from './gridTheme';
import { compareCells } from './compareCells';
import { cellTextAt, gridColumns, type GridColumn } from './gridColumns';

const MODULES: Module[] = [ClientSideRowModelModule];

interface RichCellParams {
  columnIndex: number;
  onPublish?: (uri: string) => void;
}

function RichCell({ data, columnIndex, onPublish }: CustomCellRendererProps<Row> & RichCellParams) {
  const cell = data?.cells[columnIndex];
  return cell ? <CellContent cell={cell} onPublish={onPublish} /> : null;
}

export interface ResultGridProps {
  table: ResultTable;
  onPublish?: (uri: string) => void;
  /** Called once the grid has drawn these rows. */
  onRowsShown: (rows: readonly Row[]) => void;
}

export function ResultGrid({ table, onPublish, onRowsShown }: ResultGridProps) {
  // The same columns for the next run of the same query: AG Grid then only takes the new rows,
  // instead of laying every row out again for new columns as well.
  const columns = gridColumns(table);
  const columnKey = JSON.stringify(columns);
  const columnDefs = useMemo(
    (): ColDef<Row>[] =>
      (JSON.parse(columnKey) as GridColumn[]).map((column) => ({
        colId: column.colId,
        headerName: column.headerName,
        valueGetter: ({ data }) => cellTextAt(data, column.index),
        comparator: (_a, _b, nodeA, nodeB) => compareCells(nodeA.data?.cells[column.index], nodeB.data?.cells[column.index]),
        flex: 1,
        minWidth: 100,
        ...(column.rich ? { cellRenderer: RichCell, cellRendererParams: { columnIndex: column.index, onPublish } satisfies RichCellParams } : {}),
      })),
    [columnKey, onPublish],
  );
  const rows = useRef(table.rows);
  rows.current = table.rows;
  const shown = useCallback(() => onRowsShown(rows.current), [onRowsShown]);
  return (
    <AgGridReact<Row>
      modules={MODULES}
      theme={GRID_THEME}
      rowData={table.rows}
      columnDefs={columnDefs}
      enableCellTextSelection
      animateRows={false}
      onFirstDataRendered={shown}
      onRowDataUpdated={shown}
    />
  );
}
