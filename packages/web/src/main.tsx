import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './i18n';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { deploymentMode, routerBasename } from './api/deploymentMode';
import { AppProviders } from './shell/AppProviders';
import { routesFor } from './shell/routes';
import { startupCleanup } from './shell/startupCleanup';

startupCleanup();

const router = createBrowserRouter(routesFor(deploymentMode), { basename: routerBasename() });
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
