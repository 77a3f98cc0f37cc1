import { ActionIcon, Tooltip } from '@mantine/core';
import { areaPathKey } from '@grafiek/core';
import { IconLayoutColumns, IconSettings, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { AreaChromeProps } from '../viewer/layoutContext';
import classes from './AreaToolbar.module.css';
import { useEditorActions } from './editorActions';

/** The hover toolbar of every area in edit mode: insert layout, configure, delete. */
export function AreaToolbar({ node, path, children }: AreaChromeProps) {
  const actions = useEditorActions();
  const { t } = useTranslation();
  const where = areaPathKey(path);
  const name = typeof node?.widget === 'string' && node.widget ? node.widget : t('editor.area.empty');
  return (
    <div className={classes.area} data-edit-area={where}>
      <div className={classes.toolbar} role="toolbar" aria-label={t('editor.area.label', { where, name })}>
        <Tooltip label={t('editor.area.insertLayout')} withArrow>
          <ActionIcon size="sm" variant="subtle" aria-label={t('editor.area.insertLayout')} onClick={() => actions.insertLayout(path)}>
            <IconLayoutColumns size={16} />
          </ActionIcon>
        </Tooltip>
        <Tooltip label={t('editor.area.configure')} withArrow>
          <ActionIcon size="sm" variant="subtle" aria-label={t('editor.area.configure')} onClick={() => actions.configure(path)}>
            <IconSettings size={16} />
          </ActionIcon>
        </Tooltip>
        <Tooltip label={t('editor.area.delete')} withArrow>
          <ActionIcon size="sm" variant="subtle" color="red" aria-label={t('editor.area.delete')} onClick={() => actions.remove(path)}>
            <IconX size={16} />
          </ActionIcon>
        </Tooltip>
      </div>
      {children}
    </div>
  );
}
