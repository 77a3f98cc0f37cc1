import { localName, readBoolean, toNumber, type ResultTable, type SparqlTerm } from '@grafiek/core';
import type { TFunction } from 'i18next';

/** The kinds of filter a facet can be, as the query's ?type names them. */
export const FACET_TYPES = ['checkboxes', 'radiobuttons', 'search', 'range', 'daterange'] as const;
export type FacetType = (typeof FACET_TYPES)[number];

/**
 * One value a filter offers or holds. `valueURI` is published as an IRI; without it `value` is
 * published as the literal the query returned, with its language or datatype, so that it matches
 * the data exactly.
 */
export interface FilterValue {
  value: string;
  valueURI?: string;
  datatype?: string;
  language?: string;
}

export interface FacetValue extends FilterValue {
  /** What identifies the value within its facet: its IRI, else its text. */
  key: string;
  /** What people read. */
  label: string;
  /** The query's ?count for the value, when it returns one. */
  count?: number;
}

export interface Facet {
  /** The app variable the facet publishes to; also its identity. */
  sparqlParameter: string;
  /** The facet's heading. */
  property: string;
  propertyURI?: string;
  type: FacetType;
  defaultExpanded: boolean;
  defaultVisible: boolean;
  values: FacetValue[];
  /** Lowest and highest number among the values (range facets). */
  numberBounds?: { min: number; max: number };
  /** Earliest and latest day among the values, as YYYY-MM-DD (date range facets). */
  dateBounds?: { min: string; max: string };
  /** The values are xsd:dateTime rather than xsd:date (date range facets). */
  dateTime?: boolean;
}

export interface FacetsReading {
  facets: Facet[];
  /** Rows or facets the widget cannot use, in words for the author. */
  problems: string[];
}

const XSD = 'http://www.w3.org/2001/XMLSchema#';
const XSD_STRING = `${XSD}string`;
const XSD_DATE_TIME = `${XSD}dateTime`;
/** Letters, digits and . _ / as placeholders name variables; | and : have their own meaning there. */
const PARAMETER_NAME = /^[\p{L}\p{N}._/]+$/u;
const DAY = /^(-?\d{4,}-\d\d-\d\d)/;

/** Type names as authors write them: any case, with or without spaces, dashes or a plural. */
const TYPE_NAMES: Readonly<Record<string, FacetType>> = {
  checkboxes: 'checkboxes',
  checkbox: 'checkboxes',
  radiobuttons: 'radiobuttons',
  radiobutton: 'radiobuttons',
  radio: 'radiobuttons',
  search: 'search',
  range: 'range',
  daterange: 'daterange',
};

/** A facet type from the query's ?type; no type means checkboxes, an unknown one undefined. */
export function readFacetType(text: string | undefined): FacetType | undefined {
  if (text === undefined || text.trim() === '') return 'checkboxes';
  return TYPE_NAMES[text.toLowerCase().replace(/[\s_-]/g, '')];
}

/**
 * The facets a query's rows describe: one per ?sparqlParameter, in the order they first appear,
 * each with its values in row order. The first row of a facet that binds ?property, ?type,
 * ?defaultExpanded or ?defaultVisible decides it; a repeated value keeps its first row.
 */
export function facetsFromTable(table: ResultTable | undefined, t?: TFunction): FacetsReading {
  const problems: string[] = [];
  if (!table || table.rows.length === 0) return { facets: [], problems };
  const byParameter = new Map<string, { facet: Facet; keys: Set<string>; typeText?: string; typeSet: boolean; expandedSet: boolean; visibleSet: boolean }>();
  const badTypes = new Map<string, string>();
  let withoutParameter = 0;
  const badNames = new Set<string>();

  for (const row of table.rows) {
    const b = row.bindings;
    const parameter = b.sparqlParameter?.value.trim();
    if (!parameter) {
      withoutParameter++;
      continue;
    }
    if (!PARAMETER_NAME.test(parameter)) {
      badNames.add(parameter);
      continue;
    }
    let entry = byParameter.get(parameter);
    if (!entry) {
      entry = {
        facet: { sparqlParameter: parameter, property: parameter, type: 'checkboxes', defaultExpanded: true, defaultVisible: true, values: [] },
        keys: new Set(),
        typeSet: false,
        expandedSet: false,
        visibleSet: false,
      };
      byParameter.set(parameter, entry);
    }
    const facet = entry.facet;
    if (b.property && facet.property === parameter) facet.property = b.property.value;
    if (b.propertyURI && !facet.propertyURI) {
      facet.propertyURI = b.propertyURI.value;
      if (!b.property && facet.property === parameter) facet.property = localName(b.propertyURI.value);
    }
    if (b.type && !entry.typeSet) {
      entry.typeSet = true;
      entry.typeText = b.type.value;
    }
    if (b.defaultExpanded && !entry.expandedSet) {
      entry.expandedSet = true;
      facet.defaultExpanded = readBoolean(b.defaultExpanded.value) ?? true;
    }
    if (b.defaultVisible && !entry.visibleSet) {
      entry.visibleSet = true;
      facet.defaultVisible = readBoolean(b.defaultVisible.value) ?? true;
    }
    const value = facetValue(b.value, b.valueURI, b.count);
    if (value && !entry.keys.has(value.key)) {
      entry.keys.add(value.key);
      facet.values.push(value);
    }
  }

  const facets: Facet[] = [];
  for (const { facet, typeText } of byParameter.values()) {
    const type = readFacetType(typeText);
    if (!type) {
      badTypes.set(facet.sparqlParameter, typeText ?? '');
      continue;
    }
    facet.type = type;
    if (type === 'range') facet.numberBounds = numberBounds(facet.values);
    if (type === 'daterange') {
      facet.dateBounds = dateBounds(facet.values);
      facet.dateTime = facet.values.some((value) => value.datatype === XSD_DATE_TIME);
    }
    facets.push(facet);
  }

  // In the reader's language with `t` (`widget.dynamicFilter.*`), else in English.
  if (withoutParameter > 0) {
    problems.push(
      t
        ? t('widget.dynamicFilter.withoutParameter', { count: withoutParameter })
        : `${withoutParameter === 1 ? 'A row' : `${withoutParameter} rows`} without ?sparqlParameter ${withoutParameter === 1 ? 'is' : 'are'} left out: it names the app variable a filter publishes to.`,
    );
  }
  for (const name of badNames) problems.push(t ? t('widget.dynamicFilter.badParameter', { name }) : `The filter "${name}" is left out: a ?sparqlParameter may contain only letters, digits, ".", "_" and "/".`);
  for (const [name, text] of badTypes) {
    const types = FACET_TYPES.join(', ');
    problems.push(t ? t('widget.dynamicFilter.badType', { name, type: text, types }) : `The filter "${name}" is left out: its ?type "${text}" is not one of ${types}.`);
  }
  return { facets, problems };
}

function facetValue(value: SparqlTerm | undefined, valueURI: SparqlTerm | undefined, count: SparqlTerm | undefined): FacetValue | undefined {
  const uri = valueURI?.value ?? (value?.type === 'uri' ? value.value : undefined);
  const literal = value && value.type !== 'uri' && value.type !== 'bnode' ? value : undefined;
  if (uri === undefined && literal === undefined) return undefined;
  const result: FacetValue = {
    key: uri ?? literal!.value,
    value: literal?.value ?? uri!,
    label: literal?.value ?? localName(uri!),
  };
  if (uri !== undefined) result.valueURI = uri;
  else {
    const language = literal!.type === 'literal' ? literal!['xml:lang'] : undefined;
    if (language) result.language = language;
    else if (literal!.datatype && literal!.datatype !== XSD_STRING) result.datatype = literal!.datatype;
  }
  const counted = toNumber(count?.value);
  if (counted !== undefined) result.count = counted;
  return result;
}

function numberBounds(values: readonly FacetValue[]): { min: number; max: number } | undefined {
  let min: number | undefined;
  let max: number | undefined;
  for (const value of values) {
    const number = toNumber(value.value);
    if (number === undefined) continue;
    min = min === undefined ? number : Math.min(min, number);
    max = max === undefined ? number : Math.max(max, number);
  }
  return min === undefined || max === undefined ? undefined : { min, max };
}

/** The day part of a date or dateTime lexical form, or undefined for anything else. */
export function dayOf(text: string): string | undefined {
  return DAY.exec(text.trim())?.[1];
}

function dateBounds(values: readonly FacetValue[]): { min: string; max: string } | undefined {
  let min: string | undefined;
  let max: string | undefined;
  for (const value of values) {
    const day = dayOf(value.value);
    // Same-length days compare as text; years beyond 9999 are left to the data.
    if (day === undefined || day.length !== 10) continue;
    if (min === undefined || day < min) min = day;
    if (max === undefined || day > max) max = day;
  }
  return min === undefined || max === undefined ? undefined : { min, max };
}

/**
 * The step of a range facet's slider: about a hundredth of its span, rounded down to a power of
 * ten, and whole numbers when every value is whole.
 */
export function rangeStep(facet: Pick<Facet, 'numberBounds' | 'values'>): number {
  const bounds = facet.numberBounds;
  const whole = facet.values.every((value) => {
    const number = toNumber(value.value);
    return number === undefined || Number.isInteger(number);
  });
  const span = bounds ? bounds.max - bounds.min : 0;
  let step = span > 0 ? 10 ** Math.floor(Math.log10(span / 100)) : 1;
  if (whole) step = Math.max(1, Math.round(step));
  return step;
}
