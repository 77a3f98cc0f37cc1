import type { SparqlTerm } from './sparqlJsonResults.js';

const XSD = 'http://www.w3.org/2001/XMLSchema#';
const RDF_LANG_STRING = 'http://www.w3.org/1999/02/22-rdf-syntax-ns#langString';

/**
 * A result term as the widgets want it. Every literal kind keeps its `lexical` form: that is what a
 * table shows and what a publish sends, so typing never changes what the user sees.
 *
 * Numbers: `number` is a JS double, good for sorting, charts and colour scales. An xsd:decimal or a
 * big xsd:integer may not fit a double exactly; `exact` says whether `number` equals the lexical
 * value, and when it is false the lexical form is the truth (display and publish it, never
 * `String(number)`). We do not pull in a decimal library for this: no widget does decimal arithmetic.
 *
 * Dates: `epochMs` is ready for `new Date(epochMs)`. A date or dateTime without a timezone is read
 * as UTC, so the same query shows the same moment on every machine (JavaScript's own parser would
 * use the viewer's local zone for dateTimes and UTC for dates).
 */
export type TypedValue =
  | { kind: 'iri'; iri: string }
  | { kind: 'blank'; id: string }
  | { kind: 'string'; lexical: string; lang?: string; datatype?: string }
  | { kind: 'number'; lexical: string; number: number; exact: boolean; datatype: string }
  | { kind: 'boolean'; lexical: string; boolean: boolean; datatype: string }
  | { kind: 'date'; lexical: string; epochMs: number; datatype: string; hasTimezone: boolean };

const INTEGER_TYPES = new Set(
  [
    'integer', 'int', 'long', 'short', 'byte', 'nonNegativeInteger', 'nonPositiveInteger',
    'negativeInteger', 'positiveInteger', 'unsignedLong', 'unsignedInt', 'unsignedShort',
    'unsignedByte',
  ].map((t) => XSD + t),
);
const FLOAT_TYPES = new Set(['double', 'float'].map((t) => XSD + t));
const DECIMAL = XSD + 'decimal';
const DATE_TYPES = new Set(['date', 'dateTime', 'dateTimeStamp'].map((t) => XSD + t));
const BOOLEAN = XSD + 'boolean';

const INTEGER_LEXICAL = /^[+-]?\d+$/;
const DECIMAL_LEXICAL = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;
const FLOAT_LEXICAL = /^([+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?|[+-]?INF|NaN)$/;
const DATE_LEXICAL =
  /^(-?\d{4,})-(\d\d)-(\d\d)(?:T(\d\d):(\d\d):(\d\d)(\.\d+)?)?(Z|[+-]\d\d:\d\d)?$/;

export function toTypedValue(term: SparqlTerm): TypedValue {
  if (term.type === 'uri') return { kind: 'iri', iri: term.value };
  if (term.type === 'bnode') return { kind: 'blank', id: term.value };
  const lang = term.type === 'literal' ? term['xml:lang'] : undefined;
  if (lang) return { kind: 'string', lexical: term.value, lang };
  const datatype = term.datatype;
  return (datatype && typedLiteral(term.value, datatype)) || plainString(term.value, datatype);
}

function plainString(lexical: string, datatype: string | undefined): TypedValue {
  // xsd:string is what a plain literal means anyway, and rdf:langString without a tag is malformed.
  if (!datatype || datatype === XSD + 'string' || datatype === RDF_LANG_STRING) {
    return { kind: 'string', lexical };
  }
  return { kind: 'string', lexical, datatype };
}

/** `undefined` when the lexical form does not fit the datatype: such a value shows as its text. */
function typedLiteral(lexical: string, datatype: string): TypedValue | undefined {
  const text = lexical.trim();
  if (INTEGER_TYPES.has(datatype) && INTEGER_LEXICAL.test(text)) {
    const number = Number(text);
    return { kind: 'number', lexical, number, exact: Number.isSafeInteger(number), datatype };
  }
  if (datatype === DECIMAL && DECIMAL_LEXICAL.test(text)) {
    const number = Number(text);
    return { kind: 'number', lexical, number, exact: decimalIsExact(text, number), datatype };
  }
  if (FLOAT_TYPES.has(datatype) && FLOAT_LEXICAL.test(text)) {
    const number = text.endsWith('INF') ? (text.startsWith('-') ? -Infinity : Infinity) : Number(text);
    // A double is exactly what xsd:double means, so there is nothing to lose.
    return { kind: 'number', lexical, number, exact: true, datatype };
  }
  if (datatype === BOOLEAN && /^(true|false|1|0)$/.test(text)) {
    return { kind: 'boolean', lexical, boolean: text === 'true' || text === '1', datatype };
  }
  if (DATE_TYPES.has(datatype)) {
    const epochMs = parseXsdDate(text);
    if (epochMs !== undefined) {
      return { kind: 'date', lexical, epochMs, datatype, hasTimezone: /(Z|[+-]\d\d:\d\d)$/.test(text) };
    }
  }
  return undefined;
}

/**
 * True when the double prints back to the same decimal digits (ignoring padding zeros): then
 * formatting `number` cannot show the user a different value than the store holds.
 */
function decimalIsExact(text: string, number: number): boolean {
  const canonical = (s: string) => {
    let t = s.replace(/^[+-]/, '');
    if (t.includes('.')) t = t.replace(/0+$/, '').replace(/\.$/, '');
    t = t.replace(/^0+(?=\d)/, '');
    return t === '' ? '0' : t.startsWith('.') ? '0' + t : t;
  };
  return canonical(text) === canonical(Math.abs(number).toFixed(decimalPlaces(text)));
}

function decimalPlaces(text: string): number {
  const dot = text.indexOf('.');
  return dot < 0 ? 0 : Math.min(100, text.length - dot - 1);
}

function parseXsdDate(text: string): number | undefined {
  const m = DATE_LEXICAL.exec(text);
  if (!m) return undefined;
  const [, y, mo, d, h = '0', mi = '0', s = '0', frac = '', tz] = m;
  const year = Number(y);
  const month = Number(mo);
  const day = Number(d);
  if (month < 1 || month > 12 || day < 1 || day > 31 || Number(h) > 24 || Number(mi) > 59) {
    return undefined;
  }
  const utc = new Date(0);
  // setUTCFullYear keeps years 0..99 literal, which Date.UTC would shift to 1900..1999.
  utc.setUTCFullYear(year, month - 1, day);
  utc.setUTCHours(Number(h), Number(mi), Number(s), frac ? Math.round(Number(frac) * 1000) : 0);
  if (utc.getUTCDate() !== day) return undefined; // 2021-02-30 would roll over into March
  let ms = utc.getTime();
  if (tz && tz !== 'Z') {
    const sign = tz.startsWith('-') ? -1 : 1;
    ms -= sign * (Number(tz.slice(1, 3)) * 60 + Number(tz.slice(4, 6))) * 60_000;
  }
  return Number.isNaN(ms) ? undefined : ms;
}
