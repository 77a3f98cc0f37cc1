import { toResultTable } from '@grafiek/core';
import { describe, expect, it } from 'vitest';
import { svgFromRows } from './svgFromRows';

function table(vars: string[], rows: Record<string, string>[]) {
  return toResultTable({
    head: { vars },
    results: { bindings: rows.map((row) => Object.fromEntries(Object.entries(row).map(([key, value]) => [key, { type: 'literal' as const, value }]))) },
  });
}

describe('svgFromRows', () => {
  it('takes the first row\'s svg column, else the first column', () => {
    expect(svgFromRows(table(['naam', 'SVG'], [{ naam: 'x', SVG: '<svg/>' }, { naam: 'y', SVG: '<svg id="2"/>' }]))).toBe('<svg/>');
    expect(svgFromRows(table(['tekening'], [{ tekening: '<svg/>' }]))).toBe('<svg/>');
  });

  it('is empty without rows or without a value', () => {
    expect(svgFromRows(table(['svg'], []))).toBe('');
    expect(svgFromRows(table(['svg', 'x'], [{ x: 'y' }]))).toBe('');
  });
});
