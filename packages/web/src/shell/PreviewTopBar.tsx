import { Button, Group } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { deploymentMode } from '../api/deploymentMode';

/** In preview, those who may edit get the way into edit mode, query string kept. */
export function PreviewTopBar() {
  const location = useLocation();
  const { t } = useTranslation();
  const target = deploymentMode === 'platform' ? `${location.pathname.replace(/\/$/, '')}/edit${location.search}` : `/edit${location.search}`;
  return (
    <Group justify="flex-end" px="sm" py={2} style={{ borderBottom: '1px solid var(--mantine-color-gray-2)', background: 'var(--mantine-color-gray-1)' }} data-testid="preview-top-bar">
      <Button component={Link} to={target} size="compact-xs" variant="subtle" leftSection={<IconPencil size={14} />}>
        {t('editor.topBar.editMode')}
      </Button>
    </Group>
  );
}
