// Issue #12: the soak. 200 people use the demo app for 60 s, each from an address of its own
// (lib/soakHttp.mjs), making the calls their browser makes (lib/appVisit.mjs): the page and its
// scripts, the app config, the queries of the widgets that show, then the queries each click
// brings, with the clicked value in the {{variables}}; a fifth of them logged in. Meanwhile one
// writer, the first superadmin, saves an app again and again (version and 409 protocol) and
// inserts numbered triples into the demo repository. Reported: errors, p50 and p99 per kind of
// call, the server's memory before and after; then the server is killed with SIGKILL while the
// writer still writes, started again on its data folder, and every acknowledged write is looked for.
import { readFileSync } from 'node:fs';
import { startBenchServer } from '../lib/benchServer.mjs';
import { BENCH_PROJECT, demoAppRoute } from '../lib/demoApp.mjs';
import { appModel, resultRows, Visit } from '../lib/appVisit.mjs';
import { failedFigure } from '../lib/figure.mjs';
import { createApp } from '../lib/platformClient.mjs';
import { roundMs } from '../lib/queryLatency.mjs';
import { CallLog, HttpClient, loopbackAddress } from '../lib/soakHttp.mjs';
import { seededRandom } from '../lib/seededRandom.mjs';

/** @typedef {import('../lib/figure.mjs').Figure} Figure */
/** @typedef {import('../lib/soakHttp.mjs').HttpAnswer} HttpAnswer */

const WRITER_APP = 'soak-writer';
/** The writer's triples: <urn:grafiek:soak:write:N> soak:n N. */
const WRITE_PREDICATE = 'urn:grafiek:soak#n';
/** The writer's pause between two writes (it alternates a save and an update). */
const WRITE_PAUSE_MS = 250;
/** The viewers arrive one after another over the first seconds, not all in the same millisecond. */
const ARRIVAL_SECONDS = 10;
/** Every tenth save first sends the version before the current one, which must answer 409. */
const STALE_EVERY = 10;

/** @param {number} ms @param {() => boolean} [stop] */
async function sleep(ms, stop) {
  const end = Date.now() + ms;
  while (Date.now() < end && !stop?.()) await new Promise((resolve) => setTimeout(resolve, Math.min(200, end - Date.now())));
}

/** The server's resident memory in MB (10^6 bytes). @param {number | undefined} pid */
function rssMb(pid) {
  if (pid === undefined) throw new Error('the server is not running');
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  if (!match) throw new Error(`no VmRSS in /proc/${pid}/status`);
  return (Number(match[1]) * 1024) / 1e6;
}

/** Same-origin files the page names in script src and link href (scripts, module preloads, styles, icon). @param {string} html */
function pageFiles(html) {
  return [...new Set([...html.matchAll(/(?:src|href)="(\/[^"/][^"]*)"/g)].map((m) => /** @type {string} */ (m[1])))];
}

/** @param {HttpAnswer} answer */
const json = (answer) => /** @type {Record<string, unknown>} */ (JSON.parse(answer.body));

/**
 * @typedef {object} SoakSetup
 * @property {string} route The demo app's page, e.g. /projects/demo/landregistratie.
 * @property {string} configPath Its config in the API.
 * @property {string} repository The repository its widgets query.
 * @property {import('../lib/appVisit.mjs').AppModel} model
 * @property {string[]} files What the page loads.
 */

/**
 * One viewer: visits, each a page load and 3 to 8 clicks with 1 to 3 s between them, until `stop`.
 * @param {{ client: HttpClient, loggedIn: boolean, random: () => number, arrivalMs: number, setup: SoakSetup, log: CallLog, stop: () => boolean }} v
 */
async function viewer({ client, loggedIn, random, arrivalMs, setup, log, stop }) {
  await sleep(arrivalMs, stop);
  let cached = false;
  while (!stop()) {
    // The page; the hashed files under /assets/ come from the browser's cache after the first visit.
    const which = cached ? 'return visit' : 'first visit';
    const page = await log.record(`page, ${which}`, () => client.request('GET', setup.route, { accept: 'text/html', compressed: true }));
    const files = cached ? setup.files.filter((f) => !f.startsWith('/assets/')) : setup.files;
    await Promise.all(files.map((f) => log.record(`static file, ${which}`, () => client.request('GET', f, { accept: '*/*', compressed: true }))));
    cached = true;
    if (loggedIn) await log.record('me', () => client.request('GET', '/api/me'));
    const config = await log.record('app config', () => client.request('GET', setup.configPath));
    if (!page || !config) {
      await sleep(1000 + random() * 2000, stop);
      continue;
    }
    if (!/"mainArea"\s*:/.test(config.body)) log.error('app config', `app config: the answer has no mainArea: ${config.body.slice(0, 200)}`);
    const visit = new Visit(setup.model, random);
    await runDue(visit, client, setup.repository, log);
    const clicks = 3 + Math.floor(random() * 6);
    for (let c = 0; c < clicks && !stop(); c++) {
      await sleep(1000 + random() * 2000, stop);
      if (stop()) break;
      visit.click();
      await runDue(visit, client, setup.repository, log);
    }
  }
}

/** Sends the queries the page sends now, side by side as the widgets do. @param {Visit} visit @param {HttpClient} client @param {string} repository @param {CallLog} log */
async function runDue(visit, client, repository, log) {
  await Promise.all(
    visit.due().map(async ({ widget, text }) => {
      const kind = `query ${widget.label}`;
      const answer = await log.record(kind, () =>
        client.request('POST', `/api/sparql/${encodeURIComponent(repository)}`, {
          form: { query: text, infer: 'false', sameAs: 'false' },
          accept: 'application/sparql-results+json',
        }),
      );
      if (answer?.headers['x-grafiek-cache'] === 'hit') log.cacheHits++;
      const rows = answer ? resultRows(answer.body) : undefined;
      if (answer && !rows) log.error(kind, `${kind}: not a SPARQL JSON result: ${answer.body.slice(0, 200)}`);
      visit.rows.set(widget, rows ?? []);
    }),
  );
}

/**
 * The writer: alternately saves the writer app (with the version it holds; a 409 hands it the
 * current one) and inserts the next numbered triple, until the server is killed.
 * @param {{ client: HttpClient, appPath: string, app: Record<string, unknown>, log: CallLog, killing: () => boolean }} w
 */
async function writer({ client, appPath, app, log, killing }) {
  /** @type {{ save: number, version: number, subtitle: string }[]} */
  const saves = [];
  /** @type {number[]} */
  const triples = [];
  /** @type {string | undefined} what was being written when the server was killed */
  let inFlight;
  let staleRefused = 0;
  let version = /** @type {number} */ (app.version);
  const { project: _project, ...body } = app;
  /** @param {string} kind @param {() => Promise<HttpAnswer>} call @param {string} what */
  const send = async (kind, call, what) => {
    try {
      return await call();
    } catch (error) {
      if (killing()) {
        inFlight = what;
        return undefined;
      }
      log.error(kind, `${kind}: ${error instanceof Error ? error.message : String(error)}`);
      return undefined;
    }
  };
  for (let n = 1; !killing(); n++) {
    if (n % 2) {
      const save = (n + 1) / 2;
      const subtitle = `soak save ${save}`;
      if (save % STALE_EVERY === 0 && version > 1) {
        const stale = await send('save', () => client.request('PUT', appPath, { json: { ...body, subtitle: `stale ${save}`, version: version - 1 } }), `stale save ${save}`);
        if (stale && stale.status === 409 && /** @type {{ current?: { version?: number } }} */ (json(stale)).current?.version === version) staleRefused++;
        else if (stale) log.error('save', `save: a stale version answered ${stale.status}, not 409 with the current version: ${stale.body.slice(0, 200)}`);
      }
      const started = performance.now();
      const answer = await send('save', () => client.request('PUT', appPath, { json: { ...body, subtitle, version } }), `save ${save} (version ${version + 1})`);
      if (answer?.status === 200) {
        version = /** @type {number} */ (json(answer).version);
        saves.push({ save, version, subtitle });
        log.record('save', async () => ({ ...answer, ms: performance.now() - started }));
      } else if (answer?.status === 409) {
        // Nobody else saves this app: a conflict here is a fault; take the current version and go on.
        log.error('save', `save: 409 with nobody else saving: ${answer.body.slice(0, 200)}`);
        version = /** @type {{ current: { version: number } }} */ (json(answer)).current.version;
      } else if (answer) {
        log.error('save', `save: ${answer.status} ${answer.body.slice(0, 200)}`);
      }
    } else {
      const i = n / 2;
      const update = `INSERT DATA { <urn:grafiek:soak:write:${i}> <${WRITE_PREDICATE}> ${i} }`;
      const answer = await send('update', () => client.request('POST', '/api/sparql/demo', { form: { update } }), `update ${i}`);
      if (answer?.status === 204) {
        triples.push(i);
        log.record('update', async () => answer, [204]);
      } else if (answer) {
        log.error('update', `update: ${answer.status} ${answer.body.slice(0, 200)}`);
      }
    }
    await sleep(WRITE_PAUSE_MS, killing);
  }
  return { saves, triples, inFlight, staleRefused };
}

/**
 * After the restart: the writer app as stored, and which acknowledged triples are missing.
 * @param {HttpClient} client @param {string} appPath @param {Awaited<ReturnType<typeof writer>>} written
 */
async function lostWrites(client, appPath, written) {
  const app = await client.request('GET', appPath);
  if (app.status !== 200) throw new Error(`the writer app after the restart: ${app.status} ${app.body.slice(0, 200)}`);
  const stored = /** @type {{ version: number, subtitle?: string }} */ (json(app));
  const last = written.saves.at(-1);
  let savesLost = 0;
  let note = '';
  if (last) {
    if (stored.version < last.version) savesLost = written.saves.filter((s) => s.version > stored.version).length;
    else if (stored.version === last.version && stored.subtitle !== last.subtitle) savesLost = 1;
    else if (stored.version > last.version) note = ` (version ${stored.version}, "${stored.subtitle}": the save in flight at the kill was kept)`;
  }
  const query = `SELECT ?n WHERE { ?s <${WRITE_PREDICATE}> ?n } # nocache`;
  const answer = await client.request('POST', '/api/sparql/demo', { form: { query }, accept: 'application/sparql-results+json' });
  const rows = answer.status === 200 ? resultRows(answer.body) : undefined;
  if (!rows) throw new Error(`reading the writer's triples after the restart: ${answer.status} ${answer.body.slice(0, 200)}`);
  const present = new Set(rows.map((r) => Number(r.n)));
  const triplesLost = written.triples.filter((i) => !present.has(i));
  return { stored, savesLost, triplesLost, extra: present.size - (written.triples.length - triplesLost.length), note };
}

/** @type {import('../lib/figure.mjs').Scenario} */
export const soak = {
  name: 'soak',
  title: 'Soak: 200 viewers and a writer, then kill -9',
  notQuick: true,
  async run({ quick, log, scene }) {
    const viewers = quick ? 50 : 200;
    const loggedIn = viewers / 5;
    const seconds = quick ? 15 : 60;
    const arrival = quick ? ARRIVAL_SECONDS / 2 : ARRIVAL_SECONDS;
    const demo = await scene.demoData();
    const webDir = await scene.webDir();
    // A server of its own: the scenario kills it.
    const server = await startBenchServer({ repositories: [{ name: 'demo', file: demo.file }], webDir, restart: false, log });
    /** @type {HttpClient[]} */
    const clients = [];
    try {
      const admin = new HttpClient(server.url, undefined);
      admin.token = server.adminToken;
      clients.push(admin);

      // The demo app as its viewers get it, and what its page loads.
      const { route } = await demoAppRoute(server);
      const [, projectPath, appPath] = /** @type {RegExpExecArray} */ (/^\/projects\/([^/]+)\/([^/]+)$/.exec(route));
      const configPath = `/api/projects/${projectPath}/viewers/${appPath}`;
      const config = json(await admin.request('GET', configPath));
      const model = appModel(config);
      const repository = String(config.repoURL);
      const html = await admin.request('GET', route, { accept: 'text/html' });
      if (html.status !== 200) throw new Error(`the demo app's page answered ${html.status}`);
      /** @type {SoakSetup} */
      const setup = { route, configPath, repository, model, files: pageFiles(html.body) };
      log(`soak: ${route}, ${model.queries.length} query widgets, ${setup.files.length} files on the page`);

      // The writer's app: a copy of the demo app in the bench project.
      const { id: _id, version: _version, project: _project, user: _user, createdAt: _createdAt, ...copy } = config;
      await createApp(server, BENCH_PROJECT, { ...copy, path: WRITER_APP, title: 'Soak writer', public: false });
      const writerAppPath = `/api/projects/${BENCH_PROJECT}/viewers/${WRITER_APP}`;
      const writerApp = json(await admin.request('GET', writerAppPath));

      // The viewers, each from its own address; the logged-in ones with an account each.
      log(`soak: ${viewers} viewers (${loggedIn} logged in), accounts and logins`);
      /** @type {{ client: HttpClient, loggedIn: boolean, random: () => number, arrivalMs: number }[]} */
      const people = [];
      for (let i = 0; i < viewers; i++) {
        const client = new HttpClient(server.url, loopbackAddress(i));
        clients.push(client);
        const person = { client, loggedIn: i < loggedIn, random: seededRandom(i + 1), arrivalMs: ((i * 37) % viewers) * ((arrival * 1000) / viewers) };
        if (person.loggedIn) {
          const email = `soak-viewer-${i}@bench.grafiek.test`;
          const password = `soak-viewer-password-${i}`;
          const created = await admin.request('POST', '/api/users', { json: { name: `Soak viewer ${i}`, email, password, role: 'viewer' } });
          if (created.status !== 201) throw new Error(`creating ${email}: ${created.status} ${created.body.slice(0, 200)}`);
          const login = await client.request('POST', '/api/login', { json: { email, password } });
          if (login.status !== 200) throw new Error(`logging in as ${email} from ${loopbackAddress(i)}: ${login.status} ${login.body.slice(0, 200)}`);
          const token = json(login).token;
          if (typeof token !== 'string' || !token) throw new Error(`logging in as ${email} gave no token: ${login.body.slice(0, 200)}`);
          client.token = token;
        }
        people.push(person);
      }

      // A warm-up visit of ten clicks, so "before" is a server that has run every kind of call once.
      const warmLog = new CallLog();
      const warm = new Visit(model, seededRandom(0));
      await runDue(warm, admin, repository, warmLog);
      for (let c = 0; c < 10; c++) {
        warm.click();
        await runDue(warm, admin, repository, warmLog);
      }
      if (warmLog.errors) throw new Error(`the warm-up visit failed: ${warmLog.examples.join('; ')}`);
      const rssBefore = rssMb(server.pid());

      log(`soak: ${viewers} viewers and a writer for ${seconds} s`);
      const viewerLog = new CallLog();
      const writerLog = new CallLog();
      let rssPeak = rssBefore;
      const sampler = setInterval(() => {
        try {
          rssPeak = Math.max(rssPeak, rssMb(server.pid()));
        } catch {
          // the server is being killed
        }
      }, 1000);
      const started = performance.now();
      const end = Date.now() + seconds * 1000;
      const stop = () => Date.now() >= end;
      let killing = false;
      const writing = writer({ client: admin, appPath: writerAppPath, app: writerApp, log: writerLog, killing: () => killing });
      await Promise.all(people.map((p) => viewer({ ...p, setup, log: viewerLog, stop })));
      const loadSeconds = (performance.now() - started) / 1000;
      clearInterval(sampler);
      const rssAfter = rssMb(server.pid());
      rssPeak = Math.max(rssPeak, rssAfter);

      // kill -9 while the writer writes, then the same data folder again.
      log('soak: kill -9 while the writer writes, restart, look for every acknowledged write');
      killing = true;
      await server.crash();
      const written = await writing;
      /** @type {Figure[]} */
      const recovery = [];
      /** @type {string[]} */
      const recoveryDetails = [];
      try {
        const restarted = await server.relaunch();
        admin.retarget(restarted.url);
        const lost = await lostWrites(admin, writerAppPath, written);
        const demoAgain = await admin.request('GET', configPath);
        if (demoAgain.status !== 200) throw new Error(`the demo app after the restart: ${demoAgain.status}`);
        recovery.push(
          { id: 'restart-after-kill', label: 'start after kill -9 to the first answered query', value: roundMs(restarted.startMs), unit: 'ms' },
          { id: 'writes-lost', label: `acknowledged writes missing after kill -9 and restart (of ${written.saves.length + written.triples.length})`, value: lost.savesLost + lost.triplesLost.length, unit: 'writes' },
        );
        recoveryDetails.push(
          `After the restart the writer app is at version ${lost.stored.version} ("${lost.stored.subtitle}"); the last acknowledged save was version ${written.saves.at(-1)?.version ?? '—'}${lost.note}. Saves lost: ${lost.savesLost}.`,
          `Triples: ${written.triples.length} acknowledged, ${lost.triplesLost.length} missing${lost.triplesLost.length ? ` (${lost.triplesLost.slice(0, 20).join(', ')})` : ''}, ${lost.extra} present without an acknowledgement (only an update in flight at the kill may be).`,
          `In flight at the kill: ${written.inFlight ?? 'nothing (the writer was pausing)'}.`,
        );
      } catch (error) {
        recovery.push(failedFigure('writes-lost', 'acknowledged writes missing after kill -9 and restart', 'writes', error));
      }

      const requests = viewerLog.requests + writerLog.requests;
      /** @param {CallLog} from @param {string} id @param {string} label @param {(kind: string) => boolean} filter @returns {Figure[]} */
      const latency = (from, id, label, filter) => {
        const s = from.summary(filter);
        const ms = (/** @type {number | undefined} */ x) => (x === undefined ? null : roundMs(x));
        return [
          { id: `${id}-p50`, label: `${label}, p50 (${s.count.toLocaleString('en-US')} calls)`, value: ms(s.p50), unit: 'ms' },
          { id: `${id}-p99`, label: `${label}, p99`, value: ms(s.p99), unit: 'ms' },
        ];
      };
      /** @type {Figure[]} */
      const figures = [
        { id: 'viewers', label: `viewers (${loggedIn} logged in), each from its own address, for ${seconds} s`, value: viewers, unit: 'viewers' },
        { id: 'requests', label: 'requests of viewers and writer', value: requests, unit: 'requests' },
        { id: 'throughput', label: 'requests a second', value: Math.round(requests / loadSeconds), unit: 'req/s' },
        { id: 'errors', label: 'errors: failed requests, unexpected statuses, answers that are not results', value: viewerLog.errors + writerLog.errors, unit: 'errors' },
        ...latency(viewerLog, 'page', 'page (index.html)', (k) => k.startsWith('page')),
        ...latency(viewerLog, 'static', 'scripts, styles and icon of the page', (k) => k.startsWith('static file')),
        ...latency(viewerLog, 'me', 'logged-in session check (/api/me)', (k) => k === 'me'),
        ...latency(viewerLog, 'app-config', 'app config', (k) => k === 'app config'),
        ...latency(viewerLog, 'query', 'widget queries, all', (k) => k.startsWith('query ')),
        ...latency(writerLog, 'save', 'writer: app save (PUT with version)', (k) => k === 'save'),
        ...latency(writerLog, 'update', 'writer: SPARQL update (INSERT DATA)', (k) => k === 'update'),
        { id: 'rss-before', label: 'server resident memory before the load (after a warm-up visit)', value: Math.round(rssBefore), unit: 'MB' },
        { id: 'rss-peak', label: 'server resident memory, highest sampled (every second)', value: Math.round(rssPeak), unit: 'MB' },
        { id: 'rss-after', label: 'server resident memory when the load ended', value: Math.round(rssAfter), unit: 'MB' },
        { id: 'rss-growth', label: 'server resident memory growth, after − before', value: Math.round(rssAfter - rssBefore), unit: 'MB' },
        { id: 'saves', label: 'acknowledged app saves', value: written.saves.length, unit: 'writes' },
        { id: 'updates', label: 'acknowledged SPARQL updates', value: written.triples.length, unit: 'writes' },
        ...recovery,
      ];
      const details = [
        `${requests.toLocaleString('en-US')} requests in ${loadSeconds.toFixed(1)} s (${seconds} s and the calls still running then); ${viewers} viewers (${loggedIn} logged in with accounts of their own) arriving over the first ${arrival} s, 3 to 8 clicks a visit, 1 to 3 s between clicks; the writer pauses ${WRITE_PAUSE_MS} ms between writes.`,
        ...viewerLog.kinds().map((kind) => {
          const s = viewerLog.summary((k) => k === kind);
          return `${kind}: ${s.count} answered, ${s.errors} errors, p50 ${s.p50 === undefined ? '—' : roundMs(s.p50)} ms, p99 ${s.p99 === undefined ? '—' : roundMs(s.p99)} ms, longest ${s.max === undefined ? '—' : roundMs(s.max)} ms.`;
        }),
        `Widget queries answered from the answer cache (x-grafiek-cache: hit): ${viewerLog.cacheHits} of ${viewerLog.summary((k) => k.startsWith('query ')).count}.`,
        `Stale saves (every ${STALE_EVERY}th save first sends the previous version): ${written.staleRefused} refused with 409 and the current app, as they must be.`,
        ...recoveryDetails,
        ...[...viewerLog.examples, ...writerLog.examples].slice(0, 10).map((e) => `Error: ${e}`),
      ];
      return { figures, details };
    } finally {
      for (const client of clients) client.close();
      await server.stop();
    }
  },
};
