import fc from 'fast-check';
import sparqljs from 'sparqljs';
import { describe, expect, it } from 'vitest';
import type { SparqlTerm } from '../results/sparqlJsonResults.js';
import { planResourceDelete, planTripleChanges, readCurrentValues, sameTerm, termFromText, type TripleChange } from './tripleChanges.js';

const S = 'http://example.org/building/1';
const P = 'http://example.org/def/naam';
const G = 'http://example.org/graph/bag';
const XSD = 'http://www.w3.org/2001/XMLSchema#';

type Term = { termType: string; value: string; datatype?: { value: string }; language?: string };
type Triple = { subject: Term; predicate: Term; object: Term };
type Pattern = { type: string; triples?: Triple[]; name?: Term; patterns?: Pattern[]; expression?: { args?: Pattern[] } };
type Update = { updateType: string; delete?: Pattern[]; insert?: Pattern[]; where?: Pattern[] };

function parseUpdate(text: string): Update {
  const tree = new sparqljs.Parser().parse(text) as unknown as { updates: Update[] };
  expect(tree.updates).toHaveLength(1);
  return tree.updates[0]!;
}

/** Every triple in a list of patterns, through graphs, groups and filters. */
function triples(patterns: Pattern[] | undefined): Triple[] {
  return (patterns ?? []).flatMap((p) => [...(p.triples ?? []), ...triples(p.patterns), ...triples(p.expression?.args)]);
}

const literal = (value: string): SparqlTerm => ({ type: 'literal', value });
const change = (extra: Partial<TripleChange> = {}): TripleChange => ({ subject: S, predicate: P, old: [literal('Domtoren')], new: literal('Dom'), ...extra });

function plan(...changes: TripleChange[]) {
  const result = planTripleChanges(changes);
  if (!result.ok) throw new Error(result.error);
  return result;
}

describe('planTripleChanges', () => {
  it('swaps the old value for the new one only where the old one is still stored', () => {
    const result = plan(change());
    const update = parseUpdate(result.update);
    expect(triples(update.delete).map((t) => t.object.value)).toEqual(['Domtoren']);
    expect(triples(update.insert).map((t) => t.object.value)).toEqual(['Dom']);
    // The WHERE holds the old value: once someone else changed it, nothing is deleted or inserted.
    expect(triples(update.where).map((t) => t.object.value)).toEqual(['Domtoren']);
    expect(triples(update.where)[0]!.subject.value).toBe(S);
    const confirm = new sparqljs.Parser().parse(result.confirm) as unknown as { queryType: string };
    expect(confirm.queryType).toBe('ASK');
    expect(result.confirm).toContain('"Dom"');
    expect(result.confirm).toContain('FILTER NOT EXISTS');
    expect((new sparqljs.Parser().parse(result.current) as unknown as { queryType: string }).queryType).toBe('SELECT');
  });

  it('fills an empty cell only while it is still empty, and removes a value without inserting one', () => {
    const filled = parseUpdate(plan(change({ old: [], new: literal('Nieuw') })).update);
    expect(filled.delete ?? []).toEqual([]);
    expect(triples(filled.insert).map((t) => t.object.value)).toEqual(['Nieuw']);
    expect(JSON.stringify(filled.where)).toContain('notexists');

    const removed = plan(change({ new: null }));
    const update = parseUpdate(removed.update);
    expect(update.insert ?? []).toEqual([]);
    expect(triples(update.delete).map((t) => t.object.value)).toEqual(['Domtoren']);
    expect(removed.confirm).toMatch(/^ASK \{\n {2}FILTER NOT EXISTS/);
  });

  it('makes several changes in one update, in their graphs, with their datatypes and languages', () => {
    const result = plan(
      change({ graph: G }),
      change({ predicate: `${P}Jaar`, old: [{ type: 'literal', value: '1382', datatype: `${XSD}integer` }], new: { type: 'literal', value: '1383', datatype: `${XSD}integer` } }),
      change({ predicate: `${P}Label`, old: [{ type: 'literal', value: 'toren', 'xml:lang': 'nl' }], new: { type: 'literal', value: 'tower', 'xml:lang': 'en' } }),
      change({ predicate: `${P}Status`, old: [{ type: 'uri', value: 'http://example.org/status/a' }], new: { type: 'uri', value: 'http://example.org/status/b' } }),
    );
    const update = parseUpdate(result.update);
    expect(update.insert!.find((p) => p.type === 'graph')?.name?.value).toBe(G);
    const inserted = triples(update.insert);
    expect(inserted.map((t) => t.object)).toEqual([
      expect.objectContaining({ value: 'Dom' }),
      expect.objectContaining({ value: '1383', datatype: expect.objectContaining({ value: `${XSD}integer` }) }),
      expect.objectContaining({ value: 'tower', language: 'en' }),
      expect.objectContaining({ termType: 'NamedNode', value: 'http://example.org/status/b' }),
    ]);
    expect(triples(update.where)).toHaveLength(4);
  });

  it('leaves out what does not change, and says so when nothing does', () => {
    expect(planTripleChanges([change({ new: literal('Domtoren') })])).toEqual({ ok: false, error: 'There is nothing to change.' });
    const one = plan(change(), change({ predicate: `${P}2`, old: [literal('x')], new: literal('x') }));
    expect(triples(parseUpdate(one.update).where)).toHaveLength(1);
  });

  it('refuses what it cannot write faithfully', () => {
    expect(planTripleChanges([change({ subject: 'geen iri' })])).toEqual({ ok: false, error: 'The subject "geen iri" is not an IRI.' });
    expect(planTripleChanges([change({ predicate: 'http://x/a> <b' })])).toMatchObject({ ok: false, error: expect.stringContaining('is not an IRI') });
    expect(planTripleChanges([change({ old: [{ type: 'bnode', value: 'b0' }] })])).toMatchObject({ ok: false, error: expect.stringContaining('blank node') });
    expect(planTripleChanges([change({ old: [literal('  ')] })])).toMatchObject({ ok: false, error: expect.stringContaining('only spaces') });
    expect(planTripleChanges([change({ new: literal('http://www.buildingbits.nl/reset') })])).toMatchObject({ ok: false, error: expect.stringContaining('reset marker') });
  });

  it('never lets a typed value change what the update does (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), fc.string({ unit: 'binary' }), (oldText, newText) => {
        const result = planTripleChanges([change({ old: [literal(oldText)], new: literal(newText) })]);
        if (!result.ok) {
          expect(oldText === newText || (oldText !== '' && oldText.trim() === '') || (newText !== '' && newText.trim() === '')).toBe(true);
          return;
        }
        const update = parseUpdate(result.update);
        expect(triples(update.delete)).toHaveLength(1);
        expect(triples(update.insert)).toHaveLength(1);
        expect(triples(update.where)).toHaveLength(1);
        expect(triples(update.delete)[0]!.object.value).toBe(oldText);
        expect(triples(update.insert)[0]!.object.value).toBe(newText);
        expect(triples(update.insert)[0]!.subject.value).toBe(S);
      }),
      { numRuns: 100 },
    );
  }, 30_000);
});

describe('planResourceDelete', () => {
  it('deletes every triple of the row\'s resource while the values the row showed are stored', () => {
    const result = planResourceDelete({ subject: S, graph: G, guards: [{ subject: S, predicate: P, graph: G, old: [literal('Domtoren')] }] });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const update = parseUpdate(result.update);
    const deleted = triples(update.delete);
    expect(deleted).toHaveLength(1);
    expect(deleted[0]).toMatchObject({ subject: { value: S }, predicate: { termType: 'Variable' }, object: { termType: 'Variable' } });
    expect(triples(update.where).map((t) => t.object.value)).toEqual(['Domtoren', 'object']);
    expect(result.confirm).toContain('FILTER NOT EXISTS');
    expect(planResourceDelete({ subject: 'x y', guards: [] })).toMatchObject({ ok: false });
  });
});

describe('readCurrentValues', () => {
  it('groups the stored values by change', () => {
    const values = readCurrentValues(
      {
        head: { vars: ['change', 'value'] },
        results: {
          bindings: [
            { change: { type: 'literal', value: '1', datatype: `${XSD}integer` }, value: literal('b') },
            { change: { type: 'literal', value: '1', datatype: `${XSD}integer` }, value: literal('c') },
            { change: { type: 'literal', value: '7' }, value: literal('z') },
          ],
        },
      },
      2,
    );
    expect(values).toEqual([[], [literal('b'), literal('c')]]);
  });
});

describe('termFromText', () => {
  it('keeps the old value\'s datatype, language or being a link unless the column names a type', () => {
    expect(termFromText('13', { old: { type: 'literal', value: '12', datatype: `${XSD}integer` } })).toEqual({ ok: true, term: { type: 'literal', value: '13', datatype: `${XSD}integer` } });
    expect(termFromText('woning', { old: { type: 'literal', value: 'huis', 'xml:lang': 'nl' } })).toEqual({ ok: true, term: { type: 'literal', value: 'woning', 'xml:lang': 'nl' } });
    expect(termFromText('http://x.org/b', { old: { type: 'uri', value: 'http://x.org/a' } })).toEqual({ ok: true, term: { type: 'uri', value: 'http://x.org/b' } });
    expect(termFromText('geen link', { old: { type: 'uri', value: 'http://x.org/a' } })).toMatchObject({ ok: false });
    expect(termFromText('tekst', {})).toEqual({ ok: true, term: { type: 'literal', value: 'tekst' } });
    expect(termFromText('2', { objectType: 'xsd:decimal', old: literal('1') })).toEqual({ ok: true, term: { type: 'literal', value: '2', datatype: `${XSD}decimal` } });
  });

  it('refuses a text that is not a value of the datatype, and takes unchecked datatypes as written', () => {
    expect(termFromText('twaalf', { objectType: `${XSD}integer` })).toEqual({ ok: false, error: '"twaalf" is not a valid xsd:integer value.' });
    expect(termFromText('gisteren', { objectType: 'xsd:date' })).toMatchObject({ ok: false });
    expect(termFromText('1931', { objectType: 'xsd:gYear' })).toEqual({ ok: true, term: { type: 'literal', value: '1931', datatype: `${XSD}gYear` } });
  });
});

describe('sameTerm', () => {
  it('reads a plain literal as an xsd:string and ignores the case of language tags', () => {
    expect(sameTerm(literal('a'), { type: 'typed-literal', value: 'a', datatype: `${XSD}string` })).toBe(true);
    expect(sameTerm({ type: 'literal', value: 'a', 'xml:lang': 'NL' }, { type: 'literal', value: 'a', 'xml:lang': 'nl' })).toBe(true);
    expect(sameTerm(literal('1'), { type: 'literal', value: '1', datatype: `${XSD}integer` })).toBe(false);
    expect(sameTerm({ type: 'uri', value: 'a:b' }, literal('a:b'))).toBe(false);
    expect(sameTerm(null, undefined)).toBe(true);
  });
});
