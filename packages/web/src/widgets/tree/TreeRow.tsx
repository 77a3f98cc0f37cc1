import { Checkbox } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { memo, type MouseEvent } from 'react';
import { CellIcon } from '../../kit/cells/CellIcon';
import type { CheckState } from './checkedItems';
import type { TreeItem } from './treeModel';
import classes from './TreeView.module.css';

export const INDENT = 18;

/** What a row's clicks do, by item id: one object for all rows, so that a row redraws only when its own data changes. */
export interface RowActions {
  click: (id: string, event: MouseEvent) => void;
  toggleExpanded: (id: string) => void;
  toggleCheck: (id: string) => void;
}

export interface TreeRowProps {
  item: TreeItem;
  /** Registers the row with headless-tree (focus, scrolling to it). */
  rowRef: (element: HTMLElement | null) => void;
  /** Depth (0 for roots), and the place among its siblings, for the ARIA tree. */
  level: number;
  setSize: number;
  posInSet: number;
  top: number;
  height: number;
  folder: boolean;
  expanded: boolean;
  /** Undefined when the tree has no selection. */
  selected: boolean | undefined;
  /** The row Tab lands on (roving tab index). */
  tabbable: boolean;
  matched: boolean;
  check: CheckState | null;
  layout: 'aligned' | 'nested';
  actions: RowActions;
}

/** One row: [checkbox] indentation, chevron, [checkbox], icon, label … right label, right icon. */
export const TreeRow = memo(function TreeRow(props: TreeRowProps) {
  const { item, level, folder, check, actions } = props;
  const id = item.id;
  const checkbox = check && (
    // The row itself is the tree item a screen reader hears (aria-checked); the box is for the eye and the mouse.
    <span
      className={classes.check}
      data-tree-checkbox
      aria-hidden
      onClick={(event) => {
        event.stopPropagation();
        actions.toggleCheck(id);
      }}
    >
      <Checkbox.Indicator size="xs" checked={check === 'checked'} indeterminate={check === 'mixed'} />
    </span>
  );
  return (
    <div
      ref={props.rowRef}
      role="treeitem"
      tabIndex={props.tabbable ? 0 : -1}
      aria-label={item.rightLabel ? `${item.label}, ${item.rightLabel}` : item.label}
      aria-level={level + 1}
      aria-setsize={props.setSize}
      aria-posinset={props.posInSet + 1}
      aria-expanded={folder ? props.expanded : undefined}
      aria-selected={props.selected}
      aria-checked={check === null ? undefined : check === 'mixed' ? 'mixed' : check === 'checked'}
      className={classes.row}
      style={{ top: props.top, height: props.height }}
      title={item.tooltip}
      data-selected={props.selected || undefined}
      data-match={props.matched || undefined}
      onClick={(event) => actions.click(id, event)}
      onDoubleClick={folder ? () => actions.toggleExpanded(id) : undefined}
    >
      {props.layout === 'aligned' && checkbox}
      <span className={classes.indent} style={{ width: level * INDENT }} />
      <span
        className={classes.chevron}
        data-tree-chevron
        data-expanded={props.expanded || undefined}
        aria-hidden
        onClick={
          folder
            ? (event) => {
                event.stopPropagation();
                actions.toggleExpanded(id);
              }
            : undefined
        }
      >
        {folder && <IconChevronRight size={14} />}
      </span>
      {props.layout === 'nested' && checkbox}
      {item.icon && (
        <span className={classes.icon} aria-hidden>
          <CellIcon icon={item.icon} color={item.iconColor} size={item.iconSize} />
        </span>
      )}
      <span className={classes.label} style={item.color ? { color: item.color } : undefined}>
        {item.label}
      </span>
      <span className={classes.spacer} />
      {item.rightLabel && (
        <span className={classes.rightLabel} style={item.rightLabelColor ? { color: item.rightLabelColor } : undefined}>
          {item.rightLabel}
        </span>
      )}
      {item.rightIcon && (
        <span className={classes.icon} aria-hidden>
          <CellIcon icon={item.rightIcon} color={item.rightIconColor} size={item.rightIconSize} />
        </span>
      )}
    </div>
  );
});
