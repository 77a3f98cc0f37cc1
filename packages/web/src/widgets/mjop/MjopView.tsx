import { ClientSideRowModelModule, PinnedRowModule, RowSelectionModule, CellStyleModule, type CellKeyDownEvent, type Module, type RowClickedEvent } from 'ag-grid-community';
import { Text } from '@mantine/core';
import { AgGridReact } from 'ag-grid-react';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { usePublish, useReportWidgetState, useWidgetQuery, WidgetMessage, WidgetProblem, type WidgetViewProps } from '../../kit';
import { useECharts } from '../../kit/charts/useECharts';
import { GRID_THEME } from '../../kit/cells/gridTheme';
import type { MjopWidgetSettings } from '.';
import { initChart } from './echartsParts';
import { mjopColumns, mjopRows, type MjopGridRow } from './mjopColumns';
import { readMjop } from './mjopModel';
import { yearChartOption } from './yearChart';
import classes from './Mjop.module.css';

const SOURCE = 'BBMJOPwidget';
const MODULES: Module[] = [ClientSideRowModelModule, PinnedRowModule, RowSelectionModule, CellStyleModule];
const ROW_SELECTION = { mode: 'singleRow', checkboxes: false, enableClickSelection: true } as const;
const rowId = ({ data }: { data: MjopGridRow }) => data.id;

/** A CSS length from the setting: a bare number is pixels. */
function cssLength(text: string, fallback: string): string {
  const trimmed = text.trim();
  if (!trimmed) return fallback;
  return /^\d+(\.\d+)?$/.test(trimmed) ? `${trimmed}px` : trimmed;
}

export default function MjopView({ settings }: WidgetViewProps<MjopWidgetSettings>) {
  const query = useWidgetQuery(settings.query, { source: SOURCE, report: false });
  const { t } = useTranslation();
  const table = query.table;
  const { firstYear, lastYear, defaultBtw, yearCosts } = settings;
  const reading = useMemo(
    () => (table ? readMjop(table, { firstYear, lastYear, defaultBtw, yearCosts: yearCosts === 'ex' ? 'ex' : 'inc' }) : undefined),
    [table, firstYear, lastYear, defaultBtw, yearCosts],
  );
  const problem = reading && !reading.ok ? t(reading.error.key, reading.error.values) : undefined;
  const plan = reading?.ok ? reading.plan : undefined;
  const state = problem ? 'error' : query.state === 'ready' && plan && plan.items.length === 0 ? 'empty' : query.state;
  useReportWidgetState(state, problem ?? query.error);

  const columnNames = useMemo(() => table?.columns.map((column) => column.name) ?? [], [table]);
  const columnDefs = useMemo(() => (plan ? mjopColumns(plan, columnNames, classes.computed!) : []), [plan, columnNames]);
  const rows = useMemo(() => (plan ? mjopRows(plan) : undefined), [plan]);
  const option = useMemo(() => (plan && settings.showChart ? yearChartOption(plan, yearCosts !== 'ex') : undefined), [plan, settings.showChart, yearCosts]);

  const publish = usePublish(SOURCE);
  const variable = settings.publishVariable;
  const choose = useCallback((row: MjopGridRow | undefined) => {
    if (variable && row?.item?.uri) publish(variable, row.item.uri);
  }, [variable, publish]);
  const onRowClicked = useCallback((event: RowClickedEvent<MjopGridRow>) => choose(event.data), [choose]);
  const onCellKeyDown = useCallback(
    (event: CellKeyDownEvent<MjopGridRow>) => {
      if ((event.event as KeyboardEvent | undefined)?.key === 'Enter') choose(event.data);
    },
    [choose],
  );
  const yearVariable = settings.yearVariable;
  const years = plan?.years;
  const onBarClick = useCallback(
    (index: number) => {
      const year = years?.[index];
      if (yearVariable && year !== undefined) publish(yearVariable, String(year));
    },
    [years, yearVariable, publish],
  );

  if (problem) return <WidgetProblem>{problem}</WidgetProblem>;
  if (!plan || !rows || (state !== 'ready' && state !== 'loading')) return <WidgetMessage query={{ ...query, state }} texts={settings} />;
  return (
    <div className={classes.root}>
      <div className={classes.grid}>
        <AgGridReact<MjopGridRow>
          modules={MODULES}
          theme={GRID_THEME}
          rowData={rows.rows}
          pinnedBottomRowData={rows.totals}
          columnDefs={columnDefs}
          defaultColDef={{ sortable: true, resizable: true }}
          getRowId={rowId}
          rowSelection={ROW_SELECTION}
          enableCellTextSelection
          // A plan has tens of columns and rarely more than a few hundred rows: every column is in
          // the page (find-in-page, screen readers), rows still come a screenful at a time.
          suppressColumnVirtualisation
          animateRows={false}
          onRowClicked={onRowClicked}
          onCellKeyDown={onCellKeyDown}
        />
      </div>
      {plan.items.some((item) => item.computed.size > 0) && (
        <Text size="xs" c="dimmed" className={classes.legend}>
          Italic amounts are worked out from the other columns.
        </Text>
      )}
      {option && <YearChart option={option} height={cssLength(settings.chartHeight, '220px')} onBarClick={onBarClick} />}
    </div>
  );
}

function YearChart({ option, height, onBarClick }: { option: ReturnType<typeof yearChartOption>; height: string; onBarClick: (index: number) => void }) {
  const { element } = useECharts(initChart, option, (params) => {
    if (typeof params.dataIndex === 'number') onBarClick(params.dataIndex);
  });
  return <div ref={element} className={classes.chart} style={{ height }} data-mjop-chart />;
}
