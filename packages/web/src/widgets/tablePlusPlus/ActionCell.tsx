import { ActionIcon, Button, Group, Menu } from '@mantine/core';
import type { ActionButton, Row } from '@grafiek/core';
import { _stopPropagationForAgGrid } from 'ag-grid-community';
import type { CustomCellRendererProps } from 'ag-grid-react';
import type { MouseEvent } from 'react';
import { CellIcon } from '../../kit/cells/CellIcon';
import type { RowActions } from './useRowActions';

export interface ActionCellParams {
  buttons: readonly ActionButton[];
  actions: RowActions;
}

function labelOf(button: ActionButton): string {
  return button.label?.trim() || button.icon?.trim() || 'Action';
}

/**
 * The buttons of an action column for one row. A press does not also select the row: the click
 * is marked as handled for the grid in the capture phase, before the grid's row listener sees it.
 */
export function ActionCell({ data, buttons, actions }: CustomCellRendererProps<Row> & ActionCellParams) {
  if (!data) return null;
  const stopRowClick = (event: MouseEvent) => _stopPropagationForAgGrid(event.nativeEvent);
  return (
    <Group gap={4} wrap="nowrap" h="100%" onClickCapture={stopRowClick}>
      {buttons.map((button, index) =>
        actions.isHidden(button, data) ? null : <RowButton key={index} button={button} row={data} actions={actions} />,
      )}
    </Group>
  );
}

function RowButton({ button, row, actions }: { button: ActionButton; row: Row; actions: RowActions }) {
  const label = labelOf(button);
  const children = (button.buttons ?? []).filter((child) => !actions.isHidden(child, row));
  // A button with buttons of its own opens them as a menu instead of acting itself.
  const onClick = children.length === 0 ? () => actions.press(button, row) : undefined;
  const face = button.icon ? (
    <ActionIcon variant="subtle" size="sm" aria-label={label} title={label} onClick={onClick}>
      <CellIcon icon={button.icon} />
    </ActionIcon>
  ) : (
    <Button variant="light" size="compact-xs" onClick={onClick}>
      {label}
    </Button>
  );
  if (children.length === 0) return face;
  return (
    <Menu withinPortal position="bottom-end" shadow="md">
      <Menu.Target>{face}</Menu.Target>
      <Menu.Dropdown>
        {children.map((child, index) => (
          <Menu.Item key={index} leftSection={child.icon ? <CellIcon icon={child.icon} /> : undefined} onClick={() => actions.press(child, row)}>
            {labelOf(child)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
