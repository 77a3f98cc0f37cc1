import { describe, expect, it } from 'vitest';
import { translator } from '../../i18n/testTranslations';
import { availableBaseLayers, BASE_LAYER_PRESETS, customBaseLayers, initialBaseLayer, OFFLINE_BASE_LAYER } from './baseLayers';

const own = { name: 'Eigen', tiles: 'https://tiles.example.org/{z}/{x}/{y}.png', attribution: 'Wij' };

describe('customBaseLayers', () => {
  it('takes an author\'s raster layers with the defaults they leave out', () => {
    const { presets, problems } = customBaseLayers([own]);
    expect(problems).toEqual([]);
    expect(presets).toEqual([{ name: 'Eigen', background: '#f3f2ee', raster: { tiles: own.tiles, tileSize: 256, maxzoom: 19, attribution: 'Wij' } }]);
  });

  it('says which entries it cannot use, and uses the rest', () => {
    const { presets, problems } = customBaseLayers([{ name: 'Plain http', tiles: 'http://tiles.example.org/{z}/{x}/{y}.png' }, own]);
    expect(presets.map((preset) => preset.name)).toEqual(['Eigen']);
    expect(problems).toEqual(['Base layer 1: needs a "name" and an https "tiles" URL template with {z}, {x} and {y}.']);
  });

  it('has nothing to add when unset, and says so when the setting is no list', () => {
    expect(customBaseLayers(undefined)).toEqual({ presets: [], problems: [] });
    expect(customBaseLayers(own).problems).toEqual(['Base layers: expected a JSON array of {"name", "tiles"} objects.']);
  });
});

describe('initialBaseLayer', () => {
  const presets = availableBaseLayers(customBaseLayers([own]).presets);

  it('starts with the named layer, in any case, before the query\'s #baselayer: and the grey switch', () => {
    expect(initialBaseLayer(presets, { startWithBase: 'eigen', directive: 'PDOK pastel', startWithGreyBase: true }).preset.name).toBe('Eigen');
    expect(initialBaseLayer(presets, { startWithBase: '', directive: 'PDOK pastel', startWithGreyBase: true }).preset.name).toBe('PDOK pastel');
    expect(initialBaseLayer(presets, { startWithBase: '', startWithGreyBase: true }).preset.name).toBe('PDOK grijs');
    expect(initialBaseLayer(presets, {}).preset.name).toBe(OFFLINE_BASE_LAYER);
  });

  it('falls back to the offline layer for a name it does not know, and says so', () => {
    const choice = initialBaseLayer(presets, { startWithBase: 'Stamen toner' });
    expect(choice.preset.name).toBe(OFFLINE_BASE_LAYER);
    expect(choice.problem).toMatch(/^Unknown base layer "Stamen toner"; showing "Offline"/);
  });

  it('says what it cannot use word for word so with the English texts, and in Dutch for a Dutch reader', async () => {
    const [en, nl] = [await translator('en'), await translator('nl')];
    const wrong = [{ name: 'Plain http', tiles: 'http://tiles.example.org/{z}/{x}/{y}.png' }];
    expect(customBaseLayers(wrong, en)).toEqual(customBaseLayers(wrong));
    expect(customBaseLayers(own, en)).toEqual(customBaseLayers(own));
    expect(initialBaseLayer(presets, { startWithBase: 'Stamen toner' }, en)).toEqual(initialBaseLayer(presets, { startWithBase: 'Stamen toner' }));
    expect(customBaseLayers(wrong, nl).problems).toEqual(['Achtergrondkaart 1: heeft een "name" nodig en een https-sjabloon "tiles" met {z}, {x} en {y}.']);
    expect(customBaseLayers(own, nl).problems).toEqual(['Achtergrondkaarten: verwacht een JSON-lijst van objecten met {"name", "tiles"}.']);
    expect(initialBaseLayer(presets, { startWithBase: 'Stamen toner' }, nl).problem).toMatch(/^Onbekende achtergrondkaart "Stamen toner"; "Offline" wordt getoond\. Bekend: Offline, /);
  });

  it('lets an own layer replace a built-in one of the same name', () => {
    const replaced = availableBaseLayers(customBaseLayers([{ ...own, name: 'PDOK grijs' }]).presets);
    expect(replaced).toHaveLength(BASE_LAYER_PRESETS.length);
    expect(replaced.find((preset) => preset.name === 'PDOK grijs')?.raster?.tiles).toBe(own.tiles);
  });
});
