import { literal, type QueryResults, type ResultTerm, type Solution } from './resultTerms.js';
import { childrenNamed, parseXml, type XmlElement } from './xmlElements.js';

/** Reads the SPARQL Query Results XML Format (https://www.w3.org/TR/rdf-sparql-XMLres/). */
export function parseSparqlXmlResults(text: string): QueryResults {
  const root = parseXml(text);
  if (root.name !== 'sparql') throw new Error(`not SPARQL XML results: the root element is <${root.name}>`);
  const head = childrenNamed(root, 'head')[0];
  const variables = head ? childrenNamed(head, 'variable').map((v) => v.attributes.name ?? '') : [];
  const booleanElement = childrenNamed(root, 'boolean')[0];
  if (booleanElement) {
    const value = booleanElement.text.trim();
    if (value !== 'true' && value !== 'false') throw new Error(`<boolean> holds "${value}"`);
    return { kind: 'boolean', value: value === 'true' };
  }
  const results = childrenNamed(root, 'results')[0];
  if (!results) throw new Error('not SPARQL XML results: neither <boolean> nor <results>');
  const solutions = childrenNamed(results, 'result').map((result) => {
    const solution: Solution = new Map();
    for (const binding of childrenNamed(result, 'binding')) {
      const [term] = binding.children;
      if (!term) throw new Error(`<binding name="${binding.attributes.name}"> has no term`);
      solution.set(binding.attributes.name ?? '', xmlTerm(term));
    }
    return solution;
  });
  return { kind: 'bindings', variables, solutions };
}

function xmlTerm(element: XmlElement): ResultTerm {
  switch (element.name) {
    case 'uri':
      return { type: 'uri', value: element.text.trim() };
    case 'bnode':
      return { type: 'bnode', value: element.text.trim() };
    case 'literal':
      return literal(element.text, element.attributes.datatype, element.attributes['xml:lang']);
    default:
      throw new Error(`unknown term <${element.name}> in SPARQL XML results`);
  }
}
