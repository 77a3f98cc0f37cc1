import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshot } from '../harness/browser.js';
import { followerTable, PREFIXES, sideBySide, waitForState, widget, widgetScene, type WidgetScene } from './inputWidgetScene.js';

let scene: WidgetScene;

// Labels chosen so that the query's alphabetical order differs from "prefix matches first".
const PLACES = [
  ['amsterdam', 'Amsterdam', 872000],
  ['damwoude', 'Damwoude', 5800],
  ['edam', 'Edam', 7500],
  ['rotterdam', 'Rotterdam', 651000],
  ['utrecht', 'Utrecht', 361000],
  ['zaandam', 'Zaandam', 77000],
] as const;

const SEARCH_QUERY = `${PREFIXES}SELECT ?uri ?label WHERE { ?uri a ex:Gemeente ; ex:naam ?label } ORDER BY ?label`;

function searchBox(extra: Record<string, unknown> = {}) {
  return {
    widget: 'SearchAutocomplete',
    titleMenubar: 'Zoeken',
    query: SEARCH_QUERY,
    publishVariable: 'gem',
    textbefore: 'Gemeente',
    placeholderText: 'selecteer een gemeente',
    alignItems: 'flex-start',
    ...extra,
  };
}

const INHABITANTS = followerTable('SELECT ?naam ?inwoners WHERE { <{{gem}}> ex:naam ?naam ; ex:inwoners ?inwoners }', 'Inwoners');

beforeAll(async () => {
  scene = await widgetScene();
  await scene.update(
    `${PREFIXES}INSERT DATA { ${PLACES.map(([id, name, count]) => `ex:${id} a ex:Gemeente ; ex:naam "${name}" ; ex:inwoners ${count} .`).join('\n')} }`,
  );
});
afterAll(async () => {
  await scene?.close();
});

describe('SearchAutocomplete', () => {
  it('suggests case-insensitively with prefix matches first, publishes the choice, and a dependent table follows', async () => {
    const path = await scene.createApp('search1', sideBySide(searchBox(), INHABITANTS));
    const page = await scene.open(path);
    const frame = widget(page, 'SearchAutocomplete', 'Zoeken');
    await waitForState(frame, 'ready');
    const input = page.getByLabel('Gemeente');
    expect(await input.getAttribute('placeholder')).toBe('selecteer een gemeente');

    await input.fill('DAM');
    const options = page.getByRole('option');
    await options.first().waitFor();
    // Damwoude starts with "dam"; the others only contain it, in the query's (alphabetical) order.
    expect(await options.allTextContents()).toEqual(['Damwoude', 'Amsterdam', 'Edam', 'Rotterdam', 'Zaandam']);
    await screenshot(page, 'search-autocomplete-suggestions');

    await page.getByRole('option', { name: 'Edam' }).click();
    const follower = widget(page, 'Table', 'Inwoners');
    await follower.getByRole('cell', { name: '7500' }).waitFor();
    expect(await input.inputValue()).toBe('Edam');
    await page.getByRole('option').first().waitFor({ state: 'hidden' });
  });

  it('chooses the best match with Enter, and another with the arrow keys', async () => {
    const path = await scene.createApp('search8', sideBySide(searchBox(), INHABITANTS));
    const page = await scene.open(path);
    await waitForState(widget(page, 'SearchAutocomplete', 'Zoeken'), 'ready');
    const input = page.getByLabel('Gemeente');
    await input.fill('dam');
    await page.getByRole('option', { name: 'Damwoude' }).waitFor();
    await input.press('Enter');
    const follower = widget(page, 'Table', 'Inwoners');
    await follower.getByRole('cell', { name: '5800' }).waitFor();
    expect(await input.inputValue()).toBe('Damwoude');

    await input.fill('dam');
    await page.getByRole('option', { name: 'Amsterdam' }).waitFor();
    await input.press('ArrowDown');
    await input.press('Enter');
    await follower.getByRole('cell', { name: '872000' }).waitFor();
    expect(await input.inputValue()).toBe('Amsterdam');
  });

  it('says "geen resultaten gevonden" when nothing matches', async () => {
    const path = await scene.createApp('search2', searchBox());
    const page = await scene.open(path);
    await waitForState(widget(page, 'SearchAutocomplete', 'Zoeken'), 'ready');
    await page.getByLabel('Gemeente').fill('xyz');
    await page.getByText('geen resultaten gevonden').waitFor();
    expect(await page.getByRole('option').count()).toBe(0);
  });

  it('hides the suggestions after the box loses focus', async () => {
    const path = await scene.createApp('search3', searchBox());
    const page = await scene.open(path);
    await waitForState(widget(page, 'SearchAutocomplete', 'Zoeken'), 'ready');
    await page.getByLabel('Gemeente').fill('ut');
    await page.getByRole('option', { name: 'Utrecht' }).waitFor();
    await page.getByLabel('Gemeente').blur();
    await page.getByRole('option', { name: 'Utrecht' }).waitFor({ state: 'hidden' });
    // Only searched, not chosen: the box is empty again and nothing was published.
    expect(await page.getByLabel('Gemeente').inputValue()).toBe('');
  });

  it('clearing the box publishes the reset value when nullSelectionResetVariable is on, and stamps the timestamp parameters', async () => {
    const stamps = followerTable('SELECT ?stamp WHERE { BIND("{{refreshed}}" AS ?stamp) }', 'Stamps');
    const path = await scene.createApp('search4', sideBySide(searchBox({ nullSelectionResetVariable: true, timestampParameters: ['refreshed'] }), INHABITANTS, stamps));
    const page = await scene.open(path);
    await waitForState(widget(page, 'SearchAutocomplete', 'Zoeken'), 'ready');
    const stampTable = widget(page, 'Table', 'Stamps');
    // No choice yet: nothing has stamped the parameter.
    await waitForState(stampTable, 'empty');

    await page.getByLabel('Gemeente').fill('rotter');
    await page.getByRole('option', { name: 'Rotterdam' }).click();
    const follower = widget(page, 'Table', 'Inwoners');
    await follower.getByRole('cell', { name: '651000' }).waitFor();
    const stamp = Number(await stampTable.getByRole('cell').first().textContent());
    expect(stamp).toBeGreaterThan(Date.parse('2024-01-01'));

    await page.getByRole('button', { name: 'Clear search' }).click();
    // The reset value counts as empty: the dependent table waits again.
    await waitForState(follower, 'empty');
    expect(await follower.getByRole('cell', { name: '651000' }).count()).toBe(0);
    await stampTable.getByRole('cell').filter({ hasNotText: String(stamp) }).first().waitFor();
    await screenshot(page, 'search-autocomplete-cleared');
  });

  it('keeps the variable when cleared without nullSelectionResetVariable', async () => {
    const path = await scene.createApp('search5', sideBySide(searchBox(), INHABITANTS));
    const page = await scene.open(path);
    await waitForState(widget(page, 'SearchAutocomplete', 'Zoeken'), 'ready');
    await page.getByLabel('Gemeente').fill('amst');
    await page.getByRole('option', { name: 'Amsterdam' }).click();
    const follower = widget(page, 'Table', 'Inwoners');
    await follower.getByRole('cell', { name: '872000' }).waitFor();
    await page.getByRole('button', { name: 'Clear search' }).click();
    expect(await page.getByLabel('Gemeente').inputValue()).toBe('');
    await waitForState(follower, 'ready');
    expect(await follower.getByRole('cell', { name: '872000' }).count()).toBe(1);
  });

  it('refuses more than five timestamp parameters', async () => {
    const path = await scene.createApp('search6', searchBox({ timestampParameters: ['a', 'b', 'c', 'd', 'e', 'f'] }));
    const page = await scene.open(path);
    const frame = widget(page, 'SearchAutocomplete', 'Zoeken');
    await waitForState(frame, 'error');
    await frame.getByText('too many properties to reset in search box').waitFor();
  });

  it('renders the v1 demonstrator node as configured', async () => {
    // The node of kadaster-kkg-demonstrator-v1.json, its query pointed at this data's vocabulary.
    const node = {
      widget: 'SearchAutocomplete',
      voteForUserActionsDisabledWhenLoading: true,
      syncWithUserActionsDisabled: true,
      showLoadingOverlay: true,
      query: `${PREFIXES}select distinct ?label ?uri where { ?uri a ex:Gemeente . ?uri ex:naam ?label . }`,
      panelstyle: 'paper2',
      publishVariable: 'gem',
      textbefore: 'Gemeente',
      nullSelectionResetVariable: true,
      alignItems: 'flex-start',
      placeholderText: 'selecteer een gemeente',
    };
    const path = await scene.createApp('search7', sideBySide(node, INHABITANTS));
    const page = await scene.open(path);
    await waitForState(widget(page, 'SearchAutocomplete'), 'ready');
    await page.getByPlaceholder('selecteer een gemeente').fill('zaan');
    await page.getByRole('option', { name: 'Zaandam' }).click();
    await widget(page, 'Table', 'Inwoners').getByRole('cell', { name: '77000' }).waitFor();
  });
});
