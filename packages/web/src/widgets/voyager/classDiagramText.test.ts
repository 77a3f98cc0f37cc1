import { describe, expect, it } from 'vitest';
import { classDiagramLabel, classDiagramText } from './classDiagramText';

describe('classDiagramLabel', () => {
  it('keeps letters, digits, spaces, dots and commas, on one line', () => {
    expect(classDiagramLabel('Gebouw 2, één.  \n deel')).toBe('Gebouw 2, één. deel');
  });

  it('writes every other character as a Mermaid entity code', () => {
    expect(classDiagramLabel('x"] { } <img src=x onerror=alert(1)>')).toBe('x#34;#93; #123; #125; #60;img src#61;x onerror#61;alert#40;1#41;#62;');
    expect(classDiagramLabel('%% click C0 call f() `**b**` ~T~ $ * #quot;')).toBe(
      '#37;#37; click C0 call f#40;#41; #96;#42;#42;b#42;#42;#96; #126;T#126; #36; #42; #35;quot#59;',
    );
    expect(classDiagramLabel('😀')).toBe('#128512;');
  });
});

describe('classDiagramText', () => {
  it('names classes by number, with their attributes, associations, generalisations and node classes', () => {
    const diagram = classDiagramText({
      classes: [
        { iri: 'http://e/Adres', label: 'Adres', attributes: [] },
        { iri: 'http://e/Gebouw', label: 'Gebouw (oud)', attributes: [{ iri: 'http://e/naam', label: 'naam', type: 'string', multiplicity: '1' }, { iri: 'http://e/x', label: 'x', type: '', multiplicity: '' }] },
        { iri: 'http://e/Object', label: 'Object', attributes: [] },
      ],
      associations: [
        { from: 'http://e/Gebouw', to: 'http://e/Adres', iri: 'http://e/heeftAdres', label: 'heeft adres', multiplicity: '0..*' },
        { from: 'http://e/Adres', to: 'http://e/Gebouw', iri: 'http://e/van', label: 'van', multiplicity: '' },
      ],
      generalisations: [{ sub: 'http://e/Gebouw', super: 'http://e/Object' }],
      total: 3,
    });
    expect(diagram.text).toBe(
      [
        'classDiagram',
        '  class C0["Adres"]',
        '  class C1["Gebouw #40;oud#41;"] {',
        '    naam : string [1]',
        '    x',
        '  }',
        '  class C2["Object"]',
        '  C1 --> "0..*" C0 : heeft adres',
        '  C0 --> C1 : van',
        '  C2 <|-- C1',
        '  cssClass "C0" voyagerclass0',
        '  cssClass "C1" voyagerclass1',
        '  cssClass "C2" voyagerclass2',
      ].join('\n'),
    );
    expect(diagram.iris).toEqual(['http://e/Adres', 'http://e/Gebouw', 'http://e/Object']);
    expect(diagram.labels).toEqual(['Adres', 'Gebouw (oud)', 'Object']);
  });
});
