import { Checkbox } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import type { CSSProperties, MouseEvent } from 'react';
import { CellIcon } from '../../kit/cells/CellIcon';
import type { CheckState } from './checkedItems';
import type { TreeItem } from './treeModel';
import classes from './TreeView.module.css';

export const INDENT = 18;

export interface TreeRowProps {
  item: TreeItem;
  /** The props headless-tree gives a tree item (role, aria attributes, tab index, ref). */
  itemProps: Record<string, unknown>;
  level: number;
  top: number;
  height: number;
  folder: boolean;
  expanded: boolean;
  selected: boolean;
  focused: boolean;
  matched: boolean;
  check: CheckState | null;
  layout: 'aligned' | 'nested';
  onClick: (event: MouseEvent) => void;
  onToggleExpanded: () => void;
  onToggleCheck: () => void;
}

/** One row: [checkbox] indentation, chevron, [checkbox], icon, label … right label, right icon. */
export function TreeRow(props: TreeRowProps) {
  const { item, level, folder, check } = props;
  const checkbox = check && (
    // The row itself is the tree item a screen reader hears (aria-checked); the box is for the eye and the mouse.
    <span
      className={classes.check}
      data-tree-checkbox
      aria-hidden
      onClick={(event) => {
        event.stopPropagation();
        props.onToggleCheck();
      }}
    >
      <Checkbox.Indicator size="xs" checked={check === 'checked'} indeterminate={check === 'mixed'} />
    </span>
  );
  const style: CSSProperties = { top: props.top, height: props.height };
  return (
    <div
      {...props.itemProps}
      className={classes.row}
      style={style}
      title={item.tooltip}
      data-selected={props.selected || undefined}
      data-focused={props.focused || undefined}
      data-match={props.matched || undefined}
      aria-checked={check === null ? undefined : check === 'mixed' ? 'mixed' : check === 'checked'}
      onClick={props.onClick}
      onDoubleClick={folder ? props.onToggleExpanded : undefined}
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
                props.onToggleExpanded();
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
}
