import path from 'node:path';
import { serverPackageDir } from '../config.js';
import { exportedEndpoint, writeStaticSite } from '../export/staticSite.js';

// npm run export -- PROJECT APP OUT [--server URL] [--token TOKEN]
// Asks a running Grafiek server for the app (anonymously, so a public app, unless a token is
// given or GRAFIEK_TOKEN is set) and writes the static site into OUT.

const USAGE = 'usage: npm run export -- PROJECT APP OUT [--server http://localhost:3000] [--token TOKEN]';

function parse(argv: readonly string[]) {
  const positional: string[] = [];
  const flags: Record<string, string> = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg.startsWith('--')) {
      const value = argv[i + 1];
      if (value === undefined || value.startsWith('--')) throw new Error(`${arg} needs a value\n${USAGE}`);
      flags[arg.slice(2)] = value;
      i++;
    } else positional.push(arg);
  }
  if (positional.length !== 3) throw new Error(USAGE);
  const unknown = Object.keys(flags).filter((flag) => !['server', 'token', 'web-dir'].includes(flag));
  if (unknown.length > 0) throw new Error(`unknown option --${unknown[0]}\n${USAGE}`);
  const [project, app, out] = positional as [string, string, string];
  return {
    project,
    app,
    out: path.resolve(out),
    server: (flags.server ?? process.env.GRAFIEK_SERVER_URL ?? 'http://localhost:3000').replace(/\/+$/, ''),
    token: flags.token ?? process.env.GRAFIEK_TOKEN,
    webDir: path.resolve(flags['web-dir'] ?? path.join(serverPackageDir, '..', 'web', 'dist')),
  };
}

async function main(): Promise<number> {
  const options = parse(process.argv.slice(2));
  const url = `${options.server}/api/projects/${encodeURIComponent(options.project)}/viewers/${encodeURIComponent(options.app)}`;
  let response: Response;
  try {
    response = await fetch(url, { headers: { Accept: 'application/json', ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}) } });
  } catch (error) {
    throw new Error(`Grafiek at ${options.server} does not answer (${(error as Error).message}); start it (npm start) or pass --server.`);
  }
  if (response.status === 401 || response.status === 403) {
    throw new Error(`The app ${options.project}/${options.app} is not public: pass --token (a platform login token) to export it.`);
  }
  if (response.status === 404) throw new Error(`There is no app ${options.app} in project ${options.project} at ${options.server}.`);
  if (!response.ok) throw new Error(`Grafiek answered ${response.status}: ${await response.text()}`);
  const app = (await response.json()) as Record<string, unknown>;
  const { files, bytes } = writeStaticSite({ webDir: options.webDir, app, projectPath: options.project, viewerPath: options.app, serverUrl: options.server }, options.out);
  process.stdout.write(
    `Exported ${options.project}/${options.app} to ${options.out}: ${files} files, ${(bytes / 1024 / 1024).toFixed(1)} MB.\n` +
      `Its queries go to ${exportedEndpoint(app.repoURL, options.server)}; serve the folder with any static web server.\n`,
  );
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
