import { toResultTable, type SparqlTerm } from '@grafiek/core';
import { renderSvg } from 'nomnoml';
import { describe, expect, it } from 'vitest';
import { nomnomlFromRows, nomnomlSource, nomnomlValue } from './nomnomlSource';

const literal = (value: string): SparqlTerm => ({ type: 'literal', value });

function table(vars: string[], rows: Record<string, string>[]) {
  return toResultTable({
    head: { vars },
    results: { bindings: rows.map((row) => Object.fromEntries(Object.entries(row).map(([key, value]) => [key, literal(value)]))) },
  });
}

const noVariables = () => undefined;

const XML_ENTITIES: Record<string, string> = { '&lt;': '<', '&gt;': '>', '&quot;': '"', '&apos;': "'", '&amp;': '&' };

/** The titles of the nodes nomnoml draws for a text (their first compartment's lines). */
function nodeTitles(text: string): string[] {
  const titles = [...renderSvg(text).matchAll(/<text [^>]*data-compartment="0">([^<]*)<\/text>/g)];
  return titles.map((match) => (match[1] ?? '').replace(/&\w+;/g, (entity) => XML_ENTITIES[entity] ?? entity));
}

describe('nomnomlValue', () => {
  it('escapes what would end a node, compartment or line, and keeps the value one text', () => {
    expect(nomnomlValue('Molen')).toBe('Molen');
    expect(nomnomlValue('a] -> [b|c; d\ne')).toBe('a\\] -\\> \\[b\\|c\\; d e');
    // nomnoml reads the escaped value back as one node with exactly that text.
    const hostile = 'x]->[Boos|a;b<c>\\';
    expect(nodeTitles(`[${nomnomlValue(hostile)}]`)).toEqual([hostile]);
  });
});

describe('nomnomlFromRows', () => {
  it('takes a nomnoml, noml or diagram column, else the first, each row a line', () => {
    expect(nomnomlFromRows(table(['x', 'noml'], [{ x: '1', noml: '[A]->[B]' }, { x: '2', noml: '[B]->[C]' }]))).toBe('[A]->[B]\n[B]->[C]');
    expect(nomnomlFromRows(table(['text'], [{ text: '[A]' }]))).toBe('[A]');
  });
});

describe('nomnomlSource', () => {
  it('is the query answer without a template', () => {
    expect(nomnomlSource('', table(['nomnoml'], [{ nomnoml: '[A]' }]), noVariables)).toEqual({ ok: true, text: '[A]' });
  });

  it('fills a template from the first row, else the app variables, values as text', () => {
    const rows = table(['naam'], [{ naam: 'De [Hoop]' }]);
    expect(nomnomlSource('[{{naam}}]->[{{eigenaar}}]', rows, (name) => (name === 'eigenaar' ? 'Gemeente; Delft' : undefined))).toEqual({
      ok: true,
      text: '[De \\[Hoop\\]]->[Gemeente\\; Delft]',
    });
  });

  it('names the variables it waits for', () => {
    expect(nomnomlSource('[{{gekozen}}]', undefined, noVariables)).toEqual({ ok: false, waitingFor: ['gekozen'] });
  });
});
