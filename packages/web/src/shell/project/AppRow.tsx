import { ActionIcon, Box, Group, Stack, Text, ThemeIcon, Tooltip } from '@mantine/core';
import { IconDatabaseOff, IconLock, IconStack2, IconTrash, IconUser, IconWorld } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AppSummary } from '../../api/platformTypes';
import classes from './ProjectPage.module.css';

interface AppRowProps {
  app: AppSummary;
  href: string;
  canDelete: boolean;
  onDelete: () => void;
}

/** An icon whose meaning is in a tooltip; focusable so keyboard users can read it too. */
function StatusIcon({ label, color, children }: { label: string; color: string; children: ReactNode }) {
  return (
    <Tooltip label={label}>
      <ThemeIcon variant="light" color={color} size="md" radius="xl" role="img" aria-label={label} tabIndex={0}>
        {children}
      </ThemeIcon>
    </Tooltip>
  );
}

export function AppRow({ app, href, canDelete, onDelete }: AppRowProps) {
  const { t } = useTranslation();
  // noConfigCache false means the cached config is used.
  const usingCache = !app.noConfigCache;

  return (
    <Group component="li" className={classes.row} wrap="nowrap" gap="md" px="lg" py="md">
      <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
        <Text component={Link} to={href} fw={600} className={classes.appLink} lineClamp={1}>
          {app.title}
        </Text>
        <Text size="xs" c="dimmed">
          /{app.path}
        </Text>
      </Stack>
      <Group gap="xs" wrap="nowrap" className={classes.above}>
        {app.public ? (
          <StatusIcon label={t('project.isPublic')} color="teal">
            <IconWorld size={16} />
          </StatusIcon>
        ) : (
          <StatusIcon label={t('project.isPrivate')} color="gray">
            <IconLock size={16} />
          </StatusIcon>
        )}
        {usingCache ? (
          <StatusIcon label={t('project.usingCache')} color="grafiek">
            <IconStack2 size={16} />
          </StatusIcon>
        ) : (
          <StatusIcon label={t('project.notUsingCache')} color="orange">
            <IconDatabaseOff size={16} />
          </StatusIcon>
        )}
      </Group>
      <Box w={{ base: 110, sm: 180 }} visibleFrom="xs">
        {app.user?.name && (
          <Group gap={6} wrap="nowrap">
            <IconUser size={16} color="var(--mantine-color-gray-6)" aria-label={t('project.owner')} role="img" />
            <Text size="sm" c="dimmed" lineClamp={1}>
              {app.user.name}
            </Text>
          </Group>
        )}
      </Box>
      <Box w={36} className={classes.above}>
        {canDelete && (
          <Tooltip label={t('project.delete', { title: app.title })}>
            <ActionIcon variant="subtle" color="red" size="lg" onClick={onDelete} aria-label={t('project.delete', { title: app.title })}>
              <IconTrash size={18} />
            </ActionIcon>
          </Tooltip>
        )}
      </Box>
    </Group>
  );
}
