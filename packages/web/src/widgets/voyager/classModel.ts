import { localName, type ResultTable, type SparqlTerm } from '@grafiek/core';

// A UML class model from the rows of a model query (modelQuery.ts): classes with their attributes
// (properties whose range is a datatype, or a class that is not drawn), associations between the
// classes drawn, and generalisations (rdfs:subClassOf). What RDFS, OWL and SHACL say about the
// same property of a class becomes one attribute or association.

export interface UmlAttribute {
  iri: string;
  label: string;
  /** The range's short name (string, Adres); several joined with " | "; '' when unknown. */
  type: string;
  /** UML multiplicity: 1, 0..1, 1..*; '' when the model says nothing. */
  multiplicity: string;
}

export interface UmlClass {
  iri: string;
  label: string;
  attributes: UmlAttribute[];
}

export interface UmlAssociation {
  from: string;
  to: string;
  iri: string;
  label: string;
  multiplicity: string;
}

export interface UmlGeneralisation {
  sub: string;
  super: string;
}

export interface ClassModel {
  /** The classes drawn, by label. */
  classes: UmlClass[];
  associations: UmlAssociation[];
  generalisations: UmlGeneralisation[];
  /** How many classes passed the namespace filter, before Max classes. */
  total: number;
}

export interface ClassModelOptions {
  /** Only classes whose IRI starts with one of these; all when empty. */
  namespaces: readonly string[];
  /** Attributes in the class boxes (associations and generalisations are drawn either way). */
  showProperties: boolean;
  /** At most this many classes: the most connected ones. */
  maxClasses: number;
  /** The language whose labels are preferred (its primary tag, e.g. nl), then labels without one. */
  language: string;
}

interface Label {
  text: string;
  language: string;
}

interface PropertyFacts {
  labels: Label[];
  /** Range IRI to whether the model calls it a class. */
  ranges: Map<string, boolean>;
  min?: number;
  max?: number;
}

function iri(term: SparqlTerm | undefined): string | undefined {
  return term?.type === 'uri' && term.value ? term.value : undefined;
}

function label(term: SparqlTerm | undefined): Label | undefined {
  if (!term || term.type === 'bnode' || !term.value.trim()) return undefined;
  return { text: term.value.trim(), language: ('xml:lang' in term ? (term['xml:lang'] ?? '') : '').toLowerCase() };
}

function count(term: SparqlTerm | undefined): number | undefined {
  if (!term || !/^\s*\d+\s*$/.test(term.value)) return undefined;
  return Number(term.value);
}

/** The label in the preferred language, else one without a language, else English, else the first. */
function bestLabel(labels: readonly Label[], language: string, fallback: string): string {
  const primary = (tag: string) => tag.split('-')[0];
  return (
    labels.find((candidate) => primary(candidate.language) === language)?.text ??
    labels.find((candidate) => candidate.language === '')?.text ??
    labels.find((candidate) => primary(candidate.language) === 'en')?.text ??
    labels[0]?.text ??
    fallback
  );
}

/** UML multiplicity from SHACL's counts: nothing known gives ''. */
export function multiplicity(min: number | undefined, max: number | undefined): string {
  if (min === undefined && max === undefined) return '';
  const lower = min ?? 0;
  const upper = max === undefined ? '*' : String(max);
  return String(lower) === upper ? upper : `${lower}..${upper}`;
}

function addLabel(labels: Label[], found: Label | undefined): void {
  if (found && !labels.some((known) => known.text === found.text && known.language === found.language)) labels.push(found);
}

/** Builds the model the diagram draws from the rows of a model query. */
export function classModel(table: ResultTable, options: ClassModelOptions): ClassModel {
  const classLabels = new Map<string, Label[]>();
  const supers = new Map<string, Set<string>>();
  const properties = new Map<string, Map<string, PropertyFacts>>();
  const declare = (name: string) => {
    if (!classLabels.has(name)) classLabels.set(name, []);
    return classLabels.get(name)!;
  };

  for (const { bindings } of table.rows) {
    const name = iri(bindings.class);
    if (!name) continue;
    addLabel(declare(name), label(bindings.classLabel));
    const parent = iri(bindings.superClass);
    if (parent && parent !== name) {
      declare(parent);
      if (!supers.has(name)) supers.set(name, new Set());
      supers.get(name)!.add(parent);
    }
    const property = iri(bindings.property);
    if (!property) continue;
    if (!properties.has(name)) properties.set(name, new Map());
    const byProperty = properties.get(name)!;
    if (!byProperty.has(property)) byProperty.set(property, { labels: [], ranges: new Map() });
    const facts = byProperty.get(property)!;
    addLabel(facts.labels, label(bindings.propertyLabel));
    const range = iri(bindings.range);
    if (range) {
      const isClass = bindings.rangeKind?.value === 'class';
      facts.ranges.set(range, (facts.ranges.get(range) ?? false) || isClass);
      // A class the model points to is part of the model, declared or not.
      if (isClass) declare(range);
    }
    facts.min ??= count(bindings.min);
    facts.max ??= count(bindings.max);
  }

  const inNamespace = (name: string) => options.namespaces.length === 0 || options.namespaces.some((namespace) => name.startsWith(namespace));
  const candidates = [...classLabels.keys()].filter(inNamespace);
  const labelOf = (name: string) => bestLabel(classLabels.get(name) ?? [], options.language, localName(name));
  const isClass = (range: string, saysClass: boolean) => saysClass || classLabels.has(range);

  // The most connected classes are kept when there are more than Max classes.
  const weight = new Map<string, number>(candidates.map((name) => [name, 0]));
  const bump = (name: string) => weight.has(name) && weight.set(name, weight.get(name)! + 1);
  for (const [name, byProperty] of properties) {
    for (const facts of byProperty.values()) {
      bump(name);
      for (const [range, saysClass] of facts.ranges) if (isClass(range, saysClass)) bump(range);
    }
  }
  for (const [name, parents] of supers) {
    for (const parent of parents) {
      bump(name);
      bump(parent);
    }
  }
  const kept = [...candidates]
    .sort((a, b) => weight.get(b)! - weight.get(a)! || labelOf(a).localeCompare(labelOf(b)) || a.localeCompare(b))
    .slice(0, Math.max(0, options.maxClasses));
  const drawn = new Set(kept);

  const associations: UmlAssociation[] = [];
  const classes = kept.map((name): UmlClass => {
    const attributes: UmlAttribute[] = [];
    for (const [property, facts] of properties.get(name) ?? []) {
      const propertyLabel = bestLabel(facts.labels, options.language, localName(property));
      const shared = { iri: property, label: propertyLabel, multiplicity: multiplicity(facts.min, facts.max) };
      const types: string[] = [];
      for (const [range, saysClass] of facts.ranges) {
        if (drawn.has(range) && isClass(range, saysClass)) associations.push({ ...shared, from: name, to: range });
        else types.push(isClass(range, saysClass) ? labelOf(range) : localName(range));
      }
      // A property whose every range is a drawn class is an association only.
      if (types.length > 0 || facts.ranges.size === 0) attributes.push({ ...shared, type: types.join(' | ') });
    }
    attributes.sort((a, b) => a.label.localeCompare(b.label) || a.iri.localeCompare(b.iri));
    return { iri: name, label: labelOf(name), attributes: options.showProperties ? attributes : [] };
  });
  classes.sort((a, b) => a.label.localeCompare(b.label) || a.iri.localeCompare(b.iri));

  const generalisations: UmlGeneralisation[] = [];
  for (const [name, parents] of supers) {
    if (!drawn.has(name)) continue;
    for (const parent of parents) if (drawn.has(parent)) generalisations.push({ sub: name, super: parent });
  }
  return { classes, associations, generalisations, total: candidates.length };
}
