import { localName, type SparqlJsonResults } from '@grafiek/core';
import { iriTerm } from './queryBuilder';

/**
 * What the builder offers, asked of the app's repository: the classes in use or declared, and
 * per class the properties its resources have with what they lead to. RDFS, OWL and SHACL
 * declarations are used where the repository has them for a class (a property's domain on the
 * class or a superclass, a node shape's property paths); a class without them gets the
 * predicates and object types its resources actually have (a sample of them, for big classes).
 */

const PREFIXES = [
  'PREFIX rdf: <http://www.w3.org/1999/02/22-rdf-syntax-ns#>',
  'PREFIX rdfs: <http://www.w3.org/2000/01/rdf-schema#>',
  'PREFIX owl: <http://www.w3.org/2002/07/owl#>',
  'PREFIX sh: <http://www.w3.org/ns/shacl#>',
  'PREFIX skos: <http://www.w3.org/2004/02/skos/core#>',
].join('\n');

const RDF = 'http://www.w3.org/1999/02/22-rdf-syntax-ns#';
const RDFS = 'http://www.w3.org/2000/01/rdf-schema#';
const OWL = 'http://www.w3.org/2002/07/owl#';
const SH = 'http://www.w3.org/ns/shacl#';
const XSD = 'http://www.w3.org/2001/XMLSchema#';
/** Vocabularies that describe models rather than data: their classes are not offered. */
const MODEL_NAMESPACES = [RDF, RDFS, OWL, SH];
const LITERAL_TYPES = new Set([`${RDFS}Literal`, `${RDF}langString`, `${RDF}HTML`, `${RDF}XMLLiteral`, `${RDF}PlainLiteral`]);

/** How many classes the list offers; how many resources of a class are looked at for its properties. */
export const CLASS_LIMIT = 1000;
export const SAMPLE_SIZE = 1000;

export interface ModelClass {
  iri: string;
  /** Resources of the class in the repository. */
  count: number;
}

export interface ModelProperty {
  iri: string;
  /** The classes of the resources it leads to. */
  classes: string[];
  /** It leads to literal values. */
  values: boolean;
  /** It leads to resources without a type (or its range is not declared). */
  resources: boolean;
}

export interface ClassProperties {
  /** Where the properties come from: the repository's declarations, or the resources themselves. */
  source: 'declared' | 'instances';
  properties: ModelProperty[];
}

/** Classes declared (rdfs:Class, owl:Class, a SHACL target class) or used as a type, with their resources counted. */
export function classesQuery(): string {
  return `${PREFIXES}
SELECT ?class (COUNT(DISTINCT ?instance) AS ?count) WHERE {
  { ?class a owl:Class } UNION { ?class a rdfs:Class } UNION { ?shape sh:targetClass ?class } UNION { ?instance a ?class }
  FILTER(isIRI(?class))
}
GROUP BY ?class
ORDER BY DESC(?count)
LIMIT ${CLASS_LIMIT}`;
}

function text(binding: Record<string, { value: string } | undefined>, name: string): string | undefined {
  return binding[name]?.value;
}

function rows(results: SparqlJsonResults): Record<string, { type: string; value: string; 'xml:lang'?: string } | undefined>[] {
  return 'results' in results ? results.results.bindings : [];
}

export function readClasses(results: SparqlJsonResults): ModelClass[] {
  const classes: ModelClass[] = [];
  for (const binding of rows(results)) {
    const iri = text(binding, 'class');
    if (!iri || MODEL_NAMESPACES.some((namespace) => iri.startsWith(namespace))) continue;
    classes.push({ iri, count: Number(text(binding, 'count') ?? 0) || 0 });
  }
  return classes;
}

/**
 * The properties of a class's resources: declared ones (domain on the class or a superclass,
 * SHACL property shapes of a shape targeting it) and those a sample of its resources has, each
 * with what it leads to; `readProperties` keeps the declared ones when there are any.
 */
export function propertiesQuery(classIri: string): string {
  const term = iriTerm(classIri);
  if (!term.ok) return '';
  return `${PREFIXES}
SELECT ?source ?property ?target (COUNT(*) AS ?count) WHERE {
  {
    BIND("declared" AS ?source)
    ${term.text} rdfs:subClassOf* ?domain .
    { ?property rdfs:domain ?domain . OPTIONAL { ?property rdfs:range ?target } }
    UNION
    { ?shape sh:targetClass ?domain ; sh:property ?shapeProperty . ?shapeProperty sh:path ?property . OPTIONAL { ?shapeProperty sh:class|sh:datatype ?target } }
  } UNION {
    BIND("instances" AS ?source)
    { SELECT ?resource WHERE { ?resource a ${term.text} } LIMIT ${SAMPLE_SIZE} }
    ?resource ?property ?object .
    FILTER(?property != rdf:type)
    OPTIONAL { ?object a ?type . FILTER(isIRI(?type)) }
    BIND(IF(isLiteral(?object), DATATYPE(?object), ?type) AS ?target)
  }
  FILTER(isIRI(?property))
}
GROUP BY ?source ?property ?target`;
}

function isLiteralType(iri: string): boolean {
  return iri.startsWith(XSD) || LITERAL_TYPES.has(iri);
}

export function readProperties(results: SparqlJsonResults): ClassProperties {
  const found = { declared: new Map<string, ModelProperty>(), instances: new Map<string, ModelProperty>() };
  for (const binding of rows(results)) {
    const source = text(binding, 'source');
    const iri = text(binding, 'property');
    if ((source !== 'declared' && source !== 'instances') || !iri) continue;
    const properties = found[source];
    const property = properties.get(iri) ?? { iri, classes: [], values: false, resources: false };
    properties.set(iri, property);
    const target = binding.target;
    if (!target) {
      // Declared without a range: it may lead anywhere. Found without a type: an untyped resource.
      property.resources = true;
      if (source === 'declared') property.values = true;
    } else if (target.type !== 'uri') continue;
    else if (isLiteralType(target.value)) property.values = true;
    else if (!property.classes.includes(target.value)) property.classes.push(target.value);
  }
  const source = found.declared.size > 0 ? 'declared' : 'instances';
  return { source, properties: [...found[source].values()] };
}

/** Labels (rdfs:label, skos:prefLabel) of some IRIs; '' when there are none to ask for. */
export function labelsQuery(iris: readonly string[]): string {
  const terms = [...new Set(iris)].map((iri) => iriTerm(iri)).flatMap((term) => (term.ok ? [term.text] : []));
  if (terms.length === 0) return '';
  return `${PREFIXES}
SELECT ?iri ?label WHERE {
  VALUES ?iri { ${terms.join(' ')} }
  ?iri rdfs:label|skos:prefLabel ?label .
  FILTER(isLiteral(?label))
}`;
}

/** How well a label's language fits: the language asked for, then none, then English, then any other. */
function languageScore(lang: string | undefined, language: string): number {
  const tag = (lang ?? '').toLowerCase();
  const wanted = language.toLowerCase();
  if (tag && (tag === wanted || tag.startsWith(`${wanted}-`))) return 3;
  if (!tag) return 2;
  if (tag === 'en' || tag.startsWith('en-')) return 1;
  return 0;
}

/** Each IRI's best label for the language. */
export function readLabels(results: SparqlJsonResults | undefined, language: string): Map<string, string> {
  const best = new Map<string, { label: string; score: number }>();
  for (const binding of results ? rows(results) : []) {
    const iri = text(binding, 'iri');
    const label = binding.label;
    if (!iri || !label) continue;
    const score = languageScore(label['xml:lang'], language);
    const current = best.get(iri);
    if (!current || score > current.score) best.set(iri, { label: label.value, score });
  }
  return new Map([...best].map(([iri, { label }]) => [iri, label]));
}

/** What the builder calls an IRI: its label, else its local name. */
export function labelOf(iri: string, labels: ReadonlyMap<string, string>): string {
  return labels.get(iri) ?? localName(iri);
}
