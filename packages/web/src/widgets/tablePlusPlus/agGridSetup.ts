/**
 * The parts of AG Grid Community that Table++ uses, handed to each grid (its `modules` prop) rather
 * than registered globally, and the grid's look. Only the view imports this module, so AG Grid
 * stays in the widget's own chunk.
 */
import {
  CellStyleModule,
  ClientSideRowModelModule,
  CsvExportModule,
  ExternalFilterModule,
  PaginationModule,
  RowApiModule,
  RowSelectionModule,
  ScrollApiModule,
  TextFilterModule,
  type Module,
} from 'ag-grid-community';

const BASE_MODULES: Module[] = [ClientSideRowModelModule, TextFilterModule, ExternalFilterModule, PaginationModule, CsvExportModule, CellStyleModule, RowApiModule, ScrollApiModule];
const SELECTABLE_MODULES: Module[] = [...BASE_MODULES, RowSelectionModule];

/**
 * Row selection only where it is switched on: with the module present the grid keeps every new
 * row in step with its selection, which for 100,000 rows is a noticeable part of showing them.
 */
export function gridModules(selectable: boolean): Module[] {
  return selectable ? SELECTABLE_MODULES : BASE_MODULES;
}

export { GRID_THEME } from '../../kit/cells/gridTheme';
