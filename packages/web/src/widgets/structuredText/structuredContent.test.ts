import { toResultTable, type SparqlTerm } from '@grafiek/core';
import { describe, expect, it } from 'vitest';
import { structuredMarkdown } from './structuredContent';

const literal = (value: string): SparqlTerm => ({ type: 'literal', value });
function table(vars: string[], rows: Record<string, string>[]) {
  return toResultTable({ head: { vars }, results: { bindings: rows.map((row) => Object.fromEntries(Object.entries(row).map(([k, v]) => [k, literal(v)]))) } });
}
const none = () => undefined;

describe('structuredMarkdown', () => {
  it('fills placeholders from the first row, else from app variables, and an unknown one with nothing or its default', () => {
    const rows = table(['naam'], [{ naam: 'Molen' }]);
    const variables = (name: string) => (name === 'plaats' ? 'Utrecht' : undefined);
    expect(structuredMarkdown('# {{naam}} in {{plaats}}', rows, variables)).toBe('# Molen in Utrecht');
    expect(structuredMarkdown('Gekozen: {{keuze}}; jaar {{jaar::2024}}', undefined, none)).toBe('Gekozen: ; jaar 2024');
  });

  it('takes the text column of every row without a configured text', () => {
    expect(structuredMarkdown('', table(['titel', 'markdown'], [{ titel: 'a', markdown: '# Een' }, { titel: 'b', markdown: '- twee' }]), none)).toBe('# Een\n\n- twee');
    expect(structuredMarkdown('', table(['x'], [{ x: '*eerste*' }]), none)).toBe('*eerste*');
    expect(structuredMarkdown('', undefined, none)).toBe('');
  });
});
