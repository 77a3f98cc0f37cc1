import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshot } from '../harness/browser.js';
import { EX, followerTable, PREFIXES, sideBySide, waitForState, widget, widgetScene, type WidgetScene } from './inputWidgetScene.js';

let scene: WidgetScene;

const SELECT_QUERY = `${PREFIXES}SELECT ?uri ?label WHERE { ?uri a ex:Provincie ; ex:naam ?label } ORDER BY ?label`;
const CAPITAL = followerTable('SELECT ?hoofdstad WHERE { <{{prov}}> ex:hoofdstad ?hoofdstad }', 'Hoofdstad');

function selectNode(extra: Record<string, unknown> = {}) {
  return { widget: 'SelectBox', titleMenubar: 'Provincie', label: 'Provincie', query: SELECT_QUERY, publishVariable: 'prov', ...extra };
}

beforeAll(async () => {
  scene = await widgetScene();
  await scene.update(`${PREFIXES}INSERT DATA {
    ex:drenthe a ex:Provincie ; ex:naam "Drenthe" ; ex:hoofdstad "Assen" .
    ex:friesland a ex:Provincie ; ex:naam "Friesland" ; ex:hoofdstad "Leeuwarden" .
    ex:groningen a ex:Provincie ; ex:naam "Groningen" ; ex:hoofdstad "Groningen-stad" .
  }`);
});
afterAll(async () => {
  await scene?.close();
});

describe('SelectBox', () => {
  it('preselects and publishes the first item, and publishes a new choice that a table follows', async () => {
    const path = await scene.createApp('select1', sideBySide(selectNode(), CAPITAL));
    const page = await scene.open(path);
    await waitForState(widget(page, 'SelectBox', 'Provincie'), 'ready');
    const follower = widget(page, 'Table', 'Hoofdstad');
    await follower.getByRole('cell', { name: 'Assen' }).waitFor();
    const input = widget(page, 'SelectBox', 'Provincie').getByLabel('Provincie', { exact: true });
    expect(await input.inputValue()).toBe('Drenthe');

    await input.click();
    await page.getByRole('option', { name: 'Friesland' }).click();
    await follower.getByRole('cell', { name: 'Leeuwarden' }).waitFor();
    expect(await input.inputValue()).toBe('Friesland');
    await screenshot(page, 'select-box');
  });

  it('starts from the variable\'s value when it is among the options', async () => {
    const path = await scene.createApp('select2', sideBySide(selectNode(), CAPITAL), { parameterValues: JSON.stringify({ prov: `${EX}groningen` }) });
    const page = await scene.open(path);
    await widget(page, 'Table', 'Hoofdstad').getByRole('cell', { name: 'Groningen-stad' }).waitFor();
    expect(await widget(page, 'SelectBox', 'Provincie').getByLabel('Provincie', { exact: true }).inputValue()).toBe('Groningen');
  });

  it('falls back to the first item when the variable holds a value that is not among the options', async () => {
    const path = await scene.createApp('select3', sideBySide(selectNode(), CAPITAL), { parameterValues: JSON.stringify({ prov: `${EX}utrecht` }) });
    const page = await scene.open(path);
    const warnings: string[] = [];
    page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()));
    await page.reload();
    await widget(page, 'Table', 'Hoofdstad').getByRole('cell', { name: 'Assen' }).waitFor();
    expect(warnings.some((text) => text.includes(`"${EX}utrecht" (prov) is not among the options`))).toBe(true);
  });

  it('without preSelectFirstItem selects nothing until someone chooses, and can be cleared', async () => {
    const path = await scene.createApp('select4', sideBySide(selectNode({ preSelectFirstItem: false, placeholderText: 'Kies een provincie' }), CAPITAL));
    const page = await scene.open(path);
    await waitForState(widget(page, 'SelectBox', 'Provincie'), 'ready');
    const follower = widget(page, 'Table', 'Hoofdstad');
    await waitForState(follower, 'empty');
    const input = widget(page, 'SelectBox', 'Provincie').getByLabel('Provincie', { exact: true });
    expect(await input.inputValue()).toBe('');
    expect(await input.getAttribute('placeholder')).toBe('Kies een provincie');
    await input.click();
    await page.getByRole('option', { name: 'Groningen' }).click();
    await follower.getByRole('cell', { name: 'Groningen-stad' }).waitFor();
    // Clearing (the mouse-only × of the select) publishes the reset value: the dependent table waits again.
    await widget(page, 'SelectBox', 'Provincie').locator('button[aria-label="Clear selection"]').click();
    await waitForState(follower, 'empty');
    expect(await input.inputValue()).toBe('');
  });
});
