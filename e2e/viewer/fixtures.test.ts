import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import type { Page } from 'playwright-core';
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

/**
 * Waits until the app shows more than `count` widget frames (the catalogue's widgets inside their
 * layouts) and none is still loading; a failure names the widgets that never settled. An app with
 * every widget loads the 3D, globe and IFC code too (the first such app into a cold browser
 * cache), so this allows three and a half minutes.
 */
async function everyWidgetSettles(page: Page, count: number): Promise<void> {
  await expect
    .poll(
      () =>
        page.$$eval(
          '[data-widget]',
          (frames, atLeast) => {
            const loading = frames.filter((el) => el.getAttribute('data-state') === 'loading').map((el) => el.getAttribute('data-widget'));
            if (loading.length > 0) return `still loading: ${loading.join(', ')}`;
            return frames.length > atLeast ? 'settled' : `${frames.length} widgets shown`;
          },
          count,
        ),
      { timeout: 210_000, interval: 1000 },
    )
    .toBe('settled');
}

interface CatalogueEntry {
  type: string;
  layout: boolean;
  options: { key: string; kind: string }[];
}

describe('any JSON in any widget option', () => {
  // Real configs hold lists, objects, numbers and false where a widget expects text. Each seed is
  // one app with every data widget, every option given an arbitrary JSON value (one seed: each
  // loads every widget's code, 3D and globe included, which CI's time cannot afford twice).
  it.each([1])('is stored as sent, read back byte for byte, and opens with no page error (seed %i)', async (seed) => {
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
    await everyWidgetSettles(page, widgets.length);
    // A widget that crashed shows "<type> failed: ..." from its error boundary; one that cannot
    // use a value shows its problem or a settings warning, and that is what it should do.
    const problems = await page.locator('[data-widget-problem]').allInnerTexts();
    expect(problems.filter((text) => widgets.some((widget) => text.startsWith(`${widget.type} failed: `)))).toEqual([]);
    expect(errors).toEqual([]);
    await screenshot(page, `junk-options-${seed}`);
  }, 300_000);
});

// Markup, script and template injection as data and as settings: none of it may run anywhere.
const HOSTILE = [
  `<img src=x onerror="window.__xss='img'">`,
  `<script>window.__xss='script'</script>`,
  `<svg onload="window.__xss='svg'"><circle r=9 /></svg>`,
  `"><iframe srcdoc="<script>parent.__xss='srcdoc'</script>"></iframe>`,
  `<a href="javascript:window.__xss='href'">klik</a> [md](javascript:window.__xss='md')`,
  `<details open ontoggle="window.__xss='toggle'"><summary>s</summary></details>`,
  `{{constructor.constructor('window.__xss="template"')()}} \${window.__xss='literal'}`,
];
const HOSTILE_TEXT = HOSTILE.join(' ');
const sparqlString = (text: string) => JSON.stringify(text);
/** Every variable name the catalogue's widgets read text from, each row bound to one hostile string. */
const TEXT_VARIABLES = ['label', 'name', 'title', 'value', 'text', 'description', 'tooltip', 'popup', 'nodeLabel', 'objectLabel', 'edgeLabel', 'rightLabel', 'property', 'sparqlParameter', 'type', 'nodeType', 'objectType', 'html', 'markdown', 'group', 'category', 'series', 'soil', 'locatie', 'beschrijving', 'opmerkingen', 'start', 'end', 'nr', 'code'];
const CORPUS_QUERY = `SELECT * WHERE {
  VALUES ?t { ${[...HOSTILE, HOSTILE_TEXT].map(sparqlString).join(' ')} }
  BIND (IRI(CONCAT("https://xss.test/item/", ENCODE_FOR_URI(?t))) AS ?uri)
  BIND (?uri AS ?node) BIND (?uri AS ?object) BIND (?uri AS ?parentUri) BIND (?uri AS ?valueURI) BIND (?uri AS ?propertyURI)
  BIND (<https://xss.test/p> AS ?edge) BIND (<javascript:window.__xss='link'> AS ?link) BIND (<javascript:window.__xss='url'> AS ?url)
  ${TEXT_VARIABLES.map((name) => `BIND (?t AS ?${name})`).join(' ')}
}`;

describe('hostile text in every widget', () => {
  it('shows as text or is sanitised, and runs nothing: as query results and as settings', async () => {
    const catalogue = (await (await fetch(`${scene.server.url}/widget-catalogue.json`)).json()) as { widgets: CatalogueEntry[] };
    const widgets = catalogue.widgets.filter((widget) => !widget.layout);
    const areas = widgets.map((widget) => ({
      widget: widget.type,
      ...Object.fromEntries(
        widget.options.flatMap((option): [string, unknown][] => {
          if (option.key === 'query' && option.kind === 'sparql') return [[option.key, CORPUS_QUERY]];
          if (option.kind === 'text' || option.kind === 'textarea' || option.kind === 'searchselect') return [[option.key, HOSTILE_TEXT]];
          if (option.kind === 'array') return [[option.key, HOSTILE]];
          return [];
        }),
      ),
    }));
    await scene.superadmin.createApp('kadaster', { path: 'xss', title: HOSTILE_TEXT.slice(0, 120), repoURL: 'demo', public: true, mainArea: { widget: 'SplitLayout', direction: 'column', areas } });

    const page = await scene.pageAs(null);
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto('/projects/kadaster/xss');
    await page.getByTestId('viewer-main').waitFor();
    await everyWidgetSettles(page, widgets.length);
    // Scroll every widget into view once, so widgets that draw only when seen have drawn.
    for (const frame of await page.locator('[data-widget]').all()) await frame.scrollIntoViewIfNeeded();
    const ran = await Promise.all(page.frames().map((frame) => frame.evaluate(() => (window as unknown as { __xss?: unknown }).__xss ?? null).catch(() => null)));
    expect(ran.filter((flag) => flag !== null)).toEqual([]);
    expect(dialogs).toEqual([]);
    // The corpus did reach the widgets: many show it, literally, as text.
    const showing = await page.$$eval('[data-widget]', (frames) => frames.filter((frame) => (frame as HTMLElement).innerText.includes('onerror="window.__xss')).map((frame) => frame.getAttribute('data-widget')));
    expect(new Set(showing).size).toBeGreaterThan(10);
    await screenshot(page, 'xss-corpus');
  }, 300_000);
});
