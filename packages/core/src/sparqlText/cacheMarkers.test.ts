import { describe, expect, it } from 'vitest';
import { skipsCache } from './cacheMarkers.js';

describe('skipsCache', () => {
  it('is true for a query that carries the nocache marker, in any case and anywhere', () => {
    expect(skipsCache('SELECT * WHERE { ?s ?p ?o } # nocache')).toBe(true);
    expect(skipsCache('#NoCache\nASK {}')).toBe(true);
    expect(skipsCache('query=ASK%7B%7D%20%23NOCACHE')).toBe(true);
  });

  it('is false for a query without it', () => {
    expect(skipsCache('SELECT * WHERE { ?s ?p ?o }')).toBe(false);
    expect(skipsCache('# no cache')).toBe(false);
    expect(skipsCache('')).toBe(false);
  });
});
