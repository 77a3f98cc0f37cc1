import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeViolations } from '../harness/axe.js';
import { screenshot } from '../harness/browser.js';
import { chartGraphScene, column, row, waitForState, widget, type ChartGraphScene } from './chartGraphScene.js';

// BBMermaid and BBNOML: one server and one browser for both. Each page counts Content-Security-
// Policy violations: Mermaid must draw under the server's policy (no eval).

const EX = 'http://example.org/grafiek-diagrams/';
const PREFIXES = `PREFIX ex: <${EX}>\n`;

const DATA = `${PREFIXES}INSERT DATA {
  ex:hoop a ex:Molen ; ex:naam "De Hoop (1878)" ; ex:eigenaar ex:gemeente .
  ex:zwaluw a ex:Molen ; ex:naam "Molen \\"De Zwaluw\\"" ; ex:eigenaar ex:stichting .
  ex:gemeente ex:naam "Gemeente Delft" .
  ex:stichting ex:naam "Stichting Molens" .
}`;

/** A flowchart made by the query: a first line, a line per mill and its owner, a link per mill. */
const OWNERS_QUERY = `${PREFIXES}SELECT ?mermaid WHERE {
  { BIND("flowchart LR" AS ?mermaid) BIND(0 AS ?orde) }
  UNION
  { ?m a ex:Molen ; ex:naam ?naam ; ex:eigenaar ?e . ?e ex:naam ?eigenaar .
    BIND(CONCAT("  ", STRAFTER(STR(?m), STR(ex:)), "[\\"", REPLACE(?naam, "\\"", "#quot;"), "\\"] -->|eigenaar| ", STRAFTER(STR(?e), STR(ex:)), "[\\"", ?eigenaar, "\\"]") AS ?mermaid)
    BIND(1 AS ?orde) }
  UNION
  { ?m a ex:Molen . BIND(CONCAT("  click ", STRAFTER(STR(?m), STR(ex:)), " \\"", STR(?m), "\\"") AS ?mermaid) BIND(2 AS ?orde) }
} ORDER BY ?orde ?mermaid`;

const NOML_QUERY = `${PREFIXES}SELECT ?noml WHERE {
  ?m a ex:Molen ; ex:naam ?naam ; ex:eigenaar ?e . ?e ex:naam ?eigenaar .
  BIND(CONCAT("[<class id=", STR(?m), "> ", ?naam, "]-[", ?eigenaar, "]") AS ?noml)
} ORDER BY ?noml`;

/** A table whose buttons publish a mill's name, as a visitor's click in a table would. */
const MILL_CHOOSER = {
  widget: 'Table',
  titleMenubar: 'Molens',
  publishVariable: 'molenNaam',
  query: `${PREFIXES}SELECT ?molen ?molenURI WHERE { ?m a ex:Molen ; ex:naam ?molen BIND(?molen AS ?molenURI) } ORDER BY ?molen`,
};

/** What a click on a diagram published: the name of the mill of that IRI. */
const CHOSEN = {
  widget: 'Table',
  titleMenubar: 'Gekozen',
  query: `${PREFIXES}SELECT ?naam WHERE { <{{molen}}> ex:naam ?naam }`,
};

let scene: ChartGraphScene;
beforeAll(async () => {
  scene = await chartGraphScene('diagrams');
  await scene.update(DATA);
});
afterAll(async () => {
  await scene?.close();
});

/** The texts a diagram shows, in the order of its SVG. */
async function diagramTexts(frame: Locator): Promise<string[]> {
  return frame.locator('svg').evaluate((svg) => {
    // Mermaid writes labels as HTML in <foreignObject> or as SVG <text>; nomnoml as <text>.
    const parts = [...svg.querySelectorAll('foreignObject, text')].filter((element) => !element.closest('foreignObject') || element.tagName === 'foreignObject');
    return parts.map((element) => (element.textContent ?? '').replace(/\s+/g, ' ').trim()).filter(Boolean);
  });
}

async function cells(page: Page, title: string): Promise<string[]> {
  return widget(page, 'Table', title).getByRole('cell').allTextContents();
}

/** Queries answer within seconds, but the machine is shared: poll as long as a locator waits. */
const POLL = { timeout: 20_000 };

describe('BBMermaid and BBNOML', () => {
  it('draw from a template that follows a published variable and from a query, publish a clicked node, and show syntax errors', async () => {
    const appPath = await scene.createApp(
      'diagrams',
      row(
        column(
          ['1', '2', '1'],
          MILL_CHOOSER,
          {
            widget: 'BBMermaid',
            titleMenubar: 'Keuze',
            diagram: 'flowchart LR\n  keuze["Gekozen: {{molenNaam}}"] --> kaart[Kaart van {{molenNaam}}]',
          },
          { widget: 'BBMermaid', titleMenubar: 'Kapot', diagram: 'flowchart LR\n  A --> B[' },
        ),
        column(['2', '1'], { widget: 'BBMermaid', titleMenubar: 'Eigenaren', query: OWNERS_QUERY, publishVariable: 'molen' }, CHOSEN),
        column(
          ['2', '2', '1'],
          { widget: 'BBNOML', titleMenubar: 'Klassen', diagram: '[Molen|naam;bouwjaar]->[{{molenNaam::Eigenaar}}]' },
          { widget: 'BBNOML', titleMenubar: 'Uit query', query: NOML_QUERY, publishVariable: 'molen' },
          { widget: 'BBNOML', titleMenubar: 'Noml kapot', diagram: '[Molen]->[Eigenaar' },
        ),
      ),
    );
    const { page, cspViolations } = await scene.open(appPath);

    // A template waits for its variable, then follows every value published to it.
    const choice = widget(page, 'BBMermaid', 'Keuze');
    await waitForState(choice, 'empty');
    await choice.getByText('Waiting for molenNaam').waitFor();
    await widget(page, 'Table', 'Molens').getByRole('button', { name: 'De Hoop (1878)' }).click();
    await waitForState(choice, 'ready');
    await expect.poll(() => diagramTexts(choice), POLL).toEqual(['Gekozen: De Hoop (1878)', 'Kaart van De Hoop (1878)']);
    // Quotes and brackets in a value stay text: the label is not cut short and no node is added.
    await widget(page, 'Table', 'Molens').getByRole('button', { name: 'Molen "De Zwaluw"' }).click();
    await expect.poll(() => diagramTexts(choice), POLL).toEqual(['Gekozen: Molen "De Zwaluw"', 'Kaart van Molen "De Zwaluw"']);
    await waitForState(choice, 'ready');

    // A diagram made by a query; a click on a linked node publishes its IRI instead of following it.
    const owners = widget(page, 'BBMermaid', 'Eigenaren');
    await waitForState(owners, 'ready');
    expect(await diagramTexts(owners)).toEqual(expect.arrayContaining(['De Hoop (1878)', 'Gemeente Delft', 'Molen "De Zwaluw"', 'Stichting Molens', 'eigenaar']));
    const hoop = owners.locator('a', { hasText: 'De Hoop (1878)' });
    await hoop.click();
    await expect.poll(() => cells(page, 'Gekozen'), POLL).toEqual(['De Hoop (1878)']);
    expect(page.url()).toContain(appPath);
    // The keyboard: the linked node is a link to tab to, Enter publishes.
    await owners.locator('a', { hasText: 'De Zwaluw' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => cells(page, 'Gekozen'), POLL).toEqual(['Molen "De Zwaluw"']);

    // Mermaid's syntax error is shown in its frame; the rest of the app goes on.
    const broken = widget(page, 'BBMermaid', 'Kapot');
    await waitForState(broken, 'error');
    // Mermaid counts the line break it adds at the end, where it met the open bracket's end.
    expect(await broken.getByRole('alert').textContent()).toMatch(/^The diagram cannot be drawn\. Parse error on line 3:\n.*A --> B\[\n-+\^\nExpecting 'SQE'/);
    expect(await broken.getAttribute('data-error')).toMatch(/^Parse error on line 3:/);

    // nomnoml: a template with a default until the variable has a value, a query, an error.
    const classes = widget(page, 'BBNOML', 'Klassen');
    await waitForState(classes, 'ready');
    expect(await diagramTexts(classes)).toEqual(['Molen', 'naam', 'bouwjaar', 'Molen "De Zwaluw"']);
    const fromQuery = widget(page, 'BBNOML', 'Uit query');
    await waitForState(fromQuery, 'ready');
    expect(await diagramTexts(fromQuery)).toEqual(expect.arrayContaining(['De Hoop (1878)', 'Gemeente Delft', 'Molen "De Zwaluw"', 'Stichting Molens']));
    // Its nodes are buttons named by what they show; a click or Enter publishes the node's id.
    await fromQuery.getByRole('button', { name: 'De Hoop (1878)' }).click();
    await expect.poll(() => cells(page, 'Gekozen'), POLL).toEqual(['De Hoop (1878)']);
    await fromQuery.getByRole('button', { name: 'Molen "De Zwaluw"' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => cells(page, 'Gekozen'), POLL).toEqual(['Molen "De Zwaluw"']);
    const nomlBroken = widget(page, 'BBNOML', 'Noml kapot');
    await waitForState(nomlBroken, 'error');
    expect(await nomlBroken.getByRole('alert').textContent()).toBe('The diagram cannot be drawn. Parse error at line 1 column 18, expected "]" but got end of file');

    await screenshot(page, 'diagrams');
    expect(await cspViolations()).toEqual([]);
    expect(await seriousAxeViolations(page), 'axe').toEqual([]);
  });

  it('run nothing from a hostile label, link, directive or value', async () => {
    const hostileValue = `<img src=x onerror="window.__xss='value'">`;
    const appPath = await scene.createApp(
      'hostile',
      row(
        column(
          ['1', '1'],
          {
            widget: 'BBMermaid',
            titleMenubar: 'Labels',
            publishVariable: 'geklikt',
            diagram: [
              'flowchart LR',
              `  A["<img src=x onerror=window.__xss='label'>"] --> B["<a href='javascript:window.__xss=1'>link</a>"]`,
              '  B --> C["{{boos}}"]',
              `  click A "javascript:window.__xss='click'"`,
              `  click C call window.eval("window.__xss='call'")`,
            ].join('\n'),
          },
          {
            widget: 'BBMermaid',
            titleMenubar: 'Directief',
            query: `SELECT ?mermaid WHERE { BIND("%%{init: {\\"securityLevel\\": \\"loose\\", \\"dompurifyConfig\\": {\\"ADD_ATTR\\": [\\"onerror\\"]}}}%%\\nflowchart LR\\n  L[\\"<img src=y onerror=window.__xss='init'>\\"]\\n  click L call window.eval(\\"window.__xss='loose'\\")\\n  M[Weg]\\n  click M \\"javascript:window.__xss='href'\\"" AS ?mermaid) }`,
          },
        ),
        column(
          ['1', '1'],
          { widget: 'BBNOML', titleMenubar: 'Noml boos', publishVariable: 'geklikt', diagram: `[Boos <img src=x onerror="window.__xss='noml'">]->[{{boos}}]` },
          { widget: 'Table', titleMenubar: 'Geklikt', query: 'SELECT ?geklikt WHERE { BIND("{{geklikt}}" AS ?geklikt) }' },
        ),
      ),
      { parameterValues: JSON.stringify({ boos: hostileValue }) },
    );
    const { page, cspViolations } = await scene.open(appPath);
    const labels = widget(page, 'BBMermaid', 'Labels');
    const directive = widget(page, 'BBMermaid', 'Directief');
    const noml = widget(page, 'BBNOML', 'Noml boos');
    for (const frame of [labels, directive, noml]) await waitForState(frame, 'ready');

    // The hostile value is shown as the text it is.
    expect(await diagramTexts(labels)).toContain(hostileValue);
    expect(await diagramTexts(noml)).toEqual(['Boos <img src=x onerror="window.__xss=\'noml\'">', hostileValue]);
    // Clicks on every node and link: nothing runs, nothing navigates, unsafe links publish nothing.
    for (const frame of [labels, directive]) {
      for (const node of await frame.locator('g.node').all()) await node.click();
    }
    for (const node of await noml.getByRole('button').all()) await node.click();
    expect(page.url()).toContain(appPath);
    expect(page.context().pages()).toHaveLength(1);
    await expect.poll(() => cells(page, 'Geklikt'), POLL).toEqual([hostileValue]);

    const found = await page.evaluate(() => ({
      flag: (window as unknown as { __xss?: unknown }).__xss,
      handlers: [...document.querySelectorAll('*')].flatMap((element) => element.getAttributeNames().filter((name) => name.startsWith('on'))),
      scriptLinks: [...document.querySelectorAll('a')].map((link) => link.getAttribute('href') ?? link.getAttribute('xlink:href') ?? '').filter((href) => /^\s*javascript:/i.test(href)),
    }));
    expect(found).toEqual({ flag: undefined, handlers: [], scriptLinks: [] });
    await screenshot(page, 'diagrams-hostile');
    // Chrome reports the onerror handlers of the hostile labels as refused when Mermaid's sanitiser
    // parses them (in a document that never runs them): the policy would have stopped them too.
    // Nothing else is reported: no eval, no style the policy refused.
    expect((await cspViolations()).filter((violation) => !violation.startsWith('script-src-attr: inline'))).toEqual([]);
  });

  it('draw inside a Tab once their tab is shown', async () => {
    const appPath = await scene.createApp(
      'tabs',
      {
        widget: 'Tab',
        tabs: ['Start', 'Mermaid', 'Nomnoml'],
        areas: [
          { widget: 'Table', titleMenubar: 'Welkom', query: 'SELECT ?welkom WHERE { BIND("Welkom" AS ?welkom) }' },
          { widget: 'BBMermaid', titleMenubar: 'Tab mermaid', query: OWNERS_QUERY },
          { widget: 'BBNOML', titleMenubar: 'Tab noml', diagram: '[Tab]->[{{plek::Nomnoml}}]' },
        ],
      },
    );
    const { page, cspViolations } = await scene.open(appPath);
    await waitForState(widget(page, 'Table', 'Welkom'), 'ready');
    const tabMermaid = widget(page, 'BBMermaid', 'Tab mermaid');
    const tabNoml = widget(page, 'BBNOML', 'Tab noml');
    expect(await tabMermaid.getAttribute('data-state')).toBe('empty');
    expect(await tabNoml.getAttribute('data-state')).toBe('empty');
    expect(await page.locator('svg[id^="grafiek-mermaid-"]').count()).toBe(0);

    await page.getByRole('tab', { name: 'Mermaid' }).click();
    await waitForState(tabMermaid, 'ready');
    expect(await diagramTexts(tabMermaid)).toEqual(expect.arrayContaining(['De Hoop (1878)', 'Stichting Molens']));
    const box = await tabMermaid.locator('svg').boundingBox();
    expect(box!.width).toBeGreaterThan(200);
    expect(box!.height).toBeGreaterThan(50);
    await screenshot(page, 'diagrams-tab-mermaid');

    await page.getByRole('tab', { name: 'Nomnoml' }).click();
    await waitForState(tabNoml, 'ready');
    expect(await diagramTexts(tabNoml)).toEqual(['Tab', 'Nomnoml']);
    await screenshot(page, 'diagrams-tab-nomnoml');
    expect(await cspViolations()).toEqual([]);
  });
});
