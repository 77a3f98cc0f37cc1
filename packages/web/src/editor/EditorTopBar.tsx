import { ActionIcon, Button, Group, Menu, SegmentedControl, Tooltip } from '@mantine/core';
import { IconArrowLeft, IconBolt, IconBug, IconExternalLink, IconListDetails, IconSettings, IconUserCircle, IconVariable } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';

/**
 * The guideline that Lock&Publish opens in its own tab: a page shipped with
 * the web app, or another one a deployment names at build time.
 */
export const LOCK_AND_PUBLISH_GUIDE: string = import.meta.env.VITE_GRAFIEK_PUBLISH_GUIDE_URL ?? '/guides/lock-and-publish.html';

export type EditorPanel = 'settings' | 'triggers' | 'variables' | 'events' | 'rules';

export interface EditorTopBarProps {
  projectPath: string;
  /** Standalone deployments toggle between `/edit` and `/`. */
  standalone: boolean;
  openPanels: ReadonlySet<EditorPanel>;
  onToggle: (panel: EditorPanel) => void;
  onLogoutAppSession: () => void;
  onLogoutPlatform: () => void;
}

/** The view/edit toggle's target: the same app in the other mode, query string kept. */
export function otherModePath(pathname: string, search: string, standalone: boolean, toEdit: boolean): string {
  if (standalone) return `${toEdit ? '/edit' : '/'}${search}`;
  const base = pathname.replace(/\/edit\/?$/, '').replace(/\/$/, '');
  return `${toEdit ? `${base}/edit` : base}${search}`;
}

export function EditorTopBar({ projectPath, standalone, openPanels, onToggle, onLogoutAppSession, onLogoutPlatform }: EditorTopBarProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const { t } = useTranslation();
  const entry = (panel: EditorPanel, label: string, icon: React.ReactNode) => (
    <Button
      size="compact-sm"
      variant={openPanels.has(panel) ? 'light' : 'subtle'}
      leftSection={icon}
      onClick={() => onToggle(panel)}
      aria-pressed={openPanels.has(panel)}
    >
      {label}
    </Button>
  );
  return (
    <Group
      component="nav"
      aria-label={t('editor.topBar.nav')}
      justify="space-between"
      px="sm"
      py={4}
      wrap="nowrap"
      style={{ borderBottom: '1px solid var(--mantine-color-gray-3)', background: 'var(--mantine-color-gray-1)' }}
      data-testid="editor-top-bar"
    >
      <Group gap={6}>
        {!standalone && (
          <Tooltip label={t('editor.topBar.backToProject')}>
            <ActionIcon component={Link} to={`/projects/${projectPath}`} variant="subtle" aria-label={t('editor.topBar.backToProject')}>
              <IconArrowLeft size={18} />
            </ActionIcon>
          </Tooltip>
        )}
        <SegmentedControl
          size="xs"
          value="edit"
          onChange={(value) => navigate(otherModePath(location.pathname, location.search, standalone, value === 'edit'))}
          data={[
            { value: 'view', label: t('editor.topBar.view') },
            { value: 'edit', label: t('editor.topBar.editMode') },
          ]}
          aria-label={t('editor.topBar.viewOrEdit')}
        />
        {entry('settings', t('editor.topBar.appSettings'), <IconSettings size={16} />)}
        {entry('triggers', t('editor.topBar.triggers'), <IconBolt size={16} />)}
        {entry('variables', t('editor.topBar.appVariables'), <IconVariable size={16} />)}
        {entry('events', t('editor.topBar.eventLogs'), <IconListDetails size={16} />)}
        {entry('rules', t('editor.topBar.debugRules'), <IconBug size={16} />)}
        <Button size="compact-sm" variant="subtle" component="a" href={LOCK_AND_PUBLISH_GUIDE} target="_blank" rel="noopener noreferrer" rightSection={<IconExternalLink size={14} />}>
          {t('editor.topBar.lockAndPublish')}
        </Button>
      </Group>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon variant="subtle" aria-label={t('editor.topBar.userMenu')}>
            <IconUserCircle size={20} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item onClick={onLogoutAppSession}>{t('editor.topBar.logoutAppSession')}</Menu.Item>
          <Menu.Item onClick={onLogoutPlatform}>{t('editor.topBar.logoutPlatform')}</Menu.Item>
        </Menu.Dropdown>
      </Menu>
    </Group>
  );
}
