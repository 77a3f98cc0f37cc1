import fs from 'node:fs';
import path from 'node:path';

/**
 * A static export of one app (platform README: Static export): the built web app in static mode,
 * the app's config.json, and nothing else. Any static web server can serve the folder, at its
 * root or under a sub-path; the app's queries go straight to its SPARQL endpoint (which answers
 * other origins, sparqlRoutes.ts), as the original's published demonstrators do.
 */
export interface StaticSiteInput {
  /** The built web app (packages/web/dist). */
  webDir: string;
  /** The app as the platform serves it (GET /api/projects/{project}/viewers/{app}). */
  app: Record<string, unknown>;
  projectPath: string;
  viewerPath: string;
  /** The Grafiek server the app lives on, e.g. https://grafiek.example.org. */
  serverUrl: string;
}

/** The platform's fields an exported config has no use for (and should not publish). */
const PLATFORM_FIELDS = ['id', 'user', 'version', 'createdAt', 'updatedAt', 'ownerName', 'deleted'] as const;

/**
 * Where the exported app's queries go: the full URL of the endpoint its repoURL names. A
 * repository name or the platform's own endpoint path is this server's endpoint.
 */
export function exportedEndpoint(repoURL: unknown, serverUrl: string): string {
  const setting = typeof repoURL === 'string' ? repoURL.trim() : '';
  if (!setting) throw new Error('The app has no SPARQL endpoint (its repoURL is empty): a static site would have nothing to ask.');
  if (/^https?:\/\//i.test(setting)) return new URL(setting).toString();
  const own = /^\/?api\/sparql\/([^/?#]+)\/?$/.exec(setting);
  const repo = own ? decodeURIComponent(own[1]!) : setting.replace(/^\/+|\/+$/g, '');
  return `${serverUrl.replace(/\/+$/, '')}/api/sparql/${encodeURIComponent(repo)}`;
}

/** The app's config as the static site loads it: queries to the endpoint's full URL. */
export function exportedConfig(app: Record<string, unknown>, serverUrl: string): Record<string, unknown> {
  const config: Record<string, unknown> = { ...app };
  for (const field of PLATFORM_FIELDS) delete config[field];
  const endpoint = exportedEndpoint(app.repoURL, serverUrl);
  config.repoURL = endpoint;
  // The viewer prefers localRepoURL on localhost; a static site has one endpoint wherever it is served.
  config.localRepoURL = endpoint;
  return config;
}

/**
 * index.html with addresses relative to itself (the build writes /assets/..., which deep links
 * of the platform need), so the folder works under any sub-path. Scripts and styles already load
 * their chunks relative to themselves (vite.config.ts, renderBuiltUrl).
 */
export function relativeIndexHtml(html: string): string {
  return html.replace(/(\s(?:src|href)=")\/(?!\/)/g, '$1./');
}

/** The settings script: static mode, and which app. */
export function staticSettingsScript(projectPath: string, viewerPath: string, snapshotUrl?: string): string {
  const settings = { mode: 'static', projectPath, viewerPath, configUrl: 'config.json', ...(snapshotUrl ? { snapshotUrl } : {}) };
  return `window.GRAFIEK_SETTINGS = ${JSON.stringify(settings)};\n`;
}

export interface SiteFile {
  /** Relative, with forward slashes. */
  path: string;
  content: Buffer;
}

/** The site's files: the build (index.html made relative), the settings script and the config. */
export function staticSiteFiles(input: StaticSiteInput): SiteFile[] {
  const index = path.join(input.webDir, 'index.html');
  if (!fs.existsSync(index)) throw new Error(`The web app is not built (no ${index}): run npm run build first.`);
  const config = exportedConfig(input.app, input.serverUrl);
  const files: SiteFile[] = [];
  // Runtimes served beside the build go only into the sites of apps with their widgets: Python's
  // (11 MB) for a Python widget, Cesium's (4 MB) for a globe.
  const appText = JSON.stringify(input.app);
  const usesPython = /"widget":\s*"BBPython/.test(appText);
  const usesCesium = /"widget":\s*"BBCesium/.test(appText);
  copyTree(input.webDir, '', (relative, content) => {
    if (!usesPython && relative.startsWith('pyodide/')) return;
    if (!usesCesium && relative.startsWith('cesium/')) return;
    files.push({ path: relative, content: relative === 'index.html' ? Buffer.from(relativeIndexHtml(content.toString('utf8'))) : content });
  });
  files.push({ path: 'grafiek-settings.js', content: Buffer.from(staticSettingsScript(input.projectPath, input.viewerPath)) });
  files.push({ path: 'config.json', content: Buffer.from(`${JSON.stringify(config, null, 2)}\n`) });
  return files;
}

/** Writes the site into `outDir` (created; files already there with the same names are replaced). */
export function writeStaticSite(input: StaticSiteInput, outDir: string): { files: number; bytes: number } {
  const files = staticSiteFiles(input);
  for (const file of files) {
    const target = path.join(outDir, file.path);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, file.content);
  }
  return { files: files.length, bytes: files.reduce((sum, file) => sum + file.content.length, 0) };
}

/**
 * Every file of the build a browser loads: not the pre-compressed copies (a static server makes
 * its own or sends the plain file), the bundler's manifest, or the widget catalogue of the editor.
 */
function copyTree(root: string, relative: string, visit: (relative: string, content: Buffer) => void): void {
  for (const entry of fs.readdirSync(path.join(root, relative), { withFileTypes: true })) {
    const child = relative ? `${relative}/${entry.name}` : entry.name;
    if (entry.isDirectory()) {
      if (child === '.vite') continue;
      copyTree(root, child, visit);
    } else if (entry.isFile() && !/\.(br|gz)$/.test(entry.name) && !child.startsWith('widget-catalogue.json')) {
      visit(child, fs.readFileSync(path.join(root, child)));
    }
  }
}
