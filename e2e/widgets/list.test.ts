import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshot } from '../harness/browser.js';
import { EX, followerTable, PREFIXES, sideBySide, waitForState, widget, widgetScene, type WidgetScene } from './inputWidgetScene.js';

let scene: WidgetScene;

const FRUIT = ['appel', 'banaan', 'citroen', 'druif'];
const LIST_QUERY = `${PREFIXES}SELECT ?uri ?label WHERE { ?uri a ex:Fruit ; ex:naam ?label } ORDER BY ?label`;

function listNode(extra: Record<string, unknown> = {}) {
  return { widget: 'List', titleMenubar: 'Fruit', title: 'Kies fruit', query: LIST_QUERY, publishVariable: 'fruit', ...extra };
}

/** Shows the published value exactly as it is, as a string literal. */
const PUBLISHED = followerTable('SELECT ?published WHERE { BIND("{{fruit}}" AS ?published) }', 'Published');

beforeAll(async () => {
  scene = await widgetScene();
  await scene.update(`${PREFIXES}INSERT DATA { ${FRUIT.map((name, index) => `ex:${name} a ex:Fruit ; ex:naam "${name}" ; ex:kcal ${(index + 1) * 10} .`).join('\n')} }`);
});
afterAll(async () => {
  await scene?.close();
});

describe('List', () => {
  it('shows the query\'s labels under its title, publishes the clicked ?uri, and a dependent table follows', async () => {
    const follower = followerTable('SELECT ?naam ?kcal WHERE { <{{fruit}}> ex:naam ?naam ; ex:kcal ?kcal }', 'Kcal');
    const path = await scene.createApp('list1', sideBySide(listNode(), follower));
    const page = await scene.open(path);
    const frame = widget(page, 'List', 'Fruit');
    await waitForState(frame, 'ready');
    await frame.getByText('Kies fruit').waitFor();
    const options = frame.getByRole('option');
    expect(await options.allTextContents()).toEqual(FRUIT);

    await frame.getByRole('option', { name: 'citroen' }).click();
    await widget(page, 'Table', 'Kcal').getByRole('cell', { name: '30' }).waitFor();
    expect(await frame.getByRole('option', { name: 'citroen' }).getAttribute('aria-selected')).toBe('true');
    expect(await frame.getByRole('option', { name: 'appel' }).getAttribute('aria-selected')).toBe('false');
    await screenshot(page, 'list-single');

    // A second click lets go: the reset value is published and the dependent table waits again.
    await frame.getByRole('option', { name: 'citroen' }).click();
    await waitForState(widget(page, 'Table', 'Kcal'), 'empty');
  });

  it('publishes a multiple selection in the chosen format, which a query can use in VALUES', async () => {
    const follower = followerTable('SELECT ?naam WHERE { VALUES ?f { {{fruit}} } ?f ex:naam ?naam } ORDER BY ?naam', 'Gekozen');
    const path = await scene.createApp('list2', sideBySide(listNode({ multipleselect: true, multipleselectparametertype: 'sparql value uri' }), follower, PUBLISHED));
    const page = await scene.open(path);
    const frame = widget(page, 'List', 'Fruit');
    await waitForState(frame, 'ready');
    await frame.getByRole('checkbox', { name: 'banaan' }).check();
    await frame.getByRole('checkbox', { name: 'druif' }).check();
    await widget(page, 'Table', 'Published').getByRole('cell', { name: `<${EX}banaan> <${EX}druif>` }).waitFor();
    const chosen = widget(page, 'Table', 'Gekozen');
    await chosen.getByRole('cell', { name: 'druif' }).waitFor();
    expect(await chosen.getByRole('cell').allTextContents()).toEqual(['banaan', 'druif']);
    await screenshot(page, 'list-multiple');
  });

  it('writes the csv and JSON formats too', async () => {
    const path = await scene.createApp('list3', sideBySide(listNode({ multipleselect: true, multipleselectparametertype: 'csv as string' }), PUBLISHED));
    const page = await scene.open(path);
    const frame = widget(page, 'List', 'Fruit');
    await waitForState(frame, 'ready');
    await frame.getByRole('checkbox', { name: 'druif' }).check();
    await frame.getByRole('checkbox', { name: 'appel' }).check();
    // In the list's order, whatever the order of the clicks.
    await widget(page, 'Table', 'Published').getByRole('cell', { name: `"${EX}appel","${EX}druif"` }).waitFor();

    const jsonPath = await scene.createApp('list4', sideBySide(listNode({ multipleselect: true, multipleselectparametertype: 'JSON array' }), PUBLISHED));
    const jsonPage = await scene.open(jsonPath);
    const jsonFrame = widget(jsonPage, 'List', 'Fruit');
    await waitForState(jsonFrame, 'ready');
    await jsonFrame.getByRole('checkbox', { name: 'banaan' }).check();
    await widget(jsonPage, 'Table', 'Published').getByRole('cell', { name: `["${EX}banaan"]` }).waitFor();
  });

  it('offers "select all", starts with everything selected when asked, and publishes the reset value when nothing is left', async () => {
    const follower = followerTable('SELECT (COUNT(?f) AS ?aantal) WHERE { ?f a ex:Fruit FILTER(?f IN ({{fruit}})) }', 'Aantal');
    const node = listNode({ multipleselect: true, allMultipleSelect: true, allLabel: 'Alles', defaultSelectAll: true, resetValue: 'niets' });
    const path = await scene.createApp('list5', sideBySide(node, follower, PUBLISHED));
    const page = await scene.open(path);
    const frame = widget(page, 'List', 'Fruit');
    await waitForState(frame, 'ready');
    const all = frame.getByRole('checkbox', { name: 'Alles' });
    // defaultSelectAll: every item starts checked and is published.
    await widget(page, 'Table', 'Aantal').getByRole('cell', { name: '4' }).waitFor();
    expect(await all.isChecked()).toBe(true);
    for (const name of FRUIT) expect(await frame.getByRole('checkbox', { name }).isChecked()).toBe(true);

    await all.uncheck();
    await widget(page, 'Table', 'Published').getByRole('cell', { name: 'niets' }).waitFor();
    for (const name of FRUIT) expect(await frame.getByRole('checkbox', { name }).isChecked()).toBe(false);

    await frame.getByRole('checkbox', { name: 'appel' }).check();
    await widget(page, 'Table', 'Aantal').getByRole('cell', { name: '1' }).waitFor();
    await all.check();
    await widget(page, 'Table', 'Aantal').getByRole('cell', { name: '4' }).waitFor();
  });

  it('shows as selected what the subscribed variable holds', async () => {
    const node = listNode({ publishVariable: 'other', subscribeVariable: 'fruit' });
    const path = await scene.createApp('list6', node, { parameterValues: JSON.stringify({ fruit: `${EX}banaan` }) });
    const page = await scene.open(path);
    const frame = widget(page, 'List', 'Fruit');
    await waitForState(frame, 'ready');
    expect(await frame.getByRole('option', { name: 'banaan' }).getAttribute('aria-selected')).toBe('true');
    expect(await frame.getByRole('option', { name: 'appel' }).getAttribute('aria-selected')).toBe('false');

    // A multiple select takes one plain item (as a map click publishes it) as a selection of one.
    const multiPath = await scene.createApp('list7', listNode({ multipleselect: true, publishVariable: 'other', subscribeVariable: 'fruit' }), {
      parameterValues: JSON.stringify({ fruit: `${EX}druif` }),
    });
    const multiPage = await scene.open(multiPath);
    const multiFrame = widget(multiPage, 'List', 'Fruit');
    await waitForState(multiFrame, 'ready');
    expect(await multiFrame.getByRole('checkbox', { name: 'druif' }).isChecked()).toBe(true);
    expect(await multiFrame.getByRole('checkbox', { name: 'appel' }).isChecked()).toBe(false);
    expect(await multiFrame.getByRole('alert').count()).toBe(0);
  });
});
