/**
 * The parts of AG Grid Community the editable table uses, handed to its grid rather than
 * registered globally, and the grid's look (the same as Table++'s). Only the view imports this
 * module, so AG Grid stays in the widget's own chunk.
 */
import {
  CellStyleModule,
  ClientSideRowModelApiModule,
  ClientSideRowModelModule,
  RenderApiModule,
  RowApiModule,
  ScrollApiModule,
  TextFilterModule,
  type Module,
} from 'ag-grid-community';

// Editing is the widget's own (cells draw their editors): AG Grid's editors commit synchronously
// and allow no popup editor in a row edit, while a save here is a round trip that may meet
// another user's change.
export const GRID_MODULES: Module[] = [ClientSideRowModelModule, ClientSideRowModelApiModule, TextFilterModule, CellStyleModule, RowApiModule, RenderApiModule, ScrollApiModule];

export { GRID_THEME } from '../../kit/cells/gridTheme';

/** The row height of the theme, and of a row whose multi-line field is open. */
export const ROW_HEIGHT = 34;
export const TEXTAREA_ROW_HEIGHT = 112;
