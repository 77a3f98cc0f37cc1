import { useLayoutEffect, useMemo, useRef, type KeyboardEvent, type MouseEvent } from 'react';
import {
  useAreaActive,
  usePublish,
  useReportWidgetState,
  WidgetMessage,
  type WidgetState,
  type WidgetViewProps,
} from '../../kit';
import { DiagramProblem } from '../../kit/diagram/DiagramProblem';
import { useDiagramText } from '../../kit/diagram/useDiagramText';
import type { NomnomlSettings } from '.';
import { nomnomlSource } from './nomnomlSource';
import { renderNomnoml } from './renderNomnoml';
import classes from './NomnomlView.module.css';
import { useTranslation } from 'react-i18next';

/** The id of the node an event happened in: nomnoml marks every part of a node with data-name. */
function nodeId(target: EventTarget, container: Element): string | null {
  if (!(target instanceof Element)) return null;
  const node = target.closest('[data-name]');
  return node && container.contains(node) ? node.getAttribute('data-name') : null;
}

export default function NomnomlView({ settings, panelTitle }: WidgetViewProps<NomnomlSettings>) {
  const { t } = useTranslation();
  const template = settings.diagram;
  const { query, hasQuery, queryWaits, source } = useDiagramText(settings.query, template, 'BBNOML', nomnomlSource);
  const active = useAreaActive();
  const text = source?.ok && source.text.trim() ? source.text : null;
  // Not drawn in a tab that is not shown: the layout is the costly part.
  const drawing = useMemo(() => (text !== null && active ? renderNomnoml(text, document) : null), [text, active]);

  let state: WidgetState;
  let error: string | undefined;
  if (queryWaits) {
    state = query.state;
    error = query.error;
  } else if (!drawing) {
    state = 'empty';
  } else if (!drawing.ok) {
    state = 'error';
    error = drawing.error;
  } else {
    state = 'ready';
  }
  useReportWidgetState(state, error);

  const publish = usePublish('BBNOML');
  const publishVariable = settings.publishVariable;
  const container = useRef<HTMLDivElement>(null);
  const svg = drawing?.ok ? drawing.svg : null;

  // With a publish variable every node is a button: focusable, named, Enter or Space publishes.
  // Only the outer group of a node gets it (each part of a node carries its data-name too).
  useLayoutEffect(() => {
    if (!publishVariable) return;
    for (const node of container.current?.querySelectorAll('g[data-name]') ?? []) {
      const name = node.getAttribute('data-name') ?? '';
      if (node.parentElement?.getAttribute('data-name') === name) continue;
      node.setAttribute('data-node', '');
      node.setAttribute('tabindex', '0');
      node.setAttribute('role', 'button');
      // Named by what it shows (its first compartment), not by an id that may be a long IRI.
      const shown = [...node.querySelectorAll('text[data-compartment="0"]')]
        .filter((line) => line.getAttribute('data-name') === name)
        .map((line) => line.textContent ?? '')
        .join(' ')
        .trim();
      node.setAttribute('aria-label', shown || name);
    }
  }, [svg, publishVariable]);

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const id = publishVariable ? nodeId(event.target, event.currentTarget) : null;
    if (id) publish(publishVariable, id);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    const id = publishVariable ? nodeId(event.target, event.currentTarget) : null;
    if (!id) return;
    event.preventDefault();
    publish(publishVariable, id);
  };

  if (queryWaits) return <WidgetMessage query={query} texts={settings} />;
  if (state === 'empty') {
    const waitingFor = source && !source.ok ? source.waitingFor : [];
    const nothing = !hasQuery && !template.trim() ? t('widget.noDiagram') : '';
    return <WidgetMessage query={{ state: 'empty', error: undefined, waitingFor }} texts={{ ...settings, textNoResults: settings.textNoResults || nothing }} />;
  }
  if (state === 'error' || !svg) {
    return <DiagramProblem>{t('widget.diagramFailed', { message: error ?? '' })}</DiagramProblem>;
  }
  return (
    // The SVG is sanitised (renderNomnoml); clicks and keys on its nodes are handled here.
    <div
      ref={container}
      // Focusable, as it scrolls when the diagram is taller than the panel.
      tabIndex={0}
      role="figure"
      aria-label={panelTitle.trim() || t('widget.nomnoml.name')}
      className={classes.diagram}
      onClick={onClick}
      onKeyDown={onKeyDown}
      dangerouslySetInnerHTML={{ __html: svg }}
    />
  );
}
