import { RESET_VALUE } from '@grafiek/core';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePublish, useReportWidgetState, useVariable, useWidgetQuery, WidgetMessage, WidgetProblem, type WidgetViewProps } from '../../kit';
import type { NebulaSettings } from '.';
import { readArrows } from './arrows';
import { browserColor } from './browserColor';
import { NebulaLegend } from './NebulaLegend';
import { toNebulaData, type NebulaData } from './nebulaGraph';
import type { RendererSettings } from './nebulaRenderer';
import { loadRenderer, NebulaStage } from './NebulaStage';
import classes from './NebulaView.module.css';

const SOURCE = 'Nebula';

/** An IRI as a variable may hold it: bare, or written <like this>. */
function bareIri(value: unknown): string | undefined {
  if (typeof value !== 'string' || value === RESET_VALUE) return undefined;
  const trimmed = value.trim();
  return trimmed.startsWith('<') && trimmed.endsWith('>') ? trimmed.slice(1, -1) : trimmed || undefined;
}

export default function NebulaView({ settings, panelTitle }: WidgetViewProps<NebulaSettings>) {
  // Reported below, once for the whole widget: ready only when the graph has been laid out.
  const query = useWidgetQuery(settings.query, { source: SOURCE, report: false });
  const { t } = useTranslation();
  const arrows = useMemo(() => readArrows(settings.edgetype, t), [settings.edgetype, t]);
  const { useLocalNames, sizeByDegree, edgelabels, dragNodes, layoutSeconds } = settings;

  const results = query.results;
  const notSelect = results !== undefined && !('results' in results);
  // When the rows were read: the first layout's time counts from then.
  const { reading, readAt } = useMemo(
    () => ({
      readAt: performance.now(),
      reading: results && 'results' in results ? toNebulaData(results.head.vars, results.results.bindings, { useLocalNames, sizeByDegree, readColor: browserColor }) : undefined,
    }),
    [results, useLocalNames, sizeByDegree],
  );
  const data = reading?.ok ? reading.data : undefined;
  const renderer = useMemo<RendererSettings | undefined>(
    () => (arrows.ok ? { arrows: arrows.arrows, edgeLabels: edgelabels, dragNodes, layoutMs: Math.max(0, layoutSeconds) * 1000 } : undefined),
    [arrows, edgelabels, dragNodes, layoutSeconds],
  );
  // sigma loads while the query runs, and draws a tiny graph once so that the browser has its
  // shaders compiled when the data comes; a failure shows once there is a graph to draw.
  const warmedUp = useRef(false);
  useEffect(() => {
    const warm = renderer !== undefined && !warmedUp.current ? renderer : undefined;
    if (warm) warmedUp.current = true;
    loadRenderer()
      .then((module) => (warm ? module.warmUp(warm) : undefined))
      .catch(() => undefined);
  }, [renderer]);

  const [laidOut, setLaidOut] = useState<NebulaData | undefined>(undefined);
  const [drawError, setDrawError] = useState<string | undefined>(undefined);
  const problem = !arrows.ok
    ? arrows.error
    : notSelect
      ? t('widget.nebula.notSelect')
      : reading && !reading.ok
        ? t(reading.error.key, reading.error.values)
        : drawError;
  const hasNodes = data !== undefined && data.graph.order > 0;
  const state = problem ? 'error' : query.state === 'ready' ? (!hasNodes ? 'empty' : data !== laidOut ? 'loading' : 'ready') : query.state;
  const error = problem ?? query.error;
  useReportWidgetState(state, error);

  const publish = usePublish(SOURCE);
  const publishVariable = settings.publishVariable;
  const selectedId = bareIri(useVariable(settings.subscribeVariable || null));
  /** What this graph published last: when it comes back through the subscribe variable, it is in view already. */
  const published = useRef<string | undefined>(undefined);
  const onChoose = useCallback(
    (id: string) => {
      const iri = data?.graph.hasNode(id) ? data.graph.getNodeAttribute(id, 'iri') : undefined;
      if (!publishVariable || !iri) return;
      published.current = iri;
      publish(publishVariable, iri);
    },
    [data, publishVariable, publish],
  );

  if (problem) return <WidgetProblem>{problem}</WidgetProblem>;
  if (!data || !renderer || !hasNodes || state === 'empty' || query.state !== 'ready') {
    return <WidgetMessage query={{ state: state === 'loading' ? 'loading' : state, error, waitingFor: query.waitingFor }} texts={settings} />;
  }
  return (
    <div className={[classes.root, settings.className.trim()].filter(Boolean).join(' ')}>
      <NebulaStage
        data={data}
        readAt={readAt}
        settings={renderer}
        selectedId={selectedId}
        revealSelected={selectedId !== published.current}
        label={panelTitle.trim() || 'Graph'}
        onChoose={publishVariable ? onChoose : undefined}
        onLaidOut={setLaidOut}
        onError={setDrawError}
      />
      {settings.legend && <NebulaLegend entries={data.legend} />}
    </div>
  );
}
