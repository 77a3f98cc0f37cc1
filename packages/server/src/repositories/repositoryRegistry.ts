import fs from 'node:fs';
import path from 'node:path';
import type { Db } from '../db/database.js';
import { HttpError } from '../http/httpError.js';
import { lockDirectory } from './directoryLock.js';
import { DatabaseRegistryStore, FileRegistryStore, type RegistryEntry, type RegistryStore } from './registryStore.js';
import { openRemoteRepository } from './remote/remoteRepository.js';
import type { Repository } from './repository.js';
import type { RepositoryDefinition } from './repositoryDefinition.js';

export type OpenEmbedded = (options: { name: string; dir: string }) => Promise<Repository>;

/** The repositories of the first start: the public embedded `demo` that the demonstrator fills. */
const initialDefinitions: RepositoryDefinition[] = [{ name: 'demo', kind: 'embedded', public: true, projects: [] }];

/**
 * The named repositories, managed by superadmins through the API. A server of its own keeps them
 * in `repositories.json` in its data folder; servers over one PostgreSQL database share them in
 * that database (`RepositoryRegistry.shared`), each reloading when another one changes them.
 * Repositories open on first use and stay open.
 */
export class RepositoryRegistry {
  private readonly open = new Map<string, Promise<Repository>>();

  private constructor(
    private readonly dataDir: string,
    private entries: Map<string, RegistryEntry>,
    private readonly openEmbedded: OpenEmbedded,
    private readonly store: RegistryStore,
    /** In a shared registry: this server's name (GRAFIEK_SERVER_NAME), the home of the embedded repositories it makes. */
    private readonly serverName?: string,
  ) {}

  /** The registry of `repositories.json` in the data folder (made with the demo repository on a first start). */
  static load(dataDir: string, openEmbedded: OpenEmbedded) {
    const store = new FileRegistryStore(dataDir);
    let entries = store.loadNow();
    if (!entries) {
      entries = initialDefinitions.map((definition) => ({ definition }));
      store.initialiseNow(entries);
    }
    return new RepositoryRegistry(dataDir, byName(entries), openEmbedded, store);
  }

  /**
   * The registry shared through the platform's PostgreSQL database. The first server over an empty
   * table brings its own `repositories.json` (a server that ran alone before) or the first start's
   * demo repository; embedded repositories are at home on the server that brought or made them.
   * `notify` tells the other servers of a change, in the change's transaction.
   */
  static async shared(options: { dataDir: string; openEmbedded: OpenEmbedded; db: Db; serverName: string; notify: (tx: Db) => Promise<void> }) {
    const store = new DatabaseRegistryStore(options.db, options.notify);
    let entries = await store.load();
    if (!entries) {
      const local = new FileRegistryStore(options.dataDir).loadNow() ?? initialDefinitions.map((definition) => ({ definition }));
      await store.initialise(local.map(({ definition }) => ({ definition, homeServer: definition.kind === 'embedded' ? options.serverName : undefined })));
      entries = (await store.load()) ?? [];
    }
    return new RepositoryRegistry(options.dataDir, byName(entries), options.openEmbedded, store, options.serverName);
  }

  /**
   * Reads a shared registry again after another server changed it: a repository whose definition
   * changed is closed (and opens anew on its next use); an embedded one removed elsewhere whose
   * store is on this server's disk is deleted here.
   */
  async reload() {
    const next = byName((await this.store.load()) ?? []);
    const previous = this.entries;
    this.entries = next;
    for (const [name, entry] of previous) {
      const now = next.get(name);
      if (now && JSON.stringify(now) === JSON.stringify(entry)) continue;
      await this.closeOne(name);
      if (!now && entry.definition.kind === 'embedded' && this.isHome(entry)) fs.rmSync(this.embeddedDir(name), { recursive: true, force: true });
    }
  }

  definitions() {
    return [...this.entries.values()].map((entry) => entry.definition).sort((a, b) => a.name.localeCompare(b.name));
  }

  definition(name: string) {
    return this.entries.get(name)?.definition;
  }

  /**
   * Whether this server serves the repository: every remote one; an embedded one only on the
   * server whose data folder holds its store.
   */
  servesHere(name: string) {
    const entry = this.entries.get(name);
    return !!entry && this.isHome(entry);
  }

  private isHome(entry: RegistryEntry) {
    return entry.definition.kind !== 'embedded' || !entry.homeServer || entry.homeServer === this.serverName;
  }

  /**
   * The open repository; undefined when no repository has that name. An embedded repository of
   * another server of the deployment is a 421 that names the server and the way out.
   */
  async get(name: string): Promise<Repository | undefined> {
    const entry = this.entries.get(name);
    if (!entry) return undefined;
    const def = entry.definition;
    if (!this.isHome(entry)) {
      throw new HttpError(
        421,
        `Repository "${name}" is embedded: its store is in the data folder of server "${entry.homeServer}", and only that server serves it. ` +
          'With several servers, keep the data in a remote store (Virtuoso, QLever, GraphDB, Fuseki) that every server reaches: see docs/deploy.md.',
      );
    }
    let repo = this.open.get(name);
    if (!repo) {
      repo = def.kind === 'embedded' ? this.openLocked(name) : Promise.resolve(openRemoteRepository(def));
      this.open.set(name, repo);
      repo.catch(() => this.open.delete(name));
    }
    return repo;
  }

  private async openLocked(name: string): Promise<Repository> {
    const dir = this.embeddedDir(name);
    const unlock = lockDirectory(dir, `Repository "${name}"`);
    try {
      const repo = await this.openEmbedded({ name, dir });
      return {
        ...repo,
        name: repo.name,
        kind: repo.kind,
        query: (r) => repo.query(r),
        update: (r) => repo.update(r),
        load: (r) => repo.load(r),
        size: () => repo.size(),
        close: async () => {
          try {
            await repo.close();
          } finally {
            unlock();
          }
        },
      };
    } catch (error) {
      unlock();
      throw error;
    }
  }

  async put(def: RepositoryDefinition) {
    const previous = this.entries.get(def.name);
    if (previous) await this.closeOne(def.name);
    // An embedded repository stays at home where its store is; a new one is at home here.
    const homeServer = def.kind === 'embedded' && this.serverName ? (previous?.definition.kind === 'embedded' && previous.homeServer) || this.serverName : undefined;
    const entry = { definition: def, homeServer };
    await this.store.put(entry);
    this.entries.set(def.name, entry);
  }

  /** Forgets a repository; an embedded one's data is deleted too (by the server that holds it). */
  async remove(name: string) {
    const entry = this.entries.get(name);
    if (!entry) return false;
    await this.closeOne(name);
    await this.store.remove(name);
    this.entries.delete(name);
    if (entry.definition.kind === 'embedded' && this.isHome(entry)) fs.rmSync(this.embeddedDir(name), { recursive: true, force: true });
    return true;
  }

  async close() {
    await Promise.all([...this.open.keys()].map((name) => this.closeOne(name)));
  }

  private async closeOne(name: string) {
    const repo = this.open.get(name);
    this.open.delete(name);
    if (repo) await (await repo.catch(() => undefined))?.close();
  }

  private embeddedDir(name: string) {
    return path.join(this.dataDir, 'repositories', name);
  }
}

function byName(entries: RegistryEntry[]) {
  return new Map(entries.map((entry) => [entry.definition.name, entry]));
}
