import { describe, expect, it } from 'vitest';
import { breakParentCycles } from './parentCycles.js';

describe('breakParentCycles', () => {
  it('cuts each cycle above its earliest item and leaves trees alone', () => {
    // 0 <- 1 <- 2 is a tree; 3 -> 4 -> 5 -> 3 a cycle; 6 its own parent.
    const parents = Int32Array.from([-1, 0, 1, 5, 3, 4, 6]);
    expect(breakParentCycles(parents)).toEqual([3, 6]);
    expect([...parents]).toEqual([-1, 0, 1, -1, 3, 4, -1]);
  });
});
