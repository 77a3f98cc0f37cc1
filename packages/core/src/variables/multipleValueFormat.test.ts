import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MULTIPLE_VALUE_FORMATS, formatMultipleValues, isMultipleValueFormat, parseMultipleValues } from './multipleValueFormat.js';

const iris = ['http://example.org/a', 'http://example.org/b#c'];
const texts = ['Den Haag', 'say "hi", \\ ok\n'];

describe('formatMultipleValues', () => {
  it('writes each of the five formats', () => {
    expect(formatMultipleValues(iris, 'csv as uri')).toBe('<http://example.org/a>,<http://example.org/b#c>');
    expect(formatMultipleValues(iris, 'sparql value uri')).toBe('<http://example.org/a> <http://example.org/b#c>');
    expect(formatMultipleValues(['a', 'b'], 'csv as string')).toBe('"a","b"');
    expect(formatMultipleValues(['a', 'b'], 'sparql value string')).toBe('"a" "b"');
    expect(formatMultipleValues(['a', 'b'], 'JSON array')).toBe('["a","b"]');
  });

  it('escapes strings and refuses values that are not IRIs in the uri formats', () => {
    expect(formatMultipleValues(['a"b'], 'csv as string')).toBe(String.raw`"a\"b"`);
    expect(() => formatMultipleValues(['not an iri'], 'csv as uri')).toThrow('Cannot write "not an iri" as an IRI');
  });

  it('writes an empty selection as empty text (or an empty JSON array)', () => {
    expect(formatMultipleValues([], 'csv as uri')).toBe('');
    expect(formatMultipleValues([], 'JSON array')).toBe('[]');
  });
});

describe('parseMultipleValues', () => {
  it('reads each format back', () => {
    for (const format of MULTIPLE_VALUE_FORMATS) {
      const values = format.endsWith('uri') ? iris : texts;
      expect(parseMultipleValues(formatMultipleValues(values, format), format)).toEqual(values);
    }
  });

  it('round-trips any texts in the string formats and JSON (property)', () => {
    for (const format of ['csv as string', 'sparql value string', 'JSON array'] as const) {
      fc.assert(fc.property(fc.array(fc.string()), (values) => {
        expect(parseMultipleValues(formatMultipleValues(values, format), format)).toEqual(values);
      }));
    }
  });

  it('tolerates spaces around separators', () => {
    expect(parseMultipleValues(' <a> , <b> ', 'csv as uri')).toEqual(['a', 'b']);
    expect(parseMultipleValues("'a'   'b'", 'sparql value string')).toEqual(['a', 'b']);
    expect(parseMultipleValues('', 'csv as uri')).toEqual([]);
  });

  it.each([
    ['<a>,<b', 'csv as uri', 'Malformed multiple-value parameter (csv as uri): expected an IRI in <...> at position 4 of "<a>,<b"'],
    ['<a> <b>', 'csv as uri', 'Malformed multiple-value parameter (csv as uri): expected a comma at position 4 of "<a> <b>"'],
    ['<a><b>', 'sparql value uri', 'Malformed multiple-value parameter (sparql value uri): expected a space at position 3 of "<a><b>"'],
    ['"a', 'csv as string', 'Malformed multiple-value parameter (csv as string): expected a string in "..." at position 0 of "\\"a"'],
    ['a,b', 'csv as string', 'Malformed multiple-value parameter (csv as string): expected a string in "..." at position 0 of "a,b"'],
    ['[1,', 'JSON array', 'Malformed multiple-value parameter (JSON array): "[1," is not JSON'],
    ['{"a":1}', 'JSON array', 'Malformed multiple-value parameter (JSON array): "{\\"a\\":1}" is not an array'],
  ] as const)('throws a clear error for %j as %s', (text, format, message) => {
    expect(() => parseMultipleValues(text, format)).toThrow(message);
  });

  it('knows the format names', () => {
    expect(isMultipleValueFormat('csv as uri')).toBe(true);
    expect(isMultipleValueFormat('csv')).toBe(false);
  });
});
