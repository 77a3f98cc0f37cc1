import { Alert, Box, Center, Container, Loader, Modal, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertCircle, IconLayoutDashboard, IconLayoutOff } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AppConfig } from '../api/platformTypes';
import type { AppLoader } from './appLoader';
import { countWidgets } from './countWidgets';

export type ViewerMode = 'edit' | 'preview';

export interface ViewerChrome {
  app: AppConfig;
  /** Present when the app has an info message; opens the info popup. */
  onInfoClick?: () => void;
}

export interface ViewerPageProps {
  projectPath: string;
  viewerPath: string;
  mode: ViewerMode;
  loadApp: AppLoader;
  /**
   * The header and footer come from the layer above (the shell), because the viewer may not
   * import it; the viewer only says which app they frame.
   */
  renderHeader?: (chrome: ViewerChrome) => ReactNode;
  renderFooter?: (chrome: ViewerChrome) => ReactNode;
}

export const appQueryKey = (projectPath: string, viewerPath: string) => ['app', projectPath, viewerPath] as const;

function showsFooter(app: AppConfig): boolean {
  const layout = app.layout as { showFooter?: unknown } | undefined;
  if (typeof layout?.showFooter === 'boolean') return layout.showFooter;
  // The layouts' defaults: ORIGINAL shows the footer, CUSTOM hides it.
  return app.layoutName !== 'CUSTOM';
}

export function ViewerPage({ projectPath, viewerPath, mode, loadApp, renderHeader, renderFooter }: ViewerPageProps) {
  const { t } = useTranslation();
  const [infoOpen, setInfoOpen] = useState(false);
  const loaded = useQuery({
    queryKey: appQueryKey(projectPath, viewerPath),
    queryFn: ({ signal }) => loadApp(projectPath, viewerPath, signal),
  });

  const app = loaded.data?.kind === 'app' ? loaded.data.app : null;
  useEffect(() => {
    if (app) document.title = app.title ? `${app.title} · Grafiek` : 'Grafiek';
  }, [app]);

  if (loaded.isPending) {
    return (
      <Center mih="100vh">
        <Loader size={32} aria-label={t('viewer.loading')} />
      </Center>
    );
  }

  if (loaded.isError) {
    return (
      <Center mih="100vh" p="lg">
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert" maw={560}>
          {t('viewer.loadFailed', { message: loaded.error.message })}
        </Alert>
      </Center>
    );
  }

  if (!app) {
    return (
      <Box component="main" bg="gray.0">
        <Center mih="100vh" p="lg">
          <Paper withBorder shadow="sm" p="xl" maw={520} data-testid="viewer-missing">
            <Stack align="center" gap="md" ta="center">
              <ThemeIcon size={64} radius="xl" variant="light" color="gray" aria-hidden>
                <IconLayoutOff size={34} stroke={1.5} />
              </ThemeIcon>
              <Text role="alert" size="md">
                {t('viewer.missing')}
              </Text>
            </Stack>
          </Paper>
        </Center>
      </Box>
    );
  }

  const infoMessage = typeof app.infoMessage === 'string' ? app.infoMessage.trim() : '';
  const chrome: ViewerChrome = { app, onInfoClick: infoMessage ? () => setInfoOpen(true) : undefined };
  const widgets = countWidgets(app.mainArea);

  return (
    <Box mih="100vh" bg="gray.0" style={{ display: 'flex', flexDirection: 'column' }} data-viewer-mode={mode}>
      {renderHeader?.(chrome)}
      {/* The main area: issue 6 replaces this summary with the rendered layout tree. */}
      <Box component="main" style={{ flex: 1 }} py="xl" data-testid="viewer-main">
        <Container size="md">
          <Paper withBorder p="xl">
            <Stack gap="sm" align="center">
              <IconLayoutDashboard size={40} stroke={1.4} color="var(--mantine-color-grafiek-6)" aria-hidden />
              <Title order={1} size="h3" ta="center">
                {app.title}
              </Title>
              <Text c="dimmed" ta="center" data-testid="viewer-widget-count">
                {t('viewer.widgetCount', { count: widgets })}
              </Text>
              {app.new === true && (
                <Text size="sm" c="dimmed" ta="center">
                  {t('viewer.unsavedNew')}
                </Text>
              )}
            </Stack>
          </Paper>
        </Container>
      </Box>
      {showsFooter(app) && renderFooter?.(chrome)}
      <Modal closeButtonProps={{ 'aria-label': t('common.close') }} opened={infoOpen} onClose={() => setInfoOpen(false)} title={app.title} zIndex={1337}>
        <Text style={{ whiteSpace: 'pre-wrap' }}>{infoMessage}</Text>
      </Modal>
    </Box>
  );
}
