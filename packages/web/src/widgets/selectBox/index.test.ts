import { describe, expect, it } from 'vitest';
import { readSettings } from '../../kit';
import { selectBox } from '.';

describe('SelectBox settings', () => {
  it('preselects the first item and shows the built-in placeholder unless told otherwise', () => {
    const { settings, problems } = readSettings(selectBox.options, { placeholderText: '' });
    expect(problems).toEqual([]);
    expect(settings.preSelectFirstItem).toBe(true);
    expect(settings.placeholderText).toBe('Select…');
  });

  it('reads "false" as older editors stored it: nothing is preselected', () => {
    expect(readSettings(selectBox.options, { preSelectFirstItem: 'false' }).settings.preSelectFirstItem).toBe(false);
    expect(readSettings(selectBox.options, { preSelectFirstItem: 0 }).settings.preSelectFirstItem).toBe(false);
  });
});
