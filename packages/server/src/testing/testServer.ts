import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildServer } from '../app.js';
import { loadConfig, type ServerConfig } from '../config.js';
import type { Database } from '../db/database.js';
import type { Role } from '../db/schema.js';
import { createAccount } from '../platform/accounts.js';
import { createProject } from '../platform/projectsStore.js';
import type { RepositoryDefinition } from '../repositories/repositoryDefinition.js';
import { RepositoryRegistry, type OpenEmbedded } from '../repositories/repositoryRegistry.js';
import type { TestDatabaseKind } from './testDatabases.js';

export const password = 'correct horse battery';

/** The cast of the authorisation matrix: one user per role in project A, one editor of project B. */
export const personas = ['superadmin', 'admin', 'editor', 'viewer', 'otherProjectEditor'] as const;
export type Persona = (typeof personas)[number] | 'anonymous';

export interface TestServer {
  app: FastifyInstance;
  database: Database;
  config: ServerConfig;
  projectA: { id: string; path: string; title: string };
  projectB: { id: string; path: string; title: string };
  users: Record<(typeof personas)[number], { id: string; email: string; token: string }>;
  /** Authorization header for a persona ({} for anonymous). */
  auth(persona: Persona): Record<string, string>;
  close(): Promise<void>;
}

export interface TestServerOptions {
  /** Repository definitions written to repositories.json before start (default: the demo only). */
  repositories?: RepositoryDefinition[];
  openEmbedded?: OpenEmbedded;
}

const noEmbedded: OpenEmbedded = async () => {
  throw new Error('this test server has no embedded repositories');
};

export async function startTestServer(
  kind: TestDatabaseKind,
  env: Record<string, string> = {},
  options: TestServerOptions = {},
): Promise<TestServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'grafiek-test-'));
  const config = loadConfig({
    GRAFIEK_DATA_DIR: dataDir,
    GRAFIEK_WEB_DIR: path.join(dataDir, 'no-web'),
    GRAFIEK_LOGIN_RATE_LIMIT: '1000',
    ...env,
  });
  if (options.repositories) {
    fs.writeFileSync(path.join(dataDir, 'repositories.json'), JSON.stringify({ repositories: options.repositories }));
  }
  const registry = RepositoryRegistry.load(dataDir, options.openEmbedded ?? noEmbedded);
  const database = await kind.open();
  const app = await buildServer({ config, database, registry, logger: false });
  await app.ready();

  const db = database.db;
  const projectA = (await createProject(db, { title: 'Alpha project', path: 'alpha' }))!;
  const projectB = (await createProject(db, { title: 'Beta project', path: 'beta' }))!;
  const cast: Record<(typeof personas)[number], { role: Role; projectId: string | null }> = {
    superadmin: { role: 'superadmin', projectId: null },
    admin: { role: 'admin', projectId: projectA.id },
    editor: { role: 'editor', projectId: projectA.id },
    viewer: { role: 'viewer', projectId: projectA.id },
    otherProjectEditor: { role: 'editor', projectId: projectB.id },
  };
  const users = {} as TestServer['users'];
  for (const persona of personas) {
    const email = `${persona.toLowerCase()}@example.org`;
    const account = await createAccount(db, { email, name: `${persona} user`, password, ...cast[persona] });
    const login = await app.inject({ method: 'POST', url: '/api/login', payload: { email, password } });
    users[persona] = { id: account.id, email, token: login.json().token };
  }
  const strip = (p: typeof projectA) => ({ id: p.id, path: p.path, title: p.title });
  return {
    app,
    database,
    config,
    projectA: strip(projectA),
    projectB: strip(projectB),
    users,
    auth: (persona): Record<string, string> =>
      persona === 'anonymous' ? {} : { authorization: `Bearer ${users[persona].token}` },
    async close() {
      await app.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
