import { describe, expect, it } from 'vitest';
import { RESET_VALUE } from '../model/resetValue.js';
import { hasValue, isEmptyValue, isResetValue } from './isEmptyValue.js';
import { isIntegerValue, toInteger } from './isIntegerValue.js';

describe('the non-empty check', () => {
  it.each([null, undefined, '', '   ', '\n', [], {}, RESET_VALUE])('treats %j as empty', (value) => {
    expect(isEmptyValue(value)).toBe(true);
    expect(hasValue(value)).toBe(false);
  });

  it.each(['x', 0, false, ['a'], { a: 1 }, 'http://www.buildingbits.nl/other'])('treats %j as a value', (value) => {
    expect(isEmptyValue(value)).toBe(false);
  });

  it('recognises the reset marker', () => {
    expect(isResetValue('http://www.buildingbits.nl/reset')).toBe(true);
    expect(isResetValue('')).toBe(false);
  });
});

describe('the integer check', () => {
  it.each([0, 3, -2, '4', ' 5 ', '+1'])('accepts %j', (value) => {
    expect(isIntegerValue(value)).toBe(true);
  });

  it.each([1.5, Number.NaN, Number.POSITIVE_INFINITY, '1.5', 'two', '', null, true, '99999999999999999999'])('rejects %j', (value) => {
    expect(isIntegerValue(value)).toBe(false);
  });

  it('gives the integer or undefined', () => {
    expect(toInteger('2')).toBe(2);
    expect(toInteger(2.5)).toBeUndefined();
  });
});
