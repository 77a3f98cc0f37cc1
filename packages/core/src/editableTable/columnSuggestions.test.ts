import { describe, expect, it } from 'vitest';
import { columnSuggestions, SELECT_ALL_MESSAGE } from './columnSuggestions.js';

const QUERY = `PREFIX ex: <http://example.org/def#>
SELECT ?row ?naam (STR(?m) AS ?lastModified) ?status_URI
WHERE { ?row ex:naam ?naam ; ex:modified ?m . }`;

describe('columnSuggestions', () => {
  it('offers the selected variables no column shows yet, leaving out those with an underscore', () => {
    expect(columnSuggestions(QUERY, { columnConfigs: [{ id: 'naam', width: 'auto' }] })).toEqual({
      ok: true,
      variables: ['row', 'lastModified'],
    });
    expect(columnSuggestions(['a', 'b_c', 'd'], { columnConfigs: [] })).toEqual({ ok: true, variables: ['a', 'd'] });
  });

  it('cannot fill in columns from SELECT *', () => {
    expect(columnSuggestions('select * { ?s ?p ?o }', { columnConfigs: [] })).toEqual({
      ok: false,
      message: SELECT_ALL_MESSAGE,
    });
  });
});
