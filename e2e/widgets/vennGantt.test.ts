import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeViolations } from '../harness/axe.js';
import { screenshot } from '../harness/browser.js';
import type { PlatformApi } from '../harness/platformApi.js';
import { pageAs, row, sizedColumn, startScene, type Scene } from '../harness/scene.js';
import { waitForState, widget } from './inputWidgetScene.js';

// BBVenDiagram and BB Ganttchart: one server, one browser and one app holding both, on a
// repository of the scene's own project, so that its editor may run the rule that stores a
// dragged task. Every page is the editor's.

const PROJECT = 'plannen';
const REPO = 'plannen';
const APP = 'overzicht';
const PASSWORD = 'e2e-Password-123';
const EX = 'http://example.org/grafiek-plannen/';
const PLANNING = `${EX}planning`;
const PREFIXES = `PREFIX ex: <${EX}>\nPREFIX xsd: <http://www.w3.org/2001/XMLSchema#>\n`;
const HOSTILE = `<img src=x onerror="window.__xss='label'">`;
/** The hostile label inside a SPARQL string. */
const HOSTILE_TEXT = HOSTILE.replace(/"/g, '\\"');
/** The machine is shared: poll as long as a locator waits. */
const POLL = { timeout: 20_000 };

/** Members of three sets: 12 buildings, 8 parcels (4 of them with a building), 3 monuments (2 of them buildings). */
function members(): string {
  const lines: string[] = [];
  for (let i = 1; i <= 16; i++) {
    const sets = [...(i <= 12 ? ['ex:panden'] : []), ...(i >= 9 ? ['ex:percelen'] : []), ...(i <= 2 ? ['ex:monumenten'] : [])];
    lines.push(`ex:item${i} ex:in ${sets.join(', ')} .`);
  }
  lines.push('ex:molen ex:in ex:monumenten .');
  return lines.join('\n');
}

const DATA = `${PREFIXES}INSERT DATA {
  ex:panden ex:naam "Panden" . ex:percelen ex:naam "Percelen" . ex:monumenten ex:naam "Monumenten" .
  ${members()}
  GRAPH <${PLANNING}> {
    ex:ontwerp a ex:Taak ; ex:naam "Ontwerp" ; ex:start "2025-03-03"^^xsd:date ; ex:eind "2025-03-07"^^xsd:date ; ex:voortgang 100 .
    ex:bouw a ex:Taak ; ex:naam "Bouw" ; ex:start "2025-03-10"^^xsd:date ; ex:eind "2025-03-21"^^xsd:date ; ex:voortgang 40 ; ex:na ex:ontwerp .
    ex:oplevering a ex:Taak ; ex:naam "Oplevering" ; ex:start "2025-03-24"^^xsd:date ; ex:eind "2025-03-28"^^xsd:date ; ex:voortgang 0 ; ex:na ex:bouw .
  }
}`;

/** Each set with its size and IRI, and each pair of sets that share members with the size of the overlap. */
const VENN_QUERY = `${PREFIXES}SELECT ?sets ?size ?uri WHERE {
  { { SELECT ?v (COUNT(?i) AS ?size) WHERE { ?i ex:in ?v } GROUP BY ?v } ?v ex:naam ?sets BIND(?v AS ?uri) }
  UNION
  { { SELECT ?a ?b (COUNT(?i) AS ?size) WHERE { ?i ex:in ?a, ?b FILTER(STR(?a) < STR(?b)) } GROUP BY ?a ?b }
    ?a ex:naam ?na . ?b ex:naam ?nb BIND(CONCAT(?na, "|", ?nb) AS ?sets) }
}`;

const TASKS_QUERY = `${PREFIXES}SELECT ?id ?uri ?name ?start ?end ?progress (GROUP_CONCAT(?dep; separator=",") AS ?dependencies) WHERE {
  GRAPH <${PLANNING}> { ?uri a ex:Taak ; ex:naam ?name ; ex:start ?start ; ex:eind ?end ; ex:voortgang ?progress OPTIONAL { ?uri ex:na ?d } }
  BIND(STRAFTER(STR(?uri), STR(ex:)) AS ?id) BIND(STRAFTER(STR(?d), STR(ex:)) AS ?dep)
} GROUP BY ?id ?uri ?name ?start ?end ?progress ORDER BY ?start`;

const STORE_TASK = `${PREFIXES}DELETE { GRAPH <{{graph}}> { ?t ex:start ?s ; ex:eind ?e ; ex:voortgang ?p } }
INSERT { GRAPH <{{graph}}> { ?t ex:start "{{start}}"^^xsd:date ; ex:eind "{{end}}"^^xsd:date ; ex:voortgang "{{progress}}"^^xsd:integer } }
WHERE { BIND(<{{uri}}> AS ?t) GRAPH <{{graph}}> { ?t ex:start ?s ; ex:eind ?e ; ex:voortgang ?p } }`;

const MAIN_AREA = row(
  sizedColumn(
    ['3', '2', '1', '2', '2'],
    { widget: 'BBVenDiagram', titleMenubar: 'Verzamelingen', query: VENN_QUERY, publishVariable: 'keuze' },
    {
      // The alias real configs use; a hostile label and a ?label with markup.
      widget: 'BBVenn',
      titleMenubar: 'Boos',
      publishVariable: 'keuze',
      query: `SELECT ?sets ?size ?label WHERE { VALUES (?sets ?size ?label) { ("${HOSTILE_TEXT}" 5 UNDEF) ("Rustig" 4 UNDEF) ("Rustig|${HOSTILE_TEXT}" 2 "<b onmouseover=\\"window.__xss='overlap'\\">samen</b>") } }`,
    },
    { widget: 'BBVenDiagram', titleMenubar: 'Fout', query: 'SELECT ?sets ?size WHERE { VALUES (?sets ?size) { ("A" 3) ("A|B" 1) } }' },
    {
      widget: 'BB Ganttchart',
      titleMenubar: 'Alleen lezen',
      viewModeSelect: false,
      query: `SELECT ?id ?name ?start ?end WHERE { VALUES (?id ?name ?start ?end) { ("a" "${HOSTILE_TEXT}" "2025-03-03" "2025-03-12") ("b" "Zonder datum" "" "") } }`,
    },
    { widget: 'Table', titleMenubar: 'Gekozen', query: 'SELECT ?keuze ?taak WHERE { BIND("{{keuze::geen}}" AS ?keuze) BIND("{{taak::geen}}" AS ?taak) }' },
  ),
  sizedColumn(
    ['4', '3', '2'],
    { widget: 'BB Ganttchart', titleMenubar: 'Planning', query: TASKS_QUERY, publishVariable: 'taak', graph: PLANNING, code: 'taak-plannen' },
    { widget: 'BBGanttchart', titleMenubar: 'Kapot', query: TASKS_QUERY, viewModeSelect: false, graph: PLANNING, code: 'kapot', failureMessage: 'Planning niet opgeslagen' },
    { widget: 'Table', titleMenubar: 'Taakdata', query: `${PREFIXES}SELECT ?name ?start ?end ?progress WHERE { GRAPH <${PLANNING}> { ?t ex:naam ?name ; ex:start ?start ; ex:eind ?end ; ex:voortgang ?progress } } ORDER BY ?name` },
  ),
);

interface PlanScene extends Scene {
  editor: PlatformApi;
  select: (query: string) => Promise<Record<string, string>[]>;
  open: () => Promise<Page>;
}

let scene: PlanScene;

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
  scene = await startScene({ project: { title: 'Plannen', path: PROJECT } }, async (base) => {
    const editor = await base.admin.createAndLogin({ name: 'Petra Planner', email: 'petra@grafiek.test', password: PASSWORD, role: 'editor', project: base.project.id });
    return {
      editor,
      select: async (query: string) => {
        const answer = (await (await sparql(base.admin, { query: PREFIXES + query })).json()) as { results: { bindings: Record<string, { value: string }>[] } };
        return answer.results.bindings.map((binding) => Object.fromEntries(Object.entries(binding).map(([name, term]) => [name, term.value])));
      },
      open: async () => {
        const page = await pageAs(base, editor);
        // Room for three charts of three tasks above each other.
        await page.setViewportSize({ width: 1280, height: 1000 });
        await page.goto(`/projects/${PROJECT}/${APP}`);
        return page;
      },
    };
  });
  await scene.admin.request('PUT', `/api/repositories/${REPO}`, { name: REPO, kind: 'embedded', public: true, projects: [PROJECT] });
  await sparql(scene.admin, { update: DATA });
  await scene.admin.request('PUT', `/api/repositories/${REPO}/rules/taak-plannen`, { template: STORE_TASK, tags: ['planning'] });
  await scene.admin.request('PUT', `/api/repositories/${REPO}/rules/kapot`, { template: `${PREFIXES}INSERT DATA { <{{nergens}}> ex:p "x" }`, tags: ['kapot'] });
  await scene.admin.createApp(PROJECT, { path: APP, title: 'Overzicht', repoURL: REPO, public: true, layout: { showFooter: false }, mainArea: MAIN_AREA });
});
afterAll(async () => {
  await scene?.close();
});

async function cells(page: Page, title: string): Promise<string[]> {
  return widget(page, 'Table', title).getByRole('cell').allTextContents();
}

/** The lines of text a Venn diagram shows. */
async function svgTexts(frame: Locator): Promise<string[]> {
  return frame.locator('svg tspan').evaluateAll((lines) => lines.map((line) => (line.textContent ?? '').trim()).filter(Boolean));
}

/** A Gantt chart's bar of a task, found by its name. */
function bar(frame: Locator, name: string): Locator {
  return frame.locator('.bar-wrapper', { has: frame.page().locator('.bar-label', { hasText: name }) });
}

async function barX(frame: Locator, name: string): Promise<number> {
  return Number(await bar(frame, name).locator('rect.bar').getAttribute('x'));
}

/**
 * Drags a bar by a number of day columns (45 pixels each in the day view), as a visitor would:
 * by its left part, once the chart is scrolled sideways to show its start.
 */
async function dragBar(page: Page, frame: Locator, name: string, days: number): Promise<void> {
  const shape = bar(frame, name).locator('rect.bar');
  await shape.evaluate((element) => {
    element.closest('.gantt-container')!.scrollLeft = Number(element.getAttribute('x')) - 45;
  });
  const box = (await shape.boundingBox())!;
  const x = box.x + Math.min(40, box.width / 3);
  const y = box.y + box.height / 2;
  // Nothing (such as a task's popup) lies over the point the drag starts at.
  expect(await shape.evaluate((element, [px, py]) => document.elementFromPoint(px!, py!)?.closest('.bar-wrapper') === element.closest('.bar-wrapper'), [x, y])).toBe(true);
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + days * 45 + 10, y, { steps: 12 });
  await page.mouse.up();
}

function notification(page: Page, text: string) {
  return page.locator('.mantine-Notification-root').filter({ hasText: text });
}

describe('BBVenDiagram and BB Ganttchart', () => {
  it('draw sets, overlaps and tasks from queries, publish what is clicked, and store a dragged task through the rule', async () => {
    const page = await scene.open();
    const commands: Record<string, unknown>[] = [];
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('request', (request) => {
      if (request.url().endsWith(`/api/command/${REPO}`)) commands.push(request.postDataJSON() as Record<string, unknown>);
    });

    // The Venn diagram: a circle per set, a region per set and per overlap that has members.
    const venn = widget(page, 'BBVenDiagram', 'Verzamelingen');
    await waitForState(venn, 'ready');
    // Drawn once the panel's size is known, a frame after the data.
    await expect.poll(() => venn.locator('svg circle').count(), POLL).toBe(3);
    expect(await venn.locator('[data-region]').count()).toBe(5);
    expect((await svgTexts(venn)).sort()).toEqual(['12', '2', '3', '4', '8', 'Monumenten', 'Panden', 'Percelen']);
    // Area-proportional: Panden has 12 members, Monumenten 3.
    const radii = await venn.locator('svg circle').evaluateAll((circles) => circles.map((circle) => Number(circle.getAttribute('r'))));
    expect((Math.max(...radii) / Math.min(...radii)) ** 2).toBeCloseTo(4, 0);

    // A click on a set (here on its label, inside its own part) publishes its ?uri, on an overlap its ?sets text.
    const label = (await venn.locator('svg text', { hasText: 'Panden' }).boundingBox())!;
    await page.mouse.click(label.x + label.width / 2, label.y + label.height / 2);
    await expect.poll(async () => (await cells(page, 'Gekozen'))[0], POLL).toBe(`${EX}panden`);
    expect(await venn.getByRole('button', { name: 'Panden: 12' }).getAttribute('aria-pressed')).toBe('true');
    await venn.getByRole('button', { name: 'Panden ∩ Percelen: 4' }).click();
    await expect.poll(async () => (await cells(page, 'Gekozen'))[0], POLL).toBe('Panden|Percelen');
    expect(await venn.getByRole('button', { name: 'Panden: 12' }).getAttribute('aria-pressed')).toBe('false');
    // The keyboard: every region is a button to tab to.
    await venn.getByRole('button', { name: 'Monumenten: 3' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await cells(page, 'Gekozen'))[0], POLL).toBe(`${EX}monumenten`);

    // A result it cannot draw says why.
    const wrong = widget(page, 'BBVenDiagram', 'Fout');
    await waitForState(wrong, 'error');
    await wrong.getByText('Row 2 (A|B) names the set "B", which has no row of its own').waitFor();

    // The Gantt chart: a bar per task with its name, arrows for the dependencies.
    const planning = widget(page, 'BB Ganttchart', 'Planning');
    await waitForState(planning, 'ready');
    await expect.poll(() => planning.locator('.bar-label').allTextContents(), POLL).toEqual(['Ontwerp', 'Bouw', 'Oplevering']);
    expect(await planning.locator('path[data-from]').count()).toBe(2);
    await planning.getByRole('button', { name: 'Ontwerp: Mar 3, 2025 – Mar 7, 2025, 100%' }).click();
    await expect.poll(async () => (await cells(page, 'Gekozen'))[1], POLL).toBe(`${EX}ontwerp`);
    expect(await planning.getByRole('button', { name: /^Ontwerp/ }).getAttribute('data-selected')).toBe('');
    // The click also opened the task's popup, with its dates as text; a click on the chart's header closes it.
    const popup = planning.locator('.popup-wrapper');
    expect(await popup.locator('.title').textContent()).toBe('Ontwerp');
    expect(await popup.locator('.details').textContent()).toBe('Mar 3, 2025 – Mar 7, 2025 · 100%');
    await planning.locator('.grid-header').click({ position: { x: 5, y: 5 } });
    await popup.waitFor({ state: 'hidden' });

    // A drag moves Bouw three days later, and the task after it along; the rule stores both.
    const before = await barX(planning, 'Bouw');
    await dragBar(page, planning, 'Bouw', 3);
    await expect.poll(() => scene.select(`SELECT ?start ?end ?progress WHERE { GRAPH <${PLANNING}> { ex:bouw ex:start ?start ; ex:eind ?end ; ex:voortgang ?progress } }`), POLL).toEqual([
      { start: '2025-03-13', end: '2025-03-24', progress: '40' },
    ]);
    await expect.poll(() => scene.select(`SELECT ?start ?end WHERE { GRAPH <${PLANNING}> { ex:oplevering ex:start ?start ; ex:eind ?end } }`), POLL).toEqual([
      { start: '2025-03-27', end: '2025-03-31' },
    ]);
    expect(commands).toHaveLength(2);
    expect(commands[0]).toMatchObject({ command2: 'runSparqlRule', command3: 'taak-plannen' });
    expect(commands[0]!.parameters).toMatchObject({ id: 'bouw', uri: `${EX}bouw`, name: 'Bouw', start: '2025-03-13', end: '2025-03-24', progress: '40', graph: PLANNING, taak: `${EX}ontwerp` });
    // The chart and the other widgets show what the repository now holds, after their queries ran again.
    await expect.poll(() => cells(page, 'Taakdata'), POLL).toEqual(['Bouw', '2025-03-13', '2025-03-24', '40', 'Ontwerp', '2025-03-03', '2025-03-07', '100', 'Oplevering', '2025-03-27', '2025-03-31', '0']);
    await planning.getByRole('button', { name: 'Bouw: Mar 13, 2025 – Mar 24, 2025, 40%' }).waitFor();
    expect(await barX(planning, 'Bouw')).toBe(before + 3 * 45);
    // The drag was no click: the chosen task is still Ontwerp.
    expect((await cells(page, 'Gekozen'))[1]).toBe(`${EX}ontwerp`);

    // A change the rule refuses is told, and the bar goes back to the stored dates.
    const broken = widget(page, 'BB Ganttchart', 'Kapot');
    await broken.getByRole('img', { name: 'Bouw: Mar 13, 2025 – Mar 24, 2025, 40%' }).waitFor();
    const stored = await barX(broken, 'Bouw');
    await dragBar(page, broken, 'Bouw', 2);
    await notification(page, 'Planning niet opgeslagen')
      .getByText('"Bouw" was not changed: Rule "kapot" did not run: Template-placeholder {{nergens}} did not resolve to a value')
      .waitFor();
    await expect.poll(() => barX(broken, 'Bouw'), POLL).toBe(stored);
    expect(commands).toHaveLength(3);
    expect(await scene.select(`SELECT ?start WHERE { GRAPH <${PLANNING}> { ex:bouw ex:start ?start } }`)).toEqual([{ start: '2025-03-13' }]);

    // Dragging a task's progress stores it the same way.
    const knob = bar(planning, 'Oplevering').locator('circle.handle.progress');
    await knob.evaluate((element) => {
      element.closest('.gantt-container')!.scrollLeft = Number(element.getAttribute('cx')) - 45;
    });
    const at = (await knob.boundingBox())!;
    await page.mouse.move(at.x + at.width / 2, at.y + at.height / 2);
    await page.mouse.down();
    await page.mouse.move(at.x + at.width / 2 + 112, at.y + at.height / 2, { steps: 8 });
    await page.mouse.up();
    await expect.poll(async () => Number((await scene.select(`SELECT ?progress WHERE { GRAPH <${PLANNING}> { ex:oplevering ex:voortgang ?progress } }`))[0]?.progress), POLL).toBeGreaterThan(40);
    expect(commands[3]!.parameters).toMatchObject({ id: 'oplevering', start: '2025-03-27', end: '2025-03-31' });
    expect(Number((commands[3]!.parameters as { progress: string }).progress)).toBeLessThan(60);

    // Switching the view mode draws the same bars in weeks.
    await planning.locator('label', { hasText: /^Week$/ }).click();
    expect(await planning.getByRole('radio', { name: 'Week' }).isChecked()).toBe(true);
    await expect.poll(() => planning.locator('.lower-text').first().textContent(), POLL).toMatch(/ - /);
    expect(await planning.locator('.bar-label').allTextContents()).toEqual(['Ontwerp', 'Bouw', 'Oplevering']);

    // The keyboard: a bar is a button to tab to, Enter publishes its task.
    await planning.getByRole('button', { name: /^Oplevering/ }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await cells(page, 'Gekozen'))[1], POLL).toBe(`${EX}oplevering`);

    await screenshot(page, 'venn-gantt');
    expect(await seriousAxeViolations(page), 'axe').toEqual([]);
    expect(errors).toEqual([]);
  });

  it('show hostile labels and names as text, run nothing, and cannot be dragged without a rule', async () => {
    const page = await scene.open();
    // A widget stored under an alias (BBVenn) has its frame named by the type.
    const venn = widget(page, 'BBVenDiagram', 'Boos');
    await waitForState(venn, 'ready');
    // Shown as text: the regions are named by the whole labels, the long label is cut to its circle.
    await expect
      .poll(() => venn.locator('[data-region]').evaluateAll((regions) => regions.map((region) => region.getAttribute('aria-label'))), POLL)
      .toEqual([`${HOSTILE}: 5`, 'Rustig: 4', `<b onmouseover="window.__xss='overlap'">samen</b> (Rustig ∩ ${HOSTILE}): 2`]);
    expect((await svgTexts(venn)).filter((text) => text.startsWith('<img src=x') && text.endsWith('…'))).toHaveLength(1);
    for (const region of await venn.locator('[data-region]').all()) await region.dispatchEvent('click');
    await expect.poll(async () => (await cells(page, 'Gekozen'))[0], POLL).toBe(`<b onmouseover="window.__xss='overlap'">samen</b>`);

    const readOnly = widget(page, 'BB Ganttchart', 'Alleen lezen');
    await waitForState(readOnly, 'ready');
    await expect.poll(() => readOnly.locator('.bar-label').allTextContents(), POLL).toEqual([HOSTILE]);
    await readOnly.getByText('Not shown, without a valid ?start or ?end date (such as 2025-03-01): Zonder datum.').waitFor();
    // Without graph and code there are no handles, and a drag moves nothing and sends nothing.
    expect(await readOnly.locator('.handle').count()).toBe(0);
    let commands = 0;
    page.on('request', (request) => {
      if (request.url().includes('/api/command/')) commands++;
    });
    const x = await barX(readOnly, HOSTILE);
    await dragBar(page, readOnly, HOSTILE, 2);
    expect(await barX(readOnly, HOSTILE)).toBe(x);
    // Its popup names the task as text.
    await readOnly.locator('.popup-wrapper .title').filter({ hasText: HOSTILE }).waitFor();
    for (const frame of [venn, readOnly]) {
      await frame.hover();
      for (const element of await frame.locator('text, .bar-wrapper').all()) await element.hover({ force: true }).catch(() => undefined);
    }

    const found = await page.evaluate(() => ({
      flag: (window as unknown as { __xss?: unknown }).__xss,
      images: document.querySelectorAll('[data-widget] img').length,
      handlers: [...document.querySelectorAll('*')].flatMap((element) => element.getAttributeNames().filter((name) => name.startsWith('on'))),
    }));
    expect(found).toEqual({ flag: undefined, images: 0, handlers: [] });
    expect(commands).toBe(0);
    await screenshot(page, 'venn-gantt-hostile');
  });
});
