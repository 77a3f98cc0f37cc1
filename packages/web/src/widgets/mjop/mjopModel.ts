import type { Cell, ResultTable, Row } from '@grafiek/core';
import type { TextNote } from '../../i18n/widgetTexts';

/** The plan's years (the original product's 2025 to 2045): a column each, and a bar each in the chart. */
export const MJOP_FIRST_YEAR = 2025;
export const MJOP_LAST_YEAR = 2045;

/** Dutch VAT when a row gives none. */
export const DEFAULT_BTW = 21;

/** The record's fields in the order of the spec (section 3), ?uri first; the years follow them. */
export const MJOP_FIELDS = [
  'uri',
  'nr',
  'locatie',
  'beschrijving',
  'conditie',
  'cyclus',
  'aantal',
  'eenheid',
  'procent',
  'prijsPerEenheid',
  'btw',
  'startDatum',
  'kostenInc',
  'kostenEx',
  'totaal',
  'gemiddeldePerJaar',
  'opmerkingen',
] as const;
export type MjopField = (typeof MJOP_FIELDS)[number];

/** The fields that are amounts of money, the others being text or plain numbers. */
export const MONEY_FIELDS: readonly MjopField[] = ['prijsPerEenheid', 'kostenInc', 'kostenEx', 'totaal', 'gemiddeldePerJaar'];
const NUMBER_FIELDS = ['cyclus', 'aantal', 'procent', 'prijsPerEenheid', 'btw', 'kostenInc', 'kostenEx', 'totaal', 'gemiddeldePerJaar'] as const;
type NumberField = (typeof NUMBER_FIELDS)[number];

/** What the plan is about: which years, and which costs fill them. */
export interface MjopSettings {
  firstYear: number;
  lastYear: number;
  /** VAT in percent for rows without ?btw. */
  defaultBtw: number;
  /** The amount a year gets when the cycle falls in it: the costs with or without VAT. */
  yearCosts: 'inc' | 'ex';
}

/** One element of the plan: the row's values, with what the query left out worked out. */
export interface MjopItem {
  uri: string;
  /** The row as the query gave it, for the text fields and further variables. */
  row: Row;
  values: Partial<Record<NumberField, number>>;
  /** The year of ?startDatum. */
  startYear: number | undefined;
  /** The amount per year of the plan (0 where nothing happens), in the plan's year order. */
  years: number[];
  /** The fields (and `years`) that were worked out rather than given by the query. */
  computed: ReadonlySet<MjopField | 'years'>;
}

export interface MjopPlan {
  years: readonly number[];
  items: MjopItem[];
  /** Per year of the plan, the sum over all items. */
  yearTotals: number[];
  total: number;
  /** The variables beyond the record's fields and years, shown as further columns. */
  extraVariables: string[];
  /** The variable of each year the query selects (e.g. ?2031 or ?j2031). */
  yearVariables: ReadonlyMap<number, string>;
}

export type MjopReading = { ok: true; plan: MjopPlan } | { ok: false; error: TextNote };

/** The year a variable stands for: ?2031, ?j2031, ?y2031, ?jaar2031 or ?_2031. */
export function yearOfVariable(name: string): number | undefined {
  const match = /^(?:j|y|jaar|year|_)?(\d{4})$/i.exec(name);
  return match ? Number(match[1]) : undefined;
}

/**
 * A number as queries and spreadsheets write it: 1234.5, 1.234,50, 1234,5, € 1.234,50 or 21%.
 * With both separators the last one is the decimal one; a lone comma is decimal; several equal
 * separators group thousands. Undefined for text that holds no number.
 */
export function parseAmount(text: string): number | undefined {
  let compact = text.replace(/[€%\s\u00a0]|EUR/gi, '');
  if (!/^[+-]?[\d.,]*\d[\d.,]*$/.test(compact)) return undefined;
  const lastDot = compact.lastIndexOf('.');
  const lastComma = compact.lastIndexOf(',');
  const dots = compact.split('.').length - 1;
  const commas = compact.split(',').length - 1;
  if (dots > 0 && commas > 0) {
    const decimal = lastDot > lastComma ? '.' : ',';
    const group = decimal === '.' ? ',' : '.';
    compact = compact.replaceAll(group, '').replace(decimal, '.');
  } else if (commas > 1 || (dots > 1 && commas === 0)) {
    compact = compact.replace(/[.,]/g, '');
  } else if (commas === 1) {
    compact = compact.replace(',', '.');
  }
  const number = Number(compact);
  return Number.isFinite(number) ? number : undefined;
}

function numberOf(cell: Cell | undefined): number | undefined {
  if (!cell || cell.text.trim() === '') return undefined;
  const value = cell.value;
  if (value?.kind === 'number' && Number.isFinite(value.number)) return value.number;
  return parseAmount(cell.text);
}

/** The year a start date names: 2027, 2027-05-01, an xsd:date, or 01-05-2027 as Dutch dates go. */
export function yearOfDate(cell: Cell | undefined): number | undefined {
  if (!cell) return undefined;
  const value = cell.value;
  if (value?.kind === 'date') return new Date(value.epochMs).getUTCFullYear();
  if (value?.kind === 'number' && Number.isInteger(value.number) && value.number >= 1000 && value.number <= 9999) return value.number;
  const match = /(?:^|\D)(\d{4})(?:\D|$)/.exec(cell.text);
  return match ? Number(match[1]) : undefined;
}

/** VAT as a percentage: 21, "21%" and 0.21 are all 21. */
export function btwPercent(value: number | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  return value > 0 && value < 1 ? value * 100 : value;
}

/**
 * The years of the plan in which a cycle falls: the start year and every `cycle` years after it
 * (a start before the plan counts on into it). Without a cycle (missing or 0), the start year alone.
 */
export function cycleYears(startYear: number | undefined, cycle: number | undefined, firstYear: number, lastYear: number): number[] {
  if (startYear === undefined) return [];
  const step = cycle !== undefined && cycle > 0 ? cycle : undefined;
  if (step === undefined) return startYear >= firstYear && startYear <= lastYear ? [startYear] : [];
  const years: number[] = [];
  let year = startYear;
  if (year < firstYear) year += Math.ceil((firstYear - year) / step) * step;
  for (; year <= lastYear; year += step) years.push(Math.round(year));
  return years;
}

/** Rounds to cents, so that sums of amounts do not show floating-point dust. */
function cents(amount: number): number {
  return Math.round(amount * 100) / 100;
}

/**
 * The query's rows as the plan: each row one element, with kostenEx (aantal × prijsPerEenheid ×
 * procent / 100, procent 100 when missing), kostenInc (kostenEx plus btw), the years its cycle falls
 * in (from startDatum and cyclus) with those costs, totaal (their sum) and gemiddeldePerJaar worked
 * out wherever the query leaves them out. What the query gives always wins.
 */
export function readMjop(table: Pick<ResultTable, 'variables' | 'columns' | 'rows'>, settings: MjopSettings): MjopReading {
  const { firstYear, lastYear } = settings;
  if (!(Number.isInteger(firstYear) && Number.isInteger(lastYear) && firstYear <= lastYear && lastYear - firstYear < 200)) {
    return { ok: false, error: { key: 'widget.mjop.years', values: { firstYear, lastYear } } };
  }
  const years = Array.from({ length: lastYear - firstYear + 1 }, (_, index) => firstYear + index);
  const known = new Set<string>(MJOP_FIELDS);
  const yearVariables = new Map<number, string>();
  for (const name of table.variables) {
    const year = yearOfVariable(name);
    if (year !== undefined && year >= firstYear && year <= lastYear && !yearVariables.has(year)) yearVariables.set(year, name);
  }
  if (!table.variables.some((name) => known.has(name)) && yearVariables.size === 0) {
    const fields = MJOP_FIELDS.map((name) => `?${name}`).join(', ');
    const selected = table.variables.map((name) => `?${name}`).join(', ');
    return { ok: false, error: { key: selected ? 'widget.mjop.noVariables' : 'widget.mjop.noVariablesNothing', values: { fields, year: `?${firstYear}`, selected } } };
  }
  const columnIndex = new Map(table.columns.map((column, index) => [column.name, index]));
  const extraVariables = table.columns.map((column) => column.name).filter((name) => !known.has(name) && yearOfVariable(name) === undefined);

  const items = table.rows.map((row): MjopItem => {
    const cell = (name: string) => {
      const index = columnIndex.get(name);
      return index === undefined ? undefined : row.cells[index];
    };
    const values: Partial<Record<NumberField, number>> = {};
    for (const field of NUMBER_FIELDS) {
      const number = numberOf(cell(field));
      if (number !== undefined) values[field] = number;
    }
    const computed = new Set<MjopField | 'years'>();
    const vat = 1 + btwPercent(values.btw, settings.defaultBtw) / 100;
    if (values.kostenEx === undefined && values.aantal !== undefined && values.prijsPerEenheid !== undefined) {
      values.kostenEx = cents((values.aantal * values.prijsPerEenheid * (values.procent ?? 100)) / 100);
      computed.add('kostenEx');
    }
    if (values.kostenEx === undefined && values.kostenInc !== undefined) {
      values.kostenEx = cents(values.kostenInc / vat);
      computed.add('kostenEx');
    }
    if (values.kostenInc === undefined && values.kostenEx !== undefined) {
      values.kostenInc = cents(values.kostenEx * vat);
      computed.add('kostenInc');
    }
    const startYear = yearOfDate(cell('startDatum'));

    const given = years.map((year) => {
      const name = yearVariables.get(year);
      return name === undefined ? undefined : numberOf(cell(name));
    });
    let amounts: number[];
    if (given.some((amount) => amount !== undefined)) amounts = given.map((amount) => amount ?? 0);
    else {
      const perTime = (settings.yearCosts === 'ex' ? values.kostenEx : values.kostenInc) ?? 0;
      const falls = new Set(cycleYears(startYear, values.cyclus, firstYear, lastYear));
      amounts = years.map((year) => (falls.has(year) ? perTime : 0));
      computed.add('years');
    }
    if (values.totaal === undefined) {
      values.totaal = cents(amounts.reduce((sum, amount) => sum + amount, 0));
      computed.add('totaal');
    }
    if (values.gemiddeldePerJaar === undefined) {
      values.gemiddeldePerJaar = cents(values.totaal / years.length);
      computed.add('gemiddeldePerJaar');
    }
    return { uri: row.bindings.uri?.value ?? '', row, values, startYear, years: amounts, computed };
  });

  const yearTotals = years.map((_, index) => cents(items.reduce((sum, item) => sum + item.years[index]!, 0)));
  const total = cents(yearTotals.reduce((sum, amount) => sum + amount, 0));
  return { ok: true, plan: { years, items, yearTotals, total, extraVariables, yearVariables } };
}

const euros = new Intl.NumberFormat('nl-NL', { style: 'currency', currency: 'EUR' });
const wholeEuros = new Intl.NumberFormat('nl-NL', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0, minimumFractionDigits: 0 });
const plainNumbers = new Intl.NumberFormat('nl-NL', { maximumFractionDigits: 2 });

/** An amount in euros as the Dutch write it: € 1.234,50 (whole euros: € 1.235). */
export function formatEuro(amount: number | undefined, whole = false): string {
  if (amount === undefined || !Number.isFinite(amount)) return '';
  return (whole ? wholeEuros : euros).format(amount);
}

/** A plain number in Dutch notation: 1.234,5. */
export function formatNumber(value: number | undefined): string {
  return value === undefined || !Number.isFinite(value) ? '' : plainNumbers.format(value);
}
