import type { ColDef } from 'ag-grid-community';
import { formatEuro, formatNumber, MONEY_FIELDS, type MjopField, type MjopItem, type MjopPlan } from './mjopModel';

/** A row of the grid: an element of the plan, or the totals pinned below them. */
export type MjopGridRow = { id: string } & ({ item: MjopItem; total?: undefined } | { item?: undefined; total: { years: readonly number[]; totaal: number; gemiddelde: number } });

/** The id of the totals row. */
export const TOTALS_ROW_ID = 'totaal';

type Shown = Exclude<MjopField, 'uri'>;

/** Headers and widths of the record's fields. */
const FIELD_COLUMNS: Record<Shown, { header: string; width: number }> = {
  nr: { header: 'Nr', width: 70 },
  locatie: { header: 'Locatie', width: 140 },
  beschrijving: { header: 'Beschrijving', width: 220 },
  conditie: { header: 'Conditie', width: 90 },
  cyclus: { header: 'Cyclus', width: 80 },
  aantal: { header: 'Aantal', width: 90 },
  eenheid: { header: 'Eenheid', width: 85 },
  procent: { header: '%', width: 70 },
  prijsPerEenheid: { header: 'Prijs per eenheid', width: 130 },
  btw: { header: 'Btw %', width: 75 },
  startDatum: { header: 'Start', width: 110 },
  kostenInc: { header: 'Kosten incl. btw', width: 130 },
  kostenEx: { header: 'Kosten excl. btw', width: 130 },
  totaal: { header: 'Totaal', width: 120 },
  gemiddeldePerJaar: { header: 'Gemiddeld per jaar', width: 140 },
  opmerkingen: { header: 'Opmerkingen', width: 220 },
};
/** Shown whether the query selects them or not: worked out when it does not. */
const ALWAYS: readonly Shown[] = ['kostenInc', 'kostenEx', 'totaal', 'gemiddeldePerJaar'];
const PINNED: readonly Shown[] = ['nr', 'beschrijving'];
const NUMERIC = new Set<Shown>(['cyclus', 'aantal', 'procent', 'btw', ...(MONEY_FIELDS as Shown[])]);
const WHOLE_EUROS = new Set<Shown>(['totaal', 'gemiddeldePerJaar']);
const TOTAL_LABEL = 'Totaal per jaar';

function cellOf(row: MjopGridRow | undefined, table: { columnIndex: ReadonlyMap<string, number> }, name: string): string {
  const index = table.columnIndex.get(name);
  return row?.item && index !== undefined ? (row.item.row.cells[index]?.text ?? '') : '';
}

/**
 * The grid's columns: the record's fields the query selects (and the worked-out costs always),
 * further variables, then one column per year. Amounts are euros in Dutch notation; a value the
 * widget worked out is marked (`computedClass`) so it can be told from the query's own.
 */
export function mjopColumns(plan: MjopPlan, columnNames: readonly string[], computedClass: string): ColDef<MjopGridRow>[] {
  const columnIndex = new Map(columnNames.map((name, index) => [name, index]));
  const table = { columnIndex };
  const defs: ColDef<MjopGridRow>[] = [];
  const computedRule = (field: MjopField | 'years') => ({ [computedClass]: (params: { data?: MjopGridRow }) => params.data?.item?.computed.has(field) ?? false });

  for (const field of Object.keys(FIELD_COLUMNS) as Shown[]) {
    if (!columnIndex.has(field) && !ALWAYS.includes(field)) continue;
    const { header, width } = FIELD_COLUMNS[field];
    const numeric = NUMERIC.has(field);
    const money = (MONEY_FIELDS as readonly string[]).includes(field);
    defs.push({
      colId: field,
      headerName: header,
      width,
      pinned: PINNED.includes(field) ? 'left' : undefined,
      type: numeric ? 'rightAligned' : undefined,
      valueGetter: ({ data }) => {
        if (data?.total) {
          if (field === 'beschrijving') return TOTAL_LABEL;
          if (field === 'totaal') return data.total.totaal;
          if (field === 'gemiddeldePerJaar') return data.total.gemiddelde;
          return field === 'nr' ? '' : undefined;
        }
        return numeric ? data?.item?.values[field as keyof MjopItem['values']] : cellOf(data, table, field);
      },
      valueFormatter: numeric
        ? ({ value }) => (money ? formatEuro(value as number | undefined, WHOLE_EUROS.has(field)) : field === 'btw' && value !== undefined ? `${formatNumber(value as number)}%` : formatNumber(value as number | undefined))
        : undefined,
      cellClassRules: computedRule(field),
    });
  }
  for (const name of plan.extraVariables) {
    defs.push({ colId: `extra:${name}`, headerName: name, width: 140, valueGetter: ({ data }) => cellOf(data, table, name) });
  }
  plan.years.forEach((year, index) => {
    defs.push({
      colId: String(year),
      headerName: String(year),
      width: 100,
      type: 'rightAligned',
      valueGetter: ({ data }) => (data?.total ? data.total.years[index] : data?.item?.years[index]),
      valueFormatter: ({ value }) => (value ? formatEuro(value as number, true) : ''),
      cellClassRules: computedRule('years'),
    });
  });
  return defs;
}

/**
 * The rows of the grid, named by their ?uri (rows without one, or with one seen before, by their
 * place), and the totals row pinned below them.
 */
export function mjopRows(plan: MjopPlan): { rows: MjopGridRow[]; totals: MjopGridRow[] } {
  const gemiddelde = Math.round((plan.total / plan.years.length) * 100) / 100;
  const seen = new Set<string>([TOTALS_ROW_ID]);
  const rows = plan.items.map((item, index): MjopGridRow => {
    const id = item.uri && !seen.has(item.uri) ? item.uri : `rij ${index + 1}`;
    seen.add(id);
    return { id, item };
  });
  return { rows, totals: [{ id: TOTALS_ROW_ID, total: { years: plan.yearTotals, totaal: plan.total, gemiddelde } }] };
}
