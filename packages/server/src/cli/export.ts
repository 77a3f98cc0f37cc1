import fs from 'node:fs';
import path from 'node:path';
import { serverPackageDir } from '../config.js';
import { DEFAULT_SNAPSHOT_LIMITS, recordSnapshot } from '../export/snapshotRecorder.js';
import { exportedEndpoint, staticSettingsScript, writeStaticSite } from '../export/staticSite.js';

// npm run export -- PROJECT APP OUT [--server URL] [--token TOKEN] [--snapshot [--snapshot-clicks N] [--snapshot-mb N]]
// Asks a running Grafiek server for the app (anonymously, so a public app, unless a token is
// given or GRAFIEK_TOKEN is set) and writes the static site into OUT; with --snapshot, also the
// answers the app needs at start and after the clicks a visitor can make (export/snapshotRecorder.ts).

const USAGE = 'usage: npm run export -- PROJECT APP OUT [--server http://localhost:3000] [--token TOKEN] [--snapshot [--snapshot-clicks 200] [--snapshot-mb 20]]';
const SWITCHES = ['snapshot'];

function parse(argv: readonly string[]) {
  const positional: string[] = [];
  const flags: Record<string, string> = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (SWITCHES.includes(arg.slice(2))) flags[arg.slice(2)] = 'true';
    else if (arg.startsWith('--')) {
      const value = argv[i + 1];
      if (value === undefined || value.startsWith('--')) throw new Error(`${arg} needs a value\n${USAGE}`);
      flags[arg.slice(2)] = value;
      i++;
    } else positional.push(arg);
  }
  if (positional.length !== 3) throw new Error(USAGE);
  const unknown = Object.keys(flags).filter((flag) => !['server', 'token', 'web-dir', 'snapshot', 'snapshot-clicks', 'snapshot-mb'].includes(flag));
  if (unknown.length > 0) throw new Error(`unknown option --${unknown[0]}\n${USAGE}`);
  const [project, app, out] = positional as [string, string, string];
  return {
    project,
    app,
    out: path.resolve(out),
    server: (flags.server ?? process.env.GRAFIEK_SERVER_URL ?? 'http://localhost:3000').replace(/\/+$/, ''),
    token: flags.token ?? process.env.GRAFIEK_TOKEN,
    webDir: path.resolve(flags['web-dir'] ?? path.join(serverPackageDir, '..', 'web', 'dist')),
    snapshot: flags.snapshot === 'true',
    snapshotLimits: {
      ...DEFAULT_SNAPSHOT_LIMITS,
      ...(flags['snapshot-clicks'] ? { clicks: positiveNumber('--snapshot-clicks', flags['snapshot-clicks']) } : {}),
      ...(flags['snapshot-mb'] ? { bytes: positiveNumber('--snapshot-mb', flags['snapshot-mb']) * 1024 * 1024 } : {}),
    },
  };
}

function positiveNumber(flag: string, text: string): number {
  const value = Number(text);
  if (!Number.isFinite(value) || value < 0) throw new Error(`${flag} needs a number, not "${text}"\n${USAGE}`);
  return value;
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
  const endpoint = exportedEndpoint(app.repoURL, options.server);
  process.stdout.write(
    `Exported ${options.project}/${options.app} to ${options.out}: ${files} files, ${(bytes / 1024 / 1024).toFixed(1)} MB.\n` +
      `Its queries go to ${endpoint}; serve the folder with any static web server.\n`,
  );
  if (options.snapshot) {
    const report = await recordSnapshot(options.out, endpoint, options.snapshotLimits);
    fs.writeFileSync(path.join(options.out, 'grafiek-settings.js'), staticSettingsScript(options.project, options.app, 'snapshot.json'));
    process.stdout.write(
      `Snapshot: ${report.answers} answers (${(report.bytes / 1024 / 1024).toFixed(1)} MB) after ${report.clicks} clicks; stopped: ${report.stoppedBy}` +
        `${report.leftOut > 0 ? `; ${report.leftOut} answers left out past --snapshot-mb` : ''}.\n` +
        'The site answers from the snapshot first and asks the endpoint for anything else.\n',
    );
  }
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
