import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { lockDirectory } from './directoryLock.js';
import { openRemoteRepository } from './remote/remoteRepository.js';
import type { Repository } from './repository.js';
import { repositoryDefinitionSchema, type RepositoryDefinition } from './repositoryDefinition.js';

export type OpenEmbedded = (options: { name: string; dir: string }) => Promise<Repository>;

const fileSchema = z.object({ repositories: z.array(repositoryDefinitionSchema) });

/** The repositories of the first start: the public embedded `demo` that the demonstrator fills. */
const initialDefinitions: RepositoryDefinition[] = [{ name: 'demo', kind: 'embedded', public: true, projects: [] }];

/**
 * The named repositories, declared in `repositories.json` in the data folder and managed by
 * superadmins through the API. Repositories open on first use and stay open.
 */
export class RepositoryRegistry {
  private readonly open = new Map<string, Promise<Repository>>();

  private constructor(
    private readonly dataDir: string,
    private definitionsByName: Map<string, RepositoryDefinition>,
    private readonly openEmbedded: OpenEmbedded,
  ) {}

  static load(dataDir: string, openEmbedded: OpenEmbedded) {
    const file = path.join(dataDir, 'repositories.json');
    let definitions = initialDefinitions;
    if (fs.existsSync(file)) {
      const parsed = fileSchema.safeParse(JSON.parse(fs.readFileSync(file, 'utf8')));
      if (!parsed.success) {
        throw new Error(`${file} is not valid: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
      }
      definitions = parsed.data.repositories;
    }
    const registry = new RepositoryRegistry(dataDir, new Map(definitions.map((d) => [d.name, d])), openEmbedded);
    if (!fs.existsSync(file)) registry.save();
    return registry;
  }

  definitions() {
    return [...this.definitionsByName.values()].sort((a, b) => a.name.localeCompare(b.name));
  }

  definition(name: string) {
    return this.definitionsByName.get(name);
  }

  /** The open repository; undefined when no repository has that name. */
  async get(name: string): Promise<Repository | undefined> {
    const def = this.definitionsByName.get(name);
    if (!def) return undefined;
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
    const previous = this.definitionsByName.get(def.name);
    if (previous) await this.closeOne(def.name);
    this.definitionsByName.set(def.name, def);
    this.save();
  }

  /** Forgets a repository; an embedded one's data is deleted too. */
  async remove(name: string) {
    const def = this.definitionsByName.get(name);
    if (!def) return false;
    await this.closeOne(name);
    this.definitionsByName.delete(name);
    this.save();
    if (def.kind === 'embedded') fs.rmSync(this.embeddedDir(name), { recursive: true, force: true });
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

  private save() {
    fs.mkdirSync(this.dataDir, { recursive: true });
    const file = path.join(this.dataDir, 'repositories.json');
    const tmp = `${file}.tmp`;
    fs.writeFileSync(tmp, `${JSON.stringify({ repositories: this.definitions() }, null, 2)}\n`, { mode: 0o600 });
    fs.renameSync(tmp, file);
  }
}
