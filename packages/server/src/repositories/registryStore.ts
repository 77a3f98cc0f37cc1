import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/database.js';
import { repositoryDefinitions } from '../db/schema.js';
import { repositoryDefinitionSchema, type RepositoryDefinition } from './repositoryDefinition.js';

/**
 * A repository as the registry keeps it: its definition and, for an embedded one in a shared
 * registry, the server whose data folder holds its store (undefined: this server's own folder).
 */
export interface RegistryEntry {
  definition: RepositoryDefinition;
  homeServer?: string | undefined;
}

/** Where the registry's definitions are kept. */
export interface RegistryStore {
  /** Where the definitions live, for messages. */
  readonly where: string;
  /** The stored entries; undefined when nothing was ever stored (a first start). */
  load(): Promise<RegistryEntry[] | undefined>;
  /** Stores the entries of the first start, unless another server stored its own first. */
  initialise(entries: RegistryEntry[]): Promise<void>;
  put(entry: RegistryEntry): Promise<void>;
  remove(name: string): Promise<void>;
}

const fileSchema = z.object({ repositories: z.array(repositoryDefinitionSchema) });

/** `repositories.json` in the data folder: the registry of a server of its own (the default). */
export class FileRegistryStore implements RegistryStore {
  private entries = new Map<string, RegistryEntry>();

  constructor(private readonly dataDir: string) {}

  get where() {
    return path.join(this.dataDir, 'repositories.json');
  }

  /** Synchronous, for the command-line tools that run beside a stopped server. */
  loadNow(): RegistryEntry[] | undefined {
    const file = this.where;
    if (!fs.existsSync(file)) return undefined;
    const parsed = fileSchema.safeParse(JSON.parse(fs.readFileSync(file, 'utf8')));
    if (!parsed.success) {
      throw new Error(`${file} is not valid: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
    }
    const entries = parsed.data.repositories.map((definition) => ({ definition }));
    this.entries = new Map(entries.map((entry) => [entry.definition.name, entry]));
    return entries;
  }

  async load() {
    return this.loadNow();
  }

  initialiseNow(entries: RegistryEntry[]) {
    this.entries = new Map(entries.map((entry) => [entry.definition.name, entry]));
    this.save();
  }

  async initialise(entries: RegistryEntry[]) {
    this.initialiseNow(entries);
  }

  async put(entry: RegistryEntry) {
    this.entries.set(entry.definition.name, entry);
    this.save();
  }

  async remove(name: string) {
    this.entries.delete(name);
    this.save();
  }

  private save() {
    fs.mkdirSync(this.dataDir, { recursive: true });
    const file = this.where;
    const tmp = `${file}.tmp`;
    const repositories = [...this.entries.values()].map((entry) => entry.definition).sort((a, b) => a.name.localeCompare(b.name));
    fs.writeFileSync(tmp, `${JSON.stringify({ repositories }, null, 2)}\n`, { mode: 0o600 });
    fs.renameSync(tmp, file);
  }
}

/**
 * The table `repository_definitions` of the platform's PostgreSQL database: the registry every
 * server of a deployment shares. `notify` runs in the same transaction as the change, so that the
 * other servers hear of it when (and only when) it is committed.
 */
export class DatabaseRegistryStore implements RegistryStore {
  readonly where = 'the table repository_definitions of the platform database';

  constructor(
    private readonly db: Db,
    private readonly notify: (tx: Db) => Promise<void>,
  ) {}

  async load(): Promise<RegistryEntry[] | undefined> {
    const rows = await this.db.select().from(repositoryDefinitions);
    if (rows.length === 0) return undefined;
    return rows.map((row) => {
      const parsed = repositoryDefinitionSchema.safeParse(row.definition);
      if (!parsed.success) {
        throw new Error(`Repository "${row.name}" in ${this.where} is not valid: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
      }
      return { definition: parsed.data, homeServer: row.homeServer ?? undefined };
    });
  }

  async initialise(entries: RegistryEntry[]) {
    if (entries.length === 0) return;
    await this.db.transaction(async (tx) => {
      // Two servers starting at once both find the table empty: the first one's rows win.
      await tx
        .insert(repositoryDefinitions)
        .values(entries.map((entry) => ({ name: entry.definition.name, definition: entry.definition, homeServer: entry.homeServer ?? null })))
        .onConflictDoNothing();
      await this.notify(tx as unknown as Db);
    });
  }

  async put(entry: RegistryEntry) {
    await this.db.transaction(async (tx) => {
      const row = { definition: entry.definition, homeServer: entry.homeServer ?? null, updatedAt: sql`now()` };
      await tx
        .insert(repositoryDefinitions)
        .values({ name: entry.definition.name, ...row })
        .onConflictDoUpdate({ target: repositoryDefinitions.name, set: row });
      await this.notify(tx as unknown as Db);
    });
  }

  async remove(name: string) {
    await this.db.transaction(async (tx) => {
      await tx.delete(repositoryDefinitions).where(eq(repositoryDefinitions.name, name));
      await this.notify(tx as unknown as Db);
    });
  }
}
