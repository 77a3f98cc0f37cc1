import { themeQuartz } from 'ag-grid-community';

// The look of every AG Grid table (Table++, the editable table), in one place. Imported directly
// by the views (never through the kit index), so AG Grid stays in their own chunks.

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
