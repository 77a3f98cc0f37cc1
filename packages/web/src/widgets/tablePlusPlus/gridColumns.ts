import { columnHasExtra, planColumns, type ActionColumn, type ResultTable, type Row } from '@grafiek/core';
import type { ColDef } from 'ag-grid-community';
import { ActionCell, type ActionCellParams } from './ActionCell';
import { compareCells } from '../../kit/cells/compareCells';
import { ResultCell, type ResultCellParams } from './ResultCell';
import type { DataColumnSetting, TablePlusLayout } from './tablePlusSettings';
import type { RowActions } from './useRowActions';
import classes from './TablePlusPlus.module.css';

export interface GridColumns {
  columnDefs: ColDef<Row>[];
  /** The shown data columns' ids, in order: what a CSV export writes. */
  dataColumnIds: string[];
  /** Column config entries that name no result variable. */
  problems: string[];
}

export interface GridColumnsInput {
  table: ResultTable;
  layout: Pick<TablePlusLayout, 'columns' | 'actionColumns'>;
  /** A filter field under every column header (columns may opt out with "filterable": false). */
  showFilters: boolean;
  onPublish?: (uri: string) => void;
  actions: RowActions;
}

const ACTION_COLUMN_PREFIX = 'action:';
const EXTRA_COLUMN_SUFFIX = ':extra';

/** `width`: a number or "120px" is pixels; "auto" (the default) or anything else shares the rest. */
function widthOf(width: unknown): Pick<ColDef, 'width' | 'flex' | 'minWidth'> {
  const text = typeof width === 'number' ? String(width) : typeof width === 'string' ? width.trim() : '';
  const pixels = /^(\d+(?:\.\d+)?)(?:px)?$/i.exec(text);
  if (pixels) return { width: Number(pixels[1]) };
  return { flex: 1, minWidth: 100 };
}

/**
 * An action column sized "auto": room for its buttons side by side (icons are square, text buttons
 * as wide as their label) and for its header.
 */
function actionColumnWidth(column: ActionColumn): number {
  const buttons = column.buttons.reduce((width, button) => width + 4 + (button.icon ? 28 : 18 + 7 * (button.label?.trim().length || 6)), 24);
  const header = 32 + 8 * (column.label?.length ?? 0);
  return Math.max(buttons, header);
}

/**
 * The grid's columns: the result's visible columns (core's conventions decide which variables are
 * columns and which modify them), adjusted and ordered by the custom column config, then the
 * action columns. Every data column reads its cell from core's row by index, so the grid keeps
 * one object per row and does no work per cell until a cell is drawn.
 */
export function buildGridColumns({ table, layout, showFilters, onPublish, actions }: GridColumnsInput): GridColumns {
  const problems: string[] = [];
  const modified = new Set(planColumns(table.variables).properties.map((property) => property.target));
  const configured = new Map<string, DataColumnSetting>();
  for (const entry of layout.columns) if (entry.kind === 'data') configured.set(entry.column.id, entry.column);

  const dataColumn = (index: number): ColDef<Row>[] => {
    const column = table.columns[index]!;
    const setting = configured.get(column.name);
    const filterable = showFilters && setting?.filterable !== false;
    const defs: ColDef<Row>[] = [
      {
        colId: column.name,
        headerName: setting?.label ?? column.label,
        valueGetter: ({ data }) => data?.cells[index]?.text ?? '',
        comparator: (_a, _b, nodeA, nodeB) => compareCells(nodeA.data?.cells[index], nodeB.data?.cells[index]),
        sortable: setting?.sortable !== false,
        filter: filterable ? 'agTextColumnFilter' : false,
        floatingFilter: filterable,
        hide: setting?.hidden ?? false,
        ...widthOf(setting?.width),
        ...(modified.has(column.name) || column.html
          ? { cellRenderer: ResultCell, cellRendererParams: { columnIndex: index, onPublish } satisfies ResultCellParams }
          : {}),
      },
    ];
    // "a&&b": b in a column of its own, as the Table shows it.
    if (columnHasExtra(table, column)) {
      defs.push({
        colId: column.name + EXTRA_COLUMN_SUFFIX,
        headerName: '',
        headerTooltip: `${column.label} (more)`,
        valueGetter: ({ data }) => data?.cells[index]?.extra ?? '',
        sortable: setting?.sortable !== false,
        filter: filterable ? 'agTextColumnFilter' : false,
        floatingFilter: filterable,
        hide: setting?.hidden ?? false,
        width: 110,
      });
    }
    return defs;
  };

  const actionColumn = (column: ActionColumn): ColDef<Row> => ({
    colId: ACTION_COLUMN_PREFIX + column.id,
    headerName: column.label ?? '',
    sortable: false,
    filter: false,
    resizable: true,
    cellRenderer: ActionCell,
    cellRendererParams: { buttons: column.buttons, actions } satisfies ActionCellParams,
    cellClass: classes.actionCell,
    ...(column.width === 'auto' ? { width: actionColumnWidth(column) } : widthOf(column.width)),
  });

  const indexByName = new Map(table.columns.map((column, index) => [column.name, index]));
  const placed = new Set<number>();
  const columnDefs: ColDef<Row>[] = [];
  for (const entry of layout.columns) {
    if (entry.kind === 'action') {
      columnDefs.push(actionColumn(entry.column));
      continue;
    }
    const index = indexByName.get(entry.column.id);
    if (index === undefined) {
      problems.push(`Custom column config: the query has no column "${entry.column.id}".`);
      continue;
    }
    if (placed.has(index)) continue;
    placed.add(index);
    columnDefs.push(...dataColumn(index));
  }
  table.columns.forEach((_, index) => {
    if (!placed.has(index)) columnDefs.push(...dataColumn(index));
  });
  columnDefs.push(...layout.actionColumns.map(actionColumn));

  const dataColumnIds = columnDefs.filter((def) => !def.hide && !def.colId!.startsWith(ACTION_COLUMN_PREFIX)).map((def) => def.colId!);
  return { columnDefs, dataColumnIds, problems };
}
