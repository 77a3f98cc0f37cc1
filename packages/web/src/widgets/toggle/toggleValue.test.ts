import { RESET_VALUE } from '@grafiek/core';
import { describe, expect, it } from 'vitest';
import { readSettings } from '../../kit';
import { toggle } from '.';
import { flipped, isOn } from './toggleValue';

describe('ToggleWidget value', () => {
  it('is on for true in the forms apps store it, off otherwise', () => {
    for (const value of [true, 'true', 'TRUE', 'yes', 1]) expect(isOn(value), String(value)).toBe(true);
    for (const value of [false, 'false', 0, undefined, null, '', RESET_VALUE, 'misschien']) expect(isOn(value), String(value)).toBe(false);
  });

  it('flips to a boolean, so followers always get true or false', () => {
    expect(flipped(undefined)).toBe(true);
    expect(flipped('true')).toBe(false);
    expect(flipped(false)).toBe(true);
  });
});

describe('ToggleWidget settings', () => {
  it('defaults to an icon publishing to defaultTopic, #00589b when on and gray when off', () => {
    const { settings, problems } = readSettings(toggle.options, {});
    expect(problems).toEqual([]);
    expect(settings).toMatchObject({ appearance: 'icon', publishTopic: 'defaultTopic', enabledColor: '#00589b', disabledColor: 'gray', iconImage: '' });
  });

  it('reads an appearance in another case, and names an unknown one', () => {
    expect(readSettings(toggle.options, { appearance: 'ToggleSwitch' }).settings.appearance).toBe('toggleSwitch');
    const unknown = readSettings(toggle.options, { appearance: 'slider' });
    expect(unknown.settings.appearance).toBe('icon');
    expect(unknown.problems.map((problem) => problem.option)).toEqual(['appearance']);
  });
});
