import { toResultTable, type SparqlJsonResults, type SparqlTerm } from '@grafiek/core';
import { describe, expect, it } from 'vitest';
import { btwPercent, cycleYears, formatEuro, formatNumber, MJOP_FIRST_YEAR, MJOP_LAST_YEAR, parseAmount, readMjop, yearOfDate, yearOfVariable, type MjopPlan, type MjopSettings } from './mjopModel';
import { translator } from '../../i18n/testTranslations';

const english = await translator('en');
const dutch = await translator('nl');

const XSD = 'http://www.w3.org/2001/XMLSchema#';
const SETTINGS: MjopSettings = { firstYear: MJOP_FIRST_YEAR, lastYear: MJOP_LAST_YEAR, defaultBtw: 21, yearCosts: 'inc' };

/** A result whose values are literals: numbers as xsd:decimal, `date:` values as xsd:date, the rest plain. */
function table(vars: string[], rows: Record<string, string | number>[]) {
  const term = (name: string, value: string | number): SparqlTerm => {
    if (name === 'uri') return { type: 'uri', value: String(value) };
    if (typeof value === 'number') return { type: 'literal', value: String(value), datatype: `${XSD}decimal` };
    if (value.startsWith('date:')) return { type: 'literal', value: value.slice(5), datatype: `${XSD}date` };
    return { type: 'literal', value };
  };
  const results = { head: { vars }, results: { bindings: rows.map((row) => Object.fromEntries(Object.entries(row).map(([name, value]) => [name, term(name, value)]))) } };
  return toResultTable(results as SparqlJsonResults);
}

function planOf(vars: string[], rows: Record<string, string | number>[], settings = SETTINGS): MjopPlan {
  const reading = readMjop(table(vars, rows), settings);
  if (!reading.ok) throw new Error(english(reading.error.key, reading.error.values));
  return reading.plan;
}

/** The years with an amount, as year: amount. */
function spent(plan: MjopPlan, amounts: readonly number[]): Record<number, number> {
  return Object.fromEntries(plan.years.flatMap((year, index) => (amounts[index] ? [[year, amounts[index]]] : [])));
}

describe('reading numbers and dates', () => {
  it('reads amounts as queries and spreadsheets write them', () => {
    expect(parseAmount('1234.5')).toBe(1234.5);
    expect(parseAmount('1.234,50')).toBe(1234.5);
    expect(parseAmount('1,234.50')).toBe(1234.5);
    expect(parseAmount('1234,5')).toBe(1234.5);
    expect(parseAmount('€ 1.234.567')).toBe(1234567);
    expect(parseAmount('21%')).toBe(21);
    expect(parseAmount('-12,5')).toBe(-12.5);
    expect(parseAmount('twaalf')).toBeUndefined();
    expect(parseAmount('')).toBeUndefined();
  });

  it('finds the year of a start date in its common forms', () => {
    const cells = table(['d'], [{ d: 'date:2027-05-01' }, { d: '2031' }, { d: 2029 }, { d: '01-05-2033' }, { d: 'onbekend' }]).rows.map((row) => row.cells[0]);
    expect(cells.map(yearOfDate)).toEqual([2027, 2031, 2029, 2033, undefined]);
  });

  it('knows the variables of years and VAT as a fraction or percentage', () => {
    expect(['2025', 'j2030', 'y2031', 'jaar2045', '_2040', 'nr', '20250'].map(yearOfVariable)).toEqual([2025, 2030, 2031, 2045, 2040, undefined, undefined]);
    expect([btwPercent(21, 9), btwPercent(0.09, 21), btwPercent(0, 21), btwPercent(undefined, 21)]).toEqual([21, 9, 0, 21]);
  });
});

describe('cycleYears', () => {
  it('repeats a cycle from its start year within the plan', () => {
    expect(cycleYears(2026, 5, 2025, 2045)).toEqual([2026, 2031, 2036, 2041]);
    expect(cycleYears(2025, 10, 2025, 2045)).toEqual([2025, 2035, 2045]);
  });

  it('counts a start before the plan on into it, and without a cycle keeps the start year alone', () => {
    expect(cycleYears(2018, 4, 2025, 2045)).toEqual([2026, 2030, 2034, 2038, 2042]);
    expect(cycleYears(2030, undefined, 2025, 2045)).toEqual([2030]);
    expect(cycleYears(2030, 0, 2025, 2045)).toEqual([2030]);
    expect(cycleYears(2050, undefined, 2025, 2045)).toEqual([]);
    expect(cycleYears(undefined, 5, 2025, 2045)).toEqual([]);
  });
});

describe('readMjop', () => {
  const VARS = ['uri', 'nr', 'beschrijving', 'cyclus', 'aantal', 'eenheid', 'procent', 'prijsPerEenheid', 'btw', 'startDatum'];

  it('works out costs, the years a cycle falls in, the total and the average per year', () => {
    const plan = planOf(VARS, [
      { uri: 'urn:dak', nr: '1', beschrijving: 'Dakbedekking vervangen', cyclus: 10, aantal: 120, eenheid: 'm2', prijsPerEenheid: 50, btw: 21, startDatum: 'date:2027-03-01' },
      { uri: 'urn:verf', nr: '2', beschrijving: 'Buitenschilderwerk', cyclus: 6, aantal: 200, eenheid: 'm2', procent: 50, prijsPerEenheid: 20, btw: '9%', startDatum: '2025' },
    ]);
    const [dak, verf] = plan.items;
    expect(plan.years).toHaveLength(21);
    expect(dak!.values).toMatchObject({ kostenEx: 6000, kostenInc: 7260, totaal: 14520, gemiddeldePerJaar: 691.43 });
    expect(spent(plan, dak!.years)).toEqual({ 2027: 7260, 2037: 7260 });
    expect([...dak!.computed].sort()).toEqual(['gemiddeldePerJaar', 'kostenEx', 'kostenInc', 'totaal', 'years']);
    // procent: half the quantity each time; btw given as "9%".
    expect(verf!.values).toMatchObject({ kostenEx: 2000, kostenInc: 2180 });
    expect(spent(plan, verf!.years)).toEqual({ 2025: 2180, 2031: 2180, 2037: 2180, 2043: 2180 });
    expect(spent(plan, plan.yearTotals)).toEqual({ 2025: 2180, 2027: 7260, 2031: 2180, 2037: 9440, 2043: 2180 });
    expect(plan.total).toBe(14520 + 4 * 2180);
    expect(dak!.uri).toBe('urn:dak');
  });

  it('keeps what the query gives: costs, year amounts, totals', () => {
    const plan = planOf(['uri', 'kostenInc', 'btw', 'totaal', '2026', 'j2030'], [
      { uri: 'urn:a', kostenInc: 1210, btw: 21, totaal: 999, 2026: 100, j2030: '1.000,50' },
      { uri: 'urn:b', kostenInc: 500, 2026: 5 },
    ]);
    const [a, b] = plan.items;
    expect(a!.values).toMatchObject({ kostenEx: 1000, kostenInc: 1210, totaal: 999 });
    expect([...a!.computed].sort()).toEqual(['gemiddeldePerJaar', 'kostenEx']);
    expect(spent(plan, a!.years)).toEqual({ 2026: 100, 2030: 1000.5 });
    expect(spent(plan, b!.years)).toEqual({ 2026: 5 });
    expect(b!.values.totaal).toBe(5);
    expect(plan.yearVariables.get(2030)).toBe('j2030');
  });

  it('fills the years with the costs without VAT when asked, and in the years asked for', () => {
    const plan = planOf(VARS, [{ uri: 'urn:x', cyclus: 2, aantal: 1, prijsPerEenheid: 100, startDatum: '2030' }], { ...SETTINGS, firstYear: 2030, lastYear: 2034, yearCosts: 'ex' });
    expect(plan.years).toEqual([2030, 2031, 2032, 2033, 2034]);
    expect(spent(plan, plan.items[0]!.years)).toEqual({ 2030: 100, 2032: 100, 2034: 100 });
    expect(plan.items[0]!.values.kostenInc).toBe(121);
    expect(plan.items[0]!.values.gemiddeldePerJaar).toBe(60);
  });

  it('shows further variables as extra columns and leaves rows without costs at zero', () => {
    const plan = planOf(['uri', 'beschrijving', 'leverancier', 'startDatum'], [{ uri: 'urn:x', beschrijving: 'Inspectie', leverancier: 'Bouwbedrijf', startDatum: '2026' }]);
    expect(plan.extraVariables).toEqual(['leverancier']);
    expect(plan.items[0]!.years.every((amount) => amount === 0)).toBe(true);
    expect(plan.total).toBe(0);
  });

  it('refuses a query without any of the plan\'s variables, and impossible years', () => {
    const none = readMjop(table(['naam'], [{ naam: 'x' }]), SETTINGS);
    expect(none.ok).toBe(false);
    if (!none.ok) expect(english(none.error.key, none.error.values)).toMatch(/^The query selects none of the plan's variables \(\?uri, \?nr, .*\?2025\); it selects \?naam\.$/);
    const backwards = readMjop(table(['uri'], []), { ...SETTINGS, firstYear: 2045, lastYear: 2025 });
    expect(backwards.ok).toBe(false);
    if (!backwards.ok) {
      expect(english(backwards.error.key, backwards.error.values)).toBe('The plan\'s years must run from a first year to a later last year (at most 200 years); they are 2045 to 2025.');
      expect(dutch(backwards.error.key, backwards.error.values)).toContain('2045 tot 2025');
    }
  });
});

describe('formatting', () => {
  const spaced = (text: string) => text.replace(/\s/g, ' ');
  it('writes euros and numbers the Dutch way', () => {
    expect(spaced(formatEuro(1234.5))).toBe('€ 1.234,50');
    expect(spaced(formatEuro(1234.5, true))).toBe('€ 1.235');
    expect(formatEuro(undefined)).toBe('');
    expect(formatNumber(1234.567)).toBe('1.234,57');
    expect(formatNumber(undefined)).toBe('');
  });
});
