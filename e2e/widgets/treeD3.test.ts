import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeViolations } from '../harness/axe.js';
import { screenshot } from '../harness/browser.js';
import { column, pageAs, row, startScene, type Scene } from '../harness/scene.js';
import { waitForState, widget } from './inputWidgetScene.js';

// TreeD3 (horizontal and radial tidy tree diagrams) and SequencePaths (every path of steps as a
// row): one server, one browser, one project; each widget beside tables that show what it publishes.
const PROJECT = 'tree-diagrams';
const EX = 'http://example.org/grafiek-treed3/';
const PREFIXES = `PREFIX ex: <${EX}>\n`;

/** A municipality's organisation: [id, name, parent]. */
const UNITS: [string, string, string | null][] = [
  ['org', 'Gemeente Utrecht', null],
  ['ruimte', 'Ruimte', 'org'],
  ['stedenbouw', 'Stedenbouw en architectuur', 'ruimte'],
  ['mobiliteit', 'Mobiliteit', 'ruimte'],
  ['fiets', 'Fietsparkeren', 'mobiliteit'],
  ['ov', 'Openbaar vervoer en knooppunten', 'mobiliteit'],
  ['groen', 'Groen', 'ruimte'],
  ['sociaal', 'Maatschappelijke ontwikkeling', 'org'],
  ['onderwijs', 'Onderwijs', 'sociaal'],
  ['zorg', 'Zorg', 'sociaal'],
  ['sport', 'Sport', 'sociaal'],
  ['cultuur', 'Cultuur', 'sociaal'],
  ['werk', 'Werk en inkomen', 'sociaal'],
  ['bedrijf', 'Bedrijfsvoering', 'org'],
  ['ict', 'ICT', 'bedrijf'],
  ['werkplek', 'Werkplek', 'ict'],
  ['data', 'Data', 'ict'],
  ['beveiliging', 'Informatiebeveiliging', 'ict'],
  ['bestuur', 'Bestuursondersteuning', 'org'],
];

/** A permit procedure: [id, name, order, steps before it]. Toetsing comes after Intake and after Aanvullende gegevens. */
const STEPS: [string, string, number, string[]][] = [
  ['melding', 'Melding ontvangen', 1, []],
  ['intake', 'Intake', 2, ['melding']],
  ['toetsing', 'Toetsing', 3, ['intake', 'aanvulling']],
  ['aanvulling', 'Aanvullende gegevens', 4, ['intake']],
  ['besluit', 'Besluit', 5, ['toetsing']],
  ['verleend', 'Vergunning verleend', 6, ['besluit']],
  ['weigering', 'Weigering', 7, ['besluit']],
  ['publicatie', 'Publicatie', 8, ['verleend']],
  ['bezwaar', 'Bezwaar', 9, ['weigering']],
];

const UNITS_QUERY = `${PREFIXES}SELECT ?uri ?label ?parentUri ?color ?tooltip WHERE {
  ?uri a ex:Eenheid ; ex:naam ?label ; ex:volgorde ?volgorde .
  OPTIONAL { ?uri ex:onder ?parentUri }
  OPTIONAL { ?uri ex:kleur ?color }
  OPTIONAL { ?uri ex:uitleg ?tooltip }
} ORDER BY ?volgorde`;
const STEPS_QUERY = `${PREFIXES}SELECT ?uri ?name ?parentUri WHERE {
  ?uri a ex:Stap ; ex:naam ?name ; ex:volgorde ?volgorde .
  OPTIONAL { ?uri ex:na ?parentUri }
} ORDER BY ?volgorde ?parentUri`;
const NAME_OF = (variable: string) => `${PREFIXES}SELECT ?naam WHERE { <{{${variable}}}> ex:naam ?naam }`;

let scene: Scene;
beforeAll(async () => {
  scene = await startScene({ project: { title: 'Tree diagrams', path: PROJECT } }, async () => ({}));
  const units = UNITS.map(([id, name, parent], index) => `ex:${id} a ex:Eenheid ; ex:naam "${name}" ; ex:volgorde ${index}${parent ? ` ; ex:onder ex:${parent}` : ''} .`);
  const steps = STEPS.map(([id, name, order, before]) => `ex:${id} a ex:Stap ; ex:naam "${name}" ; ex:volgorde ${order}${before.map((b) => ` ; ex:na ex:${b}`).join('')} .`);
  await scene.update(`${PREFIXES}INSERT DATA {
    ${units.join('\n')}
    ${steps.join('\n')}
    ex:ict ex:kleur "rgb(190, 30, 45)" ; ex:uitleg "Informatievoorziening en <b>automatisering</b>" .
    ex:kring1 a ex:Kring ; ex:naam "Kring een" ; ex:volgorde 1 ; ex:onder ex:kring2 .
    ex:kring2 a ex:Kring ; ex:naam "Kring twee" ; ex:volgorde 2 ; ex:onder ex:kring1 .
  }`);
});
afterAll(async () => {
  await scene?.close();
});

async function open(path: string, mainArea: Record<string, unknown>): Promise<Page> {
  await scene.publicApp(path, mainArea);
  const page = await pageAs(scene, null);
  await page.setViewportSize({ width: 1600, height: 1000 });
  await page.goto(`/projects/${PROJECT}/${path}`);
  return page;
}

function follower(title: string, query: string): Record<string, unknown> {
  return { widget: 'Table', titleMenubar: title, query };
}

/** A table of buttons; a click publishes the button's value to `variable`, as a click elsewhere would. */
function chooser(title: string, variable: string, choices: [label: string, value: string][]): Record<string, unknown> {
  const rows = choices.map(([label, value]) => `("${label}" "${value}")`).join(' ');
  return { widget: 'Table', titleMenubar: title, publishVariable: variable, query: `SELECT ?keuze ?keuzeURI WHERE { VALUES (?keuze ?keuzeURI) { ${rows} } }` };
}

async function cellShows(page: Page, title: string, text: string): Promise<void> {
  await widget(page, 'Table', title).getByRole('cell', { name: text, exact: true }).waitFor();
}

/** A diagram's node by its label. */
function node(frame: Locator, name: string): Locator {
  return frame.getByRole('treeitem', { name, exact: true });
}

async function shownLabels(frame: Locator): Promise<string[]> {
  return frame.getByRole('treeitem').evaluateAll((items) => items.map((item) => item.getAttribute('aria-label') ?? ''));
}

/**
 * Label pairs whose drawn boxes overlap, as the browser drew them: each label's box in its own
 * (rotated) coordinates, taken to the screen, compared by the separating axis test.
 */
async function overlappingLabels(frame: Locator): Promise<string[]> {
  return frame.locator('svg[data-diagram] text').evaluateAll((texts) => {
    type P = { x: number; y: number };
    const boxes = (texts as SVGTextElement[]).map((text) => {
      const box = text.getBBox();
      const matrix = text.getScreenCTM()!;
      const corner = (x: number, y: number): P => {
        const point = new DOMPoint(x, y).matrixTransform(matrix);
        return { x: point.x, y: point.y };
      };
      return { name: text.textContent ?? '', corners: [corner(box.x, box.y), corner(box.x + box.width, box.y), corner(box.x + box.width, box.y + box.height), corner(box.x, box.y + box.height)] };
    });
    const separated = (a: P[], b: P[]) =>
      [a, b].some((polygon) =>
        polygon.some((p, index) => {
          const q = polygon[(index + 1) % polygon.length]!;
          const axis = { x: q.y - p.y, y: p.x - q.x };
          const project = (points: P[]) => points.map((point) => point.x * axis.x + point.y * axis.y);
          const [pa, pb] = [project(a), project(b)];
          const slack = Math.hypot(axis.x, axis.y) * 0.5;
          return Math.max(...pa) <= Math.min(...pb) + slack || Math.max(...pb) <= Math.min(...pa) + slack;
        }),
      );
    const found: string[] = [];
    for (let i = 0; i < boxes.length; i++) for (let j = i + 1; j < boxes.length; j++) if (!separated(boxes[i]!.corners, boxes[j]!.corners)) found.push(`${boxes[i]!.name} / ${boxes[j]!.name}`);
    return found;
  });
}

/** The diagram's scale and shift, from the transform of its drawing. */
async function viewOf(frame: Locator): Promise<{ x: number; y: number; k: number }> {
  const transform = (await frame.locator('svg[data-diagram] > g').first().getAttribute('transform')) ?? '';
  const [, x, y, k] = /translate\(([-\d.e]+),([-\d.e]+)\) scale\(([-\d.e]+)\)/.exec(transform) ?? [];
  return { x: Number(x), y: Number(y), k: Number(k) };
}

describe('TreeD3', () => {
  it('draws real triples as a horizontal and a radial tree without overlapping labels; a click or Enter publishes, the other diagram highlights it', async () => {
    const page = await open('diagrams', {
      ...row(
        { widget: 'TreeD3', titleMenubar: 'Organisatie', query: UNITS_QUERY, publishVariable: 'eenheid' },
        { widget: 'TreeD3', titleMenubar: 'Radiaal', query: UNITS_QUERY, treeType: 'radial', subscribeVariable: 'eenheid' },
        column(follower('Gekozen', NAME_OF('eenheid')), chooser('Kiezer', 'eenheid', [['Kies Data', `${EX}data`]])),
      ),
      areaSizes: ['3', '3', '1'],
    });
    const horizontal = widget(page, 'TreeD3', 'Organisatie');
    const radial = widget(page, 'TreeD3', 'Radiaal');
    await waitForState(horizontal, 'ready');
    await waitForState(radial, 'ready');
    await node(horizontal, 'Informatiebeveiliging').waitFor();
    await node(radial, 'Informatiebeveiliging').waitFor();

    // Every unit shows (the tree is small enough to open fully), depth first in the query's order.
    const names = UNITS.map(([, name]) => name);
    expect(await shownLabels(horizontal)).toEqual(names);
    expect(await shownLabels(radial)).toEqual(names);
    expect(await horizontal.locator('[data-tree-type]').getAttribute('data-tree-type')).toBe('horizontal');
    expect(await radial.locator('[data-tree-type]').getAttribute('data-tree-type')).toBe('radial');
    expect(await horizontal.locator('path[data-link]').count()).toBe(UNITS.length - 1);
    expect(await overlappingLabels(horizontal)).toEqual([]);
    expect(await overlappingLabels(radial)).toEqual([]);
    // Labels are text: the tooltip's markup is shown as written, and ?color colours the label.
    const ict = node(horizontal, 'ICT');
    expect(await ict.locator('title').textContent()).toBe('ICT\nInformatievoorziening en <b>automatisering</b>');
    expect(await horizontal.locator('b').count()).toBe(0);
    expect(await ict.locator('text').evaluate((text) => getComputedStyle(text).fill)).toBe('rgb(190, 30, 45)');

    // Horizontal: the root at the left, each level further right. Radial: the root in the centre, labels turned along their rays.
    const xOf = async (frame: Locator, name: string) => (await node(frame, name).locator('circle').last().boundingBox())!.x;
    expect(await xOf(horizontal, 'Gemeente Utrecht')).toBeLessThan(await xOf(horizontal, 'Ruimte'));
    expect(await xOf(horizontal, 'Ruimte')).toBeLessThan(await xOf(horizontal, 'Mobiliteit'));
    expect(await xOf(horizontal, 'Mobiliteit')).toBeLessThan(await xOf(horizontal, 'Fietsparkeren'));
    const centre = await node(radial, 'Gemeente Utrecht').locator('circle').last().boundingBox();
    const stage = await radial.locator('svg[data-diagram]').boundingBox();
    expect(Math.abs(centre!.x + centre!.width / 2 - (stage!.x + stage!.width / 2))).toBeLessThan(stage!.width / 4);
    expect(await radial.locator('text[transform*="rotate"], g[transform*="rotate"]').count()).toBeGreaterThan(10);
    // The whole diagrams show at a readable size, using their panels.
    for (const frame of [horizontal, radial]) {
      expect((await viewOf(frame)).k).toBeGreaterThanOrEqual(0.6);
      const panel = (await frame.locator('svg[data-diagram]').boundingBox())!;
      const drawn = (await frame.locator('svg[data-diagram] > g').first().boundingBox())!;
      expect(drawn.x).toBeGreaterThanOrEqual(panel.x);
      expect(drawn.y).toBeGreaterThanOrEqual(panel.y);
      expect(drawn.x + drawn.width).toBeLessThanOrEqual(panel.x + panel.width);
      expect(drawn.y + drawn.height).toBeLessThanOrEqual(panel.y + panel.height);
      expect(Math.max(drawn.width / panel.width, drawn.height / panel.height)).toBeGreaterThan(0.6);
    }
    await screenshot(page, 'treed3-diagrams');

    // A click on a label publishes the node; the follower shows it, the radial diagram highlights it and the way to it.
    await node(horizontal, 'Fietsparkeren').locator('text').click();
    await cellShows(page, 'Gekozen', 'Fietsparkeren');
    expect(await node(horizontal, 'Fietsparkeren').getAttribute('aria-selected')).toBe('true');
    await expect.poll(() => node(radial, 'Fietsparkeren').getAttribute('aria-selected')).toBe('true');
    expect(await radial.locator('[data-on-path]').evaluateAll((items) => items.map((item) => item.getAttribute('aria-label')))).toEqual(['Gemeente Utrecht', 'Ruimte', 'Mobiliteit', 'Fietsparkeren']);

    // The keyboard: one tab stop on the chosen node, arrows walk the tree, Enter publishes.
    await node(horizontal, 'Fietsparkeren').focus();
    await page.keyboard.press('ArrowDown');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Openbaar vervoer en knooppunten');
    await page.keyboard.press('ArrowLeft');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Mobiliteit');
    await page.keyboard.press('Enter');
    await cellShows(page, 'Gekozen', 'Mobiliteit');
    expect(await horizontal.locator('[tabindex="0"]').count()).toBe(1);

    // A value from elsewhere highlights the node in both.
    await widget(page, 'Table', 'Kiezer').getByRole('button', { name: 'Kies Data' }).click();
    await cellShows(page, 'Gekozen', 'Data');
    await expect.poll(() => node(radial, 'Data').getAttribute('aria-selected')).toBe('true');
    await screenshot(page, 'treed3-selected');
    expect(await seriousAxeViolations(page), 'axe').toEqual([]);
  });

  it('opens the expand level only; a click on a dot opens and closes a node; the subscribed node is opened up to; wheel, buttons and drag move the view', async () => {
    const page = await open(
      'levels',
      row(
        { widget: 'TreeD3', titleMenubar: 'Niveaus', query: UNITS_QUERY, publishVariable: 'eenheid', expandLevel: 1 },
        column(follower('Gekozen', NAME_OF('eenheid')), chooser('Kiezer', 'eenheid', [['Kies Werkplek', `${EX}werkplek`]])),
      ),
    );
    const frame = widget(page, 'TreeD3', 'Niveaus');
    await waitForState(frame, 'ready');
    await node(frame, 'Ruimte').waitFor();
    expect(await shownLabels(frame)).toEqual(['Gemeente Utrecht', 'Ruimte', 'Maatschappelijke ontwikkeling', 'Bedrijfsvoering', 'Bestuursondersteuning']);
    expect(await node(frame, 'Ruimte').getAttribute('aria-expanded')).toBe('false');
    expect(await node(frame, 'Bestuursondersteuning').getAttribute('aria-expanded')).toBeNull();

    // The dot opens the node without publishing it, and keeps it where it was on screen.
    const before = await node(frame, 'Ruimte').locator('circle').last().boundingBox();
    await node(frame, 'Ruimte').locator('[data-toggle]').click();
    await node(frame, 'Mobiliteit').waitFor();
    expect(await node(frame, 'Ruimte').getAttribute('aria-expanded')).toBe('true');
    const after = await node(frame, 'Ruimte').locator('circle').last().boundingBox();
    expect(Math.abs(after!.y - before!.y)).toBeLessThan(1);
    expect(await node(frame, 'Fietsparkeren').count()).toBe(0);
    expect(await widget(page, 'Table', 'Gekozen').textContent()).toContain('Waiting for eenheid');
    // ArrowRight opens from the keyboard, ArrowLeft closes.
    await node(frame, 'Mobiliteit').focus();
    await page.keyboard.press('ArrowRight');
    await node(frame, 'Fietsparkeren').waitFor();
    await page.keyboard.press('ArrowLeft');
    await node(frame, 'Fietsparkeren').waitFor({ state: 'detached' });
    await node(frame, 'Ruimte').locator('[data-toggle]').click();
    await node(frame, 'Mobiliteit').waitFor({ state: 'detached' });

    // A node published elsewhere, two closed levels deep, is opened up to and selected.
    await widget(page, 'Table', 'Kiezer').getByRole('button', { name: 'Kies Werkplek' }).click();
    await node(frame, 'Werkplek').waitFor();
    expect(await node(frame, 'Werkplek').getAttribute('aria-selected')).toBe('true');
    expect(await node(frame, 'ICT').getAttribute('aria-expanded')).toBe('true');

    // Wheel zooms at the pointer, the buttons zoom and show everything again, a drag on the background pans.
    const showAll = frame.getByRole('button', { name: 'Show the whole tree' });
    await showAll.click();
    const start = await viewOf(frame);
    const box = (await frame.locator('svg[data-diagram]').boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.wheel(0, -400);
    await expect.poll(async () => (await viewOf(frame)).k).toBeGreaterThan(start.k * 1.5);
    await frame.getByRole('button', { name: 'Zoom out' }).click();
    await showAll.click();
    await expect.poll(() => viewOf(frame)).toEqual(start);
    const empty = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.tagName, { x: box.x + 8, y: box.y + box.height - 8 });
    expect(empty).toBe('svg');
    await page.mouse.move(box.x + 8, box.y + box.height - 8);
    await page.mouse.down();
    await page.mouse.move(box.x + 68, box.y + box.height - 48, { steps: 4 });
    await page.mouse.up();
    const panned = await viewOf(frame);
    expect([Math.round(panned.x - start.x), Math.round(panned.y - start.y), panned.k]).toEqual([60, -40, start.k]);
    await screenshot(page, 'treed3-levels');
  });

  it('says when there is nothing to show, when the query fails and when it selects no ?uri; breaks a cycle; works in a tab', async () => {
    const page = await open(
      'states',
      row(
        column(
          { widget: 'TreeD3', titleMenubar: 'Leeg', query: `${PREFIXES}SELECT ?uri ?label WHERE { ?uri a ex:Niets ; ex:naam ?label }`, textNoResults: 'Geen eenheden' },
          { widget: 'TreeD3', titleMenubar: 'Kapot', query: `${PREFIXES}SELECT ?uri WHERE { ?uri a }` },
          { widget: 'TreeD3', titleMenubar: 'Zonder uri', query: `${PREFIXES}SELECT ?eenheid ?label WHERE { ?eenheid a ex:Eenheid ; ex:naam ?label }` },
          { widget: 'TreeD3', titleMenubar: 'Kring', query: `${PREFIXES}SELECT ?uri ?label ?parentUri WHERE { ?uri a ex:Kring ; ex:naam ?label ; ex:volgorde ?v ; ex:onder ?parentUri } ORDER BY ?v`, treeType: 'radial' },
        ),
        {
          widget: 'Tab',
          tabs: ['Intro', 'Diagrammen'],
          areas: [
            { widget: 'Table', titleMenubar: 'Intro', query: 'SELECT ?tekst WHERE { BIND("Welkom" AS ?tekst) }' },
            row(
              { widget: 'TreeD3', titleMenubar: 'In tab', query: UNITS_QUERY, treeType: 'radial', publishVariable: 'tabEenheid', expandLevel: 1 },
              { widget: 'SequencePaths', titleMenubar: 'Stappen in tab', query: STEPS_QUERY, publishVariable: 'tabStap' },
            ),
          ],
        },
        column(follower('Eenheid uit tab', NAME_OF('tabEenheid')), follower('Stap uit tab', NAME_OF('tabStap'))),
      ),
    );
    const empty = widget(page, 'TreeD3', 'Leeg');
    await waitForState(empty, 'empty');
    await empty.getByText('Geen eenheden').waitFor();
    const broken = widget(page, 'TreeD3', 'Kapot');
    await waitForState(broken, 'error');
    await broken.getByRole('alert').waitFor();
    const noUri = widget(page, 'TreeD3', 'Zonder uri');
    await waitForState(noUri, 'error');
    const problem = 'The query must select ?uri (each node), with ?label and ?parentUri to name and nest them; it selects ?eenheid, ?label.';
    expect(await noUri.getByRole('alert').textContent()).toBe(problem);
    expect(await noUri.getAttribute('data-error')).toBe(problem);
    const ring = widget(page, 'TreeD3', 'Kring');
    await waitForState(ring, 'ready');
    expect(await shownLabels(ring)).toEqual(['Kring een', 'Kring twee']);
    await ring.getByText('A cycle of ?parentUri was broken: Kring een shown as a root.').waitFor();

    // In the tab: drawn at its size once shown, and clicks publish to the tables outside it.
    await page.getByText('Welkom').waitFor();
    await page.getByRole('tab', { name: 'Diagrammen' }).click();
    const inTab = widget(page, 'TreeD3', 'In tab');
    await waitForState(inTab, 'ready');
    await node(inTab, 'Bedrijfsvoering').locator('text').click();
    await cellShows(page, 'Eenheid uit tab', 'Bedrijfsvoering');
    expect(await overlappingLabels(inTab)).toEqual([]);
    const steps = widget(page, 'SequencePaths', 'Stappen in tab');
    await steps.getByRole('button', { name: 'Bezwaar' }).first().click();
    await cellShows(page, 'Stap uit tab', 'Bezwaar');
    await screenshot(page, 'treed3-states');
    expect(await seriousAxeViolations(page), 'axe').toEqual([]);
  });
});

describe('SequencePaths', () => {
  it('shows every path of real steps; a click or Enter publishes a step, which is highlighted with the way to it; empty and error states', async () => {
    const page = await open(
      'paths',
      row(
        column(
          { widget: 'SequencePaths', titleMenubar: 'Procedure', query: STEPS_QUERY, publishVariable: 'stap' },
          { widget: 'SequencePaths', titleMenubar: 'Geen stappen', query: `${PREFIXES}SELECT ?uri ?name ?parentUri WHERE { ?uri a ex:Niets }` },
          { widget: 'SequencePaths', titleMenubar: 'Zonder uri', query: `${PREFIXES}SELECT ?stap WHERE { ?stap a ex:Stap }` },
        ),
        follower('Stap', NAME_OF('stap')),
      ),
    );
    const frame = widget(page, 'SequencePaths', 'Procedure');
    await waitForState(frame, 'ready');
    const paths = frame.getByRole('list', { name: /^Path \d of 4/ });
    await paths.first().waitFor();
    const texts = await paths.evaluateAll((lists) => lists.map((list) => [...list.querySelectorAll('button')].map((button) => button.textContent).join(' > ')));
    expect(texts).toEqual([
      'Melding ontvangen > Intake > Toetsing > Besluit > Vergunning verleend > Publicatie',
      'Melding ontvangen > Intake > Toetsing > Besluit > Weigering > Bezwaar',
      'Melding ontvangen > Intake > Aanvullende gegevens > Toetsing > Besluit > Vergunning verleend > Publicatie',
      'Melding ontvangen > Intake > Aanvullende gegevens > Toetsing > Besluit > Weigering > Bezwaar',
    ]);

    // A click on Weigering publishes it; on the two paths through it, the steps up to it light up.
    await paths.nth(1).getByRole('button', { name: 'Weigering' }).click();
    await cellShows(page, 'Stap', 'Weigering');
    const states = await paths.evaluateAll((lists) => lists.map((list) => [...list.querySelectorAll('button')].map((button) => button.getAttribute('data-state') ?? '-').join(' ')));
    expect(states).toEqual(['- - - - - -', 'before before before before selected -', '- - - - - - -', 'before before before before before selected -']);
    expect(await frame.locator('[aria-current="step"]').count()).toBe(2);
    await screenshot(page, 'sequence-paths');

    // One tab stop; the arrows move along a path and between paths; Enter publishes.
    expect(await frame.locator('button[tabindex="0"]').count()).toBe(1);
    await page.keyboard.press('ArrowLeft');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Besluit');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Toetsing');
    await page.keyboard.press('End');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Bezwaar');
    await page.keyboard.press('Enter');
    await cellShows(page, 'Stap', 'Bezwaar');
    expect(await frame.locator('[aria-current="step"]').count()).toBe(2);

    const none = widget(page, 'SequencePaths', 'Geen stappen');
    await waitForState(none, 'empty');
    await none.getByText('No results').waitFor();
    const noUri = widget(page, 'SequencePaths', 'Zonder uri');
    await waitForState(noUri, 'error');
    expect(await noUri.getByRole('alert').textContent()).toBe('The query must select ?uri (each step), with ?name and ?parentUri (the step before it); it selects ?stap.');
    expect(await seriousAxeViolations(page), 'axe').toEqual([]);
  });
});
