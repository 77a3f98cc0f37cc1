import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { Outlet } from 'react-router';
import type { DeploymentMode } from '../api/deploymentMode';
import { NotFoundPage } from './NotFoundPage';
import { RequireLogin } from './RequireLogin';
import { UnauthorizedRedirect } from './UnauthorizedRedirect';
import { ViewerRoute } from './ViewerRoute';

// The viewer is what most visitors open, so only its route is in the first download; the other
// screens load their code when they are opened.
const lazyPage = (load: () => Promise<ComponentType>, loginRequired = false) => async () => {
  const Page = await load();
  return { element: loginRequired ? <RequireLogin><Page /></RequireLogin> : <Page /> };
};
const projectList = lazyPage(() => import('./projects/ProjectListPage').then((m) => m.ProjectListPage));
const login = lazyPage(() => import('./login/LoginPage').then((m) => m.LoginPage));
const repositoryLogin = lazyPage(() => import('./repositoryLogin/RepositoryLoginPage').then((m) => m.RepositoryLoginPage));
const users = lazyPage(() => import('./users/UsersPage').then((m) => m.UsersPage), true);
const account = lazyPage(() => import('./account/AccountPage').then((m) => m.AccountPage), true);
const project = lazyPage(() => import('./project/ProjectPage').then((m) => m.ProjectPage), true);

function Root() {
  return (
    <>
      <UnauthorizedRedirect />
      <Outlet />
    </>
  );
}

function routeSet(mode: DeploymentMode): RouteObject[] {
  switch (mode) {
    case 'static':
      return [
        { path: '/loginbb', lazy: repositoryLogin },
        { path: '*', element: <ViewerRoute /> },
      ];
    case 'embedded':
    case 'local':
      return [{ path: '/:mode?', element: <ViewerRoute /> }, { path: '*', element: <NotFoundPage /> }];
    case 'platform':
      return [
        { path: '/', lazy: projectList },
        { path: '/login', lazy: login },
        { path: '/loginbb', lazy: repositoryLogin },
        { path: '/users', lazy: users },
        { path: '/account', lazy: account },
        { path: '/projects/:projectPath', lazy: project },
        { path: '/projects/:projectPath/:viewerPath/:mode?', element: <ViewerRoute /> },
        { path: '*', element: <NotFoundPage /> },
      ];
  }
}

export function routesFor(mode: DeploymentMode): RouteObject[] {
  // Nothing to show while a screen's code arrives on the first load (a blank moment, not a warning).
  return [{ element: <Root />, hydrateFallbackElement: <></>, children: routeSet(mode) }];
}
