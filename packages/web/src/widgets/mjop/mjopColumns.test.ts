import { toResultTable, type SparqlJsonResults } from '@grafiek/core';
import { describe, expect, it } from 'vitest';
import { mjopColumns, mjopRows, type MjopGridRow } from './mjopColumns';
import { readMjop, type MjopPlan } from './mjopModel';

function planOf(vars: string[], rows: Record<string, string>[]): MjopPlan {
  const results = { head: { vars }, results: { bindings: rows.map((row) => Object.fromEntries(Object.entries(row).map(([name, value]) => [name, { type: name === 'uri' ? 'uri' : 'literal', value }]))) } };
  const reading = readMjop(toResultTable(results as SparqlJsonResults), { firstYear: 2025, lastYear: 2027, defaultBtw: 21, yearCosts: 'inc' });
  if (!reading.ok) throw new Error(reading.error.key);
  return reading.plan;
}

const VARS = ['uri', 'nr', 'beschrijving', 'aantal', 'prijsPerEenheid', 'startDatum', 'leverancier'];
const plan = planOf(VARS, [
  { uri: 'urn:a', nr: '1', beschrijving: 'Goot', aantal: '2', prijsPerEenheid: '1.000,50', startDatum: '2026', leverancier: 'Jansen' },
  { uri: 'urn:a', nr: '2', beschrijving: 'Goot (dubbel)', aantal: '1', prijsPerEenheid: '10', startDatum: '2025' },
  { nr: '3', beschrijving: 'Zonder uri' },
]);
const columnNames = VARS;

function shown(row: MjopGridRow, colId: string): string {
  const def = mjopColumns(plan, columnNames, 'berekend').find((column) => column.colId === colId)!;
  const value = (def.valueGetter as (params: { data: MjopGridRow }) => unknown)({ data: row });
  const formatter = def.valueFormatter as ((params: { value: unknown }) => string) | undefined;
  return (formatter ? formatter({ value }) : String(value ?? '')).replace(/\s/g, ' ');
}

describe('mjopColumns', () => {
  it('shows the fields the query selects, the worked-out costs always, further variables and a column per year', () => {
    const ids = mjopColumns(plan, columnNames, 'berekend').map((column) => column.colId);
    expect(ids).toEqual(['nr', 'beschrijving', 'aantal', 'prijsPerEenheid', 'startDatum', 'kostenInc', 'kostenEx', 'totaal', 'gemiddeldePerJaar', 'extra:leverancier', '2025', '2026', '2027']);
  });

  it('writes amounts in euros, texts as given, and the totals row under them', () => {
    const { rows, totals } = mjopRows(plan);
    expect(rows.map((row) => row.id)).toEqual(['urn:a', 'rij 2', 'rij 3']);
    expect(shown(rows[0]!, 'prijsPerEenheid')).toBe('€ 1.000,50');
    expect(shown(rows[0]!, 'kostenInc')).toBe('€ 2.421,21');
    expect(shown(rows[0]!, '2026')).toBe('€ 2.421');
    expect(shown(rows[0]!, '2025')).toBe('');
    expect(shown(rows[0]!, 'extra:leverancier')).toBe('Jansen');
    expect(shown(rows[0]!, 'beschrijving')).toBe('Goot');
    expect(totals[0]!.id).toBe('totaal');
    expect(shown(totals[0]!, 'beschrijving')).toBe('Totaal per jaar');
    expect(shown(totals[0]!, '2025')).toBe('€ 12');
    expect(shown(totals[0]!, 'totaal')).toBe('€ 2.433');
  });

  it('marks the values the widget worked out', () => {
    const kostenInc = mjopColumns(plan, columnNames, 'berekend').find((column) => column.colId === 'kostenInc')!;
    const rule = (kostenInc.cellClassRules as Record<string, (params: { data?: MjopGridRow }) => boolean>).berekend!;
    const { rows, totals } = mjopRows(plan);
    expect(rule({ data: rows[0] })).toBe(true);
    expect(rule({ data: totals[0] })).toBe(false);
  });
});
