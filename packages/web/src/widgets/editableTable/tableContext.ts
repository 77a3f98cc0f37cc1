import { createContext, useContext } from 'react';
import type { EditController } from './useEditController';

export interface TableContextValue {
  edit: EditController;
}

/**
 * What the grid's cells read: the editing state (the row actions are kit/actionColumns' RowActionsContext). Through context rather than
 * the column definitions, so that opening an editor or typing in it does not give the grid new
 * columns (AG Grid draws its cell components inside this React tree).
 */
export const TableContext = createContext<TableContextValue | null>(null);

export function useTableContext(): TableContextValue {
  const value = useContext(TableContext);
  if (!value) throw new Error('An editable table cell was drawn outside its table.');
  return value;
}
