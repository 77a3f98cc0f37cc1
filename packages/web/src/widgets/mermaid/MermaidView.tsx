import { Center, Loader } from '@mantine/core';
import { useLayoutEffect, useRef, type MouseEvent } from 'react';
import { useAreaActive, usePublish, useReportWidgetState, WidgetMessage, type WidgetViewProps } from '../../kit';
import { DiagramProblem } from '../../kit/diagram/DiagramProblem';
import { useDiagramText } from '../../kit/diagram/useDiagramText';
import { useMermaidDiagram } from '../../kit/diagram/useMermaidDrawing';
import type { MermaidSettings } from '.';
import { mermaidSource } from './mermaidSource';
import classes from './MermaidView.module.css';
import { useTranslation } from 'react-i18next';

const XLINK = 'http://www.w3.org/1999/xlink';

export default function MermaidView({ settings, panelTitle }: WidgetViewProps<MermaidSettings>) {
  const { t } = useTranslation();
  const template = settings.diagram;
  const { query, hasQuery, queryWaits, source } = useDiagramText(settings.query, template, 'BBMermaid', mermaidSource);
  const active = useAreaActive();
  const text = source?.ok && source.text.trim() ? source.text : null;
  // Nothing is drawn in a tab that is not shown: Mermaid's layout is the costly part.
  const diagram = useMermaidDiagram(text, active);
  const drawing = diagram.drawing;
  const { state, error } = queryWaits ? query : diagram;
  useReportWidgetState(state, error);

  const publish = usePublish('BBMermaid');
  const publishVariable = settings.publishVariable;
  const container = useRef<HTMLDivElement>(null);
  const svg = diagram.svg;

  // Without a publish variable a linked node is a link: it opens beside the app, not over it.
  useLayoutEffect(() => {
    if (publishVariable) return;
    for (const link of container.current?.querySelectorAll('a') ?? []) {
      link.setAttribute('target', '_blank');
      link.setAttribute('rel', 'noopener noreferrer');
    }
  }, [svg, publishVariable]);

  // Mermaid's `click` callbacks are off in strict mode; a click on a linked node (mouse, or Enter
  // on the focused link) publishes the link's IRI instead of following it. about:blank is what
  // Mermaid leaves of a link it found unsafe (javascript: and the like): it goes nowhere.
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (!(event.target instanceof Element)) return;
    const link = event.target.closest('a');
    if (!link || !event.currentTarget.contains(link)) return;
    const iri = link.getAttribute('href') ?? link.getAttributeNS(XLINK, 'href');
    if (iri === 'about:blank') event.preventDefault();
    if (!publishVariable || !iri || iri === 'about:blank') return;
    event.preventDefault();
    publish(publishVariable, iri);
  };

  if (queryWaits) return <WidgetMessage query={query} texts={settings} />;
  if (state === 'empty') {
    const waitingFor = source && !source.ok ? source.waitingFor : [];
    const nothing = !hasQuery && !template.trim() ? t('widget.noDiagram') : '';
    return <WidgetMessage query={{ state: 'empty', error: undefined, waitingFor }} texts={{ ...settings, textNoResults: settings.textNoResults || nothing }} />;
  }
  // Mermaid's own words (line, column, what it expected): the author's error text is for queries.
  if (state === 'error') return <DiagramProblem>{t('widget.diagramFailed', { message: error ?? '' })}</DiagramProblem>;
  if (!svg) {
    return (
      <Center p="md" h="100%">
        <Loader size={32} aria-label={settings.textLoading.trim() || t('widget.drawingDiagram')} />
      </Center>
    );
  }
  return (
    // The SVG is sanitised (renderMermaid); a click is handled here for the links inside it.
    <div
      ref={container}
      // Focusable, as it scrolls when the diagram is taller than the panel.
      tabIndex={0}
      role="figure"
      aria-label={panelTitle.trim() || t('widget.mermaid.name')}
      aria-busy={drawing}
      className={classes.diagram}
      onClick={onClick}
      dangerouslySetInnerHTML={{ __html: svg }}
    />
  );
}
