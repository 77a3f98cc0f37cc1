import fc from 'fast-check';
import sparqljs from 'sparqljs';
import { describe, expect, it } from 'vitest';
import { planLiteralEdit, type LiteralEdit } from './literalEdit.js';

const S = 'http://example.org/building/1';
const P = 'http://example.org/def/status';
const XSD = 'http://www.w3.org/2001/XMLSchema#';

function plan(edit: Partial<LiteralEdit> = {}) {
  return planLiteralEdit({ subject: S, predicate: P, oldValue: { type: 'literal', value: 'In gebruik' }, newText: 'Gesloopt', ...edit });
}

type Term = { termType: string; value: string; datatype?: { value: string }; language?: string };
type Triple = { subject: Term; predicate: Term; object: Term };
type Quads = { type: string; triples: Triple[]; name?: Term };
type UpdateTree = { updates: { updateType: string; delete: Quads[]; insert: Quads[]; where: Quads[] }[] };

function parseUpdate(text: string): UpdateTree['updates'][number] {
  const tree = new sparqljs.Parser().parse(text) as unknown as UpdateTree;
  expect(tree.updates).toHaveLength(1);
  return tree.updates[0]!;
}

describe('planLiteralEdit', () => {
  it('swaps the old literal for the new one, on the old one\'s subject and predicate only', () => {
    const result = plan();
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const update = parseUpdate(result.update);
    expect(update.updateType).toBe('insertdelete');
    const [removed] = update.delete[0]!.triples;
    const [added] = update.insert[0]!.triples;
    expect(removed!.subject.value).toBe(S);
    expect(removed!.predicate.value).toBe(P);
    expect(removed!.object.value).toBe('In gebruik');
    expect(added!.object).toMatchObject({ termType: 'Literal', value: 'Gesloopt', datatype: { value: `${XSD}string` } });
    // The WHERE clause repeats the old triple, so nothing is inserted once the old value is gone.
    expect(update.where[0]!.triples[0]!.object.value).toBe('In gebruik');
    expect(result.check).toContain('ASK');
    expect(result.confirm).toContain('"Gesloopt"');
  });

  it('keeps the language tag of the old value', () => {
    const result = plan({ oldValue: { type: 'literal', value: 'huis', 'xml:lang': 'nl' }, newText: 'woning' });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const added = parseUpdate(result.update).insert[0]!.triples[0]!;
    expect(added.object).toMatchObject({ value: 'woning', language: 'nl' });
  });

  it('keeps the datatype and refuses a value that does not fit it', () => {
    const year = { type: 'literal' as const, value: '1931', datatype: `${XSD}gYear` };
    const integer = { type: 'literal' as const, value: '12', datatype: `${XSD}integer` };
    const ok = plan({ oldValue: integer, newText: '13' });
    expect(ok.ok && parseUpdate(ok.update).insert[0]!.triples[0]!.object.datatype?.value).toBe(`${XSD}integer`);
    expect(plan({ oldValue: integer, newText: 'twaalf' })).toEqual({ ok: false, error: '"twaalf" is not a valid xsd:integer value.' });
    // A datatype Grafiek does not check is taken as written.
    expect(plan({ oldValue: year, newText: '1932' }).ok).toBe(true);
  });

  it('puts the triples in the named graph when one is given', () => {
    const result = plan({ graph: 'http://example.org/graph/bag' });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const update = parseUpdate(result.update);
    expect(update.delete[0]).toMatchObject({ type: 'graph', name: { value: 'http://example.org/graph/bag' } });
    expect(update.insert[0]).toMatchObject({ type: 'graph', name: { value: 'http://example.org/graph/bag' } });
  });

  it('says clearly why an edit cannot be made', () => {
    expect(plan({ subject: 'not an iri' })).toMatchObject({ ok: false, error: expect.stringContaining('is not an IRI') });
    expect(plan({ predicate: 'http://example.org/a> <b' })).toMatchObject({ ok: false, error: expect.stringContaining('is not an IRI') });
    expect(plan({ oldValue: { type: 'uri', value: 'http://example.org/x' } })).toMatchObject({ ok: false, error: expect.stringContaining('link') });
    expect(plan({ newText: '   ' })).toEqual({ ok: false, error: 'Type a value: an empty value is not saved.' });
    expect(plan({ oldValue: { type: 'literal', value: ' \t' } })).toMatchObject({ ok: false, error: expect.stringContaining('only spaces') });
    expect(plan({ newText: 'http://www.buildingbits.nl/reset' })).toMatchObject({ ok: false, error: expect.stringContaining('reset marker') });
  });

  it('edits an empty old value', () => {
    const result = plan({ oldValue: { type: 'literal', value: '' } });
    expect(result.ok && parseUpdate(result.update).delete[0]!.triples[0]!.object.value).toBe('');
  });

  it('never lets a typed value change what the update does (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), fc.string({ unit: 'binary' }), (oldText, newText) => {
        const result = plan({ oldValue: { type: 'literal', value: oldText }, newText });
        if (!result.ok) {
          expect(newText.trim() === '' || (oldText !== '' && oldText.trim() === '')).toBe(true);
          return;
        }
        const update = parseUpdate(result.update);
        expect(update.delete[0]!.triples).toHaveLength(1);
        expect(update.insert[0]!.triples).toHaveLength(1);
        expect(update.where[0]!.triples).toHaveLength(1);
        const added = update.insert[0]!.triples[0]!;
        expect(added.subject.value).toBe(S);
        expect(added.predicate.value).toBe(P);
        expect(added.object).toMatchObject({ termType: 'Literal', value: newText });
        expect(update.delete[0]!.triples[0]!.object.value).toBe(oldText);
      }),
      { numRuns: 500 },
    );
    // sparqljs parses a few hundred updates a second on a busy machine.
  }, 60_000);
});
