// What several scenarios share, made once per run and only when a scenario asks for it: the
// demo data file, a started server holding it, and the demo app on that server.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startBenchServer } from './benchServer.mjs';
import { writeDemoData } from './demoData.mjs';
import { demoAppRoute } from './demoApp.mjs';
import { snapshotWebDist } from './webSnapshot.mjs';
import { writeRowsData, ROWS_REPOSITORY } from '../data/rowsData.mjs';
import { writeTreeData, TREE_REPOSITORY } from '../data/treeData.mjs';

export class BenchScene {
  /** @type {Promise<import('./demoData.mjs').DemoData> | undefined} */
  #demoData;
  /** @type {Promise<import('./benchServer.mjs').BenchServer> | undefined} */
  #server;
  /** @type {Promise<import('./demoApp.mjs').DemoAppRoute> | undefined} */
  #demoApp;
  /** @type {Promise<string> | undefined} */
  #webDir;

  /**
   * @param {(message: string) => void} log
   * @param {{ rowsRepository: boolean, treeRepository?: boolean, restart: boolean }} needs Whether the
   *   server also holds the 100,000-row repository and the 50,000-item tree repository, and whether
   *   it is started twice to time a restart.
   */
  constructor(log, needs) {
    this.log = log;
    this.needs = needs;
    /** Scratch files of this run, removed by close(). */
    this.workDir = mkdtempSync(path.join(tmpdir(), 'grafiek-bench-work-'));
  }

  demoData() {
    this.#demoData ??= (async () => {
      this.log('writing the demo data');
      return writeDemoData(path.join(this.workDir, 'demo.nt'));
    })();
    return this.#demoData;
  }

  /** This run's copy of the built web app (see webSnapshot.mjs). */
  webDir() {
    this.#webDir ??= snapshotWebDist(path.join(this.workDir, 'web'));
    return this.#webDir;
  }

  /** The built server with `demo` filled (and the rows and tree repositories when a scenario needs them). */
  server() {
    this.#server ??= (async () => {
      const demo = await this.demoData();
      const repositories = [{ name: 'demo', file: demo.file }];
      if (this.needs.rowsRepository) {
        const file = path.join(this.workDir, 'rows.nt');
        await writeRowsData(file);
        repositories.push({ name: ROWS_REPOSITORY, file });
      }
      if (this.needs.treeRepository) {
        const file = path.join(this.workDir, 'tree.nt');
        await writeTreeData(file);
        repositories.push({ name: TREE_REPOSITORY, file });
      }
      const webDir = await this.webDir();
      const server = await startBenchServer({ repositories, webDir, restart: this.needs.restart, log: this.log });
      this.log(`server at ${server.url}${server.restartMs === undefined ? '' : `, restarted in ${Math.round(server.restartMs)} ms to the first answer`}`);
      return server;
    })();
    return this.#server;
  }

  /** The demo app on the server: its viewer route and which app it is. */
  demoApp() {
    this.#demoApp ??= (async () => demoAppRoute(await this.server()))();
    return this.#demoApp;
  }

  async close() {
    const server = await this.#server?.catch(() => undefined);
    await server?.stop();
    rmSync(this.workDir, { recursive: true, force: true });
  }
}
