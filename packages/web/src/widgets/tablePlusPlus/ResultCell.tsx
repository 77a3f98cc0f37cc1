import type { Row } from '@grafiek/core';
import type { CustomCellRendererProps } from 'ag-grid-react';
import { CellContent } from '../../kit/cells/CellContent';

export interface ResultCellParams {
  /** The cell's index in core's row. */
  columnIndex: number;
  /** Present when a click on an X_URI cell publishes (the widget has a publish variable). */
  onPublish?: (uri: string) => void;
}

/**
 * A cell with modifiers (link, publish, icon, colour, HTML, copy button), drawn as the Table draws
 * its cells. Only columns that have modifiers use it; plain columns are text the grid writes itself.
 */
export function ResultCell({ data, columnIndex, onPublish }: CustomCellRendererProps<Row> & ResultCellParams) {
  const cell = data?.cells[columnIndex];
  return cell ? <CellContent cell={cell} onPublish={onPublish} /> : null;
}
