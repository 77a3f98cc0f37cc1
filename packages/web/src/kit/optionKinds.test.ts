import { describe, expect, it } from 'vitest';
import { opt } from './options';
import { translator } from '../i18n/testTranslations';
import { OPTION_NOTES, optionError, optionNoteText, readOption } from './optionKinds';
import { optionApplies, readSettings } from './readSettings';

describe('reading stored values by kind', () => {
  it('reads the boolean forms older editors stored, and the default when unset', () => {
    const spec = opt.boolean({ label: 'Legend' });
    for (const value of [true, 'true', 'TRUE', ' yes ', 'on', '1', 1]) expect(readOption(spec, value)).toEqual({ value: true });
    for (const value of [false, 'false', 'No', 'off', '0', 0]) expect(readOption(spec, value)).toEqual({ value: false });
    expect(readOption(opt.boolean({ default: true }), undefined)).toEqual({ value: true });
    expect(readOption(opt.boolean({ default: true }), '')).toEqual({ value: true });
  });

  it('says why a boolean it cannot read falls back to the default', () => {
    expect(readOption(opt.boolean({ default: true }), 'sometimes')).toMatchObject({ value: true, problem: 'expected true or false, found "sometimes"' });
    expect(readOption(opt.boolean(), ['a'])).toMatchObject({ value: false, problem: 'expected true or false, found a list' });
  });

  it('reads false, null and "" in a text option as unset, and numbers as their text', () => {
    const spec = opt.text({ default: 'Untitled' });
    expect(readOption(spec, false).value).toBe('Untitled');
    expect(readOption(spec, null).value).toBe('Untitled');
    expect(readOption(spec, 12).value).toBe('12');
    expect(readOption(spec, { a: 1 })).toMatchObject({ value: 'Untitled', problem: 'expected text, found an object' });
  });

  it('runs no query when none is stored, whatever the starting text of a new widget', () => {
    expect(readOption(opt.sparql({ default: 'SELECT * {?s ?p ?o}' }), undefined).value).toBe('');
  });

  it('reads numbers stored as text and rejects other text', () => {
    expect(readOption(opt.number({ default: 20 }), '50').value).toBe(50);
    expect(readOption(opt.number({ default: 20 }), '').value).toBe(20);
    expect(readOption(opt.number(), undefined).value).toBeUndefined();
    expect(readOption(opt.number({ default: 20 }), 'many')).toMatchObject({ value: 20, problem: 'expected a number, found "many"' });
  });

  it('reads a choice in another case as the choice, and an unknown one as the default', () => {
    const spec = opt.select(['SINGLE', 'MULTIPLE', 'DISABLED'], { default: 'DISABLED' });
    expect(readOption(spec, 'single').value).toBe('SINGLE');
    expect(readOption(spec, 'ALL')).toMatchObject({ value: 'DISABLED', problem: 'unknown choice "ALL": use SINGLE, MULTIPLE, DISABLED' });
  });

  it('reads lists from arrays and from comma-separated text', () => {
    const spec = opt.array();
    expect(readOption(spec, 'a, b,,c').value).toEqual(['a', 'b', 'c']);
    expect(readOption(spec, ['a', 2]).value).toEqual(['a', '2']);
    expect(readOption(spec, ['a', { b: 1 }])).toMatchObject({ value: ['a'], problem: '1 entry is not text and was skipped' });
    expect(readOption(spec, ['Kaart', { label: 'Tabel', icon: 'table' }])).toEqual({ value: ['Kaart', 'Tabel'] });
  });

  it('reads JSON from its text or as the stored value, and names a parse error', () => {
    expect(readOption(opt.json(), '{"a": 1}').value).toEqual({ a: 1 });
    expect(readOption(opt.json(), ['V', '#ff4444']).value).toEqual(['V', '#ff4444']);
    expect(readOption(opt.jsonText(), '').value).toBeUndefined();
    expect(readOption(opt.json(), '{"a":').problem).toMatch(/^not valid JSON: /);
  });
});

describe('the settings dialog checks', () => {
  it('reports required and unusable values, and accepts good ones', () => {
    expect(optionError(opt.text({ label: 'Rule', required: true }), '')).toBe('Rule is required');
    expect(optionError(opt.number({ label: 'Rows per page' }), 'ten')).toBe('Rows per page: expected a number, found "ten"');
    expect(optionError(opt.variable({ label: 'Publish variable' }), 'a b')).toMatch(/variable name/);
    expect(optionError(opt.variable({ label: 'Publish variable' }), 'selected.uri')).toBeNull();
  });
});

describe('readSettings', () => {
  const options = {
    legend: opt.boolean({ label: 'Legend' }),
    horizontal: opt.boolean({ label: 'Legend in a row', dependsOn: { legend: true } }),
    pageSize: opt.number({ label: 'Rows per page', default: 20 }),
  };

  it('applies defaults and lists what it could not use, by option', () => {
    const { settings, problems } = readSettings(options, { legend: 'TRUE', pageSize: 'lots' });
    expect(settings).toEqual({ legend: true, horizontal: false, pageSize: 20 });
    expect(problems).toMatchObject([{ option: 'pageSize', label: 'Rows per page', message: 'expected a number, found "lots"' }]);
  });

  it('shows a dependent option when the option it depends on is stored as "TRUE"', () => {
    expect(optionApplies(options.horizontal, { legend: 'TRUE' }, options)).toBe(true);
    expect(optionApplies(options.horizontal, { legend: 'false' }, options)).toBe(false);
  });
});

describe('what the settings say of unusable values, in the reader language', () => {
  it('is the same English through the interface texts', async () => {
    const en = await translator('en');
    for (const [key, template] of Object.entries(OPTION_NOTES)) expect(en(`widget.option.${key}`), key).toBe(template);
    for (const [spec, stored] of [[opt.boolean(), ['a']], [opt.number(), 'many'], [opt.array(), ['a', {}, []]], [opt.json(), '{"a":'], [opt.text(), { a: 1 }]] as const) {
      const reading = readOption(spec, stored);
      expect(optionNoteText(reading.note!, en)).toBe(reading.problem);
    }
  });

  it('is Dutch for a Dutch reader, the found value and the option label included', async () => {
    const nl = await translator('nl');
    expect(optionNoteText(readOption(opt.boolean(), ['a']).note!, nl)).toBe('verwacht true of false, gevonden: een lijst');
    expect(optionNoteText(readOption(opt.array(), ['a', {}, []]).note!, nl)).toBe('2 items zijn geen tekst en zijn overgeslagen');
    expect(optionError(opt.number({ label: 'Rows per page' }), 'ten', nl, 'Rijen per pagina')).toBe('Rijen per pagina: verwacht een getal, gevonden: "ten"');
    expect(optionError(opt.text({ label: 'Rule', required: true }), '', nl, 'Regel')).toBe('Regel is verplicht');
    expect(optionError(opt.variable({ label: 'Publish variable' }), 'a b', nl)).toMatch(/^Een variabelenaam/);
  });
});
