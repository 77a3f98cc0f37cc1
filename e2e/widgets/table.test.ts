import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { screenshot } from '../harness/browser.js';
import { followerTable, PREFIXES, sideBySide, waitForState, widget, widgetScene, type WidgetScene } from './inputWidgetScene.js';

let scene: WidgetScene;

const screenshotPath = (name: string) => path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'screenshots', `${name}.png`);

const HOSTILE_HTML = '<b>vet</b> en <img src=x onerror="window.__xss=1"><script>window.__xss=2</script>';

// One result with every column convention of the Table widget (docs/widgets.md, Table's query help).
const CONVENTIONS_QUERY = `${PREFIXES}SELECT ?naam ?naamURI ?site ?siteURL ?omschrijvingHTML ?code ?codeCopyValue ?geheimHIDDEN ?status ?statusIcon ?statusIconColor ?statusIconSize ?waarde
WHERE {
  ?ding a ex:Ding ; ex:naam ?naam ; ex:site ?site ; ex:html ?omschrijvingHTML ; ex:code ?code ; ex:geheim ?geheimHIDDEN ;
        ex:status ?status ; ex:icoon ?statusIcon ; ex:kleur ?statusIconColor ; ex:waarde ?waarde .
  BIND(?ding AS ?naamURI) BIND(?site AS ?siteURL) BIND(?code AS ?codeCopyValue) BIND("20" AS ?statusIconSize)
} ORDER BY ?naam`;

function conventionsTable(extra: Record<string, unknown> = {}) {
  return {
    widget: 'Table',
    titleMenubar: 'Dingen',
    title: 'Alle dingen',
    query: CONVENTIONS_QUERY,
    publishVariable: 'ding',
    replaceHeaderJSON: '{"naam": "Naam", "waarde": "Waarde"}',
    isFirstItemBold: true,
    ...extra,
  };
}

const WIS_QUERY = `${PREFIXES}SELECT ?itemHIDDEN ?naam WHERE { ?itemHIDDEN a ex:Wis ; ex:naam ?naam } ORDER BY ?naam`;

beforeAll(async () => {
  scene = await widgetScene();
  await scene.update(`${PREFIXES}INSERT DATA {
    ex:alpha a ex:Ding ; ex:naam "Alpha" ; ex:site "https://example.org/alpha" ; ex:html ${JSON.stringify(HOSTILE_HTML)} ;
      ex:code "A-1" ; ex:geheim "verborgen-1" ; ex:status "in orde" ; ex:icoon "check" ; ex:kleur "#2f9e44" ; ex:waarde "12&&m2" .
    ex:beta a ex:Ding ; ex:naam "Beta" ; ex:site "https://example.org/beta" ; ex:html "<i>schuin</i>" ;
      ex:code "B-2" ; ex:geheim "verborgen-2" ; ex:status "plaatje" ; ex:icoon "/favicon.svg" ; ex:kleur "red" ; ex:waarde "7&&kg" .
    ex:gamma a ex:Ding ; ex:naam "Gamma" ; ex:site "https://example.org/gamma" ; ex:html "plain" ;
      ex:code "C-3" ; ex:geheim "verborgen-3" ; ex:status "let op" ; ex:icoon "warning" ; ex:kleur "orange" ; ex:waarde "3" .
    ex:w1 a ex:Wis ; ex:naam "Derde" ; ex:soort "test" .
    ex:w2 a ex:Wis ; ex:naam "Eerste" ; ex:soort "test" .
    ex:w3 a ex:Wis ; ex:naam "Tweede" ; ex:soort "test" .
  }`);
  await scene.admin.request('PUT', '/api/repositories/demo/rules/wis-ding', {
    template: `${PREFIXES}DELETE { <{{itemHIDDEN}}> ?p ?o } WHERE { <{{itemHIDDEN}}> ex:soort "{{soort}}" ; ?p ?o }`,
    tags: ['tabel'],
    // The app is opened anonymously: a visitor may run only rules marked public.
    public: true,
  });
});
afterAll(async () => {
  await scene?.close();
});

describe('Table', () => {
  it('applies every column convention, and a click on a URI cell publishes to a dependent table', async () => {
    const follower = followerTable('SELECT ?code WHERE { <{{ding}}> ex:code ?code }', 'Gekozen');
    const path = await scene.createApp('table1', sideBySide(conventionsTable(), follower), { layout: { showFooter: false } });
    const page = await scene.open(path, { clipboard: true });
    const frame = widget(page, 'Table', 'Dingen');
    await waitForState(frame, 'ready');
    await frame.getByText('Alle dingen').waitFor();

    // Headers: replaced texts, HTML suffix dropped, property and hidden variables absent.
    const headers = (await frame.getByRole('columnheader').allTextContents()).filter((text) => text !== '');
    expect(headers).toEqual(['Naam', 'site', 'omschrijving', 'code', 'status', 'Waarde']);
    expect(await frame.getByText('verborgen-1').count()).toBe(0);

    // xURL: a link that opens a new tab.
    const link = frame.getByRole('link', { name: 'https://example.org/alpha' });
    expect(await link.getAttribute('href')).toBe('https://example.org/alpha');
    expect(await link.getAttribute('target')).toBe('_blank');

    // xHTML: rendered, but sanitised.
    await frame.locator('b', { hasText: 'vet' }).waitFor();
    await frame.locator('i', { hasText: 'schuin' }).waitFor();
    expect(await frame.locator('script').count()).toBe(0);
    expect(await frame.locator('img[onerror]').count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();

    // xIcon with xIconColor and xIconSize: a Tabler icon by name, a picture by URL.
    const check = frame.locator('svg[data-cell-icon="check"]');
    await check.waitFor();
    expect(await check.getAttribute('stroke')).toBe('#2f9e44');
    expect(await check.getAttribute('width')).toBe('20px');
    await frame.locator('svg[data-cell-icon="warning"]').waitFor();
    const picture = frame.locator('img[data-cell-icon="/favicon.svg"]');
    await picture.waitFor();
    expect(await picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

    // "12&&m2": the part after && in a cell of its own.
    const alphaRow = frame.getByRole('row').filter({ hasText: 'Alpha' });
    await alphaRow.getByRole('cell', { name: '12', exact: true }).waitFor();
    await alphaRow.getByRole('cell', { name: 'm2', exact: true }).waitFor();

    // isFirstItemBold.
    expect(await alphaRow.getByRole('cell').first().evaluate((cell) => getComputedStyle(cell).fontWeight)).toBe('700');

    // xCopyValue: a copy button that copies the value.
    await frame.getByRole('button', { name: 'Copy B-2' }).click();
    await page.getByText('Copied').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('B-2');

    // xURI: clickable, publishes.
    await frame.getByRole('button', { name: 'Gamma' }).click();
    await widget(page, 'Table', 'Gekozen').getByRole('cell', { name: 'C-3' }).waitFor();
    expect(await frame.getByRole('row').filter({ hasText: 'Gamma' }).getAttribute('data-selected')).toBe('true');
    await screenshot(page, 'table-conventions');
  });

  it('shows a row as key-value pairs with copy buttons in the vertical layout', async () => {
    const node = {
      widget: 'Table',
      titleMenubar: 'Details',
      vertical: true,
      query: `${PREFIXES}SELECT ?naam ?code ?waarde WHERE { ex:beta ex:naam ?naam ; ex:code ?code ; ex:waarde ?waarde }`,
    };
    const path = await scene.createApp('table2', node);
    const page = await scene.open(path, { clipboard: true });
    const frame = widget(page, 'Table', 'Details');
    await waitForState(frame, 'ready');
    expect(await frame.getByRole('rowheader').allTextContents()).toEqual(['naam', 'code', 'waarde']);
    const codeRow = frame.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'code' }) });
    await codeRow.getByText('B-2').waitFor();
    await codeRow.getByRole('button', { name: 'Copy code' }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('B-2');
    await screenshot(page, 'table-vertical');
  });

  it('shows the zero-result HTML when asked to render an empty result', async () => {
    const node = {
      widget: 'Table',
      titleMenubar: 'Leeg',
      renderEmpty: true,
      zeroResult: '<i>Niets gevonden</i><script>window.__xss=3</script>',
      query: `${PREFIXES}SELECT ?naam WHERE { ?x a ex:BestaatNiet ; ex:naam ?naam }`,
    };
    const path = await scene.createApp('table3', node);
    const page = await scene.open(path);
    const frame = widget(page, 'Table', 'Leeg');
    await waitForState(frame, 'empty');
    await frame.locator('i', { hasText: 'Niets gevonden' }).waitFor();
    expect(await frame.locator('script').count()).toBe(0);
  });

  it('numbers the rows and deletes one through its rule after confirmation', async () => {
    const node = { widget: 'Table', titleMenubar: 'Wissen', query: WIS_QUERY, deletebuttonrule: 'wis-ding', deletebuttonruleParams: '{"soort": "test"}' };
    const path = await scene.createApp('table4', node);
    const page = await scene.open(path);
    const frame = widget(page, 'Table', 'Wissen');
    await waitForState(frame, 'ready');
    const bodyRows = frame.locator('tbody tr[data-row]');
    expect(await bodyRows.allTextContents()).toEqual(['1Derde', '2Eerste', '3Tweede']);
    expect(await frame.getByText('Eerste').count()).toBe(1);

    await frame.getByRole('button', { name: 'Delete row 2' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Are you sure you want to delete this?').waitFor();
    await screenshot(page, 'table-delete-confirm');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await frame.getByText('Eerste').waitFor({ state: 'detached' });
    expect(await bodyRows.allTextContents()).toEqual(['1Derde', '2Tweede']);

    // Cancel keeps the row.
    await frame.getByRole('button', { name: 'Delete row 1' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    expect(await bodyRows.allTextContents()).toEqual(['1Derde', '2Tweede']);
  });

  it('says so when the delete button has no rule, and when the rule fails', async () => {
    const noRule = { widget: 'Table', titleMenubar: 'Zonder regel', query: WIS_QUERY, deleteButton: true };
    const failing = { widget: 'Table', titleMenubar: 'Foute regel', query: WIS_QUERY, deletebuttonrule: 'bestaat-niet' };
    const path = await scene.createApp('table5', sideBySide(noRule, failing));
    const page = await scene.open(path);
    await waitForState(widget(page, 'Table', 'Zonder regel'), 'ready');
    await waitForState(widget(page, 'Table', 'Foute regel'), 'ready');

    await widget(page, 'Table', 'Zonder regel').getByRole('button', { name: 'Delete row 1' }).click();
    await page.getByText('This function is not available, as no rule has been configured for the delete button').waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);

    await widget(page, 'Table', 'Foute regel').getByRole('button', { name: 'Delete row 1' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await page.getByText('An error occurred during deletion').waitFor();
    await page.getByText('There is no rule "bestaat-niet"', { exact: false }).waitFor();
    await screenshot(page, 'table-delete-errors');
    expect(await widget(page, 'Table', 'Foute regel').locator('tbody tr[data-row]').count()).toBe(2);
  });

  it('runs onClick JavaScript by default, in the script sandbox, under a page policy without eval', async () => {
    const node = { widget: 'Table', titleMenubar: 'Klik', query: WIS_QUERY, onClick: 'publish("geklikt", row.naam)' };
    const path = await scene.createApp('table6', sideBySide(node, followerTable('SELECT ?gekozen WHERE { BIND("{{geklikt}}" AS ?gekozen) }', 'Geklikt')));
    const page = await scene.open(path);
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    const frame = widget(page, 'Table', 'Klik');
    await waitForState(frame, 'ready');
    await frame.getByRole('cell', { name: 'Tweede', exact: true }).click();
    await widget(page, 'Table', 'Geklikt').getByRole('cell', { name: 'Tweede', exact: true }).waitFor();
    expect(errors).toEqual([]);
    const csp = (await fetch(`${scene.server.url}${path}`)).headers.get('content-security-policy') ?? '';
    expect(csp).not.toContain("'unsafe-eval'");
  });

  it('renders a result of thousands of rows a window at a time', async () => {
    const digits = '0 1 2 3 4 5 6 7 8 9';
    const node = {
      widget: 'Table',
      titleMenubar: 'Groot',
      query: `SELECT ?n WHERE { VALUES ?a { ${digits} } VALUES ?b { ${digits} } VALUES ?c { ${digits} } VALUES ?d { 0 1 2 } BIND(?d * 1000 + ?c * 100 + ?b * 10 + ?a + 1 AS ?n) } ORDER BY ?n`,
    };
    const path = await scene.createApp('table7', node);
    const page = await scene.open(path);
    const frame = widget(page, 'Table', 'Groot');
    await waitForState(frame, 'ready');
    expect(await frame.locator('table').getAttribute('data-rows')).toBe('3000');
    await frame.getByRole('cell', { name: '1', exact: true }).waitFor();
    expect(await frame.locator('tbody tr[data-row]').count()).toBeLessThan(200);
    expect(await frame.getByRole('cell', { name: '3000', exact: true }).count()).toBe(0);
    // Scrolled to the end (the table's panel or the page, whichever scrolls), the last rows are there.
    await frame.locator('table').evaluate((table) => {
      let scroller: Element | null = table.parentElement;
      while (scroller && !(scroller.scrollHeight > scroller.clientHeight + 1 && /auto|scroll/.test(getComputedStyle(scroller).overflowY))) {
        scroller = scroller.parentElement;
      }
      const target = scroller ?? document.scrollingElement!;
      target.scrollTop = target.scrollHeight;
    });
    await frame.getByRole('cell', { name: '3000', exact: true }).waitFor();
    expect(await frame.locator('tbody tr[data-row]').count()).toBeLessThan(200);
    // The page is as tall as 3000 rows: a picture of what is on screen, not of the whole page.
    await page.screenshot({ path: screenshotPath('table-large') });
  });
});
