import type { Cell } from '@grafiek/core';
import { IconChevronRight } from '@tabler/icons-react';
import { memo, useCallback, type MouseEvent } from 'react';
import { CellContent } from '../../kit/cells/CellContent';
import type { TreeTableNode } from './treeTableModel';
import classes from './TreeTable.module.css';

const INDENT = 18;

/** What a row's clicks do, by node id: one object for all rows, so a row redraws only when its own data changes. */
export interface RowActions {
  click: (id: string) => void;
  toggle: (id: string) => void;
  /** Present when links in cells (X_URI) publish: the table has a publish variable. */
  publish: ((uri: string) => void) | undefined;
  /** Tells headless-tree which element a row is (focus, keys). */
  register: (id: string, element: HTMLElement | null) => void;
}

export interface TreeTableRowProps {
  node: TreeTableNode;
  /** The result's visible columns to show after the tree column, by index. */
  columns: readonly number[];
  /** The ?label column's index among the visible columns, or -1 (the label is then plain text). */
  labelColumn: number;
  /** Depth (0 at the top), place among siblings and in the whole table, for the ARIA treegrid. */
  level: number;
  setSize: number;
  posInSet: number;
  rowIndex: number;
  top: number;
  height: number;
  folder: boolean;
  expanded: boolean;
  /** Undefined when nothing can be selected (no publish variable). */
  selected: boolean | undefined;
  tabbable: boolean;
  actions: RowActions;
}

/** A click on a link inside a cell is the link's: it does not also choose the row. */
function keepLinkClicks(event: MouseEvent) {
  if (event.target instanceof Element && event.target.closest('a, button')) event.stopPropagation();
}

function CellView({ cell, publish }: { cell: Cell | undefined; publish: RowActions['publish'] }) {
  if (!cell) return null;
  return (
    <span className={classes.cellContent} onClick={keepLinkClicks}>
      <CellContent cell={cell} onPublish={publish} />
    </span>
  );
}

/** One row: the tree column (indentation, chevron, label) and then a cell per column. */
export const TreeTableRow = memo(function TreeTableRow(props: TreeTableRowProps) {
  const { node, folder, actions, level } = props;
  const cells = node.row.cells;
  const labelCell = props.labelColumn >= 0 ? cells[props.labelColumn] : undefined;
  const id = node.id;
  const register = useCallback((element: HTMLElement | null) => actions.register(id, element), [actions, id]);
  return (
    <div
      ref={register}
      role="row"
      tabIndex={props.tabbable ? 0 : -1}
      aria-level={level + 1}
      aria-setsize={props.setSize}
      aria-posinset={props.posInSet + 1}
      aria-rowindex={props.rowIndex}
      aria-expanded={folder ? props.expanded : undefined}
      aria-selected={props.selected}
      aria-label={node.label}
      data-uri={node.id}
      data-selected={props.selected || undefined}
      className={classes.row}
      style={{ top: props.top, height: props.height }}
      onClick={() => actions.click(node.id)}
      onDoubleClick={folder ? () => actions.toggle(node.id) : undefined}
    >
      <div role="gridcell" className={classes.treeCell}>
        <span className={classes.indent} style={{ width: level * INDENT }} />
        <span
          className={classes.chevron}
          data-chevron
          data-expanded={props.expanded || undefined}
          aria-hidden
          onClick={
            folder
              ? (event) => {
                  event.stopPropagation();
                  actions.toggle(node.id);
                }
              : undefined
          }
        >
          {folder && <IconChevronRight size={14} />}
        </span>
        <span className={classes.label}>{labelCell && labelCell.text !== '' ? <CellView cell={labelCell} publish={actions.publish} /> : node.label}</span>
      </div>
      {props.columns.map((index) => (
        <div key={index} role="gridcell" className={classes.cell}>
          <CellView cell={cells[index]} publish={actions.publish} />
        </div>
      ))}
    </div>
  );
});
