import { describe, expect, it } from 'vitest';
import { singleRowVariables } from './singleRowVariables.js';

describe('singleRowVariables', () => {
  it('publishes each returned variable of the single row', () => {
    expect(
      singleRowVariables({
        head: { vars: ['gemeente', 'naam', 'leeg'] },
        results: {
          bindings: [{ gemeente: { type: 'uri', value: 'http://x/GM0221' }, naam: { type: 'literal', value: 'Doesburg' } }],
        },
      }),
    ).toEqual({ gemeente: 'http://x/GM0221', naam: 'Doesburg' });
  });

  it('gives nothing to publish for no rows and an error for more than one', () => {
    expect(singleRowVariables({ head: { vars: ['a'] }, results: { bindings: [] } })).toEqual({});
    expect(() =>
      singleRowVariables({ head: { vars: ['a'] }, results: { bindings: [{}, {}] } }),
    ).toThrow('A single-row query fetch returned 2 rows; it must return at most one row');
  });
});
