import { toResultTable } from '@grafiek/core';
import { describe, expect, it } from 'vitest';
import { translator } from '../../i18n/testTranslations';
import { diagramRows, isMatchAttribute, safeColor } from './diagramRows';

function table(vars: string[], rows: Record<string, string>[]) {
  return toResultTable({
    head: { vars },
    results: { bindings: rows.map((row) => Object.fromEntries(Object.entries(row).map(([key, value]) => [key, { type: 'literal' as const, value }]))) },
  });
}

describe('safeColor', () => {
  it('takes hex, names, rgb() and hsl()', () => {
    for (const color of ['#0a0', '#00aa00', '#00aa0080', 'green', 'rgb(0, 170, 0)', 'rgba(0 170 0 / 50%)', 'hsl(120deg 100% 33%)']) expect(safeColor(` ${color} `)).toBe(color);
  });

  it('refuses what could load or compute something, and what the browser says is no colour', () => {
    for (const color of ['url(http://evil.example/x)', 'var(--x)', 'rgb(calc(1))', 'red; background: url(x)', '', 'expression(alert(1))']) expect(safeColor(color)).toBeUndefined();
    expect(safeColor('groen', (color) => color !== 'groen')).toBeUndefined();
  });
});

describe('isMatchAttribute', () => {
  it('allows the id and data attributes only', () => {
    expect(isMatchAttribute('id')).toBe(true);
    expect(isMatchAttribute('data-veld')).toBe(true);
    expect(isMatchAttribute('data-cell-id')).toBe(true);
    for (const name of ['class', 'onclick', 'href', 'data-', 'data-x"]', 'style']) expect(isMatchAttribute(name)).toBe(false);
  });
});

describe('diagramRows', () => {
  it('reads each row\'s element, colour, IRI, tooltip and label', () => {
    const rows = table(['id', 'color', 'uri', 'tooltip', 'label'], [
      { id: 'veld1', color: '#c00', uri: 'http://example.org/veld1', tooltip: 'Veld 1: storing', label: 'V1' },
      { id: 'veld2', color: 'green' },
    ]);
    expect(diagramRows(rows, 'id')).toEqual({
      rows: [
        { attribute: 'id', value: 'veld1', color: '#c00', uri: 'http://example.org/veld1', tooltip: 'Veld 1: storing', label: 'V1' },
        { attribute: 'id', value: 'veld2', color: 'green' },
      ],
      problems: [],
    });
  });

  it('matches by the widget\'s attribute, or by the row\'s own', () => {
    const rows = table(['id', 'attribute'], [{ id: 'T1' }, { id: 'veld3', attribute: 'ID' }]);
    expect(diagramRows(rows, 'data-tag').rows).toEqual([
      { attribute: 'data-tag', value: 'T1' },
      { attribute: 'id', value: 'veld3' },
    ]);
    expect(diagramRows(rows, ' ').rows[0]?.attribute).toBe('id');
  });

  it('names what it cannot use: rows without an id, other attributes, colours that are none (in Dutch too)', async () => {
    const rows = table(['id', 'attribute', 'color'], [
      { id: '', color: 'red' },
      { id: 'a', attribute: 'onclick' },
      { id: 'b', color: 'url(http://evil.example/x)' },
    ]);
    expect(diagramRows(rows, 'id')).toEqual({
      rows: [{ attribute: 'id', value: 'b' }],
      problems: [
        '1 row has no ?id.',
        'Elements are matched by id or a data attribute (data-...), not by "onclick".',
        'Not a colour: "url(http://evil.example/x)" (use #rrggbb, a colour name, rgb() or hsl()).',
      ],
    });
    expect(diagramRows(rows, 'id', undefined, await translator('en'))).toEqual(diagramRows(rows, 'id'));
    const two = table(['id'], [{ id: '' }, { id: '' }]);
    expect(diagramRows(two, 'id', undefined, await translator('en')).problems).toEqual(['2 rows have no ?id.']);
    expect(diagramRows(rows, 'id', undefined, await translator('nl')).problems).toEqual([
      '1 rij heeft geen ?id.',
      'Elementen worden gevonden op id of op een data-attribuut (data-...), niet op "onclick".',
      'Geen kleur: "url(http://evil.example/x)" (gebruik #rrggbb, een kleurnaam, rgb() of hsl()).',
    ]);
  });
});
