import { describe, expect, it } from 'vitest';
import { hasOwnPaging, readPageSize, rowRange, runnerFields } from './runnerRequest';

describe('runnerFields', () => {
  it('posts inference, limit 1000 and offset 0 as the original runner does', () => {
    expect(runnerFields(true, { limit: 1000, offset: 0 })).toEqual({ infer: 'true', limit: '1000', offset: '0' });
    expect(runnerFields(false, { limit: 50, offset: 100 })).toEqual({ infer: 'false', limit: '50', offset: '100' });
  });
});

describe('readPageSize', () => {
  it('takes whole numbers of 1 or more, else 1000', () => {
    expect([undefined, 0, -5, 2.5, 1, 10_000].map(readPageSize)).toEqual([1000, 1000, 1000, 1000, 1, 10_000]);
  });
});

describe('hasOwnPaging', () => {
  it('sees a LIMIT or OFFSET at the end of the query, past comments', () => {
    expect(hasOwnPaging('SELECT * { ?s ?p ?o } LIMIT 10')).toBe(true);
    expect(hasOwnPaging('SELECT * { ?s ?p ?o } limit 10 offset 20 # next page')).toBe(true);
    expect(hasOwnPaging('SELECT * { { SELECT ?s { ?s ?p ?o } LIMIT 10 } ?s ?q ?r }')).toBe(false);
  });
});

describe('rowRange', () => {
  it('names the rows shown', () => {
    expect(rowRange(0, 1000)).toEqual({ kind: 'range', from: 1, to: 1000 });
    expect(rowRange(2000, 17)).toEqual({ kind: 'range', from: 2001, to: 2017 });
    expect(rowRange(0, 0)).toMatchObject({ kind: 'none' });
    expect(rowRange(3000, 0)).toMatchObject({ kind: 'noneFrom', from: 3001 });
  });
});
