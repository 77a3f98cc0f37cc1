import type { ActionColumn } from '@grafiek/core';
import type { ColDef } from 'ag-grid-community';
import { ActionCell, type ActionCellParams } from './ActionCell';
import classes from './ActionColumns.module.css';

/** The prefix of an action column's id in the grid, beside the data columns named by their variable. */
export const ACTION_COLUMN_PREFIX = 'action:';

/** `width`: a number or "120px" is pixels; "auto" (the default) or anything else shares the rest. */
export function columnWidth(width: unknown): Pick<ColDef, 'width' | 'flex' | 'minWidth'> {
  const text = typeof width === 'number' ? String(width) : typeof width === 'string' ? width.trim() : '';
  const pixels = /^(\d+(?:\.\d+)?)(?:px)?$/i.exec(text);
  if (pixels) return { width: Number(pixels[1]) };
  return { flex: 1, minWidth: 100 };
}

/**
 * An action column sized "auto": room for its buttons side by side (icons are square, text buttons
 * as wide as their label) and for its header.
 */
export function actionColumnWidth(column: ActionColumn): number {
  const buttons = column.buttons.reduce((width, button) => width + 4 + (button.icon ? 28 : 18 + 7 * (button.label?.trim().length || 6)), 24);
  return Math.max(buttons, 32 + 8 * (column.label?.length ?? 0));
}

/** The grid column of an action column; its cells read the row actions from RowActionsContext. */
export function actionColumnDef<R>(column: ActionColumn): ColDef<R> {
  return {
    colId: ACTION_COLUMN_PREFIX + column.id,
    headerName: column.label ?? '',
    sortable: false,
    filter: false,
    resizable: true,
    cellRenderer: ActionCell,
    cellRendererParams: { buttons: column.buttons } satisfies ActionCellParams,
    cellClass: classes.actionCell,
    ...(column.width === 'auto' ? { width: actionColumnWidth(column) } : columnWidth(column.width)),
  };
}
