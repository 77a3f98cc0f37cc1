import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { viewerScene, type ViewerScene } from './viewerScene.js';

let scene: ViewerScene;
beforeAll(async () => {
  scene = await viewerScene();
});
afterAll(async () => {
  await scene?.close();
});

/** A table that shows the value of one variable, and only once it has one. */
function echo(variable: string, extra: Record<string, unknown> = {}) {
  return { widget: 'Table', titleMenubar: `echo ${variable}`, query: `SELECT ?value WHERE { BIND("{{${variable}}}" AS ?value) }`, ...extra };
}

describe('the viewer page', () => {
  it('opens the info popup at start, with its URL as a link', async () => {
    await scene.superadmin.createApp('kadaster', {
      path: 'info2',
      title: 'Informed',
      public: true,
      repoURL: 'demo',
      popupInfoAtStart: true,
      infoMessage: 'Bron: https://www.cbs.nl/ en het Kadaster.',
      mainArea: echo('nothing'),
    });
    const page = await scene.pageAs(null);
    await page.goto('/projects/kadaster/info2');
    const dialog = page.getByRole('dialog', { name: 'Informed' });
    const link = dialog.getByRole('link', { name: 'https://www.cbs.nl/' });
    await link.waitFor();
    expect(await link.getAttribute('href')).toBe('https://www.cbs.nl/');
    expect(await link.getAttribute('target')).toBe('_blank');
  });

  it('starts with the default parameter values, hides a widget while its parameter is empty, and ignores CSS that does not parse', async () => {
    await scene.superadmin.createApp('kadaster', {
      path: 'param',
      title: 'Parameters',
      public: true,
      repoURL: 'demo',
      css: '{not json',
      parameterValues: '{"keuze": "buurt"}',
      mainArea: {
        widget: 'SplitLayout',
        direction: 'row',
        areaSizes: ['1', '1'],
        areas: [echo('keuze'), echo('missing', { hiddenwhenparametersareempty: ['missing'] })],
      },
    });
    const page = await scene.pageAs(null);
    await page.goto('/projects/kadaster/param');
    await page.locator('[data-widget="Table"][data-state="ready"]').getByText('buurt').waitFor();
    expect(await page.getByText('echo missing').count()).toBe(0);
    expect(await page.locator('[data-widget="Table"]').count()).toBe(1);
  });

  it('keeps pushed URL variables and the page in step, Back included', async () => {
    await scene.superadmin.createApp('kadaster', {
      path: 'urlsy',
      title: 'URL sync',
      public: true,
      repoURL: 'demo',
      pushURLVariables: ['cls'],
      mainArea: {
        widget: 'SplitLayout',
        direction: 'row',
        areaSizes: ['1', '1'],
        areas: [
          {
            widget: 'SelectBox',
            publishVariable: 'cls',
            query: 'PREFIX ex: <http://example.org/> SELECT ?uri ?label WHERE { VALUES (?uri ?label) { (ex:Town "Gemeente") (ex:Province "Provincie") } } ORDER BY ?label',
          },
          echo('cls'),
        ],
      },
    });
    const page = await scene.pageAs(null);
    await page.goto('/projects/kadaster/urlsy?cls=http%3A%2F%2Fexample.org%2FProvince');
    const table = page.locator('[data-widget="Table"]');
    await table.getByText('http://example.org/Province').waitFor();
    await page.getByRole('combobox', { name: 'Select a value' }).click();
    await page.getByRole('option', { name: 'Gemeente' }).click();
    await table.getByText('http://example.org/Town').waitFor();
    expect(new URL(page.url()).searchParams.get('cls')).toBe('http://example.org/Town');
    await page.goBack();
    await table.getByText('http://example.org/Province').waitFor();
    expect(new URL(page.url()).searchParams.get('cls')).toBe('http://example.org/Province');
  });

  it('publishes the update60 start signal half a second after opening', async () => {
    await scene.superadmin.createApp('kadaster', { path: 'upd60', title: 'Refreshing', public: true, repoURL: 'demo', update60Enabled: true, mainArea: echo('update60') });
    const page = await scene.pageAs(null);
    await page.goto('/projects/kadaster/upd60');
    const cell = page.locator('[data-widget="Table"][data-state="ready"] td');
    await cell.first().waitFor();
    expect(await cell.first().textContent()).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('shows a failing widget with its error while the rest of the app keeps working', async () => {
    await scene.superadmin.createApp('kadaster', {
      path: 'fail1',
      title: 'Partly broken',
      public: true,
      repoURL: 'demo',
      mainArea: {
        widget: 'SplitLayout',
        direction: 'row',
        areaSizes: ['1', '1'],
        areas: [
          { widget: 'Table', query: 'SELECT ?x WHERE { this is not sparql }' },
          { widget: 'Table', query: 'SELECT ?x WHERE { BIND("still here" AS ?x) }' },
        ],
      },
    });
    const page = await scene.pageAs(null);
    await page.goto('/projects/kadaster/fail1');
    const broken = page.locator('[data-widget="Table"][data-state="error"]');
    await broken.waitFor();
    expect(await broken.getAttribute('data-error')).toMatch(/pars|syntax|expect/i);
    // Asked twice, as the original does, and then it says so.
    expect(await broken.getAttribute('data-error')).toMatch(/\(retried this already\)$/);
    await page.locator('[data-widget="Table"][data-state="ready"]').getByText('still here').waitFor();
  });

  it("says the app's sparqlErrorMessage for a failing query, unless the widget has its own words", async () => {
    await scene.superadmin.createApp('kadaster', {
      path: 'fail2',
      title: 'Own words',
      public: true,
      repoURL: 'demo',
      sparqlErrorMessage: 'De gegevens zijn nu niet beschikbaar.',
      mainArea: {
        widget: 'SplitLayout',
        direction: 'row',
        areaSizes: ['1', '1'],
        areas: [
          { widget: 'Table', titleMenubar: 'App words', query: 'SELECT ?x WHERE { this is not sparql }' },
          { widget: 'Table', titleMenubar: 'Widget words', textErrorLoading: 'Deze tabel kon niet laden.', query: 'SELECT ?x WHERE { nor is this }' },
        ],
      },
    });
    const page = await scene.pageAs(null);
    await page.goto('/projects/kadaster/fail2');
    await page.locator('[data-widget="Table"][aria-label="App words"]').getByRole('alert').getByText('De gegevens zijn nu niet beschikbaar.', { exact: true }).waitFor();
    await page.locator('[data-widget="Table"][aria-label="Widget words"]').getByRole('alert').getByText('Deze tabel kon niet laden.', { exact: true }).waitFor();
  });

  it('says that an app\'s repository does not exist instead of asking for a login', async () => {
    await scene.superadmin.createApp('kadaster', {
      path: 'norepo',
      title: 'No repository',
      public: true,
      repoURL: 'Verdwenen',
      bbsparqlendpoint: 'repo=Verdwenen&login=guest&psw=guest',
      mainArea: { widget: 'Table', query: 'SELECT ?x WHERE { ?x ?p ?o } LIMIT 1' },
    });
    const page = await scene.pageAs(null);
    await page.goto('/projects/kadaster/norepo');
    await page.getByRole('alert').getByText('repository Verdwenen does not exist', { exact: true }).waitFor();
    const table = page.locator('[data-widget="Table"][data-state="error"]');
    await table.waitFor();
    expect(await table.getAttribute('data-error')).toMatch(/^repository Verdwenen does not exist/);
    expect(new URL(page.url()).pathname).toBe('/projects/kadaster/norepo');
  });

  it('warns the author, not the visitor, of an external triplestore endpoint', async () => {
    await scene.superadmin.createApp('kadaster', {
      path: 'external',
      title: 'External',
      public: true,
      repoURL: 'https://sparql.example.org/query',
      mainArea: { widget: 'BBHTML', html: '<p>static</p>' },
    });
    const notice = 'Attention: This app interacts with external triplestore-endpoint https://sparql.example.org/query. Ignore this message if this is on purpose. This message will not show up when this app is locked-and-published.';
    const author = await scene.pageAs(scene.superadmin);
    await author.goto('/projects/kadaster/external/edit');
    await author.getByTestId('external-endpoint-notice').getByText(notice, { exact: true }).waitFor();
    await author.getByTestId('external-endpoint-notice').getByRole('button', { name: 'Close' }).click();
    await author.getByTestId('external-endpoint-notice').waitFor({ state: 'detached' });

    const visitor = await scene.pageAs(null);
    await visitor.goto('/projects/kadaster/external');
    await visitor.locator('[data-widget="BBHTML"]').getByText('static').waitFor();
    expect(await visitor.getByTestId('external-endpoint-notice').count()).toBe(0);
  });
});
