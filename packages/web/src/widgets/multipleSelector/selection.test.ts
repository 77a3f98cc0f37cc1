import { MULTIPLE_VALUE_FORMATS, RESET_VALUE } from '@grafiek/core';
import { describe, expect, it } from 'vitest';
import { readSettings } from '../../kit';
import { multipleSelector } from '.';
import { chosenValues, publishedValue } from './selection';

const A = 'http://example.org/appel';
const B = 'http://example.org/banaan';
const NONE = new Set<string>();

describe('MultipleSelector publishing', () => {
  it('writes the chosen values in each multiple value format of core', () => {
    expect(publishedValue([A, B], 'csv as uri', RESET_VALUE)).toBe(`<${A}>,<${B}>`);
    expect(publishedValue([A, B], 'csv as string', RESET_VALUE)).toBe(`"${A}","${B}"`);
    expect(publishedValue([A, B], 'sparql value string', RESET_VALUE)).toBe(`"${A}" "${B}"`);
    expect(publishedValue([A, B], 'sparql value uri', RESET_VALUE)).toBe(`<${A}> <${B}>`);
    expect(publishedValue([A, B], 'JSON array', RESET_VALUE)).toBe(JSON.stringify([A, B]));
  });

  it('publishes the reset value when nothing is chosen', () => {
    expect(publishedValue([], 'csv as uri', RESET_VALUE)).toBe(RESET_VALUE);
    expect(publishedValue([], 'JSON array', 'geen')).toBe('geen');
  });

  it('reads back what it published, in every format', () => {
    for (const format of MULTIPLE_VALUE_FORMATS) {
      expect(chosenValues(publishedValue([A, B], format, RESET_VALUE), format, NONE), format).toEqual([A, B]);
    }
  });

  it('chooses nothing for an empty or reset variable, and one item another widget published as is', () => {
    expect(chosenValues(undefined, 'csv as uri', NONE)).toEqual([]);
    expect(chosenValues(RESET_VALUE, 'csv as uri', NONE)).toEqual([]);
    expect(chosenValues(A, 'csv as uri', new Set([A, B]))).toEqual([A]);
  });

  it('throws for a value that is not in its format, so the selector can say so', () => {
    expect(() => chosenValues(`<${A}> <${B}>`, 'csv as uri', NONE)).toThrow(/Malformed multiple-value parameter \(csv as uri\)/);
  });
});

describe('MultipleSelector settings', () => {
  it('reads a selector without settings as csv as uri publishing the reset value', () => {
    const { settings, problems } = readSettings(multipleSelector.options, {});
    expect(problems).toEqual([]);
    expect(settings).toMatchObject({ multipleselectparametertype: 'csv as uri', resetValue: RESET_VALUE });
  });

  it('reads a format stored in another case', () => {
    expect(readSettings(multipleSelector.options, { multipleselectparametertype: 'json array' }).settings.multipleselectparametertype).toBe('JSON array');
  });
});
