import { toChartData, type ResultTable } from '@grafiek/core';
import { useMemo } from 'react';
import { WidgetProblem } from '../../kit';
import { useECharts } from '../../kit/charts/useECharts';
import { notebookChartOption, type ChartDisplay, type ChartPoint } from './notebookChart';
import { initChart } from './notebookEcharts';
import classes from './Notebook.module.css';

export interface NotebookChartProps {
  table: ResultTable;
  display: ChartDisplay;
  /** A click on a category with an IRI. */
  onPublish?: (iri: string) => void;
}

/** A SPARQL cell's rows as a chart; loaded only when a cell shows one. */
export default function NotebookChart({ table, display, onPublish }: NotebookChartProps) {
  const data = useMemo(() => toChartData(table), [table]);
  const option = useMemo(() => (data.ok ? notebookChartOption(data.data, display) : undefined), [data, display]);
  const { element } = useECharts(initChart, option, (params) => {
    const point = params.data as ChartPoint | undefined;
    if (point && typeof point === 'object' && point.uri) onPublish?.(point.uri);
  });
  return (
    <>
      {!data.ok && <WidgetProblem size="xs">{data.error}</WidgetProblem>}
      <div ref={element} className={classes.chart} hidden={!data.ok} />
    </>
  );
}
