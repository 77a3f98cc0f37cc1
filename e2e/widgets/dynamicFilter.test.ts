import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeViolations } from '../harness/axe.js';
import { screenshot } from '../harness/browser.js';
import { sideBySide, waitForState, widget, widgetScene, type WidgetScene } from './inputWidgetScene.js';
import { column } from '../harness/scene.js';

// DynamicFilter: one server and one browser for all of it. Six houses with a colour (an IRI with a
// label), a kind, a name, a price and a build date; a filter panel over them whose counts follow
// the other filters, next to tables that show what it publishes and what a query over it finds.

const EX = 'http://example.org/grafiek-filter/';
const PREFIXES = `PREFIX ex: <${EX}>\nPREFIX rdfs: <http://www.w3.org/2000/01/rdf-schema#>\nPREFIX xsd: <http://www.w3.org/2001/XMLSchema#>\n`;

const HOUSES = [
  { id: 1, naam: 'Zonnehuis', kleur: 'rood', soort: 'Villa', prijs: 450000, bouw: '1995-04-01' },
  { id: 2, naam: 'Rijtje Rood', kleur: 'rood', soort: 'Rijtjeshuis', prijs: 250000, bouw: '2005-06-15' },
  { id: 3, naam: 'Blauwe Villa', kleur: 'blauw', soort: 'Villa', prijs: 600000, bouw: '2015-09-01' },
  { id: 4, naam: 'Groenhof', kleur: 'groen', soort: 'Rijtjeshuis', prijs: 200000, bouw: '1985-01-20' },
  { id: 5, naam: 'Klein Blauw', kleur: 'blauw', soort: 'Appartement', prijs: 150000, bouw: '2020-03-10' },
  { id: 6, naam: 'Tuinhuis', kleur: 'rood', soort: 'Appartement', prijs: 180000, bouw: '2010-11-11' },
];
const ALL_NAMES = HOUSES.map((house) => house.naam).sort();

const HOUSE = '?huis a ex:Huis ; ex:naam ?naam ; ex:kleur ?kleur ; ex:soort ?soort ; ex:prijs ?prijs ; ex:bouwdatum ?bouw .';

/**
 * What each facet's variables ask of a house. Nothing chosen leaves a variable at the reset value,
 * so its `::true` default makes `true IN (true)` hold and the facet lets every house through.
 */
const CONDITIONS: Record<string, string> = {
  kleur: 'FILTER(true IN ({{kleur::true}}) || ?kleur IN ({{kleur::true}}))',
  soort: 'FILTER(true IN ({{soort::true}}) || ?soort IN ({{soort::true}}))',
  naam: 'FILTER(CONTAINS(LCASE(?naam), LCASE("{{naam::}}")))',
  prijs: 'FILTER(true IN ({{prijs::true}}) || (?prijs >= {{prijs_min::0}} && ?prijs <= {{prijs_max::0}}))',
  bouw: 'FILTER(true IN ({{bouw::true}}) || (?bouw >= {{bouw_min::0}} && ?bouw <= {{bouw_max::0}}))',
};

function conditionsExcept(facet: string): string {
  return Object.entries(CONDITIONS)
    .filter(([name]) => name !== facet)
    .map(([, condition]) => condition)
    .join('\n    ');
}

/**
 * One UNION branch per facet. The colour and kind branches apply every other facet's variables,
 * so their counts follow the other filters (and the query re-runs when those are published).
 */
const FILTER_QUERY = `${PREFIXES}SELECT ?order ?sparqlParameter ?property ?propertyURI ?value ?valueURI ?type ?defaultExpanded ?defaultVisible (COUNT(DISTINCT ?huis) AS ?count) WHERE {
  {
    BIND(1 AS ?order) BIND("kleur" AS ?sparqlParameter) BIND("Kleur" AS ?property) BIND(ex:kleur AS ?propertyURI) BIND("checkboxes" AS ?type)
    ${HOUSE}
    ?kleur rdfs:label ?value . BIND(?kleur AS ?valueURI)
    ${conditionsExcept('kleur')}
  } UNION {
    BIND(2 AS ?order) BIND("soort" AS ?sparqlParameter) BIND("Soort" AS ?property) BIND("radiobuttons" AS ?type)
    ${HOUSE}
    BIND(?soort AS ?value)
    ${conditionsExcept('soort')}
  } UNION {
    BIND(3 AS ?order) BIND("naam" AS ?sparqlParameter) BIND("Naam" AS ?property) BIND("search" AS ?type)
  } UNION {
    BIND(4 AS ?order) BIND("prijs" AS ?sparqlParameter) BIND("Prijs" AS ?property) BIND("range" AS ?type)
    ?huis a ex:Huis ; ex:prijs ?value .
  } UNION {
    BIND(5 AS ?order) BIND("bouw" AS ?sparqlParameter) BIND("Bouwdatum" AS ?property) BIND("daterange" AS ?type)
    BIND(false AS ?defaultExpanded) BIND(false AS ?defaultVisible)
    ?huis a ex:Huis ; ex:bouwdatum ?value .
  }
}
GROUP BY ?order ?sparqlParameter ?property ?propertyURI ?value ?valueURI ?type ?defaultExpanded ?defaultVisible
ORDER BY ?order ?value`;

/** The houses every filter lets through. */
const HOUSES_QUERY = `${PREFIXES}SELECT ?naam WHERE {
  ${HOUSE}
  ${Object.values(CONDITIONS).join('\n  ')}
} ORDER BY ?naam`;

let scene: WidgetScene;

function filterNode(extra: Record<string, unknown> = {}): Record<string, unknown> {
  return { widget: 'DynamicFilter', titleMenubar: 'Filters', query: FILTER_QUERY, filtersPublishVariable: 'filters', urlPublishVariable: 'filterUrl', ...extra };
}

function table(title: string, query: string): Record<string, unknown> {
  return { widget: 'Table', titleMenubar: title, query };
}

const HOUSES_TABLE = table('Huizen', HOUSES_QUERY);
const PUBLISHED_TABLE = table('Gepubliceerd', 'SELECT ?kleur ?url WHERE { BIND("{{kleur::niets}}" AS ?kleur) BIND("{{filterUrl::niets}}" AS ?url) }');

async function cells(page: Page, title: string): Promise<string[]> {
  return widget(page, 'Table', title).getByRole('cell').allTextContents();
}

/** Queries answer within seconds, but the machine is shared: poll as long as a locator waits. */
const POLL = { timeout: 20_000 };

async function housesShown(page: Page, names: string[]): Promise<void> {
  await expect.poll(() => cells(page, 'Huizen'), POLL).toEqual(names);
}

/** The labels (with counts) of a facet's checkboxes or radio buttons, in order. */
async function choices(facet: Locator, role: 'checkbox' | 'radio'): Promise<string[]> {
  const boxes = facet.getByRole(role);
  const labels: string[] = [];
  for (let index = 0; index < (await boxes.count()); index++) {
    const id = await boxes.nth(index).getAttribute('id');
    labels.push((await facet.locator(`label[for="${id}"]`).textContent()) ?? '');
  }
  return labels;
}

function facet(frame: Locator, parameter: string): Locator {
  return frame.locator(`[data-facet="${parameter}"]`);
}

beforeAll(async () => {
  scene = await widgetScene();
  await scene.update(`${PREFIXES}INSERT DATA {
    ex:rood rdfs:label "Rood" . ex:blauw rdfs:label "Blauw" . ex:groen rdfs:label "Groen" .
    ${HOUSES.map((house) => `ex:huis${house.id} a ex:Huis ; ex:naam "${house.naam}" ; ex:kleur ex:${house.kleur} ; ex:soort "${house.soort}" ; ex:prijs ${house.prijs} ; ex:bouwdatum "${house.bouw}"^^xsd:date .`).join('\n')}
  }`);
});
afterAll(async () => {
  await scene?.close();
});

describe('DynamicFilter', () => {
  it('shows facets from the triples; checking values publishes them, the follower table narrows and the other counts follow', async () => {
    const path = await scene.createApp('facets', sideBySide(filterNode(), column(HOUSES_TABLE, PUBLISHED_TABLE)));
    const page = await scene.open(path);
    const frame = widget(page, 'DynamicFilter', 'Filters');
    await waitForState(frame, 'ready');
    await housesShown(page, ALL_NAMES);

    // One collapsible section per facet in the query's order; the hidden date facet waits behind a button.
    expect(await frame.getByRole('button', { name: /^(Kleur|Soort|Naam|Prijs|Bouwdatum)/ }).allTextContents()).toEqual(['Kleur', 'Soort', 'Naam', 'Prijs']);
    expect(await frame.getByRole('button', { name: 'More filters (1)' }).isVisible()).toBe(true);
    const kleur = facet(frame, 'kleur');
    const soort = facet(frame, 'soort');
    expect(await choices(kleur, 'checkbox')).toEqual(['Blauw (2)', 'Groen (1)', 'Rood (3)']);
    expect(await choices(soort, 'radio')).toEqual(['Any', 'Appartement (2)', 'Rijtjeshuis (2)', 'Villa (2)']);
    expect(await frame.getByRole('button', { name: 'Reset filters' }).isDisabled()).toBe(true);

    // Checking a colour publishes its IRI; the houses follow, and so do the kind counts.
    await kleur.getByRole('checkbox', { name: 'Rood (3)' }).check();
    await housesShown(page, ['Rijtje Rood', 'Tuinhuis', 'Zonnehuis']);
    await expect.poll(() => choices(soort, 'radio'), POLL).toEqual(['Any', 'Appartement (1)', 'Rijtjeshuis (1)', 'Villa (1)']);
    expect(await choices(kleur, 'checkbox')).toEqual(['Blauw (2)', 'Groen (1)', 'Rood (3)']);
    await kleur.getByRole('checkbox', { name: 'Blauw (2)' }).check();
    await housesShown(page, ['Blauwe Villa', 'Klein Blauw', 'Rijtje Rood', 'Tuinhuis', 'Zonnehuis']);
    // In the facet's order (Blauw before Rood), as IRIs in the default csv as uri format; the URL form too.
    await expect
      .poll(() => cells(page, 'Gepubliceerd'), POLL)
      .toEqual([`<${EX}blauw>,<${EX}rood>`, `kleur=${encodeURIComponent(`${EX}blauw`)}&kleur=${encodeURIComponent(`${EX}rood`)}&filterLogicalOperation=AND`]);
    expect(await kleur.getByRole('button', { name: /^Kleur/ }).textContent()).toBe('Kleur2');

    // A kind, from the keyboard: the arrow keys move the radio choice, each one published.
    await soort.getByRole('radio', { name: /^Rijtjeshuis/ }).check();
    await housesShown(page, ['Rijtje Rood']);
    await page.keyboard.press('ArrowDown');
    await housesShown(page, ['Blauwe Villa', 'Zonnehuis']);
    expect(await soort.getByRole('radio', { name: /^Villa/ }).isChecked()).toBe(true);
    // Counts follow the kind: no green villa, so green is no longer offered.
    await expect.poll(() => choices(kleur, 'checkbox'), POLL).toEqual(['Blauw (1)', 'Rood (1)']);

    // Keyboard: Enter on a section's heading folds it away and opens it again; Space checks a box.
    const kleurHeading = frame.getByRole('button', { name: /^Kleur/ });
    await kleurHeading.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => kleurHeading.getAttribute('aria-expanded')).toBe('false');
    expect(await kleur.getByRole('checkbox', { name: /^Rood/ }).isVisible()).toBe(false);
    await page.keyboard.press('Enter');
    await expect.poll(() => kleurHeading.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Tab');
    const focused = () => page.evaluate(() => document.querySelector(`label[for="${document.activeElement?.id}"]`)?.textContent ?? null);
    expect(await focused()).toBe('Blauw (1)');
    await page.keyboard.press('Space');
    await housesShown(page, ['Zonnehuis']);

    // "Any" lets go of the kind.
    await soort.getByRole('radio', { name: 'Any' }).check();
    await housesShown(page, ['Rijtje Rood', 'Tuinhuis', 'Zonnehuis']);
    await screenshot(page, 'dynamic-filter-facets');
    expect(await seriousAxeViolations(page), 'axe').toEqual([]);
  });

  it('filters by search text, a number range and a date range, and the reset button clears them all', async () => {
    const path = await scene.createApp('ranges', sideBySide(filterNode(), column(HOUSES_TABLE, table('Stand', 'SELECT ?filters WHERE { BIND("{{filters::niets}}" AS ?filters) }'))));
    const page = await scene.open(path);
    const frame = widget(page, 'DynamicFilter', 'Filters');
    await waitForState(frame, 'ready');
    await housesShown(page, ALL_NAMES);

    // Search: published after the pause, or at once on Enter; placed in the query as a string.
    const search = frame.getByRole('searchbox', { name: 'Naam' });
    await search.fill('HUIS');
    await housesShown(page, ['Tuinhuis', 'Zonnehuis']);
    await search.fill('e');
    await search.press('Enter');
    await housesShown(page, ['Blauwe Villa', 'Groenhof', 'Klein Blauw', 'Rijtje Rood', 'Zonnehuis']);

    // Number range: typed ends, and the slider's thumb from the keyboard.
    const prijs = facet(frame, 'prijs');
    await prijs.getByRole('textbox', { name: 'Prijs from' }).fill('200000');
    await housesShown(page, ['Blauwe Villa', 'Groenhof', 'Rijtje Rood', 'Zonnehuis']);
    await prijs.getByRole('textbox', { name: 'Prijs from' }).fill('250000');
    await housesShown(page, ['Blauwe Villa', 'Rijtje Rood', 'Zonnehuis']);
    await prijs.getByRole('slider', { name: 'Prijs, to' }).focus();
    await page.keyboard.press('ArrowLeft');
    await housesShown(page, ['Rijtje Rood', 'Zonnehuis']);
    expect(await prijs.getByRole('textbox', { name: 'Prijs to' }).inputValue()).toBe('599000');

    // The hidden date facet: shown on request, folded at first; open-ended ranges work.
    await frame.getByRole('button', { name: 'More filters (1)' }).click();
    const heading = frame.getByRole('button', { name: /^Bouwdatum/ });
    expect(await heading.getAttribute('aria-expanded')).toBe('false');
    await heading.click();
    const from = frame.getByLabel('Bouwdatum from');
    expect([await from.getAttribute('min'), await frame.getByLabel('Bouwdatum to').getAttribute('max')]).toEqual(['1985-01-20', '2020-03-10']);
    await from.fill('2000-01-01');
    await housesShown(page, ['Rijtje Rood']);

    // The whole state as JSON, with the logical operation.
    const state = JSON.parse((await cells(page, 'Stand'))[0]!) as { logicalOperation: string; filters: { sparqlParameter: string }[] };
    expect(state.logicalOperation).toBe('AND');
    expect(state.filters).toEqual([
      { sparqlParameter: 'naam', property: 'Naam', type: 'search', text: 'e' },
      { sparqlParameter: 'prijs', property: 'Prijs', type: 'range', min: 250000, max: 599000 },
      { sparqlParameter: 'bouw', property: 'Bouwdatum', type: 'daterange', from: '2000-01-01' },
    ]);
    await screenshot(page, 'dynamic-filter-ranges');

    // Reset clears every facet, and the boxes show it.
    await frame.getByRole('button', { name: 'Reset filters' }).click();
    await housesShown(page, ALL_NAMES);
    expect(await search.inputValue()).toBe('');
    expect(await from.inputValue()).toBe('');
    await expect.poll(() => prijs.getByRole('textbox', { name: 'Prijs from' }).inputValue()).toBe('150000');
    await expect.poll(async () => (await cells(page, 'Stand'))[0]).toBe('{"logicalOperation":"AND","filters":[]}');
    expect(await frame.getByRole('button', { name: 'Reset filters' }).isDisabled()).toBe(true);
  });

  it('brings a state back from the URL, publishing it to the facets again', async () => {
    const path = await scene.createApp('restore', sideBySide(filterNode(), HOUSES_TABLE), { updateURLVariables: ['filters'] });
    const state = { logicalOperation: 'AND', filters: [{ sparqlParameter: 'kleur', type: 'checkboxes', values: [{ value: 'Blauw', valueURI: `${EX}blauw` }] }] };
    const page = await scene.open(`${path}?filters=${encodeURIComponent(JSON.stringify(state))}`);
    const frame = widget(page, 'DynamicFilter', 'Filters');
    await waitForState(frame, 'ready');
    await housesShown(page, ['Blauwe Villa', 'Klein Blauw']);
    expect(await facet(frame, 'kleur').getByRole('checkbox', { name: /^Blauw/ }).isChecked()).toBe(true);
    await facet(frame, 'kleur').getByRole('checkbox', { name: /^Blauw/ }).uncheck();
    await housesShown(page, ALL_NAMES);
  });

  it('says so when the query finds nothing, fails, or returns rows it cannot use', async () => {
    const path = await scene.createApp(
      'states',
      column(
        { widget: 'DynamicFilter', titleMenubar: 'Leeg', query: `${PREFIXES}SELECT ?sparqlParameter ?value WHERE { ?x a ex:Niets ; ex:naam ?value BIND("x" AS ?sparqlParameter) }`, textNoResults: 'Geen filters' },
        { widget: 'DynamicFilter', titleMenubar: 'Kapot', query: 'SELECT ?sparqlParameter WHERE { kapot' },
        { widget: 'DynamicFilter', titleMenubar: 'Zonder naam', query: 'SELECT ?value WHERE { VALUES ?value { "a" "b" } }' },
        { widget: 'DynamicFilter', titleMenubar: 'Vreemd type', query: 'SELECT ?sparqlParameter ?value ?type WHERE { VALUES (?sparqlParameter ?value ?type) { ("a" "x" "slider") ("b" "y" "checkboxes") } }' },
      ),
    );
    const page = await scene.open(path);
    const empty = widget(page, 'DynamicFilter', 'Leeg');
    await waitForState(empty, 'empty');
    await empty.getByText('Geen filters').waitFor();

    const broken = widget(page, 'DynamicFilter', 'Kapot');
    await waitForState(broken, 'error');
    expect(await broken.getByRole('alert').textContent()).toMatch(/\S/);

    const nameless = widget(page, 'DynamicFilter', 'Zonder naam');
    await waitForState(nameless, 'error');
    expect(await nameless.getByRole('alert').textContent()).toBe('2 rows without ?sparqlParameter are left out: it names the app variable a filter publishes to.');

    // A facet of an unknown type is left out with a note; the others still work.
    const odd = widget(page, 'DynamicFilter', 'Vreemd type');
    await waitForState(odd, 'ready');
    expect(await odd.getByRole('alert').textContent()).toBe('The filter "a" is left out: its ?type "slider" is not one of checkboxes, radiobuttons, search, range, daterange.');
    expect(await odd.getByRole('checkbox', { name: 'y' }).isVisible()).toBe(true);
    await screenshot(page, 'dynamic-filter-states');
  });

  it('works inside a Tab: no query until its tab is shown, then publishes with OR in its state', async () => {
    const path = await scene.createApp(
      'tab',
      sideBySide(
        {
          widget: 'Tab',
          tabs: ['Start', 'Filter'],
          areas: [table('Welkom', 'SELECT ?welkom WHERE { BIND("Welkom" AS ?welkom) }'), filterNode({ titleMenubar: 'Tab filter', filterLogicalOperation: 'OR', query: `${FILTER_QUERY} # tab-filter` })],
        },
        column(HOUSES_TABLE, table('Stand', 'SELECT ?url WHERE { BIND("{{filterUrl::niets}}" AS ?url) }')),
      ),
    );
    const page = await scene.browser.newPage(scene.server.url);
    const queries: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/api/sparql/')) queries.push(new URLSearchParams(request.postData() ?? '').get('query') ?? '');
    });
    await page.goto(path);
    await waitForState(widget(page, 'Table', 'Welkom'), 'ready');
    await housesShown(page, ALL_NAMES);
    expect(queries.filter((query) => query.includes('# tab-filter'))).toEqual([]);

    await page.getByRole('tab', { name: 'Filter' }).click();
    const frame = widget(page, 'DynamicFilter', 'Tab filter');
    await waitForState(frame, 'ready');
    await facet(frame, 'kleur').getByRole('checkbox', { name: /^Groen/ }).check();
    await housesShown(page, ['Groenhof']);
    await expect.poll(async () => (await cells(page, 'Stand'))[0], POLL).toBe(`kleur=${encodeURIComponent(`${EX}groen`)}&filterLogicalOperation=OR`);
    await screenshot(page, 'dynamic-filter-in-tab');
  });
});
