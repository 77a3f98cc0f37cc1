import { toResultTable, type SparqlTerm } from '@grafiek/core';
import { describe, expect, it } from 'vitest';
import { mermaidFromRows, mermaidSource, mermaidValue } from './mermaidSource';

const literal = (value: string): SparqlTerm => ({ type: 'literal', value });

function table(vars: string[], rows: Record<string, string>[]) {
  return toResultTable({
    head: { vars },
    results: { bindings: rows.map((row) => Object.fromEntries(Object.entries(row).map(([key, value]) => [key, literal(value)]))) },
  });
}

const noVariables = () => undefined;

describe('mermaidValue', () => {
  it('keeps plain text as it is', () => {
    expect(mermaidValue('De Hoop 1878')).toBe('De Hoop 1878');
  });

  it('writes the characters that end a label or start a node as Mermaid entity codes, on one line', () => {
    expect(mermaidValue('Molen (oud) "De Hoop"')).toBe('Molen #40;oud#41; #quot;De Hoop#quot;');
    expect(mermaidValue('x"] --> Y["y')).toBe('x#quot;#93; --#62; Y#91;#quot;y');
    expect(mermaidValue('a\nclick A "javascript:x"; %% b')).toBe('a click A #quot;javascript:x#quot;#59; #37;#37; b');
    expect(mermaidValue('<img src=x onerror=alert(1)>')).toBe('#60;img src=x onerror=alert#40;1#41;#62;');
  });
});

describe('mermaidFromRows', () => {
  it('takes a mermaid or diagram column, each row one line', () => {
    const rows = table(['title', 'diagram'], [{ title: 'x', diagram: 'flowchart LR' }, { title: 'y', diagram: '  A --> B' }]);
    expect(mermaidFromRows(rows)).toBe('flowchart LR\n  A --> B');
    expect(mermaidFromRows(table(['Mermaid'], [{ Mermaid: 'pie' }]))).toBe('pie');
  });

  it('takes the first column otherwise, with && as Mermaid writes "and"', () => {
    expect(mermaidFromRows(table(['text', 'other'], [{ text: 'flowchart TD\n  A & B --> C', other: 'no' }]))).toBe('flowchart TD\n  A & B --> C');
  });
});

describe('mermaidSource', () => {
  it('is the query answer without a template', () => {
    expect(mermaidSource('', table(['mermaid'], [{ mermaid: 'flowchart LR\n A --> B' }]), noVariables)).toEqual({ ok: true, text: 'flowchart LR\n A --> B' });
    expect(mermaidSource('  ', undefined, noVariables)).toEqual({ ok: true, text: '' });
  });

  it('fills a template from the first row before app variables, values as text', () => {
    const rows = table(['naam'], [{ naam: 'Molen (oud)' }, { naam: 'Kerk' }]);
    const variables = (name: string) => ({ naam: 'from the variable', jaar: 1878 })[name];
    expect(mermaidSource('flowchart LR\n  A[{{naam}}] --> B["{{jaar}}"]', rows, variables)).toEqual({
      ok: true,
      text: 'flowchart LR\n  A[Molen #40;oud#41;] --> B["1878"]',
    });
  });

  it('takes defaults as the author wrote them, and names the variables it still waits for', () => {
    expect(mermaidSource('flowchart LR\n  A["{{x::Niets}}"]', undefined, noVariables)).toEqual({ ok: true, text: 'flowchart LR\n  A["Niets"]' });
    expect(mermaidSource('flowchart LR\n  A["{{gekozen}}"] --> B["{{jaar}}"]', undefined, (name) => (name === 'jaar' ? '1900' : undefined))).toEqual({
      ok: false,
      waitingFor: ['gekozen'],
    });
  });

  it('reads a reset or blank variable as no value', () => {
    expect(mermaidSource('pie\n "{{a}}" : 1', undefined, () => '  ')).toEqual({ ok: false, waitingFor: ['a'] });
  });
});
