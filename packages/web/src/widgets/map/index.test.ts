import { describe, expect, it } from 'vitest';
import { readSettings } from '../../kit/readSettings';
import { bbMap, bbMaplibre } from '.';

describe('the map definitions', () => {
  it('are one widget under two names', () => {
    expect(bbMap.type).toBe('BBMap');
    expect(bbMaplibre.type).toBe('BBMaplibre');
    expect(bbMaplibre.aliases).toEqual(['BB Maplibre']);
    expect(bbMaplibre.options).toBe(bbMap.options);
    expect(bbMaplibre.view).toBe(bbMap.view);
  });

  it('read a demonstrator\'s map node without a settings problem', () => {
    const { settings, problems } = readSettings(bbMap.options, {
      widget: 'BBMap',
      publishVariable: ' provincie ',
      subscribeVariable: '',
      startWithBase: 'PDOK grijs',
      startWithGreyBase: true,
      height: '100%',
    });
    expect(problems).toEqual([]);
    expect(settings).toMatchObject({ publishVariable: 'provincie', subscribeVariable: '', startWithBase: 'PDOK grijs', startWithGreyBase: true, height: '100%' });
  });

  it('read own base layers stored as JSON text, and a height stored as a number', () => {
    const layers = [{ name: 'Eigen', tiles: 'https://tiles.example.org/{z}/{x}/{y}.png' }];
    const { settings, problems } = readSettings(bbMap.options, { baseLayers: JSON.stringify(layers), height: 400, startWithGreyBase: 'TRUE' });
    expect(problems).toEqual([]);
    expect(settings.baseLayers).toEqual(layers);
    expect(settings.height).toBe('400');
    expect(settings.startWithGreyBase).toBe(true);
  });
});
