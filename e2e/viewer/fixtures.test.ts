import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshot } from '../harness/browser.js';
import { viewerScene, type ViewerScene } from './viewerScene.js';

const fixturesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../shared/fixtures/configs');
const fixtures = readdirSync(fixturesDir).filter((name) => name.endsWith('.json'));

let scene: ViewerScene;
beforeAll(async () => {
  scene = await viewerScene();
});
afterAll(async () => {
  await scene?.close();
});

describe('every fixture config opens in the viewer', () => {
  it('has fixtures to open', () => {
    expect(fixtures.length).toBeGreaterThan(0);
  });

  it.each(fixtures)('%s opens without a crash, unknown widget types shown as placeholders', async (name) => {
    const config = JSON.parse(readFileSync(path.join(fixturesDir, name), 'utf8')) as Record<string, unknown>;
    const { id: _id, project: _project, user: _user, createdAt: _createdAt, ...rest } = config;
    const appPath = `fx${fixtures.indexOf(name)}aa`.slice(0, 5);
    // The app as saved in its own product, pointed at this server's demo repository, plus a
    // widget type that no version has, which must show as a placeholder.
    const mainArea = { widget: 'SplitLayout', direction: 'column', areaSizes: ['1', '140px'], areas: [rest.mainArea, { widget: 'BBNoSuchWidget' }] };
    await scene.superadmin.createApp('kadaster', { ...rest, path: appPath, title: String(rest.title), repoURL: 'demo', prejs: '', public: true, mainArea });

    const page = await scene.pageAs(null);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`/projects/kadaster/${appPath}`);
    await screenshot(page, `fixture-${name.replace(/\.json$/, '')}-opening`);
    await page.locator('[data-widget="BBNoSuchWidget"]').getByText('BBNoSuchWidget').waitFor({ state: 'attached' });
    // Every widget frame settles: the app's own widgets are there (more than the two split
    // layouts and the placeholder, which show before the app's widget code has arrived), no widget
    // stays loading for ever, none takes the page down.
    await page.waitForFunction(
      () => {
        const frames = [...document.querySelectorAll('[data-widget]')];
        return frames.length > 3 && frames.every((el) => el.getAttribute('data-state') !== 'loading');
      },
      undefined,
      { timeout: 60_000 },
    );
    const crashed = await page.$$eval('[data-widget][data-error]', (els) =>
      els.map((el) => `${el.getAttribute('data-widget')}: ${el.getAttribute('data-error')}`).filter((text) => / failed: /.test(text) || /is not a function|undefined/.test(text)),
    );
    expect(crashed).toEqual([]);
    expect(errors).toEqual([]);
    expect(await page.locator('[data-widget]').count()).toBeGreaterThan(3);
    await screenshot(page, `fixture-${name.replace(/\.json$/, '')}`);
  });
});

interface CatalogueEntry {
  type: string;
  layout: boolean;
  options: { key: string }[];
}

describe('any JSON in any widget option', () => {
  // Real configs hold lists, objects, numbers and false where a widget expects text. Each seed is
  // one app with every data widget, every option given an arbitrary JSON value.
  it.each([1, 2])('is stored as sent, read back byte for byte, and opens with no page error (seed %i)', async (seed) => {
    const catalogue = (await (await fetch(`${scene.server.url}/widget-catalogue.json`)).json()) as { widgets: CatalogueEntry[] };
    const widgets = catalogue.widgets.filter((widget) => !widget.layout);
    expect(widgets.length).toBeGreaterThan(10);
    const values = fc.sample(fc.jsonValue({ maxDepth: 2 }), { numRuns: 500, seed });
    let next = 0;
    const areas = widgets.map((widget) => ({
      widget: widget.type,
      ...Object.fromEntries(widget.options.filter((option) => option.key !== 'areas' && option.key !== 'tabs').map((option) => [option.key, values[next++ % values.length]])),
    }));
    const appPath = `junk${seed}`;
    const created = await scene.superadmin.createApp('kadaster', { path: appPath, title: `Junk ${seed}`, repoURL: 'demo', public: true, mainArea: { widget: 'SplitLayout', direction: 'column', areas } });
    expect(created.path).toBe(appPath);
    const stored = await scene.superadmin.request<{ mainArea: unknown }>('GET', `/api/projects/kadaster/viewers/${appPath}`);
    expect(JSON.stringify(stored.mainArea)).toBe(JSON.stringify({ widget: 'SplitLayout', direction: 'column', areas }));

    const page = await scene.pageAs(null);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`/projects/kadaster/${appPath}`);
    await page.getByTestId('viewer-main').waitFor();
    await page.waitForFunction(
      () => {
        const frames = [...document.querySelectorAll('[data-widget]')];
        return frames.length > 1 && frames.every((el) => el.getAttribute('data-state') !== 'loading');
      },
      undefined,
      { timeout: 60_000 },
    );
    // A widget that crashed shows "<type> failed: ..." from its error boundary; one that cannot
    // use a value shows its problem or a settings warning, and that is what it should do.
    const problems = await page.locator('[data-widget-problem]').allInnerTexts();
    expect(problems.filter((text) => widgets.some((widget) => text.startsWith(`${widget.type} failed: `)))).toEqual([]);
    expect(errors).toEqual([]);
    await screenshot(page, `junk-options-${seed}`);
  });
});
