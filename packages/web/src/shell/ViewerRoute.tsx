import { lazy, useCallback, useMemo } from 'react';
import { toBoolean } from '@grafiek/core';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import type { LoginRequest } from '../viewer/useRepositoryLogin';
import { encodeRepositoryBundle } from './repositoryLogin/repositoryBundle';
import { loginUrlReturningTo, returnPathFor } from './returnPath';
import { localAppLoader, platformAppLoader, staticAppLoader, type AppLoader } from '../viewer/appLoader';
import { ViewerPage, type ViewerChrome, type ViewerMode } from '../viewer/ViewerPage';
import { deploymentMode, embedOrigins, standaloneSettings } from '../api/deploymentMode';
import { Footer } from './Footer';
import { Header } from './Header';
import { PreviewTopBar } from './PreviewTopBar';
import { RequireLogin } from './RequireLogin';
import { useSession } from '../api/SessionProvider';

/** The editor is a chunk of its own: viewers never download it. */
const AppEditor = lazy(() => import('../editor/AppEditor'));

function renderHeader({ app, onInfoClick }: ViewerChrome) {
  return (
    <div style={{ height: 64, background: 'var(--mantine-color-white)', borderBottom: '1px solid var(--mantine-color-gray-2)' }}>
      <Header
        title={app.title}
        subtitle={typeof app.subtitle === 'string' ? app.subtitle : undefined}
        logoUrl={typeof app.logoURL === 'string' ? app.logoURL : undefined}
        onInfoClick={onInfoClick}
        logoutButton={toBoolean(app.logoutbutton)}
        // Outside the platform there is no platform account to log in to.
        noLoginButton={deploymentMode !== 'platform'}
      />
    </div>
  );
}

const renderFooter = () => <Footer />;

/** Where the route says which app to show; standalone deployments name it in their settings. */
function useAppLocation(): { projectPath: string; viewerPath: string; mode: ViewerMode } {
  const params = useParams();
  // A static export and an app framed by another site only show the app.
  const mode: ViewerMode = params.mode === 'edit' && deploymentMode !== 'static' && deploymentMode !== 'embedded' ? 'edit' : 'preview';
  if (deploymentMode === 'platform') {
    return { projectPath: params.projectPath ?? '', viewerPath: params.viewerPath ?? '', mode };
  }
  if (deploymentMode === 'local') return { projectPath: '', viewerPath: '', mode };
  const settings = standaloneSettings();
  return { projectPath: settings.projectPath, viewerPath: settings.viewerPath, mode };
}

export function ViewerRoute() {
  const { t } = useTranslation();
  const { projectPath, viewerPath, mode } = useAppLocation();
  const navigate = useNavigate();
  const location = useLocation();
  const session = useSession();
  // Editing needs a logged-in user whose role is not viewer (or local mode); the server checks saves.
  const canEdit = deploymentMode === 'local' || (deploymentMode === 'platform' && session.status === 'loggedIn' && session.me?.role !== 'viewer');
  const newAppTitle = t('viewer.newApp');

  const loadApp: AppLoader = useMemo(() => {
    if (deploymentMode === 'static') return staticAppLoader(standaloneSettings().configUrl);
    if (deploymentMode === 'local') return localAppLoader(newAppTitle);
    return platformAppLoader(newAppTitle);
  }, [newAppTitle]);

  const onLoginRequired = useCallback(
    (request: LoginRequest) => {
      // A framed app has no login screens: its widgets say that they need a login.
      if (request.repo && (deploymentMode === 'platform' || deploymentMode === 'static')) {
        const id = encodeRepositoryBundle({ repo: request.repo, repoUrl: request.repoUrl, viewerPath: request.viewerPath });
        const back = returnPathFor(location.pathname, location.search);
        navigate(`/loginbb?id=${id}&returnTo=${encodeURIComponent(back)}`);
      } else if (deploymentMode === 'platform' && session.status !== 'loggedIn') {
        // A logged-in user who is refused keeps the widget's error; another login would not help.
        navigate(loginUrlReturningTo(returnPathFor(location.pathname, location.search)));
      }
    },
    [navigate, location.pathname, location.search, session.status],
  );

  const page = (
    <ViewerPage
      key={`${projectPath}/${viewerPath}`}
      projectPath={projectPath}
      viewerPath={viewerPath}
      mode={mode === 'edit' && (canEdit || session.status !== 'loggedIn') ? 'edit' : 'preview'}
      previewTopBar={canEdit && deploymentMode !== 'static' ? <PreviewTopBar /> : undefined}
      loadApp={loadApp}
      localMode={deploymentMode === 'local'}
      embedOrigins={deploymentMode === 'embedded' ? embedOrigins() : undefined}
      directQueries={deploymentMode === 'static'}
      snapshotUrl={deploymentMode === 'static' ? standaloneSettings().snapshotUrl : undefined}
      renderHeader={renderHeader}
      renderFooter={renderFooter}
      editor={AppEditor}
      onLoginRequired={onLoginRequired}
    />
  );
  // Viewing is open to anybody; editing needs a platform account.
  return mode === 'edit' && deploymentMode === 'platform' ? <RequireLogin>{page}</RequireLogin> : page;
}
