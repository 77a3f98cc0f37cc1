import { toBoolean } from '@grafiek/core';
import { isApiError } from '../api/ApiError';
import { platformClient } from '../api/platformClient';
import type { AppConfig } from '../api/platformTypes';
import { newAppConfig } from './newAppConfig';

export type LoadedApp = { kind: 'app'; app: AppConfig } | { kind: 'missing' };

/** How a deployment finds the app to show; the viewer page does not care where it comes from. */
export type AppLoader = (projectPath: string, viewerPath: string, signal: AbortSignal) => Promise<LoadedApp>;

function isDeleted(app: AppConfig): boolean {
  return toBoolean(app.deleted);
}

export function platformAppLoader(newAppTitle: string): AppLoader {
  return async (projectPath, viewerPath, signal) => {
    try {
      const app = await platformClient.getApp(projectPath, viewerPath, signal);
      return isDeleted(app) ? { kind: 'missing' } : { kind: 'app', app };
    } catch (error) {
      if (isApiError(error, 410)) return { kind: 'missing' };
      if (!isApiError(error, 404)) throw error;
    }
    // A 404 means "no app here yet", but only inside a project that exists; otherwise nothing can be made here.
    try {
      await platformClient.getProject(projectPath, signal);
    } catch (error) {
      if (isApiError(error, 404)) return { kind: 'missing' };
      throw error;
    }
    return { kind: 'app', app: newAppConfig(viewerPath, newAppTitle) };
  };
}

/** A static export ships its one config file beside the page. */
export function staticAppLoader(configUrl: string): AppLoader {
  return async (_projectPath, _viewerPath, signal) => {
    const response = await fetch(configUrl, { signal, headers: { Accept: 'application/json' } });
    if (response.status === 404 || response.status === 410) return { kind: 'missing' };
    if (!response.ok) throw new Error(`${response.status} ${response.statusText}`);
    const app = (await response.json()) as AppConfig;
    return isDeleted(app) ? { kind: 'missing' } : { kind: 'app', app };
  };
}

export const LOCAL_CONFIG_KEY = 'grafiek.localConfig';

/** Local mode has no server: the config lives in this browser. */
export function localAppLoader(newAppTitle: string): AppLoader {
  return async () => {
    const stored = localStorage.getItem(LOCAL_CONFIG_KEY);
    if (stored) {
      try {
        return { kind: 'app', app: JSON.parse(stored) as AppConfig };
      } catch (error) {
        console.error('The locally stored app config does not parse; starting a new app.', error);
      }
    }
    // The built-in demo app is the default; without a server that offers
    // it, a new app.
    try {
      const response = await fetch('/api/local/default-app', { headers: { Accept: 'application/json' } });
      if (response.ok) return { kind: 'app', app: (await response.json()) as AppConfig };
    } catch (error) {
      console.error('The default app could not be fetched; starting a new app.', error);
    }
    return { kind: 'app', app: newAppConfig('', newAppTitle) };
  };
}
