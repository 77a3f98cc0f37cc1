import { Menu } from '@mantine/core';
import type { ActionButton } from '@grafiek/core';
import { _stopPropagationForAgGrid } from 'ag-grid-community';
import type { CustomCellRendererProps } from 'ag-grid-react';
import { createContext, useContext, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CellIcon } from '../cells/CellIcon';
import { buttonLabel, type ActionRow, type RowActions } from './rowActions';
import classes from './ActionColumns.module.css';

/**
 * The row actions the grid's action cells use. Through context rather than the column
 * definitions, so that a change of state (a row being edited) does not give the grid new columns
 * (AG Grid draws its cell components inside this React tree).
 */
export const RowActionsContext = createContext<RowActions | null>(null);

export interface ActionCellParams {
  buttons: readonly ActionButton[];
}

/**
 * The buttons of an action column for one row; a button with buttons of its own opens them as a
 * menu. A press is marked as handled for the grid in the capture phase, so it does not also
 * select or act on the row. Plain buttons styled like Mantine's light ones: a grid of 10,000 rows
 * mounts a row's buttons each time it scrolls into view, and Mantine's components cost several
 * times as much per button.
 */
export function ActionCell({ data, buttons }: CustomCellRendererProps<ActionRow> & ActionCellParams) {
  const actions = useContext(RowActionsContext);
  const { t } = useTranslation();
  if (!actions) throw new Error('An action cell was drawn outside its grid.');
  if (!data) return null;
  const unnamed = t('widget.rule.action');
  const stopRowClick = (event: MouseEvent) => _stopPropagationForAgGrid(event.nativeEvent);
  return (
    <div className={classes.rowButtons} onClickCapture={stopRowClick} onDoubleClickCapture={stopRowClick}>
      {buttons.map((button, index) => (actions.isHidden(button, data) ? null : <RowButton key={index} button={button} row={data} actions={actions} unnamed={unnamed} />))}
    </div>
  );
}

function RowButton({ button, row, actions, unnamed }: { button: ActionButton; row: ActionRow; actions: RowActions; unnamed: string }) {
  const label = buttonLabel(button, unnamed);
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
            {buttonLabel(child, unnamed)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
