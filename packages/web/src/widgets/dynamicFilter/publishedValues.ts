import { formatMultipleValues, type MultipleValueFormat } from '@grafiek/core';
import type { TFunction } from 'i18next';
import type { Facet, FilterValue } from './facets';
import { filtersJson, valueKey, type ActiveFilter, type FilterState } from './filterState';
import type { LogicalOperation } from './logicalOperation';

const XSD = 'http://www.w3.org/2001/XMLSchema#';
const IRI_FORBIDDEN = /[<>"{}|^`\\\u0000-\u0020]/u;
const LANGUAGE = /^[A-Za-z]+(?:-[A-Za-z0-9]+)*$/;
const LITERAL_ESCAPES: Readonly<Record<string, string>> = { '\\': '\\\\', '"': '\\"', '\n': '\\n', '\r': '\\r', '\t': '\\t' };

/** The names a range or date range facet publishes its lower and upper end to. */
export function rangeVariables(parameter: string): { min: string; max: string } {
  return { min: `${parameter}_min`, max: `${parameter}_max` };
}

/** Every app variable a facet publishes to. */
export function facetVariables(facet: Pick<Facet, 'sparqlParameter' | 'type'>): string[] {
  if (facet.type !== 'range' && facet.type !== 'daterange') return [facet.sparqlParameter];
  const { min, max } = rangeVariables(facet.sparqlParameter);
  return [facet.sparqlParameter, min, max];
}

/** A value that cannot be written as an IRI; the view says so in the reader's language. */
export class IriNotAllowed extends Error {
  constructor(readonly iri: string) {
    super(`Cannot publish ${JSON.stringify(iri)} as an IRI: it contains a character not allowed in <...>`);
  }
}

export function iriTerm(iri: string): string {
  if (IRI_FORBIDDEN.test(iri)) throw new IriNotAllowed(iri);
  return `<${iri}>`;
}

/** A literal as SPARQL writes it, with its language or datatype, so it matches the data's term. */
export function literalTerm(lexical: string, datatype?: string, language?: string): string {
  const quoted = `"${lexical.replace(/[\\"\n\r\t]/g, (char) => LITERAL_ESCAPES[char] ?? char)}"`;
  if (language && LANGUAGE.test(language)) return `${quoted}@${language}`;
  if (datatype && datatype !== `${XSD}string` && !IRI_FORBIDDEN.test(datatype)) return `${quoted}^^<${datatype}>`;
  return quoted;
}

/** A chosen value as a SPARQL term: its IRI, or the literal the query returned. */
export function valueTerm(value: FilterValue): string {
  return value.valueURI !== undefined ? iriTerm(value.valueURI) : literalTerm(value.value, value.datatype, value.language);
}

/**
 * The chosen values of a checkbox or radio facet in the multiple value format: the csv forms
 * comma-separated for `FILTER(?x IN ({{p}}))`, the sparql value forms space-separated for
 * `VALUES ?x { {{p}} }`. The "uri" forms write each value as its term (an IRI for ?valueURI, the
 * literal itself for ?value, since a literal cannot be an IRI); the "string" forms and the JSON
 * array write what core writes for the values' plain text (the IRI or the literal's text).
 */
export function formatValues(values: readonly FilterValue[], format: MultipleValueFormat): string {
  if (format === 'csv as uri') return values.map(valueTerm).join(',');
  if (format === 'sparql value uri') return values.map(valueTerm).join(' ');
  return formatMultipleValues(values.map(valueKey), format);
}

function numberText(number: number): string {
  // Bare in a query a number must not be written as 1e+21 or -0; fixed notation is always a term.
  if (Object.is(number, -0)) return '0';
  const text = String(number);
  return /e/i.test(text) ? number.toLocaleString('en-US', { useGrouping: false, maximumFractionDigits: 20 }) : text;
}

/** A day as the term the facet's data is compared with: an xsd:date, or the start or end of a day as xsd:dateTime. */
export function dayTerm(day: string, dateTime: boolean, end: 'from' | 'to'): string {
  if (!dateTime) return literalTerm(day, `${XSD}date`);
  return literalTerm(`${day}T${end === 'from' ? '00:00:00' : '23:59:59'}`, `${XSD}dateTime`);
}

export interface Publication {
  /** Each facet's variables with what they now hold; the reset value where a facet chooses nothing. */
  variables: Map<string, string>;
  /** The filter state as JSON, for the filters variable. */
  json: string;
  /** The filter state as a URL query string, for the URL variable; the reset value without filters. */
  url: string;
  /** Values that cannot be published (an IRI with a space), per facet, in words for the author. */
  problems: string[];
}

export interface PublishOptions {
  format: MultipleValueFormat;
  resetValue: string;
  logicalOperation: LogicalOperation;
  /** Words the problems in the reader's language (English without). */
  t?: TFunction;
}

/**
 * What the widget publishes for a filter state. Every variable of every facet gets a value, the
 * reset value where nothing is chosen, so that a query's `{{p::default}}` takes over again:
 * - checkboxes and radiobuttons: `p` holds the chosen values in the multiple value format;
 * - search: `p` holds the text as typed (placeholders escape it where it stands);
 * - range: `p_min` and `p_max` hold the two numbers, `p` both in the multiple value format;
 * - daterange: `p_min` and `p_max` hold the first and last day as typed literals (xsd:date, or
 *   xsd:dateTime at the start and end of the day when the data holds dateTimes), an open end the
 *   data's own first or last day; `p` both of them.
 * A query tells "nothing chosen" by a default: `FILTER(true IN ({{p::true}}) || ?x IN ({{p::true}}))`.
 */
export function publication(facets: readonly Facet[], state: FilterState, options: PublishOptions): Publication {
  const variables = new Map<string, string>();
  const problems: string[] = [];
  const reset = (names: string[]) => names.forEach((name) => variables.set(name, options.resetValue));
  const known = new Map(facets.map((facet) => [facet.sparqlParameter, facet]));

  for (const facet of facets) reset(facetVariables(facet));
  for (const filter of state) {
    const facet = known.get(filter.sparqlParameter);
    reset(facetVariables(filter));
    try {
      for (const [name, value] of filterVariables(filter, facet, options.format)) variables.set(name, value);
    } catch (error) {
      const reason =
        error instanceof IriNotAllowed && options.t
          ? options.t('widget.dynamicFilter.iriNotAllowed', { iri: JSON.stringify(error.iri) })
          : error instanceof Error
            ? error.message
            : String(error);
      problems.push(`${filter.property ?? filter.sparqlParameter}: ${reason}`);
    }
  }
  return {
    variables,
    json: filtersJson(state, options.logicalOperation),
    url: state.length ? filtersQueryString(state, options.logicalOperation) : options.resetValue,
    problems,
  };
}

function filterVariables(filter: ActiveFilter, facet: Facet | undefined, format: MultipleValueFormat): [string, string][] {
  const name = filter.sparqlParameter;
  switch (filter.type) {
    case 'checkboxes':
    case 'radiobuttons':
      return [[name, formatValues(filter.values, format)]];
    case 'search':
      return [[name, filter.text]];
    case 'range': {
      const { min, max } = rangeVariables(name);
      const ends = [numberText(filter.min), numberText(filter.max)];
      return [
        [min, ends[0]!],
        [max, ends[1]!],
        [name, pair(ends, format)],
      ];
    }
    case 'daterange': {
      const { min, max } = rangeVariables(name);
      const dateTime = facet?.dateTime ?? false;
      const from = filter.from ? dayTerm(filter.from, dateTime, 'from') : undefined;
      const to = filter.to ? dayTerm(filter.to, dateTime, 'to') : undefined;
      // An open end is the data's own first or last day, so that a query needs no default for it.
      const low = from ?? (facet?.dateBounds ? dayTerm(facet.dateBounds.min, dateTime, 'from') : undefined);
      const high = to ?? (facet?.dateBounds ? dayTerm(facet.dateBounds.max, dateTime, 'to') : undefined);
      const result: [string, string][] = [];
      if (low) result.push([min, low]);
      if (high) result.push([max, high]);
      result.push([name, pair([low, high].filter((term): term is string => term !== undefined), format)]);
      return result;
    }
  }
}

/** Two ends (already terms or numbers) as one value in the multiple value format. */
function pair(terms: string[], format: MultipleValueFormat): string {
  if (format === 'JSON array') return JSON.stringify(terms);
  return terms.join(format.startsWith('csv') ? ',' : ' ');
}

/**
 * The filters as a URL query string: each chosen value (its IRI or its text) under the facet's
 * name, repeated for several; search text under the name; the ends of a range under `p_min` and
 * `p_max`; and `filterLogicalOperation`.
 */
export function filtersQueryString(state: FilterState, logicalOperation: LogicalOperation): string {
  const query = new URLSearchParams();
  for (const filter of state) {
    const name = filter.sparqlParameter;
    const ends = rangeVariables(name);
    switch (filter.type) {
      case 'checkboxes':
      case 'radiobuttons':
        filter.values.forEach((value) => query.append(name, valueKey(value)));
        break;
      case 'search':
        query.append(name, filter.text);
        break;
      case 'range':
        query.append(ends.min, numberText(filter.min));
        query.append(ends.max, numberText(filter.max));
        break;
      case 'daterange':
        if (filter.from) query.append(ends.min, filter.from);
        if (filter.to) query.append(ends.max, filter.to);
        break;
    }
  }
  query.append('filterLogicalOperation', logicalOperation);
  return query.toString();
}
