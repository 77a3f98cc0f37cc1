import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseAppConfig } from '@grafiek/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database.js';
import { ensureFirstAdmin } from '../platform/firstAdmin.js';
import { openEmbeddedRepository } from '../repositories/embedded/embeddedRepository.js';
import { RepositoryRegistry } from '../repositories/repositoryRegistry.js';
import { testDatabaseKinds } from '../testing/testDatabases.js';
import { startTestServer, type TestServer } from '../testing/testServer.js';
import { demoAppConfig } from './app/demoAppConfig.js';
import { seedDemo } from './seed/seedDemo.js';
import { seedDemoApp } from './seed/seedDemoApp.js';
import { seedDemoData } from './seed/seedDemoData.js';

describe.each(testDatabaseKinds)('seeding the demo app on $name', (kind) => {
  let s: TestServer;
  beforeAll(async () => {
    if (!kind.skip) s = await startTestServer(kind);
  });
  afterAll(async () => s?.close());

  describe.skipIf(kind.skip)('', () => {
    it('creates the demo project with a public app that an anonymous visitor can open, and only once', async () => {
      expect(await seedDemoApp(s.database.db)).toEqual({ created: true, url: '/projects/demo/landregistratie' });
      const opened = await s.app.inject({ method: 'GET', url: '/api/projects/demo/viewers/landregistratie' });
      expect(opened.statusCode, opened.body).toBe(200);
      const app = opened.json();
      expect(app).toMatchObject({ title: 'Landregistratie-demonstrator', repoURL: 'demo', prejs: '', logoURL: '', public: true });
      expect(app.user).toEqual({ id: s.users.superadmin.id, name: 'superadmin user' });
      expect(app.infoMessage).toMatch(/synthetische gegevens/);
      expect(app.infoMessage).toMatch(/npm run demo:import/);

      expect(await seedDemoApp(s.database.db)).toEqual({ created: false, url: '/projects/demo/landregistratie' });
      const project = await s.app.inject({ method: 'GET', url: '/api/projects/demo' });
      expect(project.json().viewers.map((v: { path: string }) => v.path)).toEqual(['landregistratie']);
    });

    it('does not bring the app back after a superadmin deleted it', async () => {
      const { id } = (await s.app.inject({ method: 'GET', url: '/api/projects/demo/viewers/landregistratie' })).json();
      const deleted = await s.app.inject({ method: 'POST', url: '/api/delete-project', headers: s.auth('superadmin'), payload: { id } });
      expect(deleted.statusCode, deleted.body).toBe(200);
      expect(await seedDemoApp(s.database.db)).toEqual({ created: false });
      expect((await s.app.inject({ method: 'GET', url: '/api/projects/demo/viewers/landregistratie' })).statusCode).toBe(410);
    });
  });
});

describe('the demo app config', () => {
  it('is a valid app config that keeps nothing from the fixture it was modelled on', () => {
    const config = demoAppConfig();
    expect(parseAppConfig(config).ok).toBe(true);
    const text = JSON.stringify(config);
    expect(text).not.toMatch(/kadaster\.nl\/datasets|logos\/kadaster|withCredentials/);
    expect(text).not.toMatch(/PDOK grijs/);
  });
});

describe('the demo data at start', () => {
  let dataDir: string;
  let registry: RepositoryRegistry;
  afterAll(async () => {
    await registry?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('fills an empty demo repository with the generated graph, seeds the app, and leaves a filled repository alone', async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'grafiek-demo-seed-'));
    registry = RepositoryRegistry.load(dataDir, openEmbeddedRepository);
    const database = await openDatabase({ kind: 'pglite' });
    await ensureFirstAdmin(database.db);
    const messages: string[] = [];
    const seeded = await seedDemo(registry, database.db, (m) => messages.push(m));
    expect(seeded).toEqual({ url: '/projects/demo/landregistratie' });
    expect(messages.join('\n')).toMatch(/loaded the generated demo graph into repository "demo": [\d,]+ triples/);
    const repo = (await registry.get('demo'))!;
    const size = await repo.size();
    expect(size).toBeGreaterThan(100_000);

    const again = await seedDemoData(registry);
    expect(again).toEqual({ kind: 'kept', quads: size });
    await database.close();
  }, 120_000);

  it('skips a demo repository that an administrator made remote', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'grafiek-demo-remote-'));
    fs.writeFileSync(
      path.join(dir, 'repositories.json'),
      JSON.stringify({ repositories: [{ name: 'demo', kind: 'remote', public: true, projects: [], queryUrl: 'http://127.0.0.1:9/sparql' }] }),
    );
    const remote = RepositoryRegistry.load(dir, openEmbeddedRepository);
    expect(await seedDemoData(remote)).toEqual({ kind: 'skipped', reason: 'repository "demo" is not embedded' });
    await remote.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
