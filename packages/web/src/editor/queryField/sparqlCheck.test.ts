import { describe, expect, it } from 'vitest';
import { checkSparqlTemplate, maskTemplate, positionOf } from './sparqlCheck';

const RDFS = 'PREFIX rdfs: <http://www.w3.org/2000/01/rdf-schema#>\n';

describe('maskTemplate', () => {
  it('puts a term that fits where each placeholder stands', () => {
    const masked = maskTemplate('SELECT * WHERE { <{{s}}> ?p {{o}} . ?x rdfs:label "{{name}}"@{{lang}} . ?{{v}} ?q ?r } LIMIT {{n}}');
    expect(masked.text).toBe('SELECT * WHERE { <urn:x> ?p <urn:x> . ?x rdfs:label "x"@x . ?x ?q ?r } LIMIT 1');
  });

  it('treats a <script> block as a placeholder in its place', () => {
    const masked = maskTemplate('SELECT * WHERE { ?s ?p <script>\nreturn "<http://x>";\n</script> }');
    expect(masked.text).toBe('SELECT * WHERE { ?s ?p <urn:x> }');
  });

  it('maps offsets back into the template', () => {
    const template = 'SELECT * { ?s ?p {{object}} } LIMIT 5';
    const masked = maskTemplate(template);
    const limit = masked.text.indexOf('LIMIT');
    expect(masked.toTemplate(limit)).toBe(template.indexOf('LIMIT'));
    const inside = masked.text.indexOf('<urn:x>') + 2;
    expect(masked.toTemplate(inside)).toBe(template.indexOf('{{object}}'));
    expect(masked.toTemplate(inside, 'end')).toBe(template.indexOf('{{object}}') + '{{object}}'.length);
  });
});

describe('checkSparqlTemplate', () => {
  it('accepts valid queries, templates and empty text', () => {
    expect(checkSparqlTemplate('')).toBeNull();
    expect(checkSparqlTemplate(`${RDFS}SELECT ?s WHERE { ?s rdfs:label ?l . FILTER(?l = "{{name}}") } LIMIT {{max}}`)).toBeNull();
    expect(checkSparqlTemplate('SELECT * WHERE { ?s ?p <{{uri}}> . VALUES ?x { {{xs}} } FILTER(?s IN ({{list}})) }')).toBeNull();
  });

  it('marks the token the parser stopped at, with its line and column', () => {
    const problem = checkSparqlTemplate(`${RDFS}SELECT * WHERE {\n  ?s ?p ?o .\n  FILTER(?s = )\n}`);
    expect(problem).toMatchObject({ line: 4, column: 15, severity: 'error' });
    expect(problem!.message).toMatch(/^Expecting .* \(\d+ more\), got '\)'$/);
    expect(problem!.to).toBe(problem!.from + 1);
  });

  it('checks the query around a placeholder in an IRI', () => {
    const template = `${RDFS}SELECT ?name WHERE { ?thing a <{{cls}}> ; rdfs:label ?name . FILTER(?name = ) } ORDER BY ?name`;
    const problem = checkSparqlTemplate(template)!;
    expect(problem).toMatchObject({ line: 2, column: template.split('\n')[1]!.indexOf(')') + 1 });
    expect(problem.message).toMatch(/got '\)'$/);
  });

  it('gives positions in the template even after placeholders and script blocks', () => {
    const template = 'SELECT * WHERE { ?s ?p "{{a long placeholder name}}" , <script>\nreturn 1;\n</script> . ?s ?p ?o ?? }';
    const problem = checkSparqlTemplate(template)!;
    expect(template.slice(problem.from, problem.to)).toBe('??');
    expect(positionOf(template, problem.from)).toEqual({ line: problem.line, column: problem.column });
    expect(problem.line).toBe(3);
  });

  it('marks an unfinished query at its last token', () => {
    const template = 'SELECT * WHERE { ?s ?p ?o ';
    const problem = checkSparqlTemplate(template)!;
    expect(template.slice(problem.from, problem.to)).toBe('?o');
    expect(problem.message).toContain("got 'EOF'");
  });

  it('warns about an undeclared prefix where it is used', () => {
    const template = 'SELECT * WHERE {\n  ?s a "skos:Concept" ; skos:prefLabel ?l }';
    const problem = checkSparqlTemplate(template)!;
    expect(problem).toMatchObject({ severity: 'warning', message: 'Unknown prefix: skos', line: 2 });
    expect(template.slice(problem.from, problem.to)).toBe('skos:');
  });

  it('names a checked rule the parser applies after the grammar', () => {
    const template = 'SELECT ?x WHERE { ?s ?p ?x } GROUP BY ?s';
    const problem = checkSparqlTemplate(template)!;
    expect(problem.message).toBe('Projection of ungrouped variable (?x)');
    expect(template.slice(problem.from, problem.to)).toBe('?x');
  });
});
