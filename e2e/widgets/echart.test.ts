import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stringToColor } from '../../packages/core/src/map/stringToColor.js';
import { screenshot } from '../harness/browser.js';
import { chartGraphScene, column, row, waitForState, widget, type ChartGraphScene } from './chartGraphScene.js';

const EX = 'http://example.org/grafiek-charts/';
const PREFIXES = `PREFIX ex: <${EX}>\nPREFIX rdfs: <http://www.w3.org/2000/01/rdf-schema#>\nPREFIX xsd: <http://www.w3.org/2001/XMLSchema#>\n`;

// Two areas with business counts per sector, like the demonstrator's CBS key figures; the
// chart's query has the demonstrator's "?property ?value" form.
const DATA = `${PREFIXES}INSERT DATA {
  ex:noord a ex:Gebied ; rdfs:label "Noord" ; ex:landbouw 12 ; ex:handel 30 ; ex:horeca 7 .
  ex:zuid a ex:Gebied ; rdfs:label "Zuid" ; ex:landbouw 4 ; ex:handel 9 ; ex:horeca 21 ; ex:industrie 15 .
  ex:landbouw rdfs:label "Landbouw en visserij" .
  ex:handel rdfs:label "Handel" .
  ex:horeca rdfs:label "Horeca" .
  ex:industrie rdfs:label "Industrie" .
  ex:m1 ex:jaar "2021" ; ex:soort "sloop" ; ex:aantal 3 .
  ex:m2 ex:jaar "2021" ; ex:soort "nieuwbouw" ; ex:aantal 8 .
  ex:m3 ex:jaar "2022" ; ex:soort "sloop" ; ex:aantal 5 .
  ex:m4 ex:jaar "2022" ; ex:soort "nieuwbouw" ; ex:aantal 2 .
  ex:m5 ex:jaar "2023" ; ex:soort "nieuwbouw" ; ex:aantal 6 .
}`;

const AREA_SELECT = {
  widget: 'SelectBox',
  titleMenubar: 'Gebied',
  publishVariable: 'gebied',
  query: `${PREFIXES}SELECT ?uri ?label WHERE { ?uri a ex:Gebied ; rdfs:label ?label } ORDER BY ?label`,
};

const SECTOR_QUERY = `${PREFIXES}SELECT ?property ?value ?uri WHERE {
  <{{gebied}}> ?uri ?value .
  FILTER (datatype(?value) = xsd:integer)
  BIND (STRAFTER(STR(?uri), "${EX}") AS ?property)
} ORDER BY ?property`;

const chosenSector = {
  widget: 'Table',
  titleMenubar: 'Gekozen sector',
  query: `${PREFIXES}SELECT ?sector WHERE { <{{sector}}> rdfs:label ?sector }`,
};

// The land-registry demonstrator's own chart nodes, read from the shared fixture as they are.
const FIXTURE = new URL('../../../shared/fixtures/configs/kadaster-kkg-demonstrator-v1.json', import.meta.url);

function chartNodes(node: unknown, found: Record<string, unknown>[] = []): Record<string, unknown>[] {
  if (Array.isArray(node)) node.forEach((child) => chartNodes(child, found));
  else if (node && typeof node === 'object') {
    const record = node as Record<string, unknown>;
    if (record.widget === 'BBEChart') found.push(record);
    Object.values(record).forEach((child) => chartNodes(child, found));
  }
  return found;
}

// Data in the demonstrator's vocabulary for its three chart queries: CBS key figures of a
// municipality (one of them unknown, the sentinel the queries filter out) and building statuses in
// a neighbourhood.
const IMX = 'http://modellen.geostandaarden.nl/def/imx-geo#';
const FIXTURE_DATA = `PREFIX imx: <${IMX}>
PREFIX imx-ext: <https://modellen.kkg.kadaster.nl/def/imxgeo-ext#>
PREFIX cbs: <http://example.org/grafiek-charts/cbs#>
PREFIX ex: <${EX}>
INSERT DATA {
  ex:kerncijfers1 imx-ext:regio ex:gemeente1 ;
    cbs:aantal_bedrijven_landbouw_bosbouw_visserij 40 ; cbs:aantal_bedrijven_handel_en_horeca 210 ;
    cbs:aantal_bedrijven_zakelijke_dienstverlening 330 ; cbs:aantal_bedrijven_cultuur_recreatie_overige "-99999999" ;
    cbs:percentage_personen_0_tot_15_jaar 16 ; cbs:percentage_personen_15_tot_25_jaar 12 ; cbs:percentage_personen_65_jaar_en_ouder 21 .
  ex:buurt1 imx:bevatPerceel ex:perceel1, ex:perceel2 .
  ex:pand1 imx:bevindtZichOpPerceel ex:perceel1 ; imx:status "Sloopvergunning verleend" .
  ex:pand2 imx:bevindtZichOpPerceel ex:perceel1 ; imx:status "Pand gesloopt" .
  ex:pand3 imx:bevindtZichOpPerceel ex:perceel2 ; imx:status "Pand gesloopt" .
  ex:pand4 imx:bevindtZichOpPerceel ex:perceel2 ; imx:status "Pand in gebruik" .
}`;

let scene: ChartGraphScene;
beforeAll(async () => {
  scene = await chartGraphScene('charts');
  await scene.update(DATA);
  await scene.update(FIXTURE_DATA);
});
afterAll(async () => {
  await scene?.close();
});

/** The texts ECharts drew into the chart's SVG (axis labels, legend, slice labels, gauge). */
async function chartTexts(frame: ReturnType<typeof widget>): Promise<string[]> {
  return (await frame.locator('svg text').allTextContents()).map((text) => text.trim()).filter(Boolean);
}

/** How many shapes the chart fills with exactly this colour: one per bar or slice of it. */
async function shapesFilled(frame: ReturnType<typeof widget>, color: string): Promise<number> {
  return frame.locator(`svg path[fill="${color}"]`).count();
}

describe('BBEChart', () => {
  it('draws one bar per row in the colour of its name, and follows the variable its query uses', async () => {
    const appPath = await scene.createApp(
      'bars1',
      row(AREA_SELECT, {
        widget: 'BBEChart',
        titleMenubar: 'Bedrijven',
        charttype: 'Bar',
        query: SECTOR_QUERY,
        stringToColor: true,
        legend: false,
        labelsInChart: true,
      }),
    );
    const { page, cspViolations } = await scene.open(appPath);
    const chart = widget(page, 'BBEChart', 'Bedrijven');
    await waitForState(chart, 'ready');
    await chart.locator('svg').waitFor();

    const noord = { handel: 30, horeca: 7, landbouw: 12 };
    await expect.poll(() => chartTexts(chart)).toEqual(expect.arrayContaining([...Object.keys(noord), ...Object.values(noord).map(String)]));
    for (const sector of Object.keys(noord)) expect(await shapesFilled(chart, stringToColor(sector)), sector).toBe(1);
    expect(await shapesFilled(chart, stringToColor('industrie'))).toBe(0);
    const box = await chart.locator('svg').boundingBox();
    expect(box!.width).toBeGreaterThan(300);
    expect(box!.height).toBeGreaterThan(200);
    await screenshot(page, 'echart-bar-noord');

    // Another area: the chart runs its query again and shows that area's four sectors.
    await widget(page, 'SelectBox', 'Gebied').getByLabel('Gebied', { exact: true }).click();
    await page.getByRole('option', { name: 'Zuid' }).click();
    await expect.poll(() => shapesFilled(chart, stringToColor('industrie'))).toBe(1);
    await waitForState(chart, 'ready');
    const texts = await chartTexts(chart);
    expect(texts).toEqual(expect.arrayContaining(['handel', 'horeca', 'industrie', 'landbouw', '15', '21']));
    expect(texts).not.toContain('30');
    await screenshot(page, 'echart-bar-zuid');
    expect(await cspViolations()).toEqual([]);
  });

  it('renders the demonstrator\'s chart nodes from the v1 fixture as they are', async () => {
    const nodes = chartNodes(JSON.parse(readFileSync(FIXTURE, 'utf8')));
    expect(nodes.map((node) => node.titleMenubar)).toEqual(['Industrie', 'Leeftijden', 'Status pand/bouwwerk']);
    // As after the drill-down: every level chosen (the queries need them all), "gemeente" picked.
    const appPath = await scene.createApp('fixture1', row(...nodes), {
      parameterValues: JSON.stringify({ keuze: 'gemeente', gemeente: `${EX}gemeente1`, wijk: `${EX}wijk1`, buurt: `${EX}buurt1`, buurt2: `${EX}buurt1` }),
    });
    const { page, cspViolations } = await scene.open(appPath);
    // The bars, as the chart describes them to assistive technology (long names wrap on screen);
    // the unknown figure and the status the query leaves out are not there.
    const expectations: [string, Record<string, number>, string[]][] = [
      ['Industrie', { landbouw_bosbouw_visserij: 40, handel_en_horeca: 210, zakelijke_dienstverlening: 330 }, ['cultuur_recreatie_overige']],
      ['Leeftijden', { '0_tot_15_jaar': 16, '15_tot_25_jaar': 12, '65_jaar_en_ouder': 21 }, []],
      ['Status pand/bouwwerk', { 'Pand gesloopt': 2, 'Sloopvergunning verleend': 1 }, ['Pand in gebruik']],
    ];
    for (const [title, bars, hidden] of expectations) {
      const chart = widget(page, 'BBEChart', title);
      await waitForState(chart, 'ready');
      const description = chart.locator('[aria-label^="This is a chart"]');
      await description.waitFor();
      const label = (await description.getAttribute('aria-label'))!;
      for (const [name, value] of Object.entries(bars)) expect(label, title).toContain(`${name} is ${value}`);
      for (const name of hidden) expect(label, title).not.toContain(name);
      // gradientColors: every bar is filled with a gradient of its own, and nothing else is.
      expect(await chart.locator('svg path[fill^="url("]').count(), title).toBe(Object.keys(bars).length);
    }
    await screenshot(page, 'echart-fixture-v1');
    expect(await cspViolations()).toEqual([]);
  });

  it('publishes the ?uri of the bar a user clicks', async () => {
    const appPath = await scene.createApp(
      'click1',
      column(['1', '90px'], {
        widget: 'BBEChart',
        titleMenubar: 'Noord',
        charttype: 'Col',
        query: SECTOR_QUERY.replace('<{{gebied}}>', 'ex:noord'),
        publishVariable: 'sector',
        color: '#00589b',
      }, chosenSector),
    );
    const { page } = await scene.open(appPath);
    const chart = widget(page, 'BBEChart', 'Noord');
    await waitForState(chart, 'ready');
    // Every column in the one configured colour.
    await expect.poll(() => shapesFilled(chart, '#00589b')).toBe(3);

    // The column above the axis label "handel", clicked once it has grown to its height (ECharts
    // draws the columns growing from the axis).
    const label = chart.locator('svg text', { hasText: /^handel$/ });
    await label.waitFor();
    // ECharts redraws its SVG while the columns grow, so the label found may be replaced before it
    // is measured: measure until one stays put long enough.
    let measured: Awaited<ReturnType<typeof label.boundingBox>> = null;
    await expect.poll(async () => (measured = await label.boundingBox()) !== null).toBe(true);
    const labelBox = measured!;
    const handelColumn = async () => {
      const centre = labelBox.x + labelBox.width / 2;
      for (const box of await Promise.all((await chart.locator('svg path[fill="#00589b"]').all()).map((path) => path.boundingBox()))) {
        if (box && box.x <= centre && centre <= box.x + box.width) return box;
      }
      return null;
    };
    let grown = await handelColumn();
    await expect
      .poll(async () => {
        const previous = grown;
        grown = await handelColumn();
        return previous !== null && grown !== null && grown.height > 10 && grown.height === previous.height;
      })
      .toBe(true);
    // On a loaded machine the chart may still be settling when the pointer arrives: click the
    // column where it is now until the click lands (a second click on the same bar publishes the
    // same value, so repeating cannot make the test pass wrongly).
    const follower = widget(page, 'Table', 'Gekozen sector');
    const chosen = follower.getByRole('cell', { name: 'Handel' });
    await expect
      .poll(
        async () => {
          const column = (await handelColumn()) ?? grown!;
          await page.mouse.click(column.x + column.width / 2, column.y + column.height / 2);
          return chosen.waitFor({ timeout: 2000 }).then(
            () => true,
            () => false,
          );
        },
        { timeout: 30_000 },
      )
      .toBe(true);
    await screenshot(page, 'echart-col-clicked');
  });

  it('shows a doughnut with a legend and values with fixed decimals and a suffix', async () => {
    const appPath = await scene.createApp('pie1', {
      widget: 'BBEChart',
      titleMenubar: 'Aandeel',
      charttype: 'Doughnut',
      query: SECTOR_QUERY.replace('<{{gebied}}>', 'ex:zuid'),
      legend: true,
      labelsInChart: true,
      popupLabelFixedFormat: '1',
      popupLabelExtension: ' stuks',
      stringToColor: true,
      title: 'Bedrijven in Zuid',
    });
    const { page, cspViolations } = await scene.open(appPath);
    const chart = widget(page, 'BBEChart', 'Aandeel');
    await waitForState(chart, 'ready');
    const sectors = ['handel', 'horeca', 'industrie', 'landbouw'];
    // Each slice in its sector's colour, and the legend's marker beside it in the same colour.
    for (const sector of sectors) await expect.poll(() => shapesFilled(chart, stringToColor(sector)), { message: sector }).toBe(2);
    const texts = await chartTexts(chart);
    // The legend names the slices; the slices carry their values, with one decimal and the suffix.
    expect(texts).toEqual(expect.arrayContaining(['Bedrijven in Zuid', ...sectors, '15.0 stuks', '9.0 stuks', '21.0 stuks', '4.0 stuks']));
    await screenshot(page, 'echart-doughnut');
    expect(await cspViolations()).toEqual([]);
  });

  it('stacks the long form "?category ?series ?value" into columns per series, with a legend of the series', async () => {
    const appPath = await scene.createApp('stack1', {
      widget: 'BBEChart',
      titleMenubar: 'Mutaties',
      charttype: 'ColStacked',
      query: `${PREFIXES}SELECT ?jaar ?series ?aantal WHERE { ?m ex:jaar ?jaar ; ex:soort ?series ; ex:aantal ?aantal } ORDER BY ?jaar ?series`,
      legend: true,
      horizontal: true,
      stringToColor: true,
      gradientColors: false,
      labelsInChart: true,
    });
    const { page } = await scene.open(appPath);
    const chart = widget(page, 'BBEChart', 'Mutaties');
    await waitForState(chart, 'ready');
    await expect.poll(() => chartTexts(chart)).toEqual(expect.arrayContaining(['2021', '2022', '2023', 'nieuwbouw', 'sloop']));
    // Three years of new buildings, two of demolition: five column parts (and a legend marker each).
    expect(await shapesFilled(chart, stringToColor('nieuwbouw'))).toBe(4);
    expect(await shapesFilled(chart, stringToColor('sloop'))).toBe(3);
    await screenshot(page, 'echart-stacked');
  });

  it('shows a single count as a gauge', async () => {
    const appPath = await scene.createApp('gauge1', {
      widget: 'BBEChart',
      titleMenubar: 'Aantal gebieden',
      charttype: 'gauge',
      query: `${PREFIXES}SELECT (COUNT(?g) AS ?gebieden) (10 AS ?max) WHERE { ?g a ex:Gebied }`,
      gradientColors: true,
      stringToColor: true,
      height: '150%',
    });
    const { page } = await scene.open(appPath);
    const chart = widget(page, 'BBEChart', 'Aantal gebieden');
    await waitForState(chart, 'ready');
    await expect.poll(() => chartTexts(chart)).toEqual(expect.arrayContaining(['2', 'gebieden', '0', '10']));
    // 150% is capped at the panel: the chart stays inside it.
    const panel = (await chart.boundingBox())!;
    const svg = (await chart.locator('svg').boundingBox())!;
    expect(svg.height).toBeLessThanOrEqual(panel.height);
    await screenshot(page, 'echart-gauge');
  });

  it('follows its panel when the window changes size', async () => {
    const appPath = await scene.createApp('resize1', {
      widget: 'BBEChart',
      titleMenubar: 'Groeit mee',
      charttype: 'Col',
      query: SECTOR_QUERY.replace('<{{gebied}}>', 'ex:noord'),
    });
    const { page } = await scene.open(appPath);
    const chart = widget(page, 'BBEChart', 'Groeit mee');
    await waitForState(chart, 'ready');
    const before = (await chart.locator('svg').boundingBox())!;
    await page.setViewportSize({ width: 700, height: 600 });
    await expect.poll(async () => (await chart.locator('svg').boundingBox())!.width).toBeLessThan(before.width - 300);
  });

  it('says what is wrong with a chart type it does not know, or a query without numbers', async () => {
    const appPath = await scene.createApp(
      'errors1',
      row(
        { widget: 'BBEChart', titleMenubar: 'Type', charttype: 'Spiral', query: SECTOR_QUERY.replace('<{{gebied}}>', 'ex:noord') },
        { widget: 'BBEChart', titleMenubar: 'Tekst', charttype: 'Pie', query: `${PREFIXES}SELECT ?gebied ?naam WHERE { ?gebied rdfs:label ?naam ; a ex:Gebied } ORDER BY ?naam` },
      ),
    );
    const { page } = await scene.open(appPath);
    const typeChart = widget(page, 'BBEChart', 'Type');
    await waitForState(typeChart, 'error');
    await typeChart.getByRole('alert').getByText('Unknown chart type "Spiral"; choose one of Pie, SmallPie').waitFor();
    const textChart = widget(page, 'BBEChart', 'Tekst');
    await waitForState(textChart, 'error');
    await textChart.getByRole('alert').getByText('The chart column ?naam holds "Noord", which is not a number.').waitFor();
  });
});
