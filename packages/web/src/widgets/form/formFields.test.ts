import { RESET_VALUE } from '@grafiek/core';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { readSettings } from '../../kit';
import { form } from '.';
import { translator } from '../../i18n/testTranslations';
import { FIELD_ERRORS, fieldError, fieldParameters, formErrors, readFields, startValues, type FormField } from './formFields';

function fieldsOf(raw: unknown): FormField[] {
  const reading = readFields(raw);
  if (!reading.ok) throw new Error(reading.error);
  return reading.fields;
}

describe('readFields', () => {
  it('reads every kind of field with its defaults', () => {
    const fields = fieldsOf([
      { name: 'titel', label: 'Titel', required: true, help: 'Kort', placeholder: 'Wat is er?' },
      { name: 'aantal', type: 'Number', default: 3 },
      { name: 'soort', label: 'Soort', type: 'select', options: ['laag', { value: 'h', label: 'Hoog' }] },
      { name: 'dringend', type: 'checkbox', required: 'true' },
      { name: 'link', type: 'IRI' },
    ]);
    expect(fields[0]).toEqual({ name: 'titel', label: 'Titel', type: 'text', required: true, default: '', help: 'Kort', placeholder: 'Wat is er?', options: [] });
    expect(fields[1]).toMatchObject({ name: 'aantal', label: 'aantal', type: 'number', required: false, default: '3' });
    expect(fields[2]?.options).toEqual([
      { value: 'laag', label: 'laag' },
      { value: 'h', label: 'Hoog' },
    ]);
    expect(fields[3]).toMatchObject({ type: 'checkbox', required: true });
    expect(fields[4]?.type).toBe('iri');
  });

  it('reads select options given as comma-separated text', () => {
    expect(fieldsOf([{ name: 's', type: 'select', options: 'a, b ,c' }])[0]?.options.map((o) => o.value)).toEqual(['a', 'b', 'c']);
  });

  it('says what is wrong with fields it cannot use', () => {
    const error = (raw: unknown) => {
      const reading = readFields(raw);
      return reading.ok ? undefined : reading.error;
    };
    expect(error(undefined)).toMatch(/^Describe the form's fields/);
    expect(error({ name: 'x' })).toMatch(/^Fields must be a JSON list/);
    expect(error([])).toBe('The form has no fields: add at least one to Fields.');
    expect(error(['titel'])).toBe('Field 1 is not an object with a "name".');
    expect(error([{ label: 'Titel' }])).toBe('Field 1 has no "name" (the rule parameter its value is sent as).');
    expect(error([{ name: 'mijn titel' }])).toMatch(/the name "mijn titel" may hold letters, digits/);
    expect(error([{ name: 'a' }, { name: 'a' }])).toBe('Two fields are named "a": each field sends its own rule parameter.');
    expect(error([{ name: 'a', type: 'colour' }])).toMatch(/^Field "a": unknown type "colour"; use text, textarea, number, date, select, checkbox, iri/);
    expect(error([{ name: 'a', type: 'select' }])).toMatch(/^Field "a": a select field needs "options"/);
    expect(error([{ name: 'a', type: 'select', options: [{ label: 'x' }] }])).toMatch(/every option is a text or an object with a "value"/);
  });

  it('says it word for word so with the English texts, and in Dutch for a Dutch reader', async () => {
    const [en, nl] = [await translator('en'), await translator('nl')];
    const error = (raw: unknown, t?: TFunction) => {
      const reading = readFields(raw, t);
      return reading.ok ? undefined : reading.error;
    };
    const wrong = [undefined, { name: 'x' }, [], ['titel'], [{ label: 'Titel' }], [{ name: 'mijn titel' }], [{ name: 'a' }, { name: 'a' }], [{ name: 'a', type: 'colour' }], [{ name: 'a', type: 'select' }], [{ name: 'a', type: 'select', options: [{ label: 'x' }] }]];
    for (const raw of wrong) expect(error(raw, en)).toBe(error(raw));
    expect(error([], nl)).toBe('Het formulier heeft geen velden: voeg er minstens één toe aan Velden.');
    expect(error([{ name: 'mijn titel' }], nl)).toBe('Veld 1: de naam "mijn titel" mag alleen letters, cijfers en _ . : / | bevatten, net als een {{placeholder}} van een regel.');
    expect(error([{ name: 'a', type: 'colour' }], nl)).toMatch(/^Veld "a": onbekend type "colour"; gebruik text, textarea/);
  });

  it('is what the definition reads from JSON text, as older editors stored it', () => {
    const { settings } = readSettings(form.options, { fields: '[{"name": "titel"}]' });
    expect(fieldsOf(settings.fields).map((field) => field.name)).toEqual(['titel']);
  });
});

describe('startValues', () => {
  const fields = fieldsOf([
    { name: 'titel', default: 'Melding over {{gebouw}}' },
    { name: 'door', default: '{{gebruiker}}' },
    { name: 'akkoord', type: 'checkbox', default: 'yes' },
    { name: 'nee', type: 'checkbox' },
  ]);

  it('fills defaults from app variables, and leaves a field empty whose variable has no value', () => {
    expect(startValues(fields, { gebouw: 'G1', gebruiker: RESET_VALUE })).toEqual({ titel: 'Melding over G1', door: '', akkoord: 'true', nee: 'false' });
  });
});

describe('field checks', () => {
  const [titel, aantal, datum, soort, akkoord, link] = fieldsOf([
    { name: 'titel', label: 'Titel', required: true },
    { name: 'aantal', label: 'Aantal', type: 'number' },
    { name: 'datum', label: 'Datum', type: 'date' },
    { name: 'soort', label: 'Soort', type: 'select', options: ['laag', 'hoog'] },
    { name: 'akkoord', label: 'Akkoord', type: 'checkbox', required: true },
    { name: 'link', label: 'Link', type: 'iri' },
  ]) as [FormField, FormField, FormField, FormField, FormField, FormField];

  it('refuses an empty required field and an unchecked required checkbox', () => {
    expect(fieldError(titel, '  ')).toBe('Titel is required.');
    expect(fieldError(titel, 'x')).toBeUndefined();
    expect(fieldError(akkoord, 'false')).toBe('Akkoord must be checked.');
    expect(fieldError(akkoord, 'true')).toBeUndefined();
  });

  it('says the same in English through the interface texts, and Dutch to a Dutch reader', async () => {
    const [en, nl] = [await translator('en'), await translator('nl')];
    for (const kind of Object.keys(FIELD_ERRORS)) expect(en(`widget.form.${kind}`, { label: 'Titel' })).toBe(FIELD_ERRORS[kind as keyof typeof FIELD_ERRORS].replace('{{label}}', 'Titel'));
    expect(fieldError(titel, '', en)).toBe('Titel is required.');
    expect(fieldError(titel, '', nl)).toBe('Titel is verplicht.');
    expect(formErrors([aantal, akkoord], { aantal: 'twaalf', akkoord: 'false' }, nl)).toEqual({ aantal: 'Aantal moet een getal zijn, zoals 12 of 3,5.', akkoord: 'Akkoord moet aangevinkt zijn.' });
  });

  it('lets optional fields stay empty', () => {
    for (const field of [aantal, datum, soort, link]) expect(fieldError(field, '')).toBeUndefined();
  });

  it('checks numbers, dates, options and IRIs', () => {
    expect(fieldError(aantal, '12')).toBeUndefined();
    expect(fieldError(aantal, '-3.5e2')).toBeUndefined();
    expect(fieldError(aantal, 'twaalf')).toBe('Aantal must be a number, such as 12 or 3.5.');
    expect(fieldError(aantal, '1,5')).toBeDefined();
    expect(fieldError(datum, '2024-02-29')).toBeUndefined();
    expect(fieldError(datum, '2023-02-29')).toBe('Datum must be a date (yyyy-mm-dd).');
    expect(fieldError(datum, '29-02-2024')).toBeDefined();
    expect(fieldError(soort, 'hoog')).toBeUndefined();
    expect(fieldError(soort, 'midden')).toBe('Soort must be one of the options.');
    expect(fieldError(link, 'https://example.org/a')).toBeUndefined();
    expect(fieldError(link, 'urn:uuid:1234')).toBeUndefined();
    expect(fieldError(link, 'example.org/a')).toBe('Link must be an IRI, such as https://example.org/id/1.');
    expect(fieldError(link, 'https://example.org/a b')).toBeDefined();
  });

  it('lists every field that needs attention, by name', () => {
    expect(formErrors([titel, aantal, akkoord], { titel: '', aantal: 'x', akkoord: 'false' })).toEqual({
      titel: 'Titel is required.',
      aantal: 'Aantal must be a number, such as 12 or 3.5.',
      akkoord: 'Akkoord must be checked.',
    });
    expect(formErrors([titel, aantal], { titel: 'ok', aantal: '' })).toEqual({});
  });

  it('sends text as typed, other values trimmed, checkboxes as true or false, empty fields empty', () => {
    expect(fieldParameters([titel, aantal, datum, akkoord, link], { titel: ' Lek dak ', aantal: ' 4 ', akkoord: 'on', link: ' https://x.org/a ' })).toEqual({
      titel: ' Lek dak ',
      aantal: '4',
      datum: '',
      akkoord: 'true',
      link: 'https://x.org/a',
    });
  });
});
