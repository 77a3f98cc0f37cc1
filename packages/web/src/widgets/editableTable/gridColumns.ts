import type { ActionColumn, Column, DataColumn } from '@grafiek/core';
import type { ColDef, SuppressKeyboardEventParams } from 'ag-grid-community';
import type { TFunction } from 'i18next';
import { actionColumnDef, columnWidth } from '../../kit/actionColumns/actionColumn';
import { EditorCell, isFromEditor, type EditorCellParams } from './EditorCell';
import { compareTerms, type GridRow } from './tableRows';
import classes from './EditableTable.module.css';

export interface GridColumnsInput {
  /** The configured columns in order; null: the query's own columns, read-only. */
  columns: readonly (DataColumn | ActionColumn)[] | null;
  /** The query's visible columns, for a table without columnConfigs. */
  queryColumns: readonly Column[];
  variables: readonly string[];
  /** Columns that may be edited now, by id. */
  editable: ReadonlySet<string>;
  /** Whether a cell's editor is open (read by the grid as it draws a cell). */
  isOpen: (key: string, columnId: string) => boolean;
  /** The reader's texts. */
  t: TFunction;
}

export interface GridColumns {
  columnDefs: ColDef<GridRow>[];
  /** Columns that name a variable the query does not select. */
  problems: string[];
}

/** The grid leaves the keys of an open editor to it: arrows move in the text, Enter saves. */
function editorKeys(params: SuppressKeyboardEventParams<GridRow>): boolean {
  return isFromEditor(params.event);
}

/**
 * The grid's columns. A data cell is text the grid writes itself, from the row's binding, until
 * its editor opens: only then does it get a React component (cellRendererSelector), so that
 * scrolling 10,000 rows draws plain cells.
 */
export function buildGridColumns({ columns, queryColumns, variables, editable, isOpen, t }: GridColumnsInput): GridColumns {
  const problems: string[] = [];
  const known = new Set(variables);

  const dataColumn = (id: string, headerName: string, setting?: DataColumn): ColDef<GridRow> => {
    const canEdit = editable.has(id);
    const filterable = setting?.filterable === true;
    return {
      colId: id,
      headerName,
      valueGetter: ({ data }) => data?.bindings[id]?.value ?? '',
      comparator: (_a, _b, nodeA, nodeB) => compareTerms(nodeA.data?.bindings[id], nodeB.data?.bindings[id]),
      sortable: setting?.sortable !== false,
      filter: filterable ? 'agTextColumnFilter' : false,
      floatingFilter: filterable,
      ...columnWidth(setting?.width),
      cellClass: [canEdit ? classes.editable : '', setting?.publishTopic ? classes.publishes : ''].filter((name): name is string => Boolean(name)),
      ...(canEdit
        ? {
            cellRendererSelector: ({ data }) => (data && isOpen(data.key, id) ? { component: EditorCell, params: { column: setting! } satisfies EditorCellParams } : undefined),
            suppressKeyboardEvent: editorKeys,
          }
        : {}),
    };
  };

  const actionColumn = (column: ActionColumn) => actionColumnDef<GridRow>(column);

  if (columns === null) {
    return { columnDefs: queryColumns.map((column) => dataColumn(column.name, column.label)), problems };
  }
  const columnDefs: ColDef<GridRow>[] = [];
  for (const column of columns) {
    if ('buttons' in column && Array.isArray(column.buttons)) {
      columnDefs.push(actionColumn(column as ActionColumn));
      continue;
    }
    const data = column as DataColumn;
    if (variables.length > 0 && !known.has(data.id)) problems.push(t('widget.editableTable.noVariable', { id: data.id }));
    columnDefs.push(dataColumn(data.id, data.label ?? data.id, data));
  }
  return { columnDefs, problems };
}
