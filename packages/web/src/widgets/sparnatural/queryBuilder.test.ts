import { describe, expect, it } from 'vitest';
import { translator } from '../../i18n/testTranslations';
import { addCriterion, buildQuery, iriTerm, rangeBound, removeCriterion, setFilter, setShown, startWith, stringLiteral, variableName, type BuilderState, type BuildOptions } from './queryBuilder';

const EX = 'http://example.org/';
const OPTIONS = { limit: 100000, language: 'nl', distinct: true };

function pandWithOwner(): BuilderState {
  const start = startWith(`${EX}Pand`, 'Pand');
  return addCriterion(start, 'n1', { iri: `${EX}eigenaar`, label: 'eigenaar' }, { kind: 'class', classIri: `${EX}Persoon`, label: 'Persoon' });
}

function built(state: BuilderState, options = OPTIONS): string {
  const result = buildQuery(state, options);
  if (!result.ok) throw new Error(result.error);
  return result.query;
}

describe('buildQuery', () => {
  it('writes class, property and class as triple patterns, with labels in the language and the limit', () => {
    const query = built(pandWithOwner());
    expect(query).toContain('SELECT DISTINCT ?Pand ?Pand_URI ?Persoon ?Persoon_URI WHERE {');
    expect(query).toContain(`?Pand_URI a <${EX}Pand> .`);
    expect(query).toContain(`?Pand_URI <${EX}eigenaar> ?Persoon_URI .`);
    expect(query).toContain(`?Persoon_URI a <${EX}Persoon> .`);
    expect(query).toContain('FILTER(LANGMATCHES(LANG(?_Pand_lang), "nl"))');
    expect(query).toContain('BIND(COALESCE(?_Pand_lang, ?_Pand_plain, STR(?Pand_URI)) AS ?Pand)');
    expect(query.endsWith('LIMIT 100000')).toBe(true);
  });

  it('chains criteria from later nodes and leaves hidden columns out', () => {
    let state = pandWithOwner();
    state = addCriterion(state, 'n2', { iri: `${EX}woontIn`, label: 'woont in' }, { kind: 'resource' });
    state = setShown(state, 'n2', false);
    const query = built(state);
    expect(query).toContain(`?Persoon_URI <${EX}woontIn> ?woont_in_URI .`);
    expect(query).toMatch(/^SELECT DISTINCT \?Pand \?Pand_URI \?woont_in \?woont_in_URI WHERE/m);
    expect(query).not.toContain('?_Persoon_lang');
  });

  it('filters values: contains, equals, an IRI and a range of numbers or dates', () => {
    let state = startWith(`${EX}Pand`, 'Pand');
    state = addCriterion(state, 'n1', { iri: `${EX}naam`, label: 'naam' }, { kind: 'value' });
    state = addCriterion(state, 'n1', { iri: `${EX}bouwjaar`, label: 'bouwjaar' }, { kind: 'value' });
    state = addCriterion(state, 'n1', { iri: `${EX}datum`, label: 'datum' }, { kind: 'value' });
    state = addCriterion(state, 'n1', { iri: `${EX}soort`, label: 'soort' }, { kind: 'value' });
    state = setFilter(state, 'c1', { kind: 'contains', text: 'Dorps' });
    state = setFilter(state, 'c2', { kind: 'range', min: '1900', max: '' });
    state = setFilter(state, 'c3', { kind: 'range', min: '', max: '2024-01-31' });
    state = setFilter(state, 'c4', { kind: 'iri', iri: `${EX}woning` });
    const query = built(state);
    expect(query).toContain('FILTER(CONTAINS(LCASE(STR(?naam)), LCASE("Dorps")))');
    expect(query).toContain('FILTER(?bouwjaar >= 1900)');
    expect(query).toContain('FILTER(?datum <= "2024-01-31"^^xsd:date)');
    expect(query).toContain(`FILTER(?soort = <${EX}woning>)`);
    expect(query).toContain('SELECT DISTINCT ?Pand ?Pand_URI ?naam ?bouwjaar ?datum ?soort WHERE');
    expect(built(setFilter(state, 'c1', { kind: 'equals', text: 'Kerkweg 4' }))).toContain('FILTER(STR(?naam) = "Kerkweg 4")');
  });

  it('never lets typed text change the query: literals are escaped, IRIs and numbers checked', () => {
    let state = startWith(`${EX}Pand`, 'Pand');
    state = addCriterion(state, 'n1', { iri: `${EX}naam`, label: 'naam' }, { kind: 'value' });
    const hostile = '") } ; DROP ALL ; SELECT * { ?s ?p ?o FILTER("\\';
    const query = built(setFilter(state, 'c1', { kind: 'contains', text: hostile }));
    expect(query).toContain(`LCASE(${stringLiteral(hostile)})`);
    expect(stringLiteral(hostile)).toBe('"\\") } ; DROP ALL ; SELECT * { ?s ?p ?o FILTER(\\"\\\\"');
    expect(query.split('\n').filter((line) => line.includes('FILTER(CONTAINS'))).toHaveLength(1);

    const badIri = buildQuery(setFilter(state, 'c1', { kind: 'iri', iri: `${EX}a> } DROP ALL { <x` }), OPTIONS);
    expect(badIri).toEqual({ ok: false, error: expect.stringContaining('is not an IRI') });
    const badRange = buildQuery(setFilter(state, 'c1', { kind: 'range', min: '1900) || true || (1', max: '' }), OPTIONS);
    expect(badRange).toEqual({ ok: false, error: expect.stringContaining('neither a number nor a date') });
    expect(buildQuery(state, { ...OPTIONS, language: 'nl") } DROP ALL {' })).toEqual({ ok: false, error: expect.stringContaining('not a language tag') });
    expect(buildQuery(startWith('javascript:alert(1)>', 'x'), OPTIONS)).toEqual({ ok: false, error: expect.stringContaining('is not an IRI') });
  });

  it('asks for a start class and for at least one column', () => {
    expect(buildQuery({ nodes: [], criteria: [] }, OPTIONS)).toEqual({ ok: false, error: 'Pick a class to start from.' });
    expect(buildQuery(setShown(startWith(`${EX}Pand`, 'Pand'), 'n1', false), OPTIONS)).toEqual({ ok: false, error: expect.stringContaining('Show at least one column') });
  });

  it('says why word for word so with the English texts, and in Dutch for a Dutch reader', async () => {
    const [en, nl] = [await translator('en'), await translator('nl')];
    const state = addCriterion(startWith(`${EX}Pand`, 'Pand'), 'n1', { iri: `${EX}naam`, label: 'naam' }, { kind: 'value' });
    const failing: [BuilderState, BuildOptions][] = [
      [{ nodes: [], criteria: [] }, OPTIONS],
      [state, { ...OPTIONS, language: 'n l' }],
      [state, { ...OPTIONS, limit: 0 }],
      [startWith('geen iri', 'x'), OPTIONS],
      [startWith('javascript:alert(1)>', 'x'), OPTIONS],
      [setFilter(state, 'c1', { kind: 'range', min: 'oud', max: '' }), OPTIONS],
      [setFilter(state, 'c1', { kind: 'iri', iri: 'geen iri' }), OPTIONS],
      [setShown(startWith(`${EX}Pand`, 'Pand'), 'n1', false), OPTIONS],
    ];
    for (const [failingState, options] of failing) expect(buildQuery(failingState, { ...options, t: en })).toEqual(buildQuery(failingState, options));
    expect(buildQuery({ nodes: [], criteria: [] }, { ...OPTIONS, t: nl })).toEqual({ ok: false, error: 'Kies een klasse om mee te beginnen.' });
    expect(buildQuery(setFilter(state, 'c1', { kind: 'range', min: 'oud', max: '' }), { ...OPTIONS, t: nl })).toEqual({
      ok: false,
      error: 'naam: "oud" is geen getal en geen datum (zoals 1900 of 2024-01-31)',
    });
    expect(buildQuery(startWith('geen iri', 'x'), { ...OPTIONS, t: nl })).toEqual({ ok: false, error: 'De klasse van x: "geen iri" is geen IRI (een IRI begint met een schema zoals http:)' });
  });

  it('writes no DISTINCT when told so, and any limit', () => {
    expect(built(startWith(`${EX}Pand`, 'Pand'), { ...OPTIONS, distinct: false, limit: 10 })).toMatch(/^SELECT \?Pand \?Pand_URI WHERE \{$[\s\S]*LIMIT 10$/m);
  });
});

describe('removeCriterion', () => {
  it('removes the criterion, the node it led to and the criteria from there', () => {
    let state = pandWithOwner();
    state = addCriterion(state, 'n2', { iri: `${EX}woontIn`, label: 'woont in' }, { kind: 'resource' });
    state = addCriterion(state, 'n1', { iri: `${EX}bouwjaar`, label: 'bouwjaar' }, { kind: 'value' });
    const after = removeCriterion(state, 'c1');
    expect(after.nodes.map((node) => node.id)).toEqual(['n1']);
    expect(after.criteria.map((criterion) => criterion.id)).toEqual(['c3']);
  });
});

describe('variableName', () => {
  it('makes a SPARQL name from a label, unique, never ending in a column convention', () => {
    expect(variableName('Pand', [])).toBe('Pand');
    expect(variableName('Pand', ['Pand', 'Pand_URI'])).toBe('Pand_2');
    expect(variableName('publiekrechtelijke beperking', [])).toBe('publiekrechtelijke_beperking');
    expect(variableName('Ëigenaar (natuurlijk)', [])).toBe('Eigenaar_natuurlijk');
    expect(variableName('3D-model', [])).toBe('v3D_model');
    expect(variableName('websiteURL', [])).toBe('websiteURL_v');
    expect(variableName('', [])).toBe('v');
  });
});

describe('checked terms', () => {
  it('takes IRIs with a scheme and no forbidden characters', () => {
    expect(iriTerm(`${EX}a`)).toEqual({ ok: true, text: `<${EX}a>` });
    expect(iriTerm('urn:x:1').ok).toBe(true);
    expect(iriTerm('not an iri').ok).toBe(false);
    expect(iriTerm(`${EX}a b`).ok).toBe(false);
  });

  it('takes numbers and dates as range bounds', () => {
    expect(rangeBound(' 12.5 ')).toEqual({ ok: true, text: '12.5' });
    expect(rangeBound('2020-05-01T10:00:00Z')).toEqual({ ok: true, text: '"2020-05-01T10:00:00Z"^^xsd:dateTime' });
    expect(rangeBound('twelve').ok).toBe(false);
  });
});
