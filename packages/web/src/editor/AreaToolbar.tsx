import { ActionIcon, Tooltip } from '@mantine/core';
import { areaPathKey } from '@grafiek/core';
import { IconLayoutColumns, IconSettings, IconX } from '@tabler/icons-react';
import type { AreaChromeProps } from '../viewer/layoutContext';
import classes from './AreaToolbar.module.css';
import { useEditorActions } from './editorActions';

/** The hover toolbar of every area in edit mode: insert layout, configure, delete. */
export function AreaToolbar({ node, path, children }: AreaChromeProps) {
  const actions = useEditorActions();
  const where = areaPathKey(path);
  const name = typeof node?.widget === 'string' && node.widget ? node.widget : 'empty area';
  return (
    <div className={classes.area} data-edit-area={where}>
      <div className={classes.toolbar} role="toolbar" aria-label={`Area ${where} (${name})`}>
        <Tooltip label="Insert layout" withArrow>
          <ActionIcon size="sm" variant="subtle" aria-label="Insert layout" onClick={() => actions.insertLayout(path)}>
            <IconLayoutColumns size={16} />
          </ActionIcon>
        </Tooltip>
        <Tooltip label="Configure" withArrow>
          <ActionIcon size="sm" variant="subtle" aria-label="Configure" onClick={() => actions.configure(path)}>
            <IconSettings size={16} />
          </ActionIcon>
        </Tooltip>
        <Tooltip label="Delete" withArrow>
          <ActionIcon size="sm" variant="subtle" color="red" aria-label="Delete" onClick={() => actions.remove(path)}>
            <IconX size={16} />
          </ActionIcon>
        </Tooltip>
      </div>
      {children}
    </div>
  );
}
