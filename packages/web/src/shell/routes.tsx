import type { RouteObject } from 'react-router';
import { Outlet } from 'react-router';
import type { DeploymentMode } from '../api/deploymentMode';
import { LoginPage } from './login/LoginPage';
import { RepositoryLoginPage } from './loginbb/RepositoryLoginPage';
import { NotFoundPage } from './NotFoundPage';
import { ProjectPage } from './project/ProjectPage';
import { ProjectListPage } from './projects/ProjectListPage';
import { RequireLogin } from './RequireLogin';
import { UnauthorizedRedirect } from './UnauthorizedRedirect';
import { UsersPage } from './users/UsersPage';
import { ViewerRoute } from './ViewerRoute';

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
        { path: '/loginbb', element: <RepositoryLoginPage /> },
        { path: '*', element: <ViewerRoute /> },
      ];
    case 'embedded':
    case 'local':
      return [{ path: '/:mode?', element: <ViewerRoute /> }, { path: '*', element: <NotFoundPage /> }];
    case 'platform':
      return [
        { path: '/', element: <ProjectListPage /> },
        { path: '/login', element: <LoginPage /> },
        { path: '/loginbb', element: <RepositoryLoginPage /> },
        {
          path: '/users',
          element: (
            <RequireLogin>
              <UsersPage />
            </RequireLogin>
          ),
        },
        {
          path: '/projects/:projectPath',
          element: (
            <RequireLogin>
              <ProjectPage />
            </RequireLogin>
          ),
        },
        { path: '/projects/:projectPath/:viewerPath/:mode?', element: <ViewerRoute /> },
        { path: '*', element: <NotFoundPage /> },
      ];
  }
}

export function routesFor(mode: DeploymentMode): RouteObject[] {
  return [{ element: <Root />, children: routeSet(mode) }];
}
