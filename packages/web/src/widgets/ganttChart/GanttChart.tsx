import { useEffect, useLayoutEffect, useRef } from 'react';
import { GanttController, type ChartSettings, type TaskChange } from './ganttController';
import type { GanttTask } from './ganttTasks';
import classes from './GanttView.module.css';

interface GanttChartProps extends ChartSettings {
  tasks: readonly GanttTask[];
  label: string;
  /** The published value: its task is outlined. */
  chosen: string | undefined;
  /** Goes up after writes ended: the chart is drawn again from `tasks` (a refused change goes back). */
  redraw: number;
  onChoose: (task: GanttTask) => void;
  onChange: (changes: TaskChange[]) => void;
}

/** The frappe-gantt chart: made anew when its settings change, given new tasks as they come. */
export function GanttChart({ tasks, label, chosen, redraw, onChoose, onChange, viewMode, editable, language, scrollTo, choosable }: GanttChartProps) {
  const element = useRef<HTMLDivElement>(null);
  const controller = useRef<GanttController | null>(null);
  const drawn = useRef<{ tasks: readonly GanttTask[]; redraw: number } | null>(null);
  const latest = useRef({ tasks, redraw, chosen, onChoose, onChange });
  useLayoutEffect(() => {
    latest.current = { tasks, redraw, chosen, onChoose, onChange };
  });

  useEffect(() => {
    const { tasks: first, redraw: count, chosen: value } = latest.current;
    const chart = new GanttController(element.current!, first, { viewMode, editable, language, scrollTo, choosable }, {
      choose: (task) => latest.current.onChoose(task),
      change: (changes) => latest.current.onChange(changes),
    });
    chart.select(value);
    controller.current = chart;
    drawn.current = { tasks: first, redraw: count };
    return () => {
      chart.destroy();
      controller.current = null;
    };
  }, [viewMode, editable, language, scrollTo, choosable]);

  useEffect(() => {
    const last = drawn.current;
    if (!controller.current || (last && last.tasks === tasks && last.redraw === redraw)) return;
    controller.current.draw(tasks);
    drawn.current = { tasks, redraw };
  }, [tasks, redraw]);

  useEffect(() => {
    controller.current?.select(chosen);
  }, [chosen]);

  return <div ref={element} className={classes.chart} data-grafiek-gantt="" role="group" aria-label={label} />;
}
