import fc from 'fast-check';
import sparqljs from 'sparqljs';
import { describe, expect, it } from 'vitest';
import { resolvePlaceholders } from './placeholderResolver.js';

// The resolver's safety claim (README: Rules and commands): no value can change the parsed structure of a
// query. Each template is parsed once with a harmless sentinel value and again with a generated
// one; the two parse trees must be equal everywhere except in the terms the value is bound to.

const PREFIXES = 'BASE <http://example.org/base/> PREFIX ex: <http://example.org/> PREFIX xsd: <http://www.w3.org/2001/XMLSchema#>\n';
const NUM_RUNS = 10_000;

interface Template {
  text: string;
  sentinel: string;
  /** Only inside IN (...) or VALUES {...} may the number of terms change. */
  list?: boolean;
  /** The term the value must end up as, when the value is accepted. */
  expected?: (value: string) => { termType: 'NamedNode' | 'Literal'; value?: string };
  find?: (query: SparqlTree) => unknown;
}

type SparqlTree = { where?: { triples?: { subject: unknown; object: unknown }[] }[] };
const firstSubject = (query: SparqlTree) => query.where?.[0]?.triples?.[0]?.subject;
const firstObject = (query: SparqlTree) => query.where?.[0]?.triples?.[0]?.object;

const iriTemplates: Template[] = [
  {
    text: `${PREFIXES}SELECT * WHERE { <http://example.org/{{v}}> ?p ?o . ?o ?q ?r }`,
    sentinel: 'x',
    expected: (v) => ({ termType: 'NamedNode', value: `http://example.org/${v}` }),
    find: firstSubject,
  },
  {
    text: `${PREFIXES}SELECT * WHERE { ?s ?p <{{v}}> . ?s ?q ?r } # end`,
    sentinel: 'http://example.org/x',
    // A relative value is resolved against BASE, so only the kind of term is predictable here.
    expected: () => ({ termType: 'NamedNode' }),
    find: firstObject,
  },
];

const literalTemplates: Template[] = [
  ['"', '"'],
  ["'", "'"],
  ['"""', '"""'],
  ["'''", "'''"],
].map(([open, close]) => ({
  text: `${PREFIXES}SELECT * WHERE { ?s ?p ${open}before {{v}} after${close} . ?s ?q ?r }`,
  sentinel: 'x',
  expected: (v: string) => ({ termType: 'Literal' as const, value: `before ${v} after` }),
  find: firstObject,
}));
literalTemplates.push({
  text: `${PREFIXES}SELECT * WHERE { ?s ?p ?o FILTER(CONTAINS(STR(?o), "{{v}}")) }`,
  sentinel: 'x',
});

const commentTemplates: Template[] = [
  { text: `${PREFIXES}SELECT * WHERE {\n  # title: {{v}};\n  ?s ?p ?o\n}`, sentinel: 'x' },
  { text: `${PREFIXES}SELECT * WHERE { ?s ?p ?o } #{{v}}\nLIMIT 5`, sentinel: 'x' },
];

const bareTemplates: Template[] = [
  { text: `${PREFIXES}SELECT * WHERE { ?s ?p {{v}} . ?s ?q ?r }`, sentinel: '1' },
  { text: `${PREFIXES}SELECT * WHERE { ?s ?p ?o FILTER(?o = {{v}}) }`, sentinel: '1' },
  { text: `${PREFIXES}SELECT * WHERE { ?s ?p ?o BIND(COALESCE(?o, {{v}}) AS ?x) }`, sentinel: '1' },
  { text: `${PREFIXES}SELECT * WHERE { ?s ?p ?o FILTER(?o IN ({{v}})) }`, sentinel: '1', list: true },
  { text: `${PREFIXES}SELECT * WHERE { VALUES ?o { {{v}} } ?s ?p ?o }`, sentinel: '1', list: true },
];

// Pieces chosen to break out of each place: quotes, >, braces, line breaks, \u escapes, comment
// characters, and fragments of query syntax; plus valid terms so that accepted values are tested.
const hostile = fc.constantFrom(
  '"', "'", '"""', "'''", '>', '<', '{', '}', '{{', '}}', '\n', '\r', '\r\n', '\t', ' ', '#', '\\', '\\u0022',
  '\\u0027', '\\u003E', '\\u000A', '\\U0000000A', '\\"', '.', ';', ',', '(', ')', '|', '^', '`', '@nl', '^^',
  '?x', '$y', '_:b', 'a', 'ex:', ':', '}} UNION {{', '} ; DROP ALL ; {', '" . ?s ?p "', '> . <http://x/', '\u2028',
  'http://example.org/', 'SELECT', 'true', '1', '-2.5e3',
);
const term = fc.constantFrom(
  '12', '-1.5', '.5e2', 'true', 'false', 'ex:a', 'ex:b-c', ':x', 'xsd:int', '<http://example.org/a>', '"x"', '"x"@nl',
  "'y'@en-GB", '"1"^^xsd:int', '"1"^^<http://www.w3.org/2001/XMLSchema#int>', '"a\\"b"', 'http://example.org/p?q=1#f',
  '<a>,<b>', '1 2 3', '"a", ex:b', 'ex:a ex:b',
);
const value = fc.oneof(
  { weight: 3, arbitrary: fc.array(fc.oneof(hostile, fc.string({ unit: 'binary', maxLength: 4 })), { maxLength: 6 }).map((p) => p.join('')) },
  { weight: 1, arbitrary: term },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 12 }) },
);

function parse(query: string): unknown {
  return new sparqljs.Parser().parse(query);
}

function isTerm(node: unknown): node is { termType: string } {
  return typeof node === 'object' && node !== null && 'termType' in node;
}

function isBoundTerm(node: unknown): boolean {
  return isTerm(node) && (node.termType === 'NamedNode' || node.termType === 'Literal');
}

/** A VALUES row ({ '?o': term }) or a plain term: what a value list is made of. */
function isTermRow(node: unknown): boolean {
  if (isBoundTerm(node)) return true;
  return typeof node === 'object' && node !== null && !Array.isArray(node) && Object.values(node).every(isBoundTerm);
}

/** Equal apart from bound terms; a list of terms may change length only where allowed. */
function sameStructure(a: unknown, b: unknown, allowListLength: boolean): boolean {
  if (isBoundTerm(a) && isBoundTerm(b)) return true;
  if (Array.isArray(a) && Array.isArray(b)) {
    if (a.length !== b.length) return allowListLength && a.every(isTermRow) && b.every(isTermRow) && b.length > 0;
    return a.every((item, i) => sameStructure(item, b[i], allowListLength));
  }
  if (typeof a === 'object' && a !== null && typeof b === 'object' && b !== null) {
    const keysA = Object.keys(a).sort();
    const keysB = Object.keys(b).sort();
    if (keysA.join('\u0000') !== keysB.join('\u0000')) return false;
    return keysA.every((key) => sameStructure((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key], allowListLength));
  }
  return Object.is(a, b);
}

function checkTemplates(templates: Template[]): { accepted: number; rejected: number; unresolved: number } {
  const baselines = templates.map((template) => {
    const resolved = resolvePlaceholders(template.text, { v: template.sentinel });
    if (!resolved.ok) throw new Error(resolved.error);
    return parse(resolved.text);
  });
  const tally = { accepted: 0, rejected: 0, unresolved: 0 };
  fc.assert(
    fc.property(fc.nat({ max: templates.length - 1 }), value, (index, v) => {
      const template = templates[index]!;
      const resolved = resolvePlaceholders(template.text, { v });
      if (!resolved.ok) {
        if (v.trim() === '') {
          // Blank text counts as no value (the non-empty check), whatever the place.
          tally.unresolved++;
          expect(resolved.error).toBe('Template-placeholder {{v}} did not resolve to a value');
        } else {
          tally.rejected++;
          expect(resolved.error).toMatch(/^Template-placeholder \{\{v\}\} cannot take this value: .+$/);
        }
        return;
      }
      let after: unknown;
      try {
        after = parse(resolved.text);
      } catch (error) {
        // A prefixed name with a prefix the query does not declare is the one accepted value that
        // fails to parse; it makes the query fail, it cannot change what the query does.
        expect(String(error)).toMatch(/Unknown prefix/);
        tally.accepted++;
        return;
      }
      tally.accepted++;
      expect(sameStructure(baselines[index], after, template.list === true)).toBe(true);
      if (template.expected && template.find) {
        expect(template.find(after as SparqlTree)).toMatchObject(template.expected(v));
      }
    }),
    { numRuns: NUM_RUNS },
  );
  return tally;
}

describe('placeholder values cannot change the structure of a query (property)', () => {
  it('inside an IRI', () => {
    const tally = checkTemplates(iriTemplates);
    expect(tally.accepted).toBeGreaterThan(100);
    expect(tally.rejected).toBeGreaterThan(100);
  }, 120_000);

  it('inside string literals: single, double and long quotes; the value arrives unchanged', () => {
    const tally = checkTemplates(literalTemplates);
    expect(tally.rejected).toBe(0);
  }, 120_000);

  it('inside a comment', () => {
    const tally = checkTemplates(commentTemplates);
    expect(tally.accepted).toBeGreaterThan(100);
  }, 120_000);

  it('standing bare, and in value lists', () => {
    const tally = checkTemplates(bareTemplates);
    expect(tally.accepted).toBeGreaterThan(100);
    expect(tally.rejected).toBeGreaterThan(100);
  }, 120_000);

  it('detects a structure change when one is made, so the check above can fail', () => {
    const before = parse(`${PREFIXES}SELECT * WHERE { ?s ?p 1 }`);
    const injected = parse(`${PREFIXES}SELECT * WHERE { ?s ?p 1 . ?a ?b ?c }`);
    const renamed = parse(`${PREFIXES}SELECT * WHERE { ?s ?p ?x }`);
    expect(sameStructure(before, parse(`${PREFIXES}SELECT * WHERE { ?s ?p "other"@nl }`), false)).toBe(true);
    expect(sameStructure(before, injected, false)).toBe(false);
    expect(sameStructure(before, renamed, false)).toBe(false);
  });
});
