import { GENERAL_WIDGET_DEFAULTS, getLayoutNode, type AreaPath, type LayoutNode } from '@grafiek/core';
import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { loginHeaders } from '../api/loginCookie';
import { useSession } from '../api/SessionProvider';
import { siblingUrl } from '../api/sparqlEndpoint';
import { LOCAL_CONFIG_KEY } from '../viewer/appLoader';
import { FooterClickContext } from '../viewer/footerClick';
import { AreaChromeContext } from '../viewer/layoutContext';
import type { EditorProps } from '../viewer/ViewerPage';
import { AppSettingsDialog } from './AppSettingsDialog';
import { localStorageStorage, platformStorage } from './appSaver';
import { AreaToolbar } from './AreaToolbar';
import { ConflictDialog } from './ConflictDialog';
import { EditorActionsContext, type EditorActions } from './editorActions';
import { EditorTopBar, type EditorPanel } from './EditorTopBar';
import { EventLogsDialog } from './EventLogsDialog';
import { InsertLayoutDialog, type LayoutChoice } from './InsertLayoutDialog';
import { RuleLogsDialog } from './RuleLogsDialog';
import { TriggersDialog } from './TriggersDialog';
import { useAppSaving } from './useAppSaving';
import { VariablesPanel } from './VariablesPanel';
import { WidgetSettingsDialog } from './WidgetSettingsDialog';

/** Standalone deployments have no project around the app: local, static, embedded. */
function isStandalone(projectPath: string): boolean {
  return projectPath === '';
}

/**
 * Edit mode: the top bar, the panels, the toolbar on every area, the
 * settings dialogs, and saving of every change.
 */
export default function AppEditor({ session, children }: EditorProps) {
  const { document, runtime, projectPath } = session;
  const app = useSyncExternalStore(document.subscribe, document.get);
  const standalone = isStandalone(projectPath);
  const storage = useMemo(() => (standalone ? localStorageStorage(LOCAL_CONFIG_KEY) : platformStorage(projectPath)), [standalone, projectPath]);
  const saving = useAppSaving(document, storage);
  const platform = useSession();
  const { t } = useTranslation();

  const [panels, setPanels] = useState<ReadonlySet<EditorPanel>>(new Set());
  const toggle = useCallback((panel: EditorPanel) => {
    setPanels((open) => {
      const next = new Set(open);
      if (next.has(panel)) next.delete(panel);
      else next.add(panel);
      return next;
    });
  }, []);
  const close = (panel: EditorPanel) => setPanels((open) => new Set([...open].filter((p) => p !== panel)));

  // The event log records "since activating edit-mode".
  useEffect(() => {
    runtime.store.events.start();
    return () => runtime.store.events.stop();
  }, [runtime.store]);

  const [configuring, setConfiguring] = useState<{ path: AreaPath; original: LayoutNode | null } | null>(null);
  const [inserting, setInserting] = useState<AreaPath | null>(null);

  const setNode = useCallback(
    (path: AreaPath, node: LayoutNode | null, source: 'edit' | 'revert') => document.updateNode(path, () => node, source),
    [document],
  );

  const actions: EditorActions = useMemo(
    () => ({
      configure: (path) => setConfiguring({ path, original: getLayoutNode(document.get().mainArea, path) ?? null }),
      remove: (path) => {
        if (!window.confirm(t('editor.deleteQuestion'))) return;
        setNode(path, { ...GENERAL_WIDGET_DEFAULTS }, 'edit');
      },
      insertLayout: (path) => setInserting(path),
    }),
    [document, setNode, t],
  );

  const insert = (choice: LayoutChoice) => {
    if (!inserting) return;
    const existing = getLayoutNode(document.get().mainArea, inserting) ?? null;
    const first: LayoutNode = existing && (existing.widget || existing.areas) ? existing : { ...GENERAL_WIDGET_DEFAULTS };
    const areas: LayoutNode[] = [first];
    while (areas.length < choice.areas) areas.push({ ...GENERAL_WIDGET_DEFAULTS });
    setNode(
      inserting,
      { widget: 'SplitLayout', direction: choice.direction, areaSizes: areas.map(() => '1'), panelstyleExtra: 'noScrollBars', areas },
      'edit',
    );
    setInserting(null);
  };

  const subscribeVariables = useCallback((listener: () => void) => runtime.store.subscribeAll(listener), [runtime.store]);
  const variables = useSyncExternalStore(subscribeVariables, () => runtime.store.keys().join('\u0000'));
  const variableNames = useMemo(() => (variables ? variables.split('\u0000') : []), [variables]);

  const logoutAppSession = async () => {
    if (runtime.endpoint?.repo) {
      await fetch(siblingUrl(runtime.endpoint, 'logout'), { method: 'POST', credentials: 'include', headers: loginHeaders() }).catch(() => undefined);
    }
    window.location.reload();
  };
  const logoutPlatform = async () => {
    await platform.logout();
    window.location.assign('/');
  };

  const configuringNode = configuring ? (getLayoutNode(app.mainArea, configuring.path) ?? {}) : {};

  return (
    <EditorActionsContext.Provider value={actions}>
      <AreaChromeContext.Provider value={AreaToolbar}>
        <FooterClickContext.Provider value={() => toggle('settings')}>
          <div style={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
            <EditorTopBar
              projectPath={projectPath}
              standalone={standalone}
              openPanels={panels}
              onToggle={toggle}
              onLogoutAppSession={() => void logoutAppSession()}
              onLogoutPlatform={() => void logoutPlatform()}
            />
            <div style={{ flex: 1 }}>{children}</div>
          </div>
          <WidgetSettingsDialog
            opened={configuring !== null}
            node={configuringNode}
            variables={variableNames}
            onPreview={(node) => configuring && setNode(configuring.path, node, 'revert')}
            onApply={(node) => {
              if (configuring) setNode(configuring.path, node, 'edit');
              setConfiguring(null);
            }}
            onCancel={() => {
              if (configuring) setNode(configuring.path, configuring.original, 'revert');
              setConfiguring(null);
            }}
          />
          <InsertLayoutDialog opened={inserting !== null} onCancel={() => setInserting(null)} onInsert={insert} />
          <AppSettingsDialog opened={panels.has('settings')} document={document} onClose={() => close('settings')} />
          <TriggersDialog opened={panels.has('triggers')} document={document} onClose={() => close('triggers')} />
          {panels.has('variables') && <VariablesPanel store={runtime.store} onClose={() => close('variables')} />}
          <EventLogsDialog opened={panels.has('events')} store={runtime.store} onClose={() => close('events')} />
          <RuleLogsDialog opened={panels.has('rules')} endpoint={runtime.endpoint} onClose={() => close('rules')} />
          <ConflictDialog conflict={saving.conflict} onReload={saving.reload} onOverwrite={saving.overwrite} />
        </FooterClickContext.Provider>
      </AreaChromeContext.Provider>
    </EditorActionsContext.Provider>
  );
}


