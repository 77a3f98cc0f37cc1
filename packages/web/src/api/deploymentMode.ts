export const DEPLOYMENT_MODES = ['platform', 'static', 'embedded', 'local'] as const;
export type DeploymentMode = (typeof DEPLOYMENT_MODES)[number];

/**
 * Chosen by the server at run time (`window.GRAFIEK_SETTINGS.mode` from /grafiek-settings.js, so
 * `npm start -- --local` needs no other build), else at build time (`VITE_GRAFIEK_MODE`).
 */
/** An app shown inside another site: /embed/{project}/{app}, optionally followed by the mode. */
const EMBED_PATH = /^\/embed\/([^/]+)\/([^/]+)(?=\/|$)/;

/** The project, app and router base of an /embed/ address, or undefined for any other address. */
export function embedLocation(pathname: string): { projectPath: string; viewerPath: string; basename: string } | undefined {
  const match = EMBED_PATH.exec(pathname);
  if (!match) return undefined;
  try {
    return { projectPath: decodeURIComponent(match[1]!), viewerPath: decodeURIComponent(match[2]!), basename: match[0] };
  } catch {
    return undefined; // a malformed %-escape: not an app's address
  }
}

const embedded = typeof window === 'undefined' || !window.location ? undefined : embedLocation(window.location.pathname);

export const deploymentMode: DeploymentMode = (() => {
  const fromServer = typeof window === 'undefined' ? undefined : window.GRAFIEK_SETTINGS?.mode;
  // The platform's server serves embedded apps under /embed/ (packages/server/src/http/embedPages.ts).
  if (fromServer === 'platform' && embedded) return 'embedded';
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
  /** The static export's stored answers (`--snapshot`), relative to the page; absent without them. */
  snapshotUrl?: string;
}

declare global {
  interface Window {
    GRAFIEK_SETTINGS?: Partial<StandaloneSettings> & { mode?: string; embedOrigins?: string[] };
  }
}

export function standaloneSettings(): StandaloneSettings {
  if (deploymentMode === 'embedded' && embedded) return { projectPath: embedded.projectPath, viewerPath: embedded.viewerPath, configUrl: '' };
  const fromWindow = typeof window === 'undefined' ? {} : (window.GRAFIEK_SETTINGS ?? {});
  return {
    projectPath: fromWindow.projectPath ?? import.meta.env.VITE_GRAFIEK_PROJECT ?? '',
    viewerPath: fromWindow.viewerPath ?? import.meta.env.VITE_GRAFIEK_VIEWER ?? '',
    configUrl: fromWindow.configUrl ?? import.meta.env.VITE_GRAFIEK_CONFIG_URL ?? 'config.json',
    ...(typeof fromWindow.snapshotUrl === 'string' ? { snapshotUrl: fromWindow.snapshotUrl } : {}),
  };
}

/** Where the router's routes start: the app's /embed/ address in embedded mode. */
export function routerBasename(): string | undefined {
  return deploymentMode === 'embedded' ? embedded?.basename : undefined;
}

const listedOrigins: readonly string[] = (() => {
  const list = typeof window === 'undefined' ? undefined : window.GRAFIEK_SETTINGS?.embedOrigins;
  return Array.isArray(list) ? list.filter((origin): origin is string => typeof origin === 'string') : [];
})();

/** The sites the server lets frame this app (GRAFIEK_EMBED_ORIGINS); the same list each call. */
export function embedOrigins(): readonly string[] {
  return listedOrigins;
}
