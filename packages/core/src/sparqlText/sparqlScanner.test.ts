import { describe, expect, it } from 'vitest';
import { scanSparql } from './sparqlScanner.js';

describe('scanSparql', () => {
  it('finds comments but not # inside IRIs or strings', () => {
    const text = 'prefix geo: <http://www.opengis.net/ont/geosparql#>\nselect ?a { bind("#no" as ?a) } #yes;\n';
    const { code, comments } = scanSparql(text);
    expect(comments.map((c) => c.text)).toEqual(['yes;']);
    expect(code).toHaveLength(text.length);
    expect(code).not.toContain('#no');
    expect(code).toContain('<http://www.opengis.net/ont/geosparql#>');
  });

  it('reads < as a comparison when no IRI follows', () => {
    expect(scanSparql('filter(?a < 5) # c').comments.map((c) => c.text)).toEqual([' c']);
  });

  it('handles long strings and escaped quotes', () => {
    const { comments } = scanSparql(`bind("""a " # b""" as ?x) bind('it\\'s # x' as ?y) # real`);
    expect(comments.map((c) => c.text)).toEqual([' real']);
  });
});
