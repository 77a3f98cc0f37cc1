import { describe, expect, it } from 'vitest';
import { resolveSparqlEndpoint, siblingUrl } from './sparqlEndpoint';

const ORIGIN = 'https://grafiek.example.org';

describe('resolveSparqlEndpoint', () => {
  it('sends a repository name, the own endpoint path or its full URL to this server\'s endpoint', () => {
    for (const setting of ['demo', '/api/sparql/demo', 'api/sparql/demo/', `${ORIGIN}/api/sparql/demo`]) {
      expect(resolveSparqlEndpoint(setting, ORIGIN), setting).toEqual({ configured: setting, queryUrl: '/api/sparql/demo', repo: 'demo' });
    }
  });

  it('sends another endpoint through this server\'s proxy, and knows nothing of an empty setting', () => {
    expect(resolveSparqlEndpoint('https://data.example.org/sparql', ORIGIN)?.queryUrl).toBe('/api/sparql/https%3A%2F%2Fdata.example.org%2Fsparql');
    expect(resolveSparqlEndpoint('  ', ORIGIN)).toBeNull();
    expect(siblingUrl(resolveSparqlEndpoint('demo', ORIGIN)!, 'command')).toBe('/api/command/demo');
  });

  it('in a static site, asks the full URL straight, and refuses a relative one with a message', () => {
    expect(resolveSparqlEndpoint(`${ORIGIN}/api/sparql/demo`, 'http://static.example.org', { direct: true })).toEqual({
      configured: `${ORIGIN}/api/sparql/demo`,
      queryUrl: `${ORIGIN}/api/sparql/demo`,
      repo: null,
      direct: true,
    });
    expect(() => resolveSparqlEndpoint('demo', 'http://static.example.org', { direct: true })).toThrow('A static site needs the full URL of its SPARQL endpoint, not "demo".');
  });
});
