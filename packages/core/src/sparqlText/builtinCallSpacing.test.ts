import { describe, expect, it } from 'vitest';
import { tightenBuiltinCalls } from './builtinCallSpacing.js';

describe('tightenBuiltinCalls', () => {
  it('moves the space behind the parenthesis of coalesce and concat, keeping line breaks', () => {
    expect(tightenBuiltinCalls('SELECT (coalesce (?a, ?b) AS ?c) (CONCAT\n  (?x, "y") AS ?z) {}')).toBe(
      'SELECT (coalesce( ?a, ?b) AS ?c) (CONCAT(\n  ?x, "y") AS ?z) {}',
    );
  });

  it('leaves strings, IRIs, comments and other names alone', () => {
    const text = 'SELECT ?x { ?s <http://e/coalesce> "concat (" . # coalesce (\n BIND(mycoalesce (1) AS ?x) }';
    expect(tightenBuiltinCalls(text)).toBe(text);
  });
});
