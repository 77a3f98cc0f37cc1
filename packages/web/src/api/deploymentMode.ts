export const DEPLOYMENT_MODES = ['platform', 'static', 'embedded', 'local'] as const;
export type DeploymentMode = (typeof DEPLOYMENT_MODES)[number];

/**
 * Chosen by the server at run time (`window.GRAFIEK_SETTINGS.mode` from /grafiek-settings.js, so
 * `npm start -- --local` needs no other build), else at build time (`VITE_GRAFIEK_MODE`).
 */
export const deploymentMode: DeploymentMode = (() => {
  const fromServer = typeof window === 'undefined' ? undefined : window.GRAFIEK_SETTINGS?.mode;
  const value = fromServer ?? import.meta.env.VITE_GRAFIEK_MODE ?? 'platform';
  if ((DEPLOYMENT_MODES as readonly string[]).includes(value)) return value as DeploymentMode;
  console.error(`Unknown VITE_GRAFIEK_MODE "${value}"; using platform mode.`);
  return 'platform';
})();

/**
 * In static and embedded deployments there is one app, and the route does not name it;
 * these settings do (`window.GRAFIEK_SETTINGS` written by the export, or build-time variables).
 */
export interface StandaloneSettings {
  projectPath: string;
  viewerPath: string;
  /** The static export's config file, relative to the page. */
  configUrl: string;
}

declare global {
  interface Window {
    GRAFIEK_SETTINGS?: Partial<StandaloneSettings> & { mode?: string };
  }
}

export function standaloneSettings(): StandaloneSettings {
  const fromWindow = typeof window === 'undefined' ? {} : (window.GRAFIEK_SETTINGS ?? {});
  return {
    projectPath: fromWindow.projectPath ?? import.meta.env.VITE_GRAFIEK_PROJECT ?? '',
    viewerPath: fromWindow.viewerPath ?? import.meta.env.VITE_GRAFIEK_VIEWER ?? '',
    configUrl: fromWindow.configUrl ?? import.meta.env.VITE_GRAFIEK_CONFIG_URL ?? 'config.json',
  };
}
