import { describe, expect, it } from 'vitest';
import { parseJsonText, toBoolean, toList, toNumber, toText } from './normalise.js';

describe('toBoolean', () => {
  it.each([true, 'true', 'TRUE', ' True ', 'yes', 'on', '1', 1])('reads %j as true', (value) => {
    expect(toBoolean(value)).toBe(true);
  });
  it.each([false, 'false', 'False', 'no', 'off', '0', 0])('reads %j as false', (value) => {
    expect(toBoolean(value, true)).toBe(false);
  });
  it('falls back for null, undefined, blank and unrecognised text', () => {
    expect(toBoolean(null, true)).toBe(true);
    expect(toBoolean(undefined)).toBe(false);
    expect(toBoolean('', true)).toBe(true);
    expect(toBoolean('{{flag}}', false)).toBe(false);
  });
});

describe('toNumber', () => {
  it('reads numbers and numeric text', () => {
    expect(toNumber(20)).toBe(20);
    expect(toNumber(' 2.5 ')).toBe(2.5);
  });
  it('gives undefined for blank, non-numeric and infinite values', () => {
    expect(toNumber('')).toBeUndefined();
    expect(toNumber('100%')).toBeUndefined();
    expect(toNumber(Number.POSITIVE_INFINITY)).toBeUndefined();
    expect(toNumber(null)).toBeUndefined();
  });
});

describe('toList', () => {
  it('splits comma-separated text and trims each name', () => {
    expect(toList(' a, b ,,c ')).toEqual(['a', 'b', 'c']);
  });
  it('trims arrays and drops empty entries', () => {
    expect(toList([' a', '', 'b '])).toEqual(['a', 'b']);
  });
  it('reads null and undefined as no names', () => {
    expect(toList(null)).toEqual([]);
    expect(toList(undefined)).toEqual([]);
  });
});

describe('toText', () => {
  it('reads null as empty and numbers as their text', () => {
    expect(toText(null)).toBe('');
    expect(toText(3)).toBe('3');
    expect(toText('x')).toBe('x');
  });
});

describe('parseJsonText', () => {
  it('parses JSON text such as the global css', () => {
    expect(parseJsonText('{"height":"100%"}')).toEqual({ ok: true, value: { height: '100%' } });
  });
  it('treats blank text as not set', () => {
    expect(parseJsonText('  ')).toEqual({ ok: true, value: undefined });
  });
  it('passes an object stored by an old save through', () => {
    expect(parseJsonText({ a: 1 })).toEqual({ ok: true, value: { a: 1 } });
  });
  it('returns the parse error for broken JSON instead of throwing', () => {
    const result = parseJsonText('{height:');
    expect(result.ok).toBe(false);
  });
});
