import { toResultTable, type SparqlJsonResults } from '@grafiek/core';
import { describe, expect, it } from 'vitest';
import { translator } from '../../i18n/testTranslations';
import { fieldLabel, isEmptyField, labelFromName, planCard, type CardSettings } from './recordCard';

const en = await translator('en');
const nl = await translator('nl');
const NONE: CardSettings = { titleVariable: '', subtitleVariable: '', imageVariable: '', fieldOrder: [], replaceHeaderJSON: undefined };

function table(vars: string[], rows: Record<string, string>[]) {
  const results = {
    head: { vars },
    results: { bindings: rows.map((row) => Object.fromEntries(Object.entries(row).map(([name, value]) => [name, value.startsWith('http') ? { type: 'uri', value } : { type: 'literal', value }]))) },
  };
  return toResultTable(results as SparqlJsonResults);
}

const VARS = ['handelsnaam', 'kvkNummer', 'rechtsvorm', 'website', 'websiteURL', 'logo', 'vestiging', 'vestigingLabel', 'sbi_code'];
const ROW = {
  handelsnaam: 'Bakkerij De Korenaar B.V.',
  kvkNummer: '12345678',
  rechtsvorm: 'Besloten vennootschap',
  website: 'korenaar.nl',
  websiteURL: 'https://korenaar.example/',
  logo: 'https://korenaar.example/logo.png',
  vestiging: 'Hoofdvestiging',
  vestigingLabel: 'Soort vestiging',
};

describe('labelFromName', () => {
  it('makes words of camel case and underscores', () => {
    expect(labelFromName('kvkNummer')).toBe('Kvk nummer');
    expect(labelFromName('sbi_code')).toBe('Sbi code');
    expect(labelFromName('postcode')).toBe('Postcode');
    expect(labelFromName('huisnummer2')).toBe('Huisnummer2');
    expect(labelFromName('datumInschrijvingKVK')).toBe('Datum inschrijving kvk');
  });
});

describe('planCard', () => {
  const result = table(VARS, [ROW]);
  const row = result.rows[0]!;
  const names = (plan: ReturnType<typeof planCard>) => plan.fields.map((field) => field.name);

  it('takes the title and picture from the usual names and shows every other variable as a field, in query order', () => {
    const plan = planCard(result, NONE);
    expect(result.columns[plan.titleColumn]!.name).toBe('handelsnaam');
    expect(result.columns[plan.imageColumn]!.name).toBe('logo');
    expect(plan.subtitleColumn).toBe(-1);
    // websiteURL is the link of ?website (a Table convention), ?vestigingLabel the label of ?vestiging.
    expect(names(plan)).toEqual(['kvkNummer', 'rechtsvorm', 'website', 'vestiging', 'sbi_code']);
    expect(plan.fields.map((field) => fieldLabel(field, row))).toEqual(['Kvk nummer', 'Rechtsvorm', 'Website', 'Soort vestiging', 'Sbi code']);
    expect(row.cells[plan.fields[2]!.column]!.url).toBe('https://korenaar.example/');
    expect(plan.problems).toEqual([]);
  });

  it('follows the field order, labels and variables it is given, and names those the query lacks', () => {
    const plan = planCard(result, {
      titleVariable: 'kvkNummer',
      subtitleVariable: 'rechtsvorm',
      imageVariable: 'plaatje',
      fieldOrder: ['vestiging', 'handelsnaam', 'bestaatNiet', ''],
      replaceHeaderJSON: { handelsnaam: 'Naam', nergens: 'x' },
    });
    expect(result.columns[plan.titleColumn]!.name).toBe('kvkNummer');
    expect(result.columns[plan.subtitleColumn]!.name).toBe('rechtsvorm');
    expect(plan.imageColumn).toBe(-1);
    expect(names(plan)).toEqual(['vestiging', 'handelsnaam', 'website', 'logo', 'sbi_code']);
    expect(fieldLabel(plan.fields[1]!, row)).toBe('Naam');
    expect(plan.problems).toEqual([
      'Image variable: the query has no variable ?plaatje.',
      'Field order: the query has no variable ?bestaatNiet.',
      'Labels: the query has no variable ?nergens.',
    ]);
    const settings: CardSettings = { ...NONE, imageVariable: 'plaatje', fieldOrder: ['bestaatNiet'], replaceHeaderJSON: { nergens: 'x' } };
    expect(planCard(result, settings, en).problems).toEqual(planCard(result, settings).problems);
    expect(planCard(result, settings, nl).problems).toEqual([
      'Variabele voor de afbeelding: de query heeft geen variabele ?plaatje.',
      'Volgorde van de velden: de query heeft geen variabele ?bestaatNiet.',
      'Labels: de query heeft geen variabele ?nergens.',
    ]);
  });

  it('keeps a row\'s own label only where it has one, and knows empty fields', () => {
    const two = table(['uri', 'naam', 'x', 'x_LABEL'], [{ uri: 'http://example.org/a', naam: 'A', x: '1', x_LABEL: 'Eerste' }, { naam: 'B', x: '' }]);
    const plan = planCard(two, NONE);
    expect(names(plan)).toEqual(['x']);
    expect(plan.uriColumn).toBe(0);
    expect(fieldLabel(plan.fields[0]!, two.rows[0]!)).toBe('Eerste');
    expect(fieldLabel(plan.fields[0]!, two.rows[1]!)).toBe('X');
    expect(isEmptyField(plan.fields[0]!, two.rows[0]!)).toBe(false);
    expect(isEmptyField(plan.fields[0]!, two.rows[1]!)).toBe(true);
    expect(isEmptyField(planCard(result, NONE).fields[4]!, row)).toBe(true);
  });
});
