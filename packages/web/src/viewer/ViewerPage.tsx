import { Alert, Box, Center, Loader, Modal, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { toBoolean, VariableStore } from '@grafiek/core';
import { IconAlertCircle, IconLayoutOff } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Suspense, useCallback, useEffect, useEffectEvent, useMemo, useState, useSyncExternalStore, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AppConfig } from '../api/platformTypes';
import { resolveSparqlEndpoint } from '../api/sparqlEndpoint';
import { AppRuntimeContext, UserActionLock, type AppRuntime, type ViewMode } from '../kit';
import { AppDocument } from './appDocument';
import { FooterSlot } from './footerClick';
import type { AppLoader } from './appLoader';
import { appStyle, pageWidth } from './appStyle';
import { initialVariables } from './initialVariables';
import { LayoutArea } from './LayoutArea';
import { LayoutEditingContext, type LayoutEditing } from './layoutContext';
import { LinkifiedText } from './LinkifiedText';
import { preloadApp } from './preloadApp';
import { repositoryLoginOf } from './repositoryLoginCheck';
import { TriggerRunner } from './TriggerRunner';
import { useRepositoryLogin, type LoginRequest } from './useRepositoryLogin';
import { startEmbedBridge } from './embedBridge';
import { usePreAppScript, useUpdate60, useUrlSync } from './useAppLifecycle';

export type ViewerMode = ViewMode;

export interface ViewerChrome {
  app: AppConfig;
  /** Present when the app has an info message; opens the info popup. */
  onInfoClick?: () => void;
}

/** What the editor gets to work with: the open app and its runtime. */
export interface ViewerSession {
  projectPath: string;
  viewerPath: string;
  document: AppDocument;
  runtime: AppRuntime;
  /** Opens the info popup (the header's info button does the same). */
  openInfo: () => void;
}

export interface EditorProps {
  session: ViewerSession;
  /** The page (header, main area, footer) the editor wraps with its top bar and panels. */
  children: ReactNode;
}

export interface ViewerPageProps {
  projectPath: string;
  viewerPath: string;
  mode: ViewMode;
  loadApp: AppLoader;
  /** The local mode skips the repository login. */
  /**
   * Shown in another site's frame: the sites listed to talk to it with postMessage
   * (viewer/embedBridge.ts). Undefined elsewhere.
   */
  embedOrigins?: readonly string[];
  /** A static export: queries go straight to the full endpoint URL its config holds. */
  directQueries?: boolean;
  /** A static export's stored answers (api/snapshot.ts), asked before the endpoint. */
  snapshotUrl?: string;
  localMode?: boolean;
  /**
   * The header and footer come from the layer above (the shell), because the viewer may not
   * import it; the viewer only says which app they frame.
   */
  renderHeader?: (chrome: ViewerChrome) => ReactNode;
  renderFooter?: (chrome: ViewerChrome) => ReactNode;
  /** Preview mode: the entry to edit mode, for those who may edit. */
  previewTopBar?: ReactNode;
  /** Edit mode: the editor wraps the page. */
  editor?: ComponentType<EditorProps>;
  /** A query needed a login, or the app's repository login is missing: the shell navigates. */
  onLoginRequired: (request: LoginRequest) => void;
}

export const appQueryKey = (projectPath: string, viewerPath: string) => ['app', projectPath, viewerPath] as const;

export function showsFooter(app: AppConfig): boolean {
  const layout = app.layout as { showFooter?: unknown } | undefined;
  if (typeof layout?.showFooter === 'boolean') return layout.showFooter;
  // The layouts' defaults: ORIGINAL shows the footer, CUSTOM hides it.
  return app.layoutName !== 'CUSTOM';
}

export function ViewerPage(props: ViewerPageProps) {
  const { t } = useTranslation();
  const { projectPath, viewerPath, loadApp } = props;
  const loaded = useQuery({
    queryKey: appQueryKey(projectPath, viewerPath),
    queryFn: ({ signal }) => loadApp(projectPath, viewerPath, signal),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });

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

  if (loaded.data.kind !== 'app') {
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

  return <OpenApp {...props} initialApp={loaded.data.app} />;
}

function OpenApp({
  projectPath,
  viewerPath,
  mode,
  localMode = false,
  embedOrigins,
  directQueries = false,
  snapshotUrl,
  renderHeader,
  renderFooter,
  editor: Editor,
  previewTopBar,
  onLoginRequired,
  initialApp,
}: ViewerPageProps & { initialApp: AppConfig }) {
  const { t } = useTranslation();
  const [appDocument] = useState(() => new AppDocument(initialApp));
  const app = useSyncExternalStore(appDocument.subscribe, appDocument.get);
  const [store] = useState(() => new VariableStore({ initialValues: initialVariables(initialApp, window.location.search) }));
  const [lock] = useState(() => new UserActionLock());
  const infoMessage = typeof app.infoMessage === 'string' ? app.infoMessage.trim() : '';
  // Authors only: a visitor of the app has no say in where its data comes from.
  const [externalNoticeClosed, setExternalNoticeClosed] = useState(false);
  const [infoOpen, setInfoOpen] = useState(() => toBoolean(initialApp.popupInfoAtStart) && infoMessage !== '');

  const endpoint = useMemo(() => {
    try {
      const local = window.location.hostname === 'localhost' && typeof app.localRepoURL === 'string' && app.localRepoURL.trim();
      return resolveSparqlEndpoint(local ? app.localRepoURL : app.repoURL, window.location.origin, { direct: directQueries, snapshotUrl });
    } catch (error) {
      console.error('The app\'s SPARQL endpoint setting is not a valid URL.', error);
      return null;
    }
  }, [app.repoURL, app.localRepoURL, directQueries, snapshotUrl]);

  const requestLogin = useCallback(
    () => onLoginRequired({ repo: repositoryLoginOf(app)?.repo ?? null, repoUrl: endpoint?.queryUrl ?? '', viewerPath, message: undefined }),
    [onLoginRequired, endpoint, viewerPath, app],
  );
  const runtime: AppRuntime = useMemo(() => ({ app, store, mode, endpoint, lock, requestLogin }), [app, store, mode, endpoint, lock, requestLogin]);

  const editing: LayoutEditing = useMemo(
    () => ({
      updateNode: (path, change) => appDocument.updateNode(path, change, mode === 'edit' ? 'edit' : 'revert'),
    }),
    [appDocument, mode],
  );

  // Once, with the config as it was opened: later edits render widgets the normal way.
  const queryClient = useQueryClient();
  const preloadOnce = useEffectEvent(() => preloadApp(initialApp.mainArea, { store, endpoint, client: queryClient, mode }));
  useEffect(() => preloadOnce(), []);

  useEffect(() => {
    document.title = app.title ? `${app.title} · Grafiek` : 'Grafiek';
  }, [app.title]);
  usePreAppScript(initialApp, store);
  useUpdate60(app, store);
  useUrlSync(app, store);
  useEffect(() => {
    if (!embedOrigins || window.parent === window) return;
    return startEmbedBridge(store, { origins: embedOrigins, self: window, host: window.parent });
  }, [embedOrigins, store]);
  const loginProblem = useRepositoryLogin({ app, viewerPath, localMode, store, onLoginRequired });

  const openInfo = useCallback(() => setInfoOpen(true), []);
  const chrome: ViewerChrome = { app, onInfoClick: infoMessage ? openInfo : undefined };
  const width = pageWidth(app);
  // Parsed once per change of the setting, not on every render (a bad value is logged once).
  const mainStyle = useMemo(() => appStyle(app.css), [app.css]);

  const page = (
    <Box mih="100vh" bg="gray.0" style={{ display: 'flex', flexDirection: 'column' }} data-viewer-mode={mode}>
      {mode === 'preview' && previewTopBar}
      {!toBoolean(app.notShowTop) && renderHeader?.(chrome)}
      {mode === 'edit' && endpoint && endpoint.repo === null && !externalNoticeClosed && (
        <Alert color="yellow" variant="light" m="sm" withCloseButton onClose={() => setExternalNoticeClosed(true)} closeButtonLabel={t('common.close')} data-testid="external-endpoint-notice">
          {t('viewer.externalEndpoint', { endpoint: endpoint.configured })}
        </Alert>
      )}
      {app.new === true && (
        <Alert color="blue" variant="light" m="sm" data-testid="new-app-notice">
          {t('viewer.unsavedNew')}
        </Alert>
      )}
      {loginProblem && (
        <Alert color="red" variant="light" role="alert" m="sm" icon={<IconAlertCircle size={18} />}>
          {loginProblem}
        </Alert>
      )}
      <Box component="main" data-testid="viewer-main" style={{ flex: 1, display: 'flex', minHeight: 0, width: width ?? '100%', margin: '0 auto', height: 'calc(100vh - 64px)', ...mainStyle }}>
        <LayoutArea node={app.mainArea} path={[]} />
        <TriggerRunner triggers={app.triggers} />
      </Box>
      {showsFooter(app) && !toBoolean(app.notShowBottom) && <FooterSlot>{renderFooter?.(chrome)}</FooterSlot>}
    </Box>
  );

  return (
    <AppRuntimeContext.Provider value={runtime}>
      <LayoutEditingContext.Provider value={editing}>
        {Editor && mode === 'edit' ? (
          <Suspense fallback={page}>
            <Editor session={{ projectPath, viewerPath, document: appDocument, runtime, openInfo }}>{page}</Editor>
          </Suspense>
        ) : (
          page
        )}
        <Modal closeButtonProps={{ 'aria-label': t('common.close') }} opened={infoOpen} onClose={() => setInfoOpen(false)} title={app.title} zIndex={1337}>
          <LinkifiedText text={infoMessage} />
        </Modal>
      </LayoutEditingContext.Provider>
    </AppRuntimeContext.Provider>
  );
}
