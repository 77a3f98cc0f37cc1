import { describe, expect, it } from 'vitest';
import { platformRequestConfig } from './platformRequest';

type Fn = (...args: unknown[]) => unknown;

describe('platformRequestConfig', () => {
  const url = 'http://localhost:3000/api/sparql/demo';
  let csrf: string | null = null;
  const config = platformRequestConfig({
    url,
    loginHeaders: (): Record<string, string> => (csrf ? { 'X-Grafiek-CSRF': csrf } : {}),
    prepare: (query) => {
      if (query.includes('{{')) throw new Error('Template-placeholder {{x}} did not resolve to a value');
      return query.trim();
    },
  });

  it('sends every query to the platform endpoint, by POST, with credentials', () => {
    expect((config.endpoint as Fn)()).toBe(url);
    expect((config.method as Fn)()).toBe('POST');
    expect((config.withCredentials as Fn)()).toBe(true);
    expect(config.args).toEqual([
      { name: 'infer', value: 'false' },
      { name: 'sameAs', value: 'false' },
    ]);
  });

  it('gives the login headers of the moment, if any', () => {
    csrf = null;
    expect((config.headers as Fn)()).toEqual({});
    csrf = 'abc';
    expect((config.headers as Fn)()).toEqual({ 'X-Grafiek-CSRF': 'abc' });
  });

  it('has the request functions win over stored tab settings (Yasgui evaluates functions per request)', () => {
    for (const key of ['endpoint', 'method', 'headers', 'withCredentials'] as const) expect(typeof config[key]).toBe('function');
  });

  it('prepares the query text, and fails with the reason', () => {
    const adjust = config.adjustQueryBeforeRequest as unknown as (yasqe: { getValue: () => string }) => string;
    expect(adjust({ getValue: () => ' SELECT * {} ' })).toBe('SELECT * {}');
    expect(() => adjust({ getValue: () => 'SELECT * { <{{x}}> ?p ?o }' })).toThrow(/did not resolve/);
  });
});
