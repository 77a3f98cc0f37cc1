import { planColumns, type ResultTable, type Row } from '@grafiek/core';

/** One column of the result grid (ResultGrid), as AG Grid is given it (without the cell renderer). */
export interface GridColumn {
  colId: string;
  headerName: string;
  /** The cell's index in core's row. */
  index: number;
  /** Drawn with the Table's cell conventions (links, icons, HTML) rather than as plain text. */
  rich: boolean;
}

/**
 * The grid's columns: the result's visible columns with core's conventions (X_URI and the like
 * modify their column and are no column of their own), each reading its cell by index so the grid
 * keeps core's row objects and does no work per cell until a cell is drawn.
 */
export function gridColumns(table: ResultTable): GridColumn[] {
  const modified = new Set(planColumns(table.variables).properties.map((property) => property.target));
  return table.columns.map((column, index) => ({
    colId: column.name,
    headerName: column.label,
    index,
    rich: modified.has(column.name) || column.html,
  }));
}

/** The text of a row's cell, for AG Grid's filter and copy. */
export function cellTextAt(row: Row | undefined, index: number): string {
  return row?.cells[index]?.text ?? '';
}
