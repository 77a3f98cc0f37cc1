import { describe, expect, it } from 'vitest';
import { RESET_VALUE } from '../model/resetValue.js';
import { formatQueryString, parseQueryString } from './queryString.js';
import { computeUrlUpdate, parseUrlProperties, readUrlVariables, urlVariableNames } from './urlVariables.js';

describe('urlVariableNames', () => {
  it('splits the comma-separated lists and trims the names', () => {
    expect(urlVariableNames({ updateURLVariables: ' a , b,', pushURLVariables: ['c '] })).toEqual({ replace: ['a', 'b'], push: ['c'] });
  });
  it('pushes a name that is in both lists', () => {
    expect(urlVariableNames({ updateURLVariables: 'a,b', pushURLVariables: 'b' })).toEqual({ replace: ['a'], push: ['b'] });
  });
});

describe('computeUrlUpdate', () => {
  const settings = { updateURLVariables: 'zoom', pushURLVariables: 'gemeente' };

  it('pushes a history entry when a pushed variable changes', () => {
    expect(computeUrlUpdate('?lang=nl', { gemeente: 'http://x/g1' }, settings)).toEqual({
      search: '?lang=nl&gemeente=http%3A%2F%2Fx%2Fg1',
      mode: 'push',
    });
  });

  it('replaces the entry when only a replaced variable changes', () => {
    expect(computeUrlUpdate('?gemeente=g1&zoom=3', { gemeente: 'g1', zoom: 4 }, settings)).toEqual({ search: '?gemeente=g1&zoom=4', mode: 'replace' });
  });

  it('does nothing when the URL already holds the values', () => {
    expect(computeUrlUpdate('?gemeente=g1', { gemeente: 'g1' }, settings)).toEqual({ search: '?gemeente=g1', mode: 'none' });
  });

  it('removes empty and reset variables from the URL', () => {
    expect(computeUrlUpdate('?gemeente=g1&zoom=3&x=1', { gemeente: RESET_VALUE, zoom: '' }, settings)).toEqual({ search: '?x=1', mode: 'push' });
  });

  it('ignores variables that are not listed', () => {
    expect(computeUrlUpdate('', { other: 'x' }, settings)).toEqual({ search: '', mode: 'none' });
  });

  it('writes lists as JSON', () => {
    expect(computeUrlUpdate('', { zoom: ['a'] }, settings).search).toBe('?zoom=%5B%22a%22%5D');
  });
});

describe('readUrlVariables', () => {
  it('reads back only the listed variables', () => {
    expect(readUrlVariables('?gemeente=http%3A%2F%2Fx%2Fg1&zoom=3&utm=x', { updateURLVariables: 'zoom', pushURLVariables: 'gemeente' })).toEqual({
      gemeente: 'http://x/g1',
      zoom: '3',
    });
  });

  it('reads every parameter when the app parses URL parameters as property values', () => {
    expect(readUrlVariables('?a=1&b=two+words', { parseUrlProperties: 'true' })).toEqual({ a: '1', b: 'two words' });
  });

  it('round-trips what computeUrlUpdate wrote', () => {
    const snapshot = { gemeente: 'a&b=c ?#', zoom: '5' };
    const { search } = computeUrlUpdate('', snapshot, { updateURLVariables: 'zoom,gemeente' });
    expect(readUrlVariables(search, { updateURLVariables: 'zoom,gemeente' })).toEqual(snapshot);
  });
});

describe('query strings', () => {
  it('keeps a malformed escape as typed instead of failing', () => {
    expect(parseUrlProperties('?a=100%&b=%E0%A4%A')).toEqual({ a: '100%', b: '%E0%A4%A' });
  });
  it('reads names without a value as empty and skips empty pairs', () => {
    expect(parseQueryString('?a&&b=1')).toEqual([['a', ''], ['b', '1']]);
  });
  it('writes nothing for no parameters', () => {
    expect(formatQueryString([])).toBe('');
  });
  it('lets the last of repeated parameters win', () => {
    expect(parseUrlProperties('a=1&a=2')).toEqual({ a: '2' });
  });
});
