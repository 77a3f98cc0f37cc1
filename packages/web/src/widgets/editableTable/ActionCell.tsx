import { Menu } from '@mantine/core';
import type { ActionButton } from '@grafiek/core';
import { _stopPropagationForAgGrid } from 'ag-grid-community';
import type { CustomCellRendererProps } from 'ag-grid-react';
import type { MouseEvent } from 'react';
import { CellIcon } from '../../kit/cells/CellIcon';
import { useTableContext } from './tableContext';
import type { GridRow } from './tableRows';
import type { TableActions } from './useTableActions';
import classes from './EditableTable.module.css';

export interface ActionCellParams {
  buttons: readonly ActionButton[];
}

function labelOf(button: ActionButton): string {
  return button.label?.trim() || button.icon?.trim() || 'Action';
}

/**
 * The buttons of an action column for one row; a button with buttons of its own opens them as a
 * menu. A press is marked as handled for the grid, so it does not also act on the row. Plain
 * buttons styled like Mantine's light ones: a grid of 10,000 rows mounts a row's buttons each
 * time it scrolls into view, and Mantine's components cost several times as much per button.
 */
export function ActionCell({ data, buttons }: CustomCellRendererProps<GridRow> & ActionCellParams) {
  const { actions } = useTableContext();
  if (!data) return null;
  const stopRowClick = (event: MouseEvent) => _stopPropagationForAgGrid(event.nativeEvent);
  return (
    <div className={classes.rowButtons} onClickCapture={stopRowClick} onDoubleClickCapture={stopRowClick}>
      {buttons.map((button, index) => (actions.isHidden(button, data) ? null : <RowButton key={index} button={button} row={data} actions={actions} />))}
    </div>
  );
}

function RowButton({ button, row, actions }: { button: ActionButton; row: GridRow; actions: TableActions }) {
  const label = labelOf(button);
  const children = (button.buttons ?? []).filter((child) => !actions.isHidden(child, row));
  const disabled = children.length === 0 && actions.isDisabled(button, row);
  const face = (
    <button
      type="button"
      className={button.icon ? classes.iconButton : classes.rowButton}
      aria-label={button.icon ? label : undefined}
      title={button.icon ? label : undefined}
      disabled={disabled}
      onClick={children.length === 0 ? () => actions.press(button, row) : undefined}
    >
      {button.icon ? <CellIcon icon={button.icon} /> : label}
    </button>
  );
  if (children.length === 0) return face;
  return (
    <Menu withinPortal position="bottom-end" shadow="md">
      <Menu.Target>{face}</Menu.Target>
      <Menu.Dropdown>
        {children.map((child, index) => (
          <Menu.Item
            key={index}
            leftSection={child.icon ? <CellIcon icon={child.icon} /> : undefined}
            disabled={actions.isDisabled(child, row)}
            onClick={() => actions.press(child, row)}
          >
            {labelOf(child)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
