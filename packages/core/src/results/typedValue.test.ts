import { describe, expect, it } from 'vitest';
import { toTypedValue } from './typedValue.js';

const XSD = 'http://www.w3.org/2001/XMLSchema#';
const typed = (value: string, type: string) =>
  toTypedValue({ type: 'literal', value, datatype: XSD + type });

describe('toTypedValue', () => {
  it('reads xsd integers, doubles and decimals as numbers and keeps the lexical form', () => {
    expect(typed('42', 'integer')).toEqual({
      kind: 'number', lexical: '42', number: 42, exact: true, datatype: XSD + 'integer',
    });
    expect(typed('1.5E3', 'double')).toMatchObject({ number: 1500, lexical: '1.5E3' });
    expect(typed('-INF', 'float')).toMatchObject({ number: -Infinity });
    expect(typed('0.10', 'decimal')).toMatchObject({ number: 0.1, exact: true, lexical: '0.10' });
  });

  it('flags numbers a double cannot hold so the lexical form is shown instead', () => {
    expect(typed('12345678901234567890', 'integer')).toMatchObject({ exact: false, lexical: '12345678901234567890' });
    expect(typed('123456789012345678.25', 'decimal')).toMatchObject({ exact: false });
  });

  it('reads xsd:boolean in both lexical forms', () => {
    expect(typed('true', 'boolean')).toMatchObject({ kind: 'boolean', boolean: true });
    expect(typed('0', 'boolean')).toMatchObject({ kind: 'boolean', boolean: false });
  });

  it('reads dates and dateTimes as epoch milliseconds, without a timezone as UTC', () => {
    expect(typed('2020-09-15', 'date')).toMatchObject({
      kind: 'date', epochMs: Date.UTC(2020, 8, 15), lexical: '2020-09-15', hasTimezone: false,
    });
    expect(typed('2020-09-15T12:30:00.5+02:00', 'dateTime')).toMatchObject({
      epochMs: Date.UTC(2020, 8, 15, 10, 30, 0, 500), hasTimezone: true,
    });
    expect(new Date((typed('2020-09-15T12:30:00Z', 'dateTime') as { epochMs: number }).epochMs).toISOString())
      .toBe('2020-09-15T12:30:00.000Z');
  });

  it('shows a value that does not fit its datatype as text with that datatype', () => {
    expect(typed('2021-02-30', 'date')).toEqual({ kind: 'string', lexical: '2021-02-30', datatype: XSD + 'date' });
    expect(typed('veel', 'integer')).toMatchObject({ kind: 'string', lexical: 'veel' });
  });

  it('keeps language tags, IRIs and blank nodes', () => {
    expect(toTypedValue({ type: 'literal', value: 'Gemeente', 'xml:lang': 'nl' })).toEqual({
      kind: 'string', lexical: 'Gemeente', lang: 'nl',
    });
    expect(toTypedValue({ type: 'uri', value: 'http://x' })).toEqual({ kind: 'iri', iri: 'http://x' });
    expect(toTypedValue({ type: 'bnode', value: 'b0' })).toEqual({ kind: 'blank', id: 'b0' });
    expect(toTypedValue({ type: 'literal', value: 'x', datatype: XSD + 'string' })).toEqual({ kind: 'string', lexical: 'x' });
  });

  it('reads the older typed-literal form like a literal', () => {
    expect(toTypedValue({ type: 'typed-literal', value: '7', datatype: XSD + 'int' })).toMatchObject({ number: 7 });
  });
});
