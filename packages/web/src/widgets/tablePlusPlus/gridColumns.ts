import { columnHasExtra, planColumns, type ActionColumn, type ResultTable, type Row } from '@grafiek/core';
import type { ColDef } from 'ag-grid-community';
import type { TFunction } from 'i18next';
import { ACTION_COLUMN_PREFIX, actionColumnDef, columnWidth } from '../../kit/actionColumns/actionColumn';
import { compareCells } from '../../kit/cells/compareCells';
import { ResultCell, type ResultCellParams } from './ResultCell';
import type { DataColumnSetting, TablePlusLayout } from './tablePlusSettings';

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
  /** The reader's texts (`widget.tablePlusPlus.*`). */
  t: TFunction;
}

const EXTRA_COLUMN_SUFFIX = ':extra';

/**
 * The grid's columns: the result's visible columns (core's conventions decide which variables are
 * columns and which modify them), adjusted and ordered by the custom column config, then the
 * action columns. Every data column reads its cell from core's row by index, so the grid keeps
 * one object per row and does no work per cell until a cell is drawn.
 */
export function buildGridColumns({ table, layout, showFilters, onPublish, t }: GridColumnsInput): GridColumns {
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
        ...columnWidth(setting?.width),
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
        headerTooltip: t('widget.tablePlusPlus.more', { column: column.label }),
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

  const actionColumn = (column: ActionColumn) => actionColumnDef<Row>(column);

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
      problems.push(t('widget.tablePlusPlus.noSuchColumn', { id: entry.column.id }));
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
