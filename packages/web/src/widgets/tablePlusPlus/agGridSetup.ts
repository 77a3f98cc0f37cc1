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
  themeQuartz,
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

/** Quartz in the app's font and colours (shell/theme.ts), compact enough for dashboards. */
export const GRID_THEME = themeQuartz.withParams({
  fontFamily: 'inherit',
  fontSize: 13,
  headerFontSize: 13,
  headerFontWeight: 600,
  spacing: 6,
  rowHeight: 34,
  headerHeight: 36,
  borderRadius: 6,
  wrapperBorderRadius: 0,
  wrapperBorder: false,
  accentColor: '#1f5aa6',
  foregroundColor: '#1b1f23',
  headerBackgroundColor: '#f4f6f8',
  selectedRowBackgroundColor: '#dbe7f5',
});
