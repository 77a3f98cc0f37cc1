import { RESET_VALUE } from '@grafiek/core';
import { describe, expect, it } from 'vitest';
import { allOptions, readSettings } from '../../kit';
import { parameterLink } from '.';
import { describeValue, linkedValues, NOT_AN_OBJECT, valuesToPublish } from './linkedValues';

describe('BBParameterLinkEmptyWidget values', () => {
  it('sets the configured values, as the JSON holds them', () => {
    expect(linkedValues({ jaar: '2024', toonKaart: true, zoom: 12 }, [], '')).toEqual({ ok: true, values: { jaar: '2024', toonKaart: true, zoom: 12 } });
  });

  it('reads the listed URL parameters, which win over the configured value', () => {
    expect(linkedValues({ stad: 'Delft', jaar: '2024' }, ['stad', 'wijk'], '?stad=Den%20Haag&utm=x')).toEqual({ ok: true, values: { stad: 'Den Haag', jaar: '2024' } });
  });

  it('reads no URL parameter that is not listed, nor one named like an object property', () => {
    expect(linkedValues(undefined, ['constructor'], '?other=1')).toEqual({ ok: true, values: {} });
  });

  it('says what the setting must be when it is not an object', () => {
    expect(linkedValues(['jaar', '2024'], [], '')).toEqual({ ok: false, error: NOT_AN_OBJECT });
    expect(linkedValues('jaar=2024', [], '')).toEqual({ ok: false, error: NOT_AN_OBJECT });
  });

  it('leaves variables that already have a value alone when asked to keep them', () => {
    const current: Record<string, unknown> = { jaar: '2023', stad: RESET_VALUE };
    const values = { jaar: '2024', stad: 'Delft', wijk: 'Centrum' };
    expect(valuesToPublish(values, (name) => current[name], true)).toEqual([
      ['stad', 'Delft'],
      ['wijk', 'Centrum'],
    ]);
    expect(valuesToPublish(values, (name) => current[name], false)).toHaveLength(3);
  });

  it('describes a setting for the edit-mode note', () => {
    expect(describeValue('jaar', '2024')).toBe('jaar = "2024"');
    expect(describeValue('toonKaart', true)).toBe('toonKaart = true');
  });
});

describe('BBParameterLinkEmptyWidget settings', () => {
  it('reads its JSON stored as text and a comma list of URL parameters', () => {
    const { settings, problems } = readSettings(parameterLink.options, { parameters: '{"jaar":"2024"}', urlParameters: 'stad, wijk' });
    expect(problems).toEqual([]);
    expect(settings).toMatchObject({ parameters: { jaar: '2024' }, urlParameters: ['stad', 'wijk'], keepExistingValues: false });
  });

  it('has no border radius options', () => {
    expect(Object.keys(allOptions(parameterLink))).not.toContain('borderTopLeftRadius');
  });
});
