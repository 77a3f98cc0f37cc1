import { localName, placeSparqlValue } from '@grafiek/core';
import type { TFunction } from 'i18next';
import { coreText } from '../../kit/coreTexts';

/**
 * The visual query builder's query, as data and as SPARQL. A query starts from one class; each
 * criterion joins a property to a node already in the query, ending at a new node (a resource of
 * a class, or any resource) or at a value the user may narrow down (contains, equals, an IRI, a
 * range). What the user picks and types is data in this state: `buildQuery` writes class and
 * property IRIs only after checking them, and typed text only as escaped literals, numbers or
 * checked IRIs, so nothing typed can change the query's structure.
 */

export interface QueryNode {
  id: string;
  /** The class its resources have; null for "any resource" (objects without a type). */
  classIri: string | null;
  /** What the builder calls it: the class's label, or the property's for untyped resources. */
  label: string;
  /** The variable of its label; its IRI is `?{variable}_URI`, so the grid links the label. */
  variable: string;
  shown: boolean;
}

export type ValueFilter =
  | { kind: 'any' }
  | { kind: 'contains'; text: string }
  | { kind: 'equals'; text: string }
  | { kind: 'iri'; iri: string }
  | { kind: 'range'; min: string; max: string };

export type FilterKind = ValueFilter['kind'];

export type Target = { kind: 'node'; node: string } | { kind: 'value'; variable: string; shown: boolean; filter: ValueFilter };

export interface Criterion {
  id: string;
  /** The node the criterion starts from. */
  subject: string;
  property: string;
  propertyLabel: string;
  target: Target;
}

export interface BuilderState {
  /** The start node first, then one node per criterion that ends at a resource. */
  nodes: QueryNode[];
  criteria: Criterion[];
}

export interface BuildOptions {
  limit: number;
  /** Labels in this language first (a tag such as nl), then labels without one. */
  language: string;
  distinct: boolean;
  /** The reader's `t`: why a query cannot be built, in their language (else in English). */
  t?: TFunction;
}

/** A builder message in the reader's language with `t` (`widget.sparnatural.build.*`), else in English. */
function say(t: TFunction | undefined, key: string, english: string, values: Record<string, string | number> = {}): string {
  return t ? t(`widget.sparnatural.build.${key}`, values) : english;
}

export type BuiltQuery = { ok: true; query: string } | { ok: false; error: string };

export const EMPTY_STATE: BuilderState = { nodes: [], criteria: [] };

const PREFIXES = ['PREFIX rdf: <http://www.w3.org/1999/02/22-rdf-syntax-ns#>', 'PREFIX rdfs: <http://www.w3.org/2000/01/rdf-schema#>', 'PREFIX xsd: <http://www.w3.org/2001/XMLSchema#>'];

// The suffixes the result grid reads as properties of another column (X_URI, XIcon...): a
// variable of ours must not end in one, or its column would vanish into another's.
const CONVENTION_SUFFIX = /(URI|URL|Icon|IconColor|IconSize|CopyValue|HTML|HIDDEN|_ICON|_ICONCOLOR|_ICONSIZE|_TEXTCOLOR)$/;
const LANGUAGE_TAG = /^[A-Za-z]{1,8}(?:-[A-Za-z0-9]{1,8})*$/;
const NUMBER = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/;
const DATE = /^-?\d{4,}-\d\d-\d\d$/;
const DATE_TIME = /^-?\d{4,}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d+)?(?:Z|[+-]\d\d:\d\d)?$/;
const SCHEME = /^[A-Za-z][A-Za-z0-9+.-]*:\S/;

/** A variable name for a label: letters, digits and `_`, starting with a letter, unused so far. */
export function variableName(label: string, taken: Iterable<string>): string {
  const used = new Set(taken);
  let base = label
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9_]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 40);
  if (!/^[A-Za-z]/.test(base)) base = `v${base}`;
  if (CONVENTION_SUFFIX.test(base)) base = `${base}_v`;
  let name = base;
  for (let count = 2; used.has(name) || used.has(`${name}_URI`); count++) name = `${base}_${count}`;
  return name;
}

function variablesOf(state: BuilderState): string[] {
  const names: string[] = [];
  for (const node of state.nodes) names.push(node.variable, `${node.variable}_URI`);
  for (const criterion of state.criteria) if (criterion.target.kind === 'value') names.push(criterion.target.variable);
  return names;
}

/** A new query from a start class. */
export function startWith(classIri: string, label: string): BuilderState {
  return { nodes: [{ id: 'n1', classIri, label, variable: variableName(label || localName(classIri), []), shown: true }], criteria: [] };
}

function nextId(prefix: string, ids: Iterable<string>): string {
  let highest = 0;
  for (const id of ids) if (id.startsWith(prefix)) highest = Math.max(highest, Number(id.slice(prefix.length)) || 0);
  return `${prefix}${highest + 1}`;
}

export type Pick =
  | { kind: 'class'; classIri: string; label: string }
  | { kind: 'resource' }
  | { kind: 'value' };

/** Adds a criterion from a node, along a property, to what the user picked. */
export function addCriterion(state: BuilderState, subject: string, property: { iri: string; label: string }, pick: Pick): BuilderState {
  const criterionId = nextId('c', state.criteria.map((criterion) => criterion.id));
  const taken = variablesOf(state);
  if (pick.kind === 'value') {
    const target: Target = { kind: 'value', variable: variableName(property.label || localName(property.iri), taken), shown: true, filter: { kind: 'any' } };
    return { ...state, criteria: [...state.criteria, { id: criterionId, subject, property: property.iri, propertyLabel: property.label, target }] };
  }
  const nodeId = nextId('n', state.nodes.map((node) => node.id));
  const label = pick.kind === 'class' ? pick.label : property.label;
  const node: QueryNode = {
    id: nodeId,
    classIri: pick.kind === 'class' ? pick.classIri : null,
    label,
    variable: variableName(label || localName(pick.kind === 'class' ? pick.classIri : property.iri), taken),
    shown: true,
  };
  return {
    nodes: [...state.nodes, node],
    criteria: [...state.criteria, { id: criterionId, subject, property: property.iri, propertyLabel: property.label, target: { kind: 'node', node: nodeId } }],
  };
}

/** Removes a criterion, and with it every node it led to and every criterion from those nodes. */
export function removeCriterion(state: BuilderState, criterionId: string): BuilderState {
  const removedNodes = new Set<string>();
  const removedCriteria = new Set<string>([criterionId]);
  let changed = true;
  while (changed) {
    changed = false;
    for (const criterion of state.criteria) {
      const goes = removedCriteria.has(criterion.id) || removedNodes.has(criterion.subject);
      if (!goes) continue;
      if (!removedCriteria.has(criterion.id)) {
        removedCriteria.add(criterion.id);
        changed = true;
      }
      if (criterion.target.kind === 'node' && !removedNodes.has(criterion.target.node)) {
        removedNodes.add(criterion.target.node);
        changed = true;
      }
    }
  }
  return { nodes: state.nodes.filter((node) => !removedNodes.has(node.id)), criteria: state.criteria.filter((criterion) => !removedCriteria.has(criterion.id)) };
}

/** Shows or hides a node's column, or a value's. */
export function setShown(state: BuilderState, id: string, shown: boolean): BuilderState {
  return {
    nodes: state.nodes.map((node) => (node.id === id ? { ...node, shown } : node)),
    criteria: state.criteria.map((criterion) =>
      criterion.id === id && criterion.target.kind === 'value' ? { ...criterion, target: { ...criterion.target, shown } } : criterion,
    ),
  };
}

/** Changes the filter of a criterion that ends at a value. */
export function setFilter(state: BuilderState, criterionId: string, filter: ValueFilter): BuilderState {
  return {
    ...state,
    criteria: state.criteria.map((criterion) =>
      criterion.id === criterionId && criterion.target.kind === 'value' ? { ...criterion, target: { ...criterion.target, filter } } : criterion,
    ),
  };
}

/** An IRI as SPARQL writes it, or why it cannot be one. */
export function iriTerm(iri: string, t?: TFunction): { ok: true; text: string } | { ok: false; error: string } {
  const value = iri.trim();
  if (!SCHEME.test(value)) return { ok: false, error: say(t, 'noScheme', `"${iri}" is not an IRI (an IRI starts with a scheme such as http:)`, { iri }) };
  const placed = placeSparqlValue({ kind: 'iri' }, value);
  if (!placed.ok) return { ok: false, error: say(t, 'notIri', `"${iri}" is not an IRI: ${placed.reason}`, { iri, reason: t ? coreText(placed.reason, t) : placed.reason }) };
  return { ok: true, text: `<${placed.text}>` };
}

/** Text as a SPARQL string literal: quotes, backslashes and line breaks escaped. */
export function stringLiteral(text: string): string {
  const placed = placeSparqlValue({ kind: 'literal', quote: '"' }, text);
  // A literal place takes any text; the check is for the type.
  return `"${placed.ok ? placed.text : ''}"`;
}

/** A bound of a range: a number as it is, a date or date-time as a typed literal, else an error. */
export function rangeBound(text: string, t?: TFunction): { ok: true; text: string } | { ok: false; error: string } {
  const value = text.trim();
  if (NUMBER.test(value)) return { ok: true, text: value };
  if (DATE.test(value)) return { ok: true, text: `"${value}"^^xsd:date` };
  if (DATE_TIME.test(value)) return { ok: true, text: `"${value}"^^xsd:dateTime` };
  return { ok: false, error: say(t, 'badBound', `"${text}" is neither a number nor a date (such as 1900 or 2024-01-31)`, { text }) };
}

/** The FILTER lines a value criterion adds, or why its typed value cannot be used. */
function filterLines(variable: string, filter: ValueFilter, t: TFunction | undefined): { ok: true; lines: string[] } | { ok: false; error: string } {
  const v = `?${variable}`;
  switch (filter.kind) {
    case 'any':
      return { ok: true, lines: [] };
    case 'contains':
      return { ok: true, lines: filter.text.trim() ? [`FILTER(CONTAINS(LCASE(STR(${v})), LCASE(${stringLiteral(filter.text.trim())})))`] : [] };
    case 'equals':
      return { ok: true, lines: filter.text.trim() ? [`FILTER(STR(${v}) = ${stringLiteral(filter.text.trim())})`] : [] };
    case 'iri': {
      if (!filter.iri.trim()) return { ok: true, lines: [] };
      const term = iriTerm(filter.iri, t);
      return term.ok ? { ok: true, lines: [`FILTER(${v} = ${term.text})`] } : term;
    }
    case 'range': {
      const lines: string[] = [];
      for (const [bound, operator] of [
        [filter.min, '>='],
        [filter.max, '<='],
      ] as const) {
        if (!bound.trim()) continue;
        const term = rangeBound(bound, t);
        if (!term.ok) return term;
        lines.push(`FILTER(${v} ${operator} ${term.text})`);
      }
      return { ok: true, lines };
    }
  }
}

/** The node's label as a column: the label in the language, else one without a language tag, else the IRI. */
function labelLines(node: QueryNode, language: string): string[] {
  const iri = `?${node.variable}_URI`;
  // Our own variables start with a letter; these helpers with "_", so they never meet one.
  const inLanguage = `?_${node.variable}_lang`;
  const plain = `?_${node.variable}_plain`;
  return [
    `OPTIONAL { ${iri} rdfs:label ${inLanguage} . FILTER(LANGMATCHES(LANG(${inLanguage}), ${stringLiteral(language)})) }`,
    `OPTIONAL { ${iri} rdfs:label ${plain} . FILTER(LANG(${plain}) = "") }`,
    `BIND(COALESCE(${inLanguage}, ${plain}, STR(${iri})) AS ?${node.variable})`,
  ];
}

/**
 * The SPARQL SELECT for a builder state: one triple pattern per criterion, the filters of the
 * values, the labels of the shown resources (`?X` with `?X_URI`, which the grid makes a link),
 * DISTINCT and the limit as set. Fails with a message for a typed value it cannot use.
 */
export function buildQuery(state: BuilderState, options: BuildOptions): BuiltQuery {
  const { t } = options;
  const start = state.nodes[0];
  if (!start) return { ok: false, error: say(t, 'noStart', 'Pick a class to start from.') };
  if (!LANGUAGE_TAG.test(options.language)) return { ok: false, error: say(t, 'badLanguage', `"${options.language}" is not a language tag (such as nl or en-GB).`, { language: options.language }) };
  if (!Number.isInteger(options.limit) || options.limit < 1) {
    return { ok: false, error: say(t, 'badLimit', `The limit must be a whole number of 1 or more, not ${options.limit}.`, { limit: String(options.limit) }) };
  }
  const nodes = new Map(state.nodes.map((node) => [node.id, node]));
  const lines: string[] = [];
  const typeLine = (node: QueryNode): string | { error: string } => {
    if (node.classIri === null) return '';
    const term = iriTerm(node.classIri, t);
    return term.ok ? `?${node.variable}_URI a ${term.text} .` : { error: say(t, 'classOf', `The class of ${node.label}: ${term.error}`, { label: node.label, error: term.error }) };
  };
  const startType = typeLine(start);
  if (typeof startType !== 'string') return { ok: false, error: startType.error };
  if (startType) lines.push(startType);
  for (const criterion of state.criteria) {
    const subject = nodes.get(criterion.subject);
    const label = criterion.propertyLabel;
    if (!subject) return { ok: false, error: say(t, 'subjectGone', `The criterion on ${label} starts from something no longer in the query.`, { label }) };
    const property = iriTerm(criterion.property, t);
    if (!property.ok) return { ok: false, error: say(t, 'property', `The property ${label}: ${property.error}`, { label, error: property.error }) };
    if (criterion.target.kind === 'node') {
      const object = nodes.get(criterion.target.node);
      if (!object) return { ok: false, error: say(t, 'objectGone', `The criterion on ${label} leads to something no longer in the query.`, { label }) };
      lines.push(`?${subject.variable}_URI ${property.text} ?${object.variable}_URI .`);
      const objectType = typeLine(object);
      if (typeof objectType !== 'string') return { ok: false, error: objectType.error };
      if (objectType) lines.push(objectType);
    } else {
      lines.push(`?${subject.variable}_URI ${property.text} ?${criterion.target.variable} .`);
      const filter = filterLines(criterion.target.variable, criterion.target.filter, t);
      if (!filter.ok) return { ok: false, error: say(t, 'value', `${label}: ${filter.error}`, { label, error: filter.error }) };
      lines.push(...filter.lines);
    }
  }
  const selected: string[] = [];
  for (const node of state.nodes) {
    if (!node.shown) continue;
    selected.push(`?${node.variable}`, `?${node.variable}_URI`);
    lines.push(...labelLines(node, options.language));
  }
  for (const criterion of state.criteria) if (criterion.target.kind === 'value' && criterion.target.shown) selected.push(`?${criterion.target.variable}`);
  if (selected.length === 0) return { ok: false, error: say(t, 'noColumn', 'Show at least one column: tick a class or a value.') };
  const query = [
    ...PREFIXES,
    `SELECT ${options.distinct ? 'DISTINCT ' : ''}${selected.join(' ')} WHERE {`,
    ...lines.map((line) => `  ${line}`),
    '}',
    `LIMIT ${options.limit}`,
  ];
  return { ok: true, query: query.join('\n') };
}
