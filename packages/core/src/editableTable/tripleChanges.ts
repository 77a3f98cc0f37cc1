import { RESET_VALUE } from '../model/resetValue.js';
import { resolvePlaceholders } from '../placeholders/placeholderResolver.js';
import { isAskResults, type SparqlJsonResults, type SparqlTerm } from '../results/sparqlJsonResults.js';
import { toTypedValue } from '../results/typedValue.js';

const XSD = 'http://www.w3.org/2001/XMLSchema#';
const XSD_STRING = `${XSD}string`;
const RDF_LANG_STRING = 'http://www.w3.org/1999/02/22-rdf-syntax-ns#langString';

/**
 * One value of one subject and predicate that an edit replaces: what the user saw (`old`) and
 * what they want stored (`new`). The editable table makes one per edited cell.
 */
export interface TripleChange {
  subject: string;
  predicate: string;
  /** The named graph that holds the triple; absent for the default graph. */
  graph?: string | undefined;
  /**
   * The values stored when the user started, as the query returned them. Each must still be
   * stored for the change to be made; an empty list means none was stored, and none may be now.
   */
  old: readonly SparqlTerm[];
  /** The value to store instead; null removes the old values. */
  new: SparqlTerm | null;
}

export type ChangePlan =
  | {
      ok: true;
      /**
       * The SPARQL UPDATE: deletes the old values and inserts the new ones, only where every old
       * value is still stored (its WHERE holds them), so an edit based on a value someone else
       * changed meanwhile changes nothing at all.
       */
      update: string;
      /** ASK: are the new values stored and the replaced ones gone? False after a refused edit. */
      confirm: string;
      /** SELECT ?change ?value: the values stored now, per change (its index), to show on a conflict. */
      current: string;
    }
  | { ok: false; error: string };

export type DeletePlan = { ok: true; update: string; confirm: string; current: string } | { ok: false; error: string };

export type TermResult = { ok: true; term: SparqlTerm } | { ok: false; error: string };

/** Whether two terms are the same RDF term (a plain literal is an xsd:string; language tags ignore case). */
export function sameTerm(a: SparqlTerm | null | undefined, b: SparqlTerm | null | undefined): boolean {
  if (!a || !b) return !a && !b;
  const literal = (t: SparqlTerm) => t.type === 'literal' || t.type === 'typed-literal';
  if (literal(a) !== literal(b)) return false;
  if (!literal(a)) return a.type === b.type && a.value === b.value;
  if (a.value !== b.value) return false;
  const lang = (t: SparqlTerm) => (t.type === 'literal' ? (t['xml:lang'] ?? '').toLowerCase() : '');
  if (lang(a) !== lang(b)) return false;
  return lang(a) !== '' || datatypeOf(a) === datatypeOf(b);
}

function datatypeOf(term: SparqlTerm): string {
  const datatype = term.type === 'literal' || term.type === 'typed-literal' ? term.datatype : undefined;
  return !datatype || datatype === RDF_LANG_STRING ? XSD_STRING : datatype;
}

/** `xsd:integer` and the full IRI alike. */
export function expandDatatype(type: string): string {
  const trimmed = type.trim().replace(/^<(.*)>$/, '$1');
  return trimmed.startsWith('xsd:') ? XSD + trimmed.slice(4) : trimmed;
}

function shortType(datatype: string): string {
  return datatype.startsWith(XSD) ? `xsd:${datatype.slice(XSD.length)}` : datatype;
}

export function isIri(text: string): boolean {
  return /^[A-Za-z][A-Za-z0-9+.-]*:[^\s<>"{}|^`\\]+$/.test(text) && text !== RESET_VALUE;
}

/**
 * The term a typed text becomes in a cell. `objectType` (the column's configured datatype) wins;
 * without one the text keeps what the old value was: its datatype, its language tag, or, for a
 * link, being a link. The text must be a valid value of the datatype.
 */
export function termFromText(text: string, options: { objectType?: string | undefined; old?: SparqlTerm | undefined }): TermResult {
  const { old } = options;
  const objectType = options.objectType?.trim() ? expandDatatype(options.objectType) : undefined;
  if (objectType === undefined && old?.type === 'uri') {
    const iri = text.trim();
    return isIri(iri) ? { ok: true, term: { type: 'uri', value: iri } } : { ok: false, error: `"${text}" is not an IRI, and this value is a link.` };
  }
  const datatype = objectType ?? (old && old.type !== 'uri' && old.type !== 'bnode' ? datatypeOf(old) : XSD_STRING);
  const language = old?.type === 'literal' ? old['xml:lang'] : undefined;
  if (language && (datatype === XSD_STRING || datatype === RDF_LANG_STRING)) return { ok: true, term: { type: 'literal', value: text, 'xml:lang': language } };
  if (datatype === XSD_STRING || datatype === RDF_LANG_STRING) return { ok: true, term: { type: 'literal', value: text } };
  if (!isIri(datatype)) return { ok: false, error: `The object type "${options.objectType}" is not a datatype IRI.` };
  const typed = toTypedValue({ type: 'literal', value: text, datatype });
  // A datatype Grafiek checks (numbers, booleans, dates) reads as a string when the text does not fit it.
  if (typed.kind === 'string' && toTypedValue({ type: 'literal', value: sampleOf(datatype), datatype }).kind !== 'string') {
    return { ok: false, error: `"${text}" is not a valid ${shortType(datatype)} value.` };
  }
  return { ok: true, term: { type: 'literal', value: text, datatype } };
}

/** A valid lexical form for the datatypes Grafiek checks, to tell them from those it takes as written. */
function sampleOf(datatype: string): string {
  if (datatype === `${XSD}boolean`) return 'true';
  if (/#(date|dateTime|dateTimeStamp)$/.test(datatype)) return datatype.endsWith('#date') ? '2000-01-01' : '2000-01-01T00:00:00Z';
  return '1';
}

/**
 * Writes a SPARQL text from a fixed template: every IRI and literal goes in as a placeholder that
 * core's safe resolver fills (escaping a literal, refusing an IRI that could end its `<...>`), so
 * no value can change the text's structure. Nothing a user typed is concatenated.
 */
class TemplateWriter {
  readonly values: Record<string, string> = {};
  #next = 0;

  #slot(value: string): string {
    const name = `v${this.#next++}`;
    this.values[name] = value;
    return `{{${name}}}`;
  }

  iri(value: string, what: string): string {
    if (!isIri(value)) throw new PlanError(`${what} "${value}" is not an IRI.`);
    return `<${this.#slot(value)}>`;
  }

  term(term: SparqlTerm): string {
    if (term.type === 'uri') return this.iri(term.value, 'The value');
    if (term.type === 'bnode') throw new PlanError('A blank node cannot be edited: it has no name a change could refer to.');
    // The resolver reads blank text and the reset marker as "no value"; such a value would not
    // pass through unchanged, so it is refused rather than written as another value.
    if (term.value !== '' && term.value.trim() === '') throw new PlanError('A value that holds only spaces cannot be edited here; edit it in the data itself.');
    if (term.value === RESET_VALUE) throw new PlanError(`The reset marker ${RESET_VALUE} cannot be edited as a value.`);
    const lexical = `"${this.#slot(term.value)}"`;
    const language = term.type === 'literal' ? term['xml:lang'] : undefined;
    if (language) {
      if (!/^[A-Za-z]+(-[A-Za-z0-9]+)*$/.test(language)) throw new PlanError(`"${language}" is not a language tag.`);
      return `${lexical}@${this.#slot(language)}`;
    }
    const datatype = datatypeOf(term);
    return datatype === XSD_STRING ? lexical : `${lexical}^^${this.iri(datatype, 'The datatype')}`;
  }

  resolve(template: string): string {
    // emptyValue: a literal may be the empty string, which the resolver counts as unset.
    const result = resolvePlaceholders(template, this.values, { mode: 'sparql', unresolved: 'emptyValue' });
    if (!result.ok) throw new PlanError(result.error);
    return result.text;
  }
}

class PlanError extends Error {}

function inGraph(pattern: string, graph: string | null): string {
  return graph ? `GRAPH ${graph} { ${pattern} }` : pattern;
}

interface WrittenChange {
  subject: string;
  predicate: string;
  graph: string | null;
  old: string[];
  removed: string[];
  added: string | null;
}

function writeChange(writer: TemplateWriter, change: TripleChange): WrittenChange {
  const subject = writer.iri(change.subject, 'The subject');
  const predicate = writer.iri(change.predicate, 'The property');
  const graph = change.graph !== undefined && change.graph !== '' ? writer.iri(change.graph, 'The graph') : null;
  const kept = change.new !== null && change.old.some((term) => sameTerm(term, change.new));
  return {
    subject,
    predicate,
    graph,
    old: change.old.map((term) => writer.term(term)),
    removed: change.old.filter((term) => !sameTerm(term, change.new)).map((term) => writer.term(term)),
    added: change.new !== null && !kept ? writer.term(change.new) : null,
  };
}

function currentQuery(changes: readonly WrittenChange[]): string {
  const branches = changes.map((c, index) => `{ ${inGraph(`${c.subject} ${c.predicate} ?value`, c.graph)} BIND(${index} AS ?change) }`);
  return `SELECT ?change ?value WHERE {\n  ${branches.join('\n  UNION ')}\n}`;
}

/**
 * The update that makes a set of changes at once, all or nothing, with the ASK that confirms it
 * and the query that reads the values stored now. The update's WHERE holds every old value (and,
 * where none was stored, that none is now), so it changes nothing when another user changed one
 * of them first; the confirm then answers false and the caller shows the current values.
 */
export function planTripleChanges(changes: readonly TripleChange[]): ChangePlan {
  const writer = new TemplateWriter();
  try {
    const every = changes.map((change) => writeChange(writer, change));
    const written = every.filter((c) => c.removed.length > 0 || c.added !== null);
    if (written.length === 0) return { ok: false, error: 'There is nothing to change.' };
    const deletes: string[] = [];
    const inserts: string[] = [];
    const where: string[] = [];
    const confirm: string[] = [];
    written.forEach((c, index) => {
      for (const term of c.removed) deletes.push(inGraph(`${c.subject} ${c.predicate} ${term} .`, c.graph));
      if (c.added !== null) inserts.push(inGraph(`${c.subject} ${c.predicate} ${c.added} .`, c.graph));
      if (c.old.length === 0) where.push(`FILTER NOT EXISTS { ${inGraph(`${c.subject} ${c.predicate} ?stored${index}`, c.graph)} }`);
      for (const term of c.old) where.push(inGraph(`${c.subject} ${c.predicate} ${term} .`, c.graph));
      if (c.added !== null) confirm.push(inGraph(`${c.subject} ${c.predicate} ${c.added} .`, c.graph));
      for (const term of c.removed) confirm.push(`FILTER NOT EXISTS { ${inGraph(`${c.subject} ${c.predicate} ${term}`, c.graph)} }`);
    });
    const update = [
      deletes.length ? `DELETE {\n  ${deletes.join('\n  ')}\n}` : '',
      inserts.length ? `INSERT {\n  ${inserts.join('\n  ')}\n}` : '',
      `WHERE {\n  ${where.join('\n  ')}\n}`,
    ]
      .filter(Boolean)
      .join('\n');
    return {
      ok: true,
      update: writer.resolve(update),
      confirm: writer.resolve(`ASK {\n  ${confirm.join('\n  ')}\n}`),
      current: writer.resolve(currentQuery(every)),
    };
  } catch (error) {
    if (error instanceof PlanError) return { ok: false, error: error.message };
    throw error;
  }
}

/**
 * Deleting a row: every triple of its resource (`subject`, in `graph` or the default graph), only
 * while the values the row showed (`guards`: their `old` values) are still stored, so a row
 * someone else changed meanwhile is not deleted unseen. Triples that point to the resource stay.
 */
export function planResourceDelete(input: { subject: string; graph?: string | undefined; guards: readonly Omit<TripleChange, 'new'>[] }): DeletePlan {
  const writer = new TemplateWriter();
  try {
    const subject = writer.iri(input.subject, 'The row\'s resource');
    const graph = input.graph !== undefined && input.graph !== '' ? writer.iri(input.graph, 'The graph') : null;
    const guards = input.guards.map((guard) => writeChange(writer, { ...guard, new: null }));
    const where: string[] = [];
    guards.forEach((c, index) => {
      if (c.old.length === 0) where.push(`FILTER NOT EXISTS { ${inGraph(`${c.subject} ${c.predicate} ?stored${index}`, c.graph)} }`);
      for (const term of c.old) where.push(inGraph(`${c.subject} ${c.predicate} ${term} .`, c.graph));
    });
    const all = inGraph(`${subject} ?property ?object .`, graph);
    where.push(all);
    const update = `DELETE {\n  ${all}\n}\nWHERE {\n  ${where.join('\n  ')}\n}`;
    const confirm = `ASK {\n  FILTER NOT EXISTS { ${all} }\n}`;
    const current = guards.length
      ? currentQuery(guards)
      : // Nothing to show but whether the resource is still there.
        `SELECT ?change ?value WHERE { ${inGraph(`${subject} ?property ?value .`, graph)} BIND(-1 AS ?change) } LIMIT 1`;
    return { ok: true, update: writer.resolve(update), confirm: writer.resolve(confirm), current: writer.resolve(current) };
  } catch (error) {
    if (error instanceof PlanError) return { ok: false, error: error.message };
    throw error;
  }
}

/** The answer of a plan's `current` query: the values stored now, one list per change, in order. */
export function readCurrentValues(results: SparqlJsonResults, count: number): SparqlTerm[][] {
  const values: SparqlTerm[][] = Array.from({ length: count }, () => []);
  if (isAskResults(results)) return values;
  for (const binding of results.results.bindings) {
    const index = Number(binding.change?.value);
    const value = binding.value;
    if (value && Number.isInteger(index) && index >= 0 && index < count) values[index]!.push(value);
  }
  return values;
}
