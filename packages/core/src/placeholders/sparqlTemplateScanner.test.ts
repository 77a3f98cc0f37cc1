import { describe, expect, it } from 'vitest';
import { scanSparqlTemplate, type SparqlPlace } from './sparqlTemplateScanner.js';

function places(text: string): SparqlPlace[] {
  return scanSparqlTemplate(text).flatMap((part) => (part.kind === 'placeholder' ? [part.place] : []));
}

describe('scanSparqlTemplate', () => {
  it('tells an IRI from a less-than comparison', () => {
    expect(places('<http://x/{{a}}> ?p ?o FILTER(?n < {{b}})')).toEqual([{ kind: 'iri' }, { kind: 'bare' }]);
    expect(places('<{{a}}>')).toEqual([{ kind: 'iri' }]);
  });

  it('knows each kind of string literal', () => {
    expect(places(`"{{a}}" '{{b}}' """x "{{c}}" """ '''{{d}}'''`)).toEqual([
      { kind: 'literal', quote: '"' },
      { kind: 'literal', quote: "'" },
      { kind: 'literal', quote: '"""' },
      { kind: 'literal', quote: "'''" },
    ]);
  });

  it('does not end a string at an escaped quote', () => {
    expect(places(String.raw`"a\"{{x}}"`)).toEqual([{ kind: 'literal', quote: '"' }]);
  });

  it('finds comments, but not a # inside an IRI or a string', () => {
    expect(places('<http://x#{{a}}> "#{{b}}" # {{c}}\n{{d}}')).toEqual([
      { kind: 'iri' },
      { kind: 'literal', quote: '"' },
      { kind: 'comment' },
      { kind: 'bare' },
    ]);
  });

  it('finds placeholders glued to names', () => {
    expect(places('?{{a}} ex:{{b}} "x"@{{c}} ?v{{d}}')).toEqual([
      { kind: 'name', part: 'variable' },
      { kind: 'name', part: 'name' },
      { kind: 'name', part: 'language' },
      { kind: 'name', part: 'variable' },
    ]);
  });

  it('finds value lists', () => {
    expect(places('FILTER(?x NOT IN ( {{a}} )) VALUES ?y { {{b}} } { {{c}} }')).toEqual([
      { kind: 'list', separator: ',' },
      { kind: 'list', separator: ' ' },
      { kind: 'bare' },
    ]);
  });

  it('keeps the text between placeholders', () => {
    expect(scanSparqlTemplate('a {{x}} b')).toEqual([
      { kind: 'text', text: 'a ' },
      expect.objectContaining({ kind: 'placeholder' }),
      { kind: 'text', text: ' b' },
    ]);
  });
});
