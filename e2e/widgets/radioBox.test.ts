import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshot } from '../harness/browser.js';
import { followerTable, PREFIXES, sideBySide, waitForState, widget, widgetScene, type WidgetScene } from './inputWidgetScene.js';

let scene: WidgetScene;

// The radio box node of kadaster-kkg-demonstrator-v1.json, as it is stored there.
const V1_RADIO_BOX = {
  infoMenubar: 'CBS gegevens van de geselecteerde gemeente,wijk of buurt',
  titleMenubar: 'CBS data',
  panelstyle: 'paper2',
  widget: 'RadioBox',
  voteForUserActionsDisabledWhenLoading: true,
  syncWithUserActionsDisabled: true,
  showLoadingOverlay: true,
  options: 'buurt,buurt,wijk,wijk,gemeente,gemeente',
  horizontal: true,
  publishVariable: 'keuze',
};

const BY_LEVEL = followerTable('SELECT ?naam WHERE { ?gebied ex:niveau "{{keuze}}" ; ex:naam ?naam }', 'Gebieden');

beforeAll(async () => {
  scene = await widgetScene();
  await scene.update(`${PREFIXES}INSERT DATA {
    ex:b1 ex:niveau "buurt" ; ex:naam "Binnenstad-Noord" .
    ex:w1 ex:niveau "wijk" ; ex:naam "Wijk Centrum" .
    ex:g1 ex:niveau "gemeente" ; ex:naam "Gemeente Utrecht" .
  }`);
});
afterAll(async () => {
  await scene?.close();
});

describe('RadioBox', () => {
  it('starts from the variable\'s value in parameterValues, lays out horizontally, and publishes a new choice that a table follows', async () => {
    const path = await scene.createApp('radio1', sideBySide(V1_RADIO_BOX, BY_LEVEL), {
      parameterValues: '{"imgeo":"http://www.buildingbits.nl/coins2/draft/IMGEO.rdf","keuze":"buurt","keuze2":"buurt"}',
    });
    const page = await scene.open(path);
    const frame = widget(page, 'RadioBox', 'CBS data');
    await waitForState(frame, 'ready');
    const buurt = frame.getByRole('radio', { name: 'buurt' });
    const wijk = frame.getByRole('radio', { name: 'wijk' });
    const gemeente = frame.getByRole('radio', { name: 'gemeente' });
    expect(await buurt.isChecked()).toBe(true);
    expect(await wijk.isChecked()).toBe(false);
    const follower = widget(page, 'Table', 'Gebieden');
    await follower.getByRole('cell', { name: 'Binnenstad-Noord' }).waitFor();

    // Horizontal: the three choices stand on one line, left to right.
    const boxes = await Promise.all([buurt, wijk, gemeente].map((radio) => radio.boundingBox()));
    expect(new Set(boxes.map((box) => Math.round(box!.y))).size).toBe(1);
    expect(boxes[0]!.x).toBeLessThan(boxes[1]!.x);
    expect(boxes[1]!.x).toBeLessThan(boxes[2]!.x);

    await frame.getByText('wijk', { exact: true }).click();
    await follower.getByRole('cell', { name: 'Wijk Centrum' }).waitFor();
    expect(await wijk.isChecked()).toBe(true);
    expect(await buurt.isChecked()).toBe(false);
    await screenshot(page, 'radio-box');
  });

  it('stacks the choices without horizontal, with labels apart from values, and selects nothing while the variable is empty', async () => {
    const node = { widget: 'RadioBox', titleMenubar: 'Niveau', options: 'buurt,Buurten,gemeente,Gemeenten', publishVariable: 'keuze' };
    const path = await scene.createApp('radio2', sideBySide(node, BY_LEVEL));
    const page = await scene.open(path);
    const frame = widget(page, 'RadioBox', 'Niveau');
    await waitForState(frame, 'ready');
    const first = frame.getByRole('radio', { name: 'Buurten' });
    const second = frame.getByRole('radio', { name: 'Gemeenten' });
    expect(await first.isChecked()).toBe(false);
    expect(await second.isChecked()).toBe(false);
    const [a, b] = await Promise.all([first.boundingBox(), second.boundingBox()]);
    expect(b!.y).toBeGreaterThan(a!.y);
    await frame.getByText('Gemeenten').click();
    await widget(page, 'Table', 'Gebieden').getByRole('cell', { name: 'Gemeente Utrecht' }).waitFor();
  });

  it('says what is wrong with options that are not value,label pairs', async () => {
    const node = { widget: 'RadioBox', titleMenubar: 'Kapot', options: 'buurt,Buurten,wijk', publishVariable: 'keuze' };
    const path = await scene.createApp('radio3', node);
    const page = await scene.open(path);
    const frame = widget(page, 'RadioBox', 'Kapot');
    await waitForState(frame, 'error');
    await frame.getByText('Options should be a comma separated list of value,label pairs').waitFor();
    expect(await frame.getAttribute('data-error')).toBe('Options should be a comma separated list of value,label pairs');
    expect(await frame.getByRole('radio').count()).toBe(0);
  });
});
