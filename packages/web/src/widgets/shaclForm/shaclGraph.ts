import { localName } from '@grafiek/core';

const SH = 'http://www.w3.org/ns/shacl#';
const RDF = 'http://www.w3.org/1999/02/22-rdf-syntax-ns#';
const RDFS = 'http://www.w3.org/2000/01/rdf-schema#';
const SKOS = 'http://www.w3.org/2004/02/skos/core#';
const XSD_STRING = 'http://www.w3.org/2001/XMLSchema#string';

/** An absolute IRI, as `<...>` in a query and a rule take it. */
export function isIri(value: string): boolean {
  return /^[A-Za-z][A-Za-z0-9+.-]*:[^\s<>"{}|^`\\]+$/.test(value);
}

/**
 * The links from a node shape to what describes its form: property shapes, shapes it extends or
 * offers (`sh:node`, `sh:and`, `sh:or`, `sh:xone`), groups, value lists, and the RDF lists that
 * hold them. Class instances (`sh:class`) are asked for separately, when a field needs them.
 */
const SHAPE_LINKS = [
  'sh:property',
  'sh:node',
  'sh:and',
  'sh:or',
  'sh:xone',
  'sh:not',
  'sh:qualifiedValueShape',
  'sh:group',
  'sh:in',
  'sh:ignoredProperties',
  'rdf:first',
  'rdf:rest',
].join('|');

/** The shapes graph of one node shape: the triples of every node reachable over the shape links. */
export function shapesQuery(shapeIri: string): string {
  return `PREFIX sh: <${SH}>
PREFIX rdf: <${RDF}>
CONSTRUCT { ?node ?p ?o } WHERE {
  <${shapeIri}> (${SHAPE_LINKS})* ?node .
  ?node ?p ?o .
}`;
}

/** What a resource holds: its own triples and those of the blank nodes it points to (nested forms). */
export function valuesQuery(subject: string): string {
  return `CONSTRUCT { ?node ?p ?o } WHERE {
  { BIND(<${subject}> AS ?node) ?node ?p ?o }
  UNION
  { <${subject}> ?link ?node . FILTER(isBlank(?node)) ?node ?p ?o }
}`;
}

/** A label with `&` and `<` escaped, keeping its language: the library writes option labels as HTML. */
function escapedLabel(variable: string, into: string): string {
  const escaped = `REPLACE(REPLACE(STR(${variable}), "&", "&amp;"), "<", "&lt;")`;
  return `BIND(IF(LANG(${variable}) = "", ${escaped}, STRLANG(${escaped}, LANG(${variable}))) AS ${into})`;
}

/**
 * The instances of a class (and of its subclasses) with their labels, for a field with
 * `sh:class`. Labels are data anyone who may write may have written, and the library puts
 * option labels in place as HTML: they come escaped.
 */
export function classInstancesQuery(classIri: string, limit = 1000): string {
  return `PREFIX rdfs: <${RDFS}>
PREFIX skos: <${SKOS}>
CONSTRUCT { ?instance a <${classIri}> ; rdfs:label ?label ; skos:prefLabel ?prefLabel . } WHERE {
  { SELECT DISTINCT ?instance WHERE { ?class rdfs:subClassOf* <${classIri}> . ?instance a ?class . } LIMIT ${limit} }
  OPTIONAL { ?instance rdfs:label ?rawLabel ${escapedLabel('?rawLabel', '?label')} }
  OPTIONAL { ?instance skos:prefLabel ?rawPrefLabel ${escapedLabel('?rawPrefLabel', '?prefLabel')} }
}`;
}

/** An RDF term as the form library gives it (RDF/JS). */
export interface FormTerm {
  termType: string;
  value: string;
  language?: string;
  datatype?: { value: string };
}

export interface FormQuad {
  subject: FormTerm;
  predicate: FormTerm;
  object: FormTerm;
}

/** A parameter name for a property: its local name, with what a placeholder cannot hold made `_`. */
export function parameterName(predicate: string): string {
  if (predicate === `${RDF}type`) return 'type';
  const name = localName(predicate).replace(/[^A-Za-z0-9_.:/|]/g, '_');
  return name || '_';
}

/** A term in SPARQL syntax, for a list of values (`VALUES ?v { {{name}} }`). */
export function sparqlTerm(term: FormTerm): string {
  if (term.termType === 'NamedNode') return `<${term.value}>`;
  const text = `"${term.value.replace(/[\\"\n\r\t]/g, (char) => ({ '\\': '\\\\', '"': '\\"', '\n': '\\n', '\r': '\\r', '\t': '\\t' })[char] ?? char)}"`;
  if (term.language) return `${text}@${term.language}`;
  const datatype = term.datatype?.value;
  return datatype && datatype !== XSD_STRING && datatype !== `${RDF}langString` ? `${text}^^<${datatype}>` : text;
}

export type FormParameters = { ok: true; parameters: Record<string, string> } | { ok: false; error: string };

const NESTING = 3;

/**
 * The form's values as rule parameters. Each property of the form's resource is one parameter,
 * named by the local name of its path (`ex:naam` gives `naam`, rdf:type `type`): one value as
 * its text (a literal's lexical form or an IRI), several values as SPARQL terms separated by
 * spaces (for `VALUES ?v { {{name}} }`). The values of a nested form (a blank node, or a node
 * with values of its own) follow under `name.property`. Two paths with the same local name cannot
 * both be sent and are refused.
 */
export function formParameters(quads: readonly FormQuad[], root: FormTerm): FormParameters {
  const bySubject = new Map<string, FormQuad[]>();
  const key = (term: FormTerm) => `${term.termType}:${term.value}`;
  for (const quad of quads) {
    const list = bySubject.get(key(quad.subject));
    if (list) list.push(quad);
    else bySubject.set(key(quad.subject), [quad]);
  }
  const parameters: Record<string, string> = {};
  const origins = new Map<string, string>();
  const visit = (node: FormTerm, prefix: string, depth: number, seen: Set<string>): string | undefined => {
    const byPredicate = new Map<string, FormTerm[]>();
    for (const quad of bySubject.get(key(node)) ?? []) {
      const list = byPredicate.get(quad.predicate.value);
      if (list) list.push(quad.object);
      else byPredicate.set(quad.predicate.value, [quad.object]);
    }
    for (const [predicate, objects] of byPredicate) {
      const name = prefix + parameterName(predicate);
      const earlier = origins.get(name);
      if (earlier !== undefined && earlier !== predicate) {
        return `The form's properties <${earlier}> and <${predicate}> would both be sent as the rule parameter "${name}".`;
      }
      origins.set(name, predicate);
      const sent = objects.filter((object) => object.termType !== 'BlankNode');
      if (sent.length === 1) parameters[name] = sent[0]!.value;
      else if (sent.length > 1) parameters[name] = sent.map(sparqlTerm).join(' ');
      if (depth >= NESTING) continue;
      for (const object of objects) {
        if (object.termType === 'Literal' || seen.has(key(object)) || !bySubject.has(key(object))) continue;
        const problem = visit(object, `${name}.`, depth + 1, new Set([...seen, key(object)]));
        if (problem) return problem;
      }
    }
    return undefined;
  };
  const problem = visit(root, '', 0, new Set([key(root)]));
  return problem ? { ok: false, error: problem } : { ok: true, parameters };
}

/** One validation result as the form library shows it beside a field. */
export interface ValidationNote {
  /** The field's label; empty for a result about the whole form. */
  label: string;
  /** The library's message (several lines when a field breaks several constraints). */
  message: string;
}

/** The library's messages as lines to show under the form: "Label: message", each once. */
export function validationLines(notes: readonly ValidationNote[]): string[] {
  const lines: string[] = [];
  for (const note of notes) {
    for (const part of note.message.split('\n').map((line) => line.trim()).filter((line) => line !== '')) {
      const line = note.label.trim() ? `${note.label.trim()}: ${part}` : part;
      if (!lines.includes(line)) lines.push(line);
    }
  }
  return lines;
}
