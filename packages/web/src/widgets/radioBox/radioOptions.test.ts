import { describe, expect, it } from 'vitest';
import { readSettings } from '../../kit';
import { radioBox } from '.';
import { parseRadioOptions, RADIO_OPTIONS_ERROR } from './radioOptions';

describe('RadioBox options', () => {
  it('reads value,label pairs in their order', () => {
    expect(parseRadioOptions('buurt,Buurten,gemeente,Gemeenten')).toEqual({
      ok: true,
      options: [
        { value: 'buurt', label: 'Buurten' },
        { value: 'gemeente', label: 'Gemeenten' },
      ],
    });
  });

  it('ignores spaces around entries', () => {
    expect(parseRadioOptions(' buurt , Buurt ')).toEqual({ ok: true, options: [{ value: 'buurt', label: 'Buurt' }] });
  });

  it('refuses a value without its label, an empty entry, and no options at all', () => {
    expect(parseRadioOptions('buurt,Buurten,wijk')).toEqual({ ok: false, error: RADIO_OPTIONS_ERROR });
    expect(parseRadioOptions('buurt,,wijk,Wijk')).toEqual({ ok: false, error: RADIO_OPTIONS_ERROR });
    expect(parseRadioOptions('  ')).toEqual({ ok: false, error: RADIO_OPTIONS_ERROR });
  });

  it('reads a radio box without options as an error, not as a crash', () => {
    const { settings } = readSettings(radioBox.options, { options: null, horizontal: 'TRUE' });
    expect(settings.horizontal).toBe(true);
    expect(parseRadioOptions(settings.options)).toEqual({ ok: false, error: RADIO_OPTIONS_ERROR });
  });
});
