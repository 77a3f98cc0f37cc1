import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { RepositoryRegistry } from '../../repositories/repositoryRegistry.js';
import { nodeSatisfies } from './comunicaEngine.js';
import { delegateToServices, findServices, mentionsService, type Operation, type Term } from './serviceClauses.js';
import { classifyService } from './serviceTargets.js';

describe('mentionsService', () => {
  it('finds the keyword before an endpoint, as apps write it', () => {
    expect(mentionsService('SELECT * { SERVICE <http://x/sparql> { ?s ?p ?o } }')).toBe(true);
    expect(mentionsService('select * { service<https://api.example.org/sparql> { ?s ?p ?o } }')).toBe(true);
    expect(mentionsService('SELECT * { ?a ?b ?c .SERVICE SILENT <x> { ?s ?p ?o } }')).toBe(true);
    expect(mentionsService('SELECT * { SERVICE ?endpoint { ?s ?p ?o } }')).toBe(true);
    expect(mentionsService('SELECT * { SERVICE ex:endpoint { ?s ?p ?o } }')).toBe(true);
    expect(mentionsService('SELECT * { SERVICE\n  :endpoint { ?s ?p ?o } }')).toBe(true);
  });

  it('ignores it in comments, strings, names and IRIs', () => {
    expect(mentionsService('SELECT * { ?s ?p ?o } # SERVICE <x> { }')).toBe(false);
    expect(mentionsService('SELECT * { ?s ?p "SERVICE <x> {" }')).toBe(false);
    expect(mentionsService('SELECT ?service { ?service <urn:service> ?x . ?x ex:service ?y }')).toBe(false);
    expect(mentionsService('SELECT * { ?s a <http://example.org/SERVICE> }')).toBe(false);
    expect(mentionsService('SELECT * { ?s ?p ?o }')).toBe(false);
  });
});

const iri = (value: string): Term => ({ termType: 'NamedNode', value });
const v = (value: string): Term => ({ termType: 'Variable', value });
const bgp = (...names: string[]): Operation => ({ type: 'bgp', patterns: names.map((n) => ({ termType: 'Quad', subject: v(n), predicate: v('p'), object: v('o') })) });
const service = (name: Term, input: Operation, silent = false): Operation => ({ type: 'service', name, input, silent });

describe('findServices and delegateToServices', () => {
  // SELECT * FROM <urn:g> { ?a ... SERVICE <urn:one> { ?b ... SERVICE <urn:two> { ?c ... } }
  //   FILTER EXISTS { ?d ... } OPTIONAL { ?e ... } }
  const query: Operation = {
    type: 'from',
    default: [iri('urn:g')],
    named: [],
    input: {
      type: 'project',
      variables: [],
      input: {
        type: 'filter',
        expression: { type: 'expression', subType: 'existence', not: false, input: bgp('d') },
        input: {
          type: 'leftjoin',
          input: [{ type: 'join', input: [bgp('a'), service(iri('urn:one'), { type: 'join', input: [bgp('b'), service(iri('urn:two'), bgp('c'), true)] })] }, bgp('e')],
        },
      },
    },
  };

  it('finds every clause with the clauses around it', () => {
    expect(findServices(query).map((c) => [c.name.value, c.silent, c.enclosing.map((e) => e.value)])).toEqual([
      ['urn:one', false, []],
      ['urn:two', true, ['urn:one']],
    ]);
    expect(findServices(bgp('a'))).toEqual([]);
  });

  it('addresses every part without a clause to the local endpoint, renames the outermost clauses and keeps the nested ones', () => {
    let parts = 0;
    const { operation, defaultGraphs, namedGraphs } = delegateToServices(
      query,
      () => iri(`local:${++parts}`),
      (name, silent) => iri(`endpoint:${name}${silent ? ':silent' : ''}`),
    );
    expect([defaultGraphs, namedGraphs]).toEqual([['urn:g'], []]);
    const project = operation as { type: string; input: { expression: { input: Operation }; input: { input: [Operation, Operation] } } };
    expect(project.type).toBe('project');
    const filter = project.input;
    // FILTER EXISTS over a local pattern: the local endpoint answers it. Each part has its own name.
    expect(filter.expression.input).toEqual(service(iri('local:1'), bgp('d')));
    const [joined, optional] = filter.input.input;
    expect(optional).toEqual(service(iri('local:3'), bgp('e')));
    expect(joined).toEqual({
      type: 'join',
      input: [service(iri('local:2'), bgp('a')), service(iri('endpoint:urn:one'), { type: 'join', input: [bgp('b'), service(iri('urn:two'), bgp('c'), true)] })],
    });
  });
});

describe('classifyService', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'grafiek-federation-'));
  fs.writeFileSync(
    path.join(dir, 'repositories.json'),
    JSON.stringify({ repositories: [{ name: 'brp', kind: 'embedded', public: false, projects: ['alpha'] }] }),
  );
  const registry = RepositoryRegistry.load(dir, async () => {
    throw new Error('not opened here');
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  const classify = (value: string) => classifyService(value, 'https://grafiek.example', registry, ['data.example.org']);

  it("knows this server's repositories by their endpoint URL, whatever the query string", () => {
    for (const value of ['https://grafiek.example/api/sparql/brp', 'http://grafiek.example/api/sparql/brp/?persona=system']) {
      const target = classify(value);
      expect(target.kind === 'endpoint' && [target.target.name, target.embedded]).toEqual(['brp', true]);
    }
    expect(classify('https://grafiek.example/api/sparql/none')).toEqual({
      kind: 'refused',
      iri: 'https://grafiek.example/api/sparql/none',
      reason: 'repository none does not exist',
    });
  });

  it('lets through allow-listed endpoints only, directly or by the proxy path', () => {
    const remote = classify('https://data.example.org/sparql?persona=x');
    expect(remote.kind === 'endpoint' && [remote.target.name, remote.target.key, remote.embedded]).toEqual([undefined, 'https://data.example.org/sparql?persona=x', false]);
    const proxied = classify(`https://grafiek.example/api/sparql/${encodeURIComponent('https://data.example.org/sparql')}`);
    expect(proxied.kind).toBe('endpoint');
    for (const value of ['https://other.example.org/sparql', 'http://169.254.169.254/', 'file:///etc/passwd', 'urn:x', 'https://grafiek.example/api/users']) {
      expect(classify(value).kind, value).toBe('refused');
    }
  });
});

describe('nodeSatisfies', () => {
  it('compares a version with a >= range', () => {
    expect(nodeSatisfies('>=22.19.0', '20.20.2')).toBe(false);
    expect(nodeSatisfies('>=22.19.0', '22.19.0')).toBe(true);
    expect(nodeSatisfies('>=22.19.0', '24.1.0')).toBe(true);
    expect(nodeSatisfies(undefined, '20.0.0')).toBe(true);
  });
});
