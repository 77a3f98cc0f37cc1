import type { ECElementEvent, EChartsType, init } from 'echarts/core';
import { useEffect, useRef, type RefObject } from 'react';

// One ECharts instance on a div, for every widget that draws with ECharts. The widget passes its
// own `init` (from the echarts/core it set up with just the charts it draws), so this module
// imports ECharts' types only and stays out of every chunk that does not draw a chart.

/**
 * Creates the chart once on the returned div, feeds it each new option whole (so that nothing of
 * an older result lingers), resizes it with its panel (split layouts, tabs, the window) and
 * disposes of it with the component. `onClick` is always the latest one given.
 */
export function useECharts<O>(
  initChart: typeof init,
  option: O | undefined,
  onClick: (params: ECElementEvent) => void,
): { element: RefObject<HTMLDivElement | null>; chart: RefObject<EChartsType | null> } {
  const element = useRef<HTMLDivElement>(null);
  const chart = useRef<EChartsType | null>(null);
  const click = useRef(onClick);
  click.current = onClick;

  useEffect(() => {
    const target = element.current!;
    const instance = initChart(target, null, { renderer: 'svg' });
    chart.current = instance;
    instance.on('click', (params) => click.current(params));
    const observer = new ResizeObserver(() => instance.resize());
    observer.observe(target);
    return () => {
      observer.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, [initChart]);

  useEffect(() => {
    if (option) chart.current?.setOption(option as never, { notMerge: true });
  }, [option]);

  return { element, chart };
}
