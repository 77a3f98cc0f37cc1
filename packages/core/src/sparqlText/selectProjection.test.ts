import { describe, expect, it } from 'vitest';
import { selectProjection } from './selectProjection.js';

describe('selectProjection', () => {
  it('lists bare and AS variables but not the inputs of expressions', () => {
    const q = 'select distinct ?uri ?geometry ?label (xsd:float(count (distinct ?gebouw)) as ?color)\nwhere { }';
    expect(selectProjection(q)).toEqual({ kind: 'variables', variables: ['uri', 'geometry', 'label', 'color'] });
  });

  it('reads only the outer SELECT and skips commented-out variables', () => {
    const q = `PREFIX x: <http://x#>
# select ?commented
SELECT ?a $b #?c
WHERE { { SELECT ?inner WHERE { } } }`;
    expect(selectProjection(q)).toEqual({ kind: 'variables', variables: ['a', 'b'] });
  });

  it('stops at the WHERE brace even without the WHERE keyword', () => {
    expect(selectProjection('SELECT ?s { ?s ?p ?o }')).toEqual({ kind: 'variables', variables: ['s'] });
  });

  it('tells SELECT * and non-SELECT queries apart', () => {
    expect(selectProjection('SELECT * WHERE { ?s ?p ?o }')).toEqual({ kind: 'all' });
    expect(selectProjection('SELECT REDUCED * { }')).toEqual({ kind: 'all' });
    expect(selectProjection('ASK { ?s ?p ?o }')).toEqual({ kind: 'notSelect' });
  });
});
