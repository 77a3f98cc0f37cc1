import { readFile } from 'node:fs/promises';
import type { Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeViolations } from '../harness/axe.js';
import { screenshot } from '../harness/browser.js';
import type { PlatformApi } from '../harness/platformApi.js';
import { column, pageAs, row, startScene, type Scene } from '../harness/scene.js';
import { waitForState, widget } from './inputWidgetScene.js';

// StartRuleButton, BBSimplePushButton, BB ButtonPopup and BBLinkButtons: one server, one browser
// and one app holding all four, on a repository of the scene's own project, so that its editor
// may run the rules that change it. Every page is the editor's: rules that change data need the
// right to change the repository.

const PROJECT = 'knoppen';
const REPO = 'knoppen';
const APP = 'taken';
const OTHER_APP = 'ander';
const PASSWORD = 'e2e-Password-123';
const EX = 'http://example.org/grafiek-knoppen/';
const PREFIXES = `PREFIX ex: <${EX}>\n`;
const TAAK1 = `${EX}taak1`;
const TAAK2 = `${EX}taak2`;
/** The machine is shared: poll as long as a locator waits. */
const POLL = { timeout: 20_000 };

interface ButtonsScene extends Scene {
  editor: PlatformApi;
  /** The rows a SELECT on the scene's repository returns, as texts by variable. */
  select: (query: string) => Promise<Record<string, string>[]>;
  /** A page of the app (or another path) in a fresh browser context of the editor. */
  open: (path?: string) => Promise<Page>;
}

let scene: ButtonsScene;

function follower(titleMenubar: string, query: string): Record<string, unknown> {
  return { widget: 'Table', titleMenubar, query: PREFIXES + query };
}

const PAGE_LINKS = {
  widget: 'BBLinkButtons',
  titleMenubar: 'Pagina',
  buttons: [
    { label: 'Deze app', link: `/projects/${PROJECT}/${APP}` },
    { label: 'Andere app', link: `/projects/${PROJECT}/${OTHER_APP}` },
    { label: 'Handleiding', link: 'https://docs.example/handleiding' },
    { label: 'Kwaad', link: 'javascript:alert(1)' },
  ],
};

/** The popup's table queries only once the popup opens; the comment finds its query. */
const POPUP_QUERY = `${PREFIXES}# in de popup
SELECT ?naam ?naamURI ?status WHERE { ?naamURI a ex:Taak ; ex:naam ?naam ; ex:status ?status } ORDER BY ?naam`;

const MAIN_AREA = row(
  column(
    { widget: 'BBLinkButtons', titleMenubar: 'Taken', query: `${PREFIXES}SELECT ?label ?value WHERE { ?value a ex:Taak ; ex:naam ?label } ORDER BY ?label`, publishVariable: 'taak' },
    PAGE_LINKS,
    {
      widget: 'StartRuleButton',
      titleMenubar: 'Afronden',
      label: 'Afronden',
      startRule: 'afronden',
      ruleparameters: { status: 'afgerond na {{stap::niets}}', aantal: 3 },
      confirmation: 'Taak afronden?',
      successMessage: 'Taak afgerond',
      publishVariable: 'afgerond',
      publishValue: '{{taak}}',
    },
    { widget: 'StartRuleButton', titleMenubar: 'Kapot', label: 'Kapot', startRule: 'kapot', failureMessage: 'Afronden mislukt' },
  ),
  column(
    {
      widget: 'BBSimplePushButton',
      titleMenubar: 'Rapport',
      label: 'Rapport sturen',
      postLink: '/hooks/rapport?taak={{taak}}',
      postObject: { taak: '{{taak}}', stappen: ['{{stap::begin}}'], spoed: true },
      changeParameter: { stap: 'verstuurd' },
      messages: { success: 'Rapport verstuurd', failure: 'Niet verstuurd' },
    },
    { widget: 'BBSimplePushButton', titleMenubar: 'Export', label: 'Exporteren', postLink: '/hooks/export', postObject: { formaat: 'csv' }, postDownload: true, downloadFileName: 'taken-{{stap::nieuw}}.csv' },
    { widget: 'BBSimplePushButton', titleMenubar: 'Elders', label: 'Naar elders', postLink: '{{doel}}', postObject: { taak: '{{taak}}' } },
    { widget: 'BBSimplePushButton', titleMenubar: 'Taakpagina', label: 'Taak bekijken', link: 'https://docs.example/taak?id={{taak}}', changeParameter: { details: true } },
  ),
  column(
    {
      widget: 'BB ButtonPopup',
      titleMenubar: 'Details',
      label: 'Details',
      popupTitle: 'Taken in detail',
      openVariable: 'details',
      height: '240px',
      areas: [{ widget: 'Table', titleMenubar: 'In de popup', publishVariable: 'taak', query: POPUP_QUERY }],
    },
    follower('Status', 'SELECT ?naam ?status WHERE { ?t a ex:Taak ; ex:naam ?naam ; ex:status ?status } ORDER BY ?naam'),
    follower('Variabelen', 'SELECT ?taak ?stap ?afgerond WHERE { BIND("{{taak::geen}}" AS ?taak) BIND("{{stap::geen}}" AS ?stap) BIND("{{afgerond::geen}}" AS ?afgerond) }'),
  ),
);

async function sparql(as: PlatformApi, form: Record<string, string>): Promise<Response> {
  const response = await fetch(`${scene.server.url}/api/sparql/${REPO}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${as.token}`, 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/sparql-results+json' },
    body: new URLSearchParams(form),
  });
  if (!response.ok) throw new Error(`The repository answered ${response.status}: ${await response.text()}`);
  return response;
}

beforeAll(async () => {
  scene = await startScene({ project: { title: 'Knoppen', path: PROJECT } }, async (base) => {
    const editor = await base.admin.createAndLogin({ name: 'Eddy Editor', email: 'eddy@grafiek.test', password: PASSWORD, role: 'editor', project: base.project.id });
    return {
      editor,
      select: async (query: string) => {
        const answer = (await (await sparql(base.admin, { query: PREFIXES + query })).json()) as { results: { bindings: Record<string, { value: string }>[] } };
        return answer.results.bindings.map((binding) => Object.fromEntries(Object.entries(binding).map(([name, term]) => [name, term.value])));
      },
      open: async (path = APP) => {
        const page = await pageAs(base, editor);
        await page.goto(`/projects/${PROJECT}/${path}`);
        return page;
      },
    };
  });
  // The project's own repository: its editor may change it, so may run rules that are not public.
  await scene.admin.request('PUT', `/api/repositories/${REPO}`, { name: REPO, kind: 'embedded', public: true, projects: [PROJECT] });
  await sparql(scene.admin, { update: `${PREFIXES}INSERT DATA { ex:taak1 a ex:Taak ; ex:naam "Dak repareren" ; ex:status "open" . ex:taak2 a ex:Taak ; ex:naam "Goot legen" ; ex:status "open" . }` });
  await scene.admin.request('PUT', `/api/repositories/${REPO}/rules/taak-afronden`, {
    template: `${PREFIXES}DELETE { ?t ex:status ?oud } INSERT { ?t ex:status "{{status}}" } WHERE { BIND(<{{taak}}> AS ?t) ?t ex:status ?oud }`,
    tags: ['afronden'],
  });
  await scene.admin.request('PUT', `/api/repositories/${REPO}/rules/kapot-regel`, { template: `${PREFIXES}INSERT DATA { <{{nergens}}> ex:p "x" }`, tags: ['kapot'] });
  const common = { repoURL: REPO, public: true, layout: { showFooter: false } };
  // Variables from the URL, so that a test can give one as a crafted link would.
  await scene.admin.createApp(PROJECT, { path: APP, title: 'Taken', mainArea: MAIN_AREA, parseUrlProperties: true, ...common });
  await scene.admin.createApp(PROJECT, { path: OTHER_APP, title: 'Ander', mainArea: PAGE_LINKS, ...common });
});
afterAll(async () => {
  await scene?.close();
});

async function cells(page: Page, title: string): Promise<string[]> {
  return widget(page, 'Table', title).getByRole('cell').allTextContents();
}

async function chooseTask(page: Page, name: string, uri: string): Promise<void> {
  await widget(page, 'BBLinkButtons', 'Taken').getByRole('button', { name }).click();
  await expect.poll(async () => (await cells(page, 'Variabelen'))[0], POLL).toBe(uri);
}

/** A notification (Mantine's are alerts) holding that text. */
function notification(page: Page, text: string) {
  return page.locator('.mantine-Notification-root').filter({ hasText: text });
}

describe('StartRuleButton', () => {
  it('asks first, runs the tagged rules with the app variables and its extra parameters while the button waits, and the repository has the change', async () => {
    const page = await scene.open();
    const frame = widget(page, 'StartRuleButton', 'Afronden');
    await waitForState(frame, 'ready');
    await chooseTask(page, 'Dak repareren', TAAK1);

    // The command is held until the button has been seen waiting.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const commands: Record<string, unknown>[] = [];
    await page.route(`**/api/command/${REPO}`, async (route) => {
      commands.push(route.request().postDataJSON() as Record<string, unknown>);
      await held;
      await route.continue();
    });
    const button = frame.getByRole('button', { name: 'Afronden' });
    await button.click();
    const question = page.getByRole('dialog', { name: 'Afronden' });
    await question.getByText('Taak afronden?').waitFor();
    expect(commands).toEqual([]);
    await question.getByRole('button', { name: 'Yes' }).click();
    await expect.poll(() => commands.length, POLL).toBe(1);
    expect(await button.isDisabled()).toBe(true);
    release();

    await notification(page, 'Taak afgerond').waitFor();
    expect(commands[0]).toMatchObject({ command2: 'runSparqlRulesWithTag', command3: 'afronden' });
    // Every app variable, and the extras whose values are text (the number is skipped).
    expect(commands[0]!.parameters).toEqual({ taak: TAAK1, status: 'afgerond na niets' });
    expect(await scene.select('SELECT ?status WHERE { ex:taak1 ex:status ?status }')).toEqual([{ status: 'afgerond na niets' }]);
    // The repository's answers are asked again, and the publish variable gets its value.
    await widget(page, 'Table', 'Status').getByRole('cell', { name: 'afgerond na niets' }).waitFor();
    await expect.poll(() => cells(page, 'Variabelen'), POLL).toEqual([TAAK1, 'geen', TAAK1]);
    expect(await button.isEnabled()).toBe(true);
    await screenshot(page, 'buttons-start-rule');
  });

  it('shows the failure message with the rule engine\'s reason, and calls a refused call a command error', async () => {
    const page = await scene.open();
    const broken = widget(page, 'StartRuleButton', 'Kapot');
    await waitForState(broken, 'ready');
    await broken.getByRole('button', { name: 'Kapot' }).click();
    const failed = notification(page, 'Afronden mislukt');
    await failed.getByText('Rule "kapot-regel" did not run: Template-placeholder {{nergens}} did not resolve to a value').waitFor();

    // The server refuses the call itself (as it does a visitor without the right): 'command error'.
    await chooseTask(page, 'Goot legen', TAAK2);
    await page.route(`**/api/command/${REPO}`, (route) =>
      route.fulfill({ status: 403, contentType: 'application/json', body: JSON.stringify({ message: 'Rule "taak-afronden" is not public.' }) }),
    );
    await widget(page, 'StartRuleButton', 'Afronden').getByRole('button', { name: 'Afronden' }).click();
    await page.getByRole('dialog', { name: 'Afronden' }).getByRole('button', { name: 'Yes' }).click();
    await notification(page, 'command error').getByText('Rule "taak-afronden" is not public.').waitFor();
    expect(await scene.select('SELECT ?status WHERE { ex:taak2 ex:status ?status }')).toEqual([{ status: 'open' }]);
    // A refused run publishes nothing.
    expect((await cells(page, 'Variabelen'))[2]).toBe('geen');
  });
});

describe('BBSimplePushButton', () => {
  it('posts its object with the placeholders filled, sets variables after, and says why a post failed', async () => {
    const page = await scene.open();
    const posts: { url: string; body: unknown; headers: Record<string, string> }[] = [];
    let answer = { status: 200, body: '{"ok":true}' };
    await page.route('**/hooks/rapport**', (route) => {
      posts.push({ url: route.request().url(), body: route.request().postDataJSON(), headers: route.request().headers() });
      return route.fulfill({ status: answer.status, contentType: 'application/json', body: answer.body });
    });
    await chooseTask(page, 'Goot legen', TAAK2);
    const send = widget(page, 'BBSimplePushButton', 'Rapport').getByRole('button', { name: 'Rapport sturen' });
    await send.click();
    await notification(page, 'Rapport verstuurd').waitFor();
    expect(posts).toHaveLength(1);
    expect(posts[0]!.url).toBe(`${scene.server.url}/hooks/rapport?taak=${encodeURIComponent(TAAK2)}`);
    expect(posts[0]!.body).toEqual({ taak: TAAK2, stappen: ['begin'], spoed: true });
    // No login token of the platform goes along to an author's address.
    expect(posts[0]!.headers.authorization).toBeUndefined();
    await expect.poll(() => cells(page, 'Variabelen'), POLL).toEqual([TAAK2, 'verstuurd', 'geen']);

    answer = { status: 500, body: '{"message":"Rapportserver ligt eruit"}' };
    await send.click();
    const failed = notification(page, 'Niet verstuurd');
    await failed.waitFor();
    expect(await failed.textContent()).toContain(`${new URL(scene.server.url).host} answered 500 Internal Server Error: Rapportserver ligt eruit`);
    expect(posts[1]!.body).toEqual({ taak: TAAK2, stappen: ['verstuurd'], spoed: true });
  });

  it('saves the answer of a post as a file under its configured name', async () => {
    const page = await scene.open(`${APP}?stap=klaar`);
    const exports: unknown[] = [];
    await page.route('**/hooks/export', (route) => {
      exports.push(route.request().postDataJSON());
      return route.fulfill({ status: 200, contentType: 'text/csv', headers: { 'Content-Disposition': 'attachment; filename="server.csv"' }, body: 'naam;status\nDak repareren;open\n' });
    });
    const button = widget(page, 'BBSimplePushButton', 'Export').getByRole('button', { name: 'Exporteren' });
    await waitForState(widget(page, 'BBSimplePushButton', 'Export'), 'ready');
    const download = page.waitForEvent('download');
    await button.click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('taken-klaar.csv');
    expect(await readFile((await file.path())!, 'utf8')).toBe('naam;status\nDak repareren;open\n');
    expect(exports).toEqual([{ formaat: 'csv' }]);
    await notification(page, 'Downloaded taken-klaar.csv').waitFor();
  });

  it('sends nothing to a server that an app variable (here from a crafted URL) names', async () => {
    const page = await scene.open(`${APP}?doel=${encodeURIComponent('https://evil.example/steal')}&taak=geheim`);
    const elsewhere: Request[] = [];
    await page.route('https://evil.example/**', (route) => {
      elsewhere.push(route.request());
      return route.abort();
    });
    await widget(page, 'BBSimplePushButton', 'Elders').getByRole('button', { name: 'Naar elders' }).click();
    await notification(page, 'Nothing was sent')
      .getByText('The post link must name its server in the settings; placeholders may fill in only the path and the query. Here they made it go to https://evil.example.')
      .waitFor();
    expect(elsewhere).toEqual([]);
  });
});

describe('BB ButtonPopup', () => {
  it('opens a popup whose table loads only then and works inside it, closes on Escape, and opens when another widget sets its variable', async () => {
    const page = await scene.open();
    const queries: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes(`/api/sparql/${REPO}`)) queries.push(new URLSearchParams(request.postData() ?? '').get('query') ?? '');
    });
    await page.context().route('https://docs.example/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Taak</title><p>Taakpagina</p>' }));
    const frame = widget(page, 'BB ButtonPopup', 'Details');
    await waitForState(frame, 'ready');
    await waitForState(widget(page, 'Table', 'Status'), 'ready');
    expect(queries.some((query) => query.includes('# in de popup'))).toBe(false);

    const opener = frame.getByRole('button', { name: 'Details' });
    expect(await opener.getAttribute('aria-expanded')).toBe('false');
    await opener.click();
    const popup = page.getByRole('dialog', { name: 'Taken in detail' });
    const table = popup.locator('[data-widget="Table"][aria-label="In de popup"]');
    await waitForState(table, 'ready');
    expect(queries.some((query) => query.includes('# in de popup'))).toBe(true);
    expect(await opener.getAttribute('aria-expanded')).toBe('true');
    // The content height of the settings.
    expect(Math.round((await popup.locator('.mantine-Modal-body').boundingBox())!.height)).toBe(240);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, 'buttons-popup');

    // A click in the popup's table publishes, as anywhere in the app.
    await table.getByRole('button', { name: 'Dak repareren' }).click();
    await expect.poll(async () => (await cells(page, 'Variabelen'))[0], POLL).toBe(TAAK1);
    await page.keyboard.press('Escape');
    await popup.waitFor({ state: 'hidden' });

    // A push button sets the popup's variable (and opens its link in a new tab).
    const newTab = page.context().waitForEvent('page');
    await widget(page, 'BBSimplePushButton', 'Taakpagina').getByRole('button', { name: 'Taak bekijken' }).click();
    const taskPage = await newTab;
    await taskPage.waitForLoadState();
    expect(taskPage.url()).toBe(`https://docs.example/taak?id=${encodeURIComponent(TAAK1)}`);
    await popup.waitFor();
    await popup.getByRole('button', { name: 'Close' }).click();
    await popup.waitFor({ state: 'hidden' });
  });

  it('gives an author who picks it one area, which is filled through the popup in edit mode', async () => {
    await scene.admin.createApp(PROJECT, { path: 'popup-maken', title: 'Popup maken', repoURL: REPO, mainArea: {} });
    const page = await pageAs(scene, scene.editor);
    await page.goto(`/projects/${PROJECT}/popup-maken/edit`);
    const root = page.locator('[data-edit-area="mainArea"]');
    await root.hover({ position: { x: 20, y: 20 } });
    await root.getByRole('toolbar').first().getByRole('button', { name: 'Configure' }).click();
    const settings = page.getByRole('dialog', { name: 'Widget Settings' });
    await settings.locator('input[data-option="widget"]').fill('BB ButtonPopup');
    await page.getByRole('option', { name: 'BB ButtonPopup', exact: true }).click();
    await settings.getByRole('button', { name: 'OK' }).click();
    await expect.poll(async () => (await scene.editor.getApp(PROJECT, 'popup-maken')).mainArea, POLL).toMatchObject({ widget: 'BB ButtonPopup', areas: [{}], minWidth: '600px' });

    await widget(page, 'BB ButtonPopup').getByText('Open the popup to edit its area.').waitFor();
    await widget(page, 'BB ButtonPopup').getByRole('button', { name: 'Open' }).click();
    const popup = page.getByRole('dialog', { name: 'Open' });
    const area = popup.locator('[data-edit-area="mainArea.areas[0]"]');
    await area.getByText('Selecteer een widget.').waitFor();
    // The popup's area has the hover toolbar of every area (its presence is what is checked here;
    // showing it on hover is checked on the main area above). In this scene the pointer over the
    // popup did not make it show, in CI and on a busy machine, while a script doing the same steps
    // saw it: an open question (closing note of session 7), so the button is pressed directly.
    const configure = area.getByRole('toolbar').getByRole('button', { name: 'Configure' });
    await area.hover({ position: { x: 20, y: 20 } });
    await configure.dispatchEvent('click');
    await settings.locator('input[data-option="widget"]').fill('BBLinkButtons');
    await page.getByRole('option', { name: 'BBLinkButtons', exact: true }).click();
    await settings.getByRole('button', { name: 'OK' }).click();
    // The new widget's starting query shows its buttons inside the popup, and the app is saved.
    await popup.getByRole('button', { name: 'Kaart' }).waitFor();
    await expect.poll(async () => ((await scene.editor.getApp(PROJECT, 'popup-maken')).mainArea as { areas: { widget?: string }[] }).areas[0]?.widget, POLL).toBe('BBLinkButtons');
    await screenshot(page, 'buttons-popup-edit');
  });
});

describe('BBLinkButtons', () => {
  it('publish the value of a query\'s row and highlight it; list links highlight the page shown, open pages here and other sites in a new tab', async () => {
    const page = await scene.open();
    const tasks = widget(page, 'BBLinkButtons', 'Taken');
    await waitForState(tasks, 'ready');
    const dak = tasks.getByRole('button', { name: 'Dak repareren' });
    const goot = tasks.getByRole('button', { name: 'Goot legen' });
    expect(await dak.getAttribute('aria-pressed')).toBe('false');
    await goot.click();
    await expect.poll(async () => (await cells(page, 'Variabelen'))[0], POLL).toBe(TAAK2);
    expect(await goot.getAttribute('aria-pressed')).toBe('true');
    expect(await dak.getAttribute('aria-pressed')).toBe('false');
    // The highlight follows the variable when another widget sets it.
    await page.getByRole('button', { name: 'Details' }).click();
    await page.getByRole('dialog', { name: 'Taken in detail' }).getByRole('button', { name: 'Dak repareren' }).click();
    await expect.poll(() => dak.getAttribute('aria-pressed'), POLL).toBe('true');
    expect(await goot.getAttribute('aria-pressed')).toBe('false');
    await page.keyboard.press('Escape');

    const links = widget(page, 'BBLinkButtons', 'Pagina');
    expect(await links.getByRole('link', { name: 'Deze app' }).getAttribute('aria-current')).toBe('page');
    expect(await links.getByRole('link', { name: 'Andere app' }).getAttribute('aria-current')).toBeNull();
    // A link that is no web address is no link, and the author is told.
    expect(await links.getByRole('link', { name: 'Kwaad' }).count()).toBe(0);
    await links.getByText('Button 4 (Kwaad): "javascript:alert(1)" is not a web address (http or https); it links nowhere.').waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, 'buttons-link-buttons');

    // In Dutch the widget says the same in Dutch (the author's labels stay as written).
    await page.evaluate(() => localStorage.setItem('grafiek.language', 'nl'));
    await page.reload();
    await links.getByText('Knop 4 (Kwaad): "javascript:alert(1)" is geen webadres (http of https); de knop linkt nergens heen.').waitFor();
    await screenshot(page, 'buttons-link-buttons-nl');
    await page.evaluate(() => localStorage.setItem('grafiek.language', 'en'));
    await page.reload();
    await waitForState(links, 'ready');

    await page.context().route('https://docs.example/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Handleiding</title>' }));
    const newTab = page.context().waitForEvent('page');
    await links.getByRole('link', { name: 'Handleiding' }).click();
    const manual = await newTab;
    await manual.waitForLoadState();
    expect(manual.url()).toBe('https://docs.example/handleiding');

    await links.getByRole('link', { name: 'Andere app' }).click();
    await page.waitForURL(`**/projects/${PROJECT}/${OTHER_APP}`);
    const there = widget(page, 'BBLinkButtons', 'Pagina');
    await waitForState(there, 'ready');
    expect(await there.getByRole('link', { name: 'Andere app' }).getAttribute('aria-current')).toBe('page');
    expect(await there.getByRole('link', { name: 'Deze app' }).getAttribute('aria-current')).toBeNull();
  });
});
