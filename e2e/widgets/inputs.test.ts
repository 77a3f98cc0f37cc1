import type { Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeViolations } from '../harness/axe.js';
import { screenshot } from '../harness/browser.js';
import { column, pageAs } from '../harness/scene.js';
import { sideBySide, waitForState, widget, widgetScene, type WidgetScene } from './inputWidgetScene.js';

// Text input, ToggleWidget, Slider, MultipleSelector and BBParameterLinkEmptyWidget: one server and
// one browser for all five, each widget next to tables that show what it publishes.

const EX = 'http://example.org/grafiek-input-five/';
const PREFIXES = `PREFIX ex: <${EX}>\n`;

let scene: WidgetScene;

/** A table of what a query over published variables returns, titled so a test can find it. */
function follower(title: string, query: string): Record<string, unknown> {
  return { widget: 'Table', titleMenubar: title, query: PREFIXES + query };
}

/** A table of buttons; a click publishes the button's value to `variable`, as a click elsewhere would. */
function chooser(title: string, variable: string, choices: [label: string, value: string][]): Record<string, unknown> {
  const rows = choices.map(([label, value]) => `("${label}" "${value}")`).join(' ');
  return { widget: 'Table', titleMenubar: title, publishVariable: variable, query: `SELECT ?keuze ?keuzeURI WHERE { VALUES (?keuze ?keuzeURI) { ${rows} } }` };
}

/** The texts of a table's cells. */
async function cells(page: Page, title: string): Promise<string[]> {
  return widget(page, 'Table', title).getByRole('cell').allTextContents();
}

async function cellShows(page: Page, title: string, text: string): Promise<void> {
  await widget(page, 'Table', title).getByRole('cell', { name: text, exact: true }).waitFor();
}

/** The SPARQL queries a page sends, as they go out. */
function recordQueries(page: Page): string[] {
  const queries: string[] = [];
  page.on('request', (request: Request) => {
    if (request.method() !== 'POST' || !request.url().includes('/api/sparql/')) return;
    const text = new URLSearchParams(request.postData() ?? '').get('query');
    if (text) queries.push(text);
  });
  return queries;
}

const PLACES = ['Amsterdam', 'Rotterdam', 'Utrecht', 'Den Haag'];
const FRUIT = ['Appel', 'Banaan', 'Druif', 'Peer'];
const MEASUREMENTS = [10, 20, 30, 40, 50];
/** Queries answer within seconds, but the machine is shared: poll as long as a locator waits. */
const POLL = { timeout: 20_000 };

beforeAll(async () => {
  scene = await widgetScene();
  await scene.update(`${PREFIXES}INSERT DATA {
    ${PLACES.map((name, index) => `ex:plaats${index} a ex:Plaats ; ex:naam "${name}" .`).join('\n')}
    ${FRUIT.map((name) => `ex:${name.toLowerCase()} a ex:Fruit ; ex:naam "${name}" .`).join('\n')}
    ${MEASUREMENTS.map((value) => `ex:meting${value} a ex:Meting ; ex:waarde ${value} .`).join('\n')}
  }`);
});
afterAll(async () => {
  await scene?.close();
});

const FOUND_PLACES = 'SELECT ?naam WHERE { ?p a ex:Plaats ; ex:naam ?naam FILTER(CONTAINS(LCASE(?naam), LCASE("{{zoek}}"))) } ORDER BY ?naam';

describe('Text input', () => {
  it('publishes after the pause, at once on Enter, the reset value when cleared, and takes a value from a click elsewhere', async () => {
    const path = await scene.createApp(
      'text',
      sideBySide(
        column(
          { widget: 'Text input', titleMenubar: 'Zoeken', label: 'Plaatsnaam', placeholderText: 'Typ een plaats', topicToPublish: 'zoek', inputParameter: 'gekozen', debounceTimeInSeconds: 0.6 },
          { widget: 'TextInput', titleMenubar: 'Enter', label: 'Met Enter', topicToPublish: 'zoek2', debounceTimeInSeconds: '30', width: '200' },
          { widget: 'Text input', titleMenubar: 'Kapot', topicToPublish: 'zoek3', debounceTimeInSeconds: 'een seconde' },
        ),
        column(
          chooser('Kiezer', 'gekozen', [['Kies Utrecht', 'Utrecht']]),
          follower('Gevonden', FOUND_PLACES),
          follower('Getypt', 'SELECT ?tekst WHERE { BIND("{{zoek2}}" AS ?tekst) }'),
        ),
      ),
    );
    const page = await scene.open(path);
    const frame = widget(page, 'Text input', 'Zoeken');
    await waitForState(frame, 'ready');
    const field = frame.getByRole('textbox', { name: 'Plaatsnaam' });
    expect(await field.getAttribute('placeholder')).toBe('Typ een plaats');
    await widget(page, 'Table', 'Gevonden').getByText('Waiting for zoek').waitFor();

    // Each key starts the pause again: nothing is published until 0.6 s after the last one.
    await field.pressSequentially('ams', { delay: 80 });
    const typed = Date.now();
    await cellShows(page, 'Gevonden', 'Amsterdam');
    expect(Date.now() - typed).toBeGreaterThanOrEqual(550);
    expect(await cells(page, 'Gevonden')).toEqual(['Amsterdam']);

    // Enter publishes at once, long before the 30 s pause of this field would end.
    const enterField = widget(page, 'Text input', 'Enter').getByRole('textbox', { name: 'Met Enter' });
    expect(Math.round((await enterField.boundingBox())!.width)).toBe(200);
    await enterField.fill('hallo wereld');
    await enterField.press('Enter');
    await cellShows(page, 'Getypt', 'hallo wereld');

    // The clear button publishes the reset value: the table's query has no value any more.
    await frame.getByRole('button', { name: 'Clear Plaatsnaam' }).click();
    expect(await field.inputValue()).toBe('');
    await waitForState(widget(page, 'Table', 'Gevonden'), 'empty');

    // Escape clears from the keyboard too.
    await field.pressSequentially('dam');
    await cellShows(page, 'Gevonden', 'Rotterdam');
    expect(await cells(page, 'Gevonden')).toEqual(['Amsterdam', 'Rotterdam']);
    await field.press('Escape');
    await waitForState(widget(page, 'Table', 'Gevonden'), 'empty');

    // A click elsewhere fills the field through its input variable, and the text is published.
    await widget(page, 'Table', 'Kiezer').getByRole('button', { name: 'Kies Utrecht' }).click();
    await cellShows(page, 'Gevonden', 'Utrecht');
    expect(await field.inputValue()).toBe('Utrecht');

    // A waiting time that is not a number stops the widget with exactly these words.
    const broken = widget(page, 'Text input', 'Kapot');
    await waitForState(broken, 'error');
    const message = 'Error: configured waiting time is not a number: "een seconde"';
    expect(await broken.getByRole('alert').textContent()).toBe(message);
    expect(await broken.getAttribute('data-error')).toBe(message);
    expect(await broken.getByRole('textbox').count()).toBe(0);
    await screenshot(page, 'inputs-text-input');
    expect(await seriousAxeViolations(page), 'axe').toEqual([]);
  });
});

describe('ToggleWidget', () => {
  it('flips the published boolean on a click or a key, follows the variable when another toggle sets it, in all three appearances', async () => {
    const picture = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10" fill="red"/></svg>')}`;
    const path = await scene.createApp(
      'toggle',
      sideBySide(
        column(
          { widget: 'ToggleWidget', titleMenubar: 'Lamp', publishTopic: 'licht' },
          { widget: 'ToggleWidget', titleMenubar: 'Vinkje', appearance: 'checkbox', label: 'Licht aan', publishTopic: 'licht' },
          { widget: 'ToggleWidget', titleMenubar: 'Schakelaar', appearance: 'toggleSwitch', label: 'Lichtschakelaar', publishTopic: 'licht' },
          { widget: 'ToggleWidget', titleMenubar: 'Oog', iconImage: 'eye', publishTopic: 'zicht', enabledColor: 'rgb(0, 128, 0)' },
          { widget: 'ToggleWidget', titleMenubar: 'Plaatje', iconImage: picture },
        ),
        follower('Toestand', 'SELECT ?licht ?zicht ?standaard WHERE { BIND("{{licht::uit}}" AS ?licht) BIND("{{zicht::uit}}" AS ?zicht) BIND("{{defaultTopic::niets}}" AS ?standaard) }'),
      ),
    );
    const page = await scene.open(path);
    const lamp = widget(page, 'ToggleWidget', 'Lamp').getByRole('button', { name: 'Lamp' });
    const checkbox = widget(page, 'ToggleWidget', 'Vinkje').getByRole('checkbox', { name: 'Licht aan' });
    const toggleSwitch = widget(page, 'ToggleWidget', 'Schakelaar').getByRole('switch', { name: 'Lichtschakelaar' });
    await waitForState(widget(page, 'ToggleWidget', 'Lamp'), 'ready');
    await waitForState(widget(page, 'Table', 'Toestand'), 'ready');
    expect(await cells(page, 'Toestand')).toEqual(['uit', 'uit', 'niets']);
    expect(await lamp.getAttribute('aria-pressed')).toBe('false');
    expect(await checkbox.isChecked()).toBe(false);
    expect(await toggleSwitch.isChecked()).toBe(false);
    // Off in the default gray, a toggle icon.
    expect(await lamp.evaluate((element) => getComputedStyle(element).color)).toBe('rgb(128, 128, 128)');
    expect(await lamp.locator('svg.tabler-icon-toggle-left').count()).toBe(1);

    await lamp.click();
    await cellShows(page, 'Toestand', 'true');
    expect(await lamp.getAttribute('aria-pressed')).toBe('true');
    expect(await lamp.evaluate((element) => getComputedStyle(element).color)).toBe('rgb(0, 88, 155)');
    expect(await checkbox.isChecked()).toBe(true);
    expect(await toggleSwitch.isChecked()).toBe(true);

    // The keyboard: Space on the switch turns the light off again, and every toggle of it follows.
    await toggleSwitch.focus();
    await page.keyboard.press('Space');
    await cellShows(page, 'Toestand', 'false');
    expect(await checkbox.isChecked()).toBe(false);
    expect(await lamp.getAttribute('aria-pressed')).toBe('false');
    await checkbox.click();
    await cellShows(page, 'Toestand', 'true');

    // A Tabler icon by name in its own colour; Enter on the focused icon flips it.
    const eye = widget(page, 'ToggleWidget', 'Oog').getByRole('button', { name: 'Oog' });
    expect(await eye.locator('svg.tabler-icon-eye').getAttribute('stroke')).not.toBe('rgb(0, 128, 0)');
    await eye.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => cells(page, 'Toestand'), POLL).toEqual(['true', 'true', 'niets']);
    expect(await eye.locator('svg.tabler-icon-eye').getAttribute('stroke')).toBe('rgb(0, 128, 0)');

    // A picture by URL, publishing to the default topic.
    const pictureButton = widget(page, 'ToggleWidget', 'Plaatje').getByRole('button', { name: 'Plaatje' });
    expect(await pictureButton.locator('img').getAttribute('src')).toBe(picture);
    await pictureButton.click();
    await expect.poll(() => cells(page, 'Toestand'), POLL).toEqual(['true', 'true', 'true']);
    await screenshot(page, 'inputs-toggle');
    expect(await seriousAxeViolations(page), 'axe').toEqual([]);
  });
});

const MEASUREMENT_VALUES = 'SELECT ?waarde WHERE { ?m a ex:Meting ; ex:waarde ?waarde }';

describe('Slider', () => {
  it('runs between the query\'s lowest and highest value in ticks, moves with the arrow keys, and publishes one value, two variables or one multi-value', async () => {
    const path = await scene.createApp(
      'slider',
      sideBySide(
        column(
          { widget: 'Slider', titleMenubar: 'Grens', label: 'Minimale waarde', query: PREFIXES + MEASUREMENT_VALUES, tick: 10, publishVariable: 'grens' },
          { widget: 'Slider', titleMenubar: 'Bereik', label: 'Bereik', query: PREFIXES + MEASUREMENT_VALUES, tick: '5', range: true, publishVariable: 'van', publishVariableMax: 'tot' },
          { widget: 'Slider', titleMenubar: 'Lijst', label: 'Lijst', query: PREFIXES + MEASUREMENT_VALUES, tick: 10, range: 'true', publishVariable: 'bereik', multipleselectparametertype: 'sparql value string' },
          { widget: 'Slider', titleMenubar: 'Leeg', query: `${PREFIXES}SELECT ?waarde WHERE { ?m ex:bestaatNiet ?waarde }` },
          { widget: 'Slider', titleMenubar: 'Fout', query: 'SELECT ?waarde WHERE { kapot' },
        ),
        column(
          follower('Minstens', 'SELECT (COUNT(?m) AS ?aantal) WHERE { ?m ex:waarde ?w FILTER(?w >= {{grens}}) }'),
          follower('Tussen', 'SELECT (COUNT(?m) AS ?aantal) WHERE { ?m ex:waarde ?w FILTER(?w >= {{van}} && ?w <= {{tot}}) }'),
          follower('Lijstwaarden', 'SELECT ?w WHERE { VALUES ?w { {{bereik}} } } ORDER BY ?w'),
        ),
      ),
    );
    const page = await scene.open(path);
    const frame = widget(page, 'Slider', 'Grens');
    await waitForState(frame, 'ready');
    const thumb = frame.getByRole('slider', { name: 'Minimale waarde' });
    expect(await thumb.getAttribute('aria-valuemin')).toBe('10');
    expect(await thumb.getAttribute('aria-valuemax')).toBe('50');
    expect(await thumb.getAttribute('aria-valuenow')).toBe('10');

    await thumb.focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    expect(await frame.locator('[data-slider-value]').textContent()).toBe('30');
    await cellShows(page, 'Minstens', '3');
    await page.keyboard.press('End');
    await cellShows(page, 'Minstens', '1');
    await page.keyboard.press('ArrowLeft');
    await cellShows(page, 'Minstens', '2');
    expect(await thumb.getAttribute('aria-valuenow')).toBe('40');

    // A range publishing to two variables: from 20 to 40, in ticks of 5.
    const range = widget(page, 'Slider', 'Bereik');
    await range.getByRole('slider', { name: 'Bereik, from' }).focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await range.getByRole('slider', { name: 'Bereik, to' }).focus();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    expect(await range.locator('[data-slider-value]').textContent()).toBe('20 – 40');
    await cellShows(page, 'Tussen', '3');

    // A range in one variable, in the chosen multiple value format, used in VALUES.
    const list = widget(page, 'Slider', 'Lijst');
    await list.getByRole('slider', { name: 'Lijst, from' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => cells(page, 'Lijstwaarden'), POLL).toEqual(['20', '50']);

    const empty = widget(page, 'Slider', 'Leeg');
    await waitForState(empty, 'empty');
    await empty.getByText('No values to choose from').waitFor();
    expect(await empty.getByRole('slider').count()).toBe(0);
    await waitForState(widget(page, 'Slider', 'Fout'), 'error');
    expect(await widget(page, 'Slider', 'Fout').getByRole('alert').count()).toBe(1);
    await screenshot(page, 'inputs-slider');
  });
});

const FRUIT_CHOICES = 'SELECT ?value ?label WHERE { ?value a ex:Fruit ; ex:naam ?label } ORDER BY ?label';

describe('MultipleSelector', () => {
  it('chooses several by mouse and keyboard, publishes them in its format, and follows the variable', async () => {
    const path = await scene.createApp(
      'multi',
      sideBySide(
        column(
          { widget: 'MultipleSelector', titleMenubar: 'Fruit', label: 'Fruitsoorten', query: PREFIXES + FRUIT_CHOICES, publishVariable: 'fruit', multipleselectparametertype: 'sparql value uri' },
          { widget: 'MultipleSelector', titleMenubar: 'Niets', query: `${PREFIXES}SELECT ?value ?label WHERE { ?value a ex:Groente ; ex:naam ?label }`, publishVariable: 'groente' },
          { widget: 'MultipleSelector', titleMenubar: 'Stuk', query: 'SELECT ?value WHERE { stuk' },
          chooser('Snelkeuze', 'fruit', [['Appel en peer', `<${EX}appel> <${EX}peer>`]]),
        ),
        column(
          follower('Gekozen', 'SELECT ?naam WHERE { VALUES ?f { {{fruit}} } ?f ex:naam ?naam } ORDER BY ?naam'),
          follower('Gepubliceerd', 'SELECT ?waarde WHERE { BIND("{{fruit}}" AS ?waarde) }'),
        ),
      ),
    );
    const page = await scene.open(path);
    const frame = widget(page, 'MultipleSelector', 'Fruit');
    await waitForState(frame, 'ready');
    const field = frame.getByRole('combobox', { name: 'Fruitsoorten' });

    await field.click();
    await page.getByRole('option', { name: 'Banaan' }).click();
    await cellShows(page, 'Gepubliceerd', `<${EX}banaan>`);
    // The keyboard: type to filter, arrow to the option, Enter to take it.
    await field.pressSequentially('dru');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await cellShows(page, 'Gepubliceerd', `<${EX}banaan> <${EX}druif>`);
    await expect.poll(() => cells(page, 'Gekozen'), POLL).toEqual(['Banaan', 'Druif']);
    await page.keyboard.press('Escape');
    await screenshot(page, 'inputs-multiple-selector');

    // Backspace in the empty field lets go of the last one.
    await field.press('Backspace');
    await cellShows(page, 'Gepubliceerd', `<${EX}banaan>`);

    // Another widget publishes two values in the format: the selector shows them.
    await widget(page, 'Table', 'Snelkeuze').getByRole('button', { name: 'Appel en peer' }).click();
    await expect.poll(() => cells(page, 'Gekozen'), POLL).toEqual(['Appel', 'Peer']);
    expect(await frame.locator('.mantine-Pill-label').allTextContents()).toEqual(['Appel', 'Peer']);

    // Clearing publishes the reset value.
    // The × is for the mouse, as Mantine makes it; Backspace is the keyboard's way.
    await frame.locator('button[aria-label="Clear Fruitsoorten"]').click();
    await waitForState(widget(page, 'Table', 'Gekozen'), 'empty');
    expect(await cells(page, 'Gepubliceerd')).toEqual([]);

    await waitForState(widget(page, 'MultipleSelector', 'Niets'), 'empty');
    await widget(page, 'MultipleSelector', 'Niets').getByText('No results').waitFor();
    await waitForState(widget(page, 'MultipleSelector', 'Stuk'), 'error');
  });
});

describe('BBParameterLinkEmptyWidget', () => {
  const link = {
    widget: 'BBParameterLinkEmptyWidget',
    titleMenubar: 'Koppeling',
    parameters: { jaar: '2024', stad: 'Delft' },
    urlParameters: 'stad',
    borderTopLeftRadius: '12px',
  };
  const values = follower('Waarden', 'SELECT ?jaar ?stad WHERE { BIND("{{jaar}}" AS ?jaar) BIND("{{stad}}" AS ?stad) }');

  it('sets its variables and the URL\'s when the app opens, shows nothing in view mode and a note in edit mode', async () => {
    const path = await scene.createApp('link', sideBySide(link, values));
    const page = await scene.open(`${path}?stad=Utrecht`);
    await expect.poll(() => cells(page, 'Waarden'), POLL).toEqual(['2024', 'Utrecht']);
    const frame = widget(page, 'BBParameterLinkEmptyWidget', 'Koppeling');
    await waitForState(frame, 'ready');
    expect((await frame.locator('[data-parameter-link-note]').count())).toBe(0);
    // No border radii for this widget, whatever the node holds.
    expect(await frame.getAttribute('style')).toBeNull();

    await page.goto(path);
    await expect.poll(() => cells(page, 'Waarden'), POLL).toEqual(['2024', 'Delft']);

    const author = await pageAs(scene, scene.admin);
    await author.goto(`${path}/edit`);
    const note = widget(author, 'BBParameterLinkEmptyWidget', 'Koppeling').locator('[data-parameter-link-note]');
    expect(await note.textContent()).toBe('Sets when the app opens: jaar = "2024", stad = "Delft" · From the URL: stad');
    await screenshot(author, 'inputs-parameter-link-edit');
  });
});

describe('the five inside a Tab', () => {
  it('load nothing until their tab is shown, then work as on their own', async () => {
    const path = await scene.createApp(
      'tabs',
      sideBySide(
        {
          widget: 'Tab',
          tabs: ['Start', 'Tekst', 'Schakelaar', 'Schuif', 'Keuze', 'Koppeling'],
          areas: [
            { widget: 'Table', titleMenubar: 'Welkom', query: 'SELECT ?welkom WHERE { BIND("Welkom" AS ?welkom) }' },
            { widget: 'Text input', titleMenubar: 'Tab tekst', label: 'Tekst', topicToPublish: 'ttekst' },
            { widget: 'ToggleWidget', titleMenubar: 'Tab schakelaar', appearance: 'toggleSwitch', label: 'Aan', publishTopic: 'taan' },
            { widget: 'Slider', titleMenubar: 'Tab schuif', label: 'Schuif', query: `${PREFIXES}${MEASUREMENT_VALUES} # tab-slider`, publishVariable: 'tschuif' },
            { widget: 'MultipleSelector', titleMenubar: 'Tab keuze', label: 'Keuze', query: `${PREFIXES}${FRUIT_CHOICES} # tab-selector`, publishVariable: 'tfruit', multipleselectparametertype: 'JSON array' },
            { widget: 'BBParameterLinkEmptyWidget', titleMenubar: 'Tab koppeling', parameters: '{"tjaar": "1999"}' },
          ],
        },
        follower(
          'Alles',
          'SELECT ?tekst ?aan ?schuif ?fruit ?jaar WHERE { BIND("{{ttekst::leeg}}" AS ?tekst) BIND("{{taan::leeg}}" AS ?aan) BIND("{{tschuif::leeg}}" AS ?schuif) BIND("{{tfruit::leeg}}" AS ?fruit) BIND("{{tjaar::leeg}}" AS ?jaar) }',
        ),
      ),
    );
    const page = await scene.browser.newPage(scene.server.url);
    const queries = recordQueries(page);
    await page.goto(path);
    await waitForState(widget(page, 'Table', 'Alles'), 'ready');
    expect(await cells(page, 'Alles')).toEqual(['leeg', 'leeg', 'leeg', 'leeg', 'leeg']);
    for (const title of ['Tab tekst', 'Tab schakelaar', 'Tab schuif', 'Tab keuze', 'Tab koppeling']) {
      expect(await page.locator(`[aria-label="${title}"]`).getAttribute('data-state'), title).toBe('empty');
    }
    expect(queries.filter((query) => query.includes('# tab-'))).toEqual([]);

    await page.getByRole('tab', { name: 'Tekst' }).click();
    const text = widget(page, 'Text input', 'Tab tekst').getByRole('textbox', { name: 'Tekst' });
    await text.fill('tab');
    await text.press('Enter');
    await page.getByRole('tab', { name: 'Schakelaar' }).click();
    await widget(page, 'ToggleWidget', 'Tab schakelaar').getByRole('switch', { name: 'Aan' }).click();
    await page.getByRole('tab', { name: 'Schuif' }).click();
    const thumb = widget(page, 'Slider', 'Tab schuif').getByRole('slider', { name: 'Schuif' });
    await thumb.focus();
    await page.keyboard.press('ArrowRight');
    await page.getByRole('tab', { name: 'Keuze' }).click();
    await widget(page, 'MultipleSelector', 'Tab keuze').getByRole('combobox', { name: 'Keuze' }).click();
    await page.getByRole('option', { name: 'Peer' }).click();
    await page.keyboard.press('Escape');
    expect(queries.filter((query) => query.includes('# tab-')).length).toBe(2);
    await page.getByRole('tab', { name: 'Koppeling' }).click();
    await expect.poll(() => cells(page, 'Alles'), POLL).toEqual(['tab', 'true', '11', JSON.stringify([`${EX}peer`]), '1999']);
    await screenshot(page, 'inputs-in-tab');
  });
});

