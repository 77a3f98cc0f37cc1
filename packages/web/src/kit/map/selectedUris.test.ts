import { RESET_VALUE } from '@grafiek/core';
import { describe, expect, it } from 'vitest';
import { selectedUris } from './selectedUris';

describe('selectedUris', () => {
  it('highlights the feature whose ?uri the variable holds', () => {
    expect(selectedUris('http://example.org/gemeente/1')).toEqual(['http://example.org/gemeente/1']);
  });

  it('highlights nothing for an empty, blank or reset variable', () => {
    expect(selectedUris(undefined)).toEqual([]);
    expect(selectedUris('')).toEqual([]);
    expect(selectedUris('   ')).toEqual([]);
    expect(selectedUris(RESET_VALUE)).toEqual([]);
  });

  it('highlights nothing for a value that is not text', () => {
    expect(selectedUris(42)).toEqual([]);
    expect(selectedUris(['http://example.org/a'])).toEqual([]);
  });
});
