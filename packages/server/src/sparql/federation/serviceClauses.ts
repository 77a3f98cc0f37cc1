import { scanSparql } from '@grafiek/core';

/**
 * The `SERVICE` clauses of a query, read from the algebra Comunica's parser gives (plain objects
 * with a `type`; RDF/JS terms inside), and the one rewrite that lets Comunica federate over this
 * server's embedded store: the parts of the query that name no endpoint are addressed to the
 * queried repository as `SERVICE` clauses of their own.
 */

export interface Term {
  termType: string;
  value: string;
}

export interface Operation {
  type: string;
  [key: string]: unknown;
}

export interface ServiceClause {
  /** The endpoint: an IRI (NamedNode) or a variable. */
  name: Term;
  silent: boolean;
  /** Endpoints of the SERVICE clauses around this one, outermost first (empty at the top). */
  enclosing: Term[];
}

/**
 * Whether the text has a `SERVICE` keyword in its code, before any parsing: the keyword followed by
 * an endpoint (`<iri>` with or without a space, as real apps write it, a variable or a prefixed name), not in a comment or string, and not part
 * of a name (`?service`, `ex:service`, `<urn:service>`). Queries without one keep the direct path;
 * a rare false alarm (`ex:a.SERVICE <x>`) only costs a parse that finds no clause.
 */
export function mentionsService(text: string): boolean {
  if (!/service/i.test(text)) return false;
  return /(?<![\w:?$])SERVICE(?:\s+SILENT)?(?:\s*[<?$]|\s+(?:[A-Za-z_][\w.-]*)?:)/i.test(scanSparql(text).code);
}

const isTerm = (value: unknown): value is Term =>
  typeof value === 'object' && value !== null && typeof (value as Term).termType === 'string';

const isOperation = (value: unknown): value is Operation =>
  typeof value === 'object' && value !== null && !isTerm(value) && typeof (value as Operation).type === 'string';

/** Every SERVICE clause at any depth: in patterns, in FILTER EXISTS, inside other SERVICE clauses. */
export function findServices(root: unknown): ServiceClause[] {
  const found: ServiceClause[] = [];
  const visit = (value: unknown, enclosing: Term[]) => {
    if (Array.isArray(value)) {
      for (const item of value) visit(item, enclosing);
      return;
    }
    if (typeof value !== 'object' || value === null || isTerm(value)) return;
    if (isOperation(value) && value.type === 'service' && isTerm(value.name)) {
      found.push({ name: value.name, silent: value.silent === true, enclosing });
      visit(value.input, [...enclosing, value.name]);
      return;
    }
    for (const child of Object.values(value)) visit(child, enclosing);
  };
  visit(root, []);
  return found;
}

function containsService(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(containsService);
  if (typeof value !== 'object' || value === null || isTerm(value)) return false;
  if (isOperation(value) && value.type === 'service') return true;
  return Object.values(value).some(containsService);
}

/** Operations that are a graph pattern of their own, so that `SERVICE <...> { it }` means the same. */
const patternTypes = new Set([
  'bgp',
  'pattern',
  'path',
  'join',
  'leftjoin',
  'union',
  'minus',
  'filter',
  'extend',
  'graph',
  'project',
  'distinct',
  'reduced',
  'orderby',
  'slice',
  'group',
]);

export interface Delegated {
  /** The query with every part addressed to an endpoint. */
  operation: Operation;
  /** The dataset of FROM / FROM NAMED, which applies to the queried repository's parts only. */
  defaultGraphs: string[];
  namedGraphs: string[];
}

/**
 * Rewrites the query so that Comunica needs no source of its own: each largest part without a
 * SERVICE clause becomes `SERVICE <local> { part }` (SPARQL's SERVICE evaluates a group pattern
 * on the endpoint, which is what the part means on the queried repository; `localEndpoint()` names
 * it), and each outermost
 * SERVICE clause gets the endpoint `endpointOf(iri, silent)`; both are asked once per place. Clauses nested inside another keep their IRI:
 * they travel as text to the endpoint of the clause around them. A FROM at the top becomes the
 * dataset of the local parts; SERVICE endpoints use their own default dataset, as SPARQL says.
 */
export function delegateToServices(root: Operation, localEndpoint: () => Term, endpointOf: (iri: string, silent: boolean) => Term): Delegated {
  let operation = root;
  const dataset: Delegated = { operation: root, defaultGraphs: [], namedGraphs: [] };
  if (operation.type === 'from') {
    dataset.defaultGraphs = (operation.default as Term[]).map((t) => t.value);
    dataset.namedGraphs = (operation.named as Term[]).map((t) => t.value);
    operation = operation.input as Operation;
  }
  const rewrite = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(rewrite);
    if (typeof value !== 'object' || value === null || isTerm(value)) return value;
    if (isOperation(value)) {
      if (value.type === 'service') return { ...value, name: endpointOf((value.name as Term).value, value.silent === true) };
      if (patternTypes.has(value.type) && !containsService(value)) {
        if (value.type === 'bgp' && Array.isArray(value.patterns) && value.patterns.length === 0) return value;
        return { type: 'service', input: value, name: localEndpoint(), silent: false };
      }
    }
    const copy: Record<string, unknown> = {};
    for (const [key, child] of Object.entries(value)) copy[key] = rewrite(child);
    return copy;
  };
  dataset.operation = rewrite(operation) as Operation;
  return dataset;
}

const XSD_STRING = '^^<http://www.w3.org/2001/XMLSchema#string>';

/**
 * The query with `"..."^^xsd:string` written as `"..."`: the same literal in RDF 1.1, but Comunica
 * writes every string it sends with the datatype, and Virtuoso 7 matches such a literal only
 * against strings stored with it, so a join on a name found nothing there. Only the datatype after
 * a literal in the code is removed (core's scanner tells code from strings and comments).
 */
export function withPlainStrings(query: string): string {
  if (!query.includes(XSD_STRING)) return query;
  const { code } = scanSparql(query);
  let out = '';
  let from = 0;
  for (let at = code.indexOf(XSD_STRING); at >= 0; at = code.indexOf(XSD_STRING, at + XSD_STRING.length)) {
    if (query[at - 1] !== '"' && query[at - 1] !== "'") continue;
    out += query.slice(from, at);
    from = at + XSD_STRING.length;
  }
  return out + query.slice(from);
}
