import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../testing/testDatabases.js';
import { startTestServer, type TestServer } from '../testing/testServer.js';
import { serverSetFields } from './appsStore.js';

const fixturesDir = new URL('../../../../../shared/fixtures/configs/', import.meta.url);
const fixtures = fs.readdirSync(fixturesDir).filter((f) => f.endsWith('.json'));

/** The JSON text without the fields a save sets, keys in their stored order. */
function withoutServerFields(config: Record<string, unknown>) {
  const copy: Record<string, unknown> = { ...config };
  for (const field of serverSetFields) delete copy[field];
  return JSON.stringify(copy);
}

describe.each(testDatabaseKinds)('saving apps on $name', (kind) => {
  let s: TestServer;
  beforeAll(async () => {
    if (!kind.skip) s = await startTestServer(kind);
  });
  afterAll(async () => s?.close());

  describe.skipIf(kind.skip)('', () => {
    it('finds the fixture configs', () => {
      expect(fixtures.length).toBeGreaterThanOrEqual(2);
    });

    it.each(fixtures)('%s is stored and read back unchanged, key order and unknown keys included', async (file) => {
      const original = JSON.parse(fs.readFileSync(new URL(file, fixturesDir), 'utf8')) as Record<string, unknown>;
      const { project: _project, ...body } = original; // the web app sends a viewer without its project
      const created = await s.app.inject({ method: 'POST', url: '/api/projects/alpha/viewers', headers: s.auth('editor'), payload: body });
      expect(created.statusCode, created.body).toBe(201);
      const read = await s.app.inject({ method: 'GET', url: `/api/projects/alpha/viewers/${original.path}`, headers: s.auth('viewer') });
      expect(read.statusCode).toBe(200);
      const stored = read.json() as Record<string, unknown>;
      expect(withoutServerFields(stored)).toBe(withoutServerFields(body));
      expect(stored).toMatchObject({ path: original.path, project: { path: 'alpha', title: 'Alpha project' }, version: 1 });
      expect(stored.user).toEqual({ id: s.users.editor.id, name: 'editor user' });

      // Saving what was read changes nothing but the version.
      const saved = await s.app.inject({
        method: 'PUT',
        url: `/api/projects/alpha/viewers/${original.path}`,
        headers: s.auth('editor'),
        payload: stored,
      });
      expect(saved.statusCode, saved.body).toBe(200);
      const again = (await s.app.inject({ method: 'GET', url: `/api/projects/alpha/viewers/${original.path}`, headers: s.auth('viewer') })).json();
      expect(again.version).toBe(2);
      expect(withoutServerFields(again)).toBe(withoutServerFields(body));
      expect(Object.keys(again)).toEqual(Object.keys(stored));
    });

    it('widget options of any JSON shape are stored and read back byte for byte, on create and on save', async () => {
      // Options belong to the widgets; the server checks only the config's structure.
      const body = {
        path: 'shapes',
        title: 'Shapes',
        mainArea: {
          widget: 'SplitLayout',
          direction: 'row',
          areaSizes: ['1', 2],
          areas: [
            { widget: 'BBEChart', color: ['V', '#ff4444'], customStyling: false, zoom: 'sometimes', charttype: { kind: 'bar' } },
            { widget: 'Table', title: 42, query: ['SELECT', '*'], paginationPageSize: 'twenty', hidden: { when: 'never' } },
            { widget: 'Tab', tabs: [7, { label: ['x'] }, 'Map'], icons: { first: 'map' }, areas: [null, {}] },
          ],
        },
        footer: { widget: 'BBHTML', text: 0, nothing: null },
      };
      const created = await s.app.inject({ method: 'POST', url: '/api/projects/alpha/viewers', headers: s.auth('editor'), payload: body });
      expect(created.statusCode, created.body).toBe(201);
      const read = await s.app.inject({ method: 'GET', url: '/api/projects/alpha/viewers/shapes', headers: s.auth('viewer') });
      expect(read.statusCode).toBe(200);
      expect(withoutServerFields(JSON.parse(read.body) as Record<string, unknown>)).toBe(withoutServerFields(body));

      const changed = { ...body, mainArea: { ...body.mainArea, areas: [...body.mainArea.areas, { widget: 'List', multipleselect: ['yes'] }] } };
      const saved = await s.app.inject({
        method: 'PUT',
        url: '/api/projects/alpha/viewers/shapes',
        headers: s.auth('editor'),
        payload: { ...changed, version: created.json().version },
      });
      expect(saved.statusCode, saved.body).toBe(200);
      const again = await s.app.inject({ method: 'GET', url: '/api/projects/alpha/viewers/shapes', headers: s.auth('viewer') });
      expect(withoutServerFields(JSON.parse(again.body) as Record<string, unknown>)).toBe(withoutServerFields(changed));
    });

    it('of concurrent saves of one version exactly one wins; the others get 409 with the winner, and nothing is lost', async () => {
      const path = 'contested';
      const created = await s.app.inject({
        method: 'POST',
        url: '/api/projects/alpha/viewers',
        headers: s.auth('editor'),
        payload: { path, title: 'Start', mainArea: { direction: 'column', areas: [] } },
      });
      const base = created.json().version as number;
      const attempts = Array.from({ length: 8 }, (_, i) =>
        s.app.inject({
          method: 'PUT',
          url: `/api/projects/alpha/viewers/${path}`,
          headers: s.auth(i % 2 ? 'editor' : 'admin'),
          payload: { title: `Edit ${i}`, version: base, note: `author ${i}` },
        }),
      );
      const results = await Promise.all(attempts);
      const winners = results.filter((r) => r.statusCode === 200);
      const losers = results.filter((r) => r.statusCode === 409);
      expect(winners).toHaveLength(1);
      expect(losers).toHaveLength(7);
      const winner = winners[0]!.json();
      const final = (await s.app.inject({ method: 'GET', url: `/api/projects/alpha/viewers/${path}`, headers: s.auth('editor') })).json();
      expect(final.version).toBe(base + 1);
      expect(final.title).toBe(winner.title);
      expect(final.note).toBe(winner.note);
      for (const loser of losers) {
        const body = loser.json();
        expect(body.message).toMatch(/changed by someone else/);
        // The loser learns what is there now, so the author can reload or overwrite knowingly.
        expect(body.current.version).toBeGreaterThanOrEqual(base);
      }
      // A loser that overwrites knowingly, based on the current version, succeeds.
      const overwrite = await s.app.inject({
        method: 'PUT',
        url: `/api/projects/alpha/viewers/${path}`,
        headers: s.auth('editor'),
        payload: { title: 'Mine after all', version: final.version },
      });
      expect(overwrite.statusCode).toBe(200);
      expect(overwrite.json().version).toBe(base + 2);
    });

    it('a second POST for the same path answers 409 and keeps the first', async () => {
      const first = await s.app.inject({ method: 'POST', url: '/api/projects/alpha/viewers', headers: s.auth('editor'), payload: { path: 'twice', title: 'First' } });
      const second = await s.app.inject({ method: 'POST', url: '/api/projects/alpha/viewers', headers: s.auth('admin'), payload: { path: 'twice', title: 'Second' } });
      expect(first.statusCode).toBe(201);
      expect(second.statusCode).toBe(409);
      const read = (await s.app.inject({ method: 'GET', url: '/api/projects/alpha/viewers/twice', headers: s.auth('editor') })).json();
      expect(read.title).toBe('First');
    });

    it('the project list shows apps sorted by title with owner and flags, and only public ones to strangers', async () => {
      for (const [path, title, isPublic] of [['zz1', 'Zeta', true], ['aa1', 'Aardvark', false], ['mm1', 'Mid', 'true']] as const) {
        await s.app.inject({ method: 'POST', url: '/api/projects/alpha/viewers', headers: s.auth('editor'), payload: { path, title, public: isPublic, noConfigCache: true } });
      }
      const mine = (await s.app.inject({ method: 'GET', url: '/api/projects/alpha', headers: s.auth('viewer') })).json();
      const titles = mine.viewers.map((v: { title: string }) => v.title);
      expect(titles).toEqual([...titles].sort((a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' }) || 0));
      expect(mine.viewers.find((v: { path: string }) => v.path === 'aa1')).toMatchObject({
        public: false,
        noConfigCache: true,
        user: { id: s.users.editor.id, name: 'editor user' },
        canDelete: false,
      });
      const strangers = (await s.app.inject({ method: 'GET', url: '/api/projects/alpha' })).json();
      const paths = strangers.viewers.map((v: { path: string }) => v.path);
      expect(paths).toContain('zz1');
      expect(paths).toContain('mm1');
      expect(paths).not.toContain('aa1');
    });
  });
});
