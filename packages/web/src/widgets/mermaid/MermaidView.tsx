import { Center, Loader } from '@mantine/core';
import { useEffect, useLayoutEffect, useRef, useState, type MouseEvent } from 'react';
import {
  useAreaActive,
  usePublish,
  useReportWidgetState,
  WidgetMessage,
  WidgetProblem,
  type WidgetState,
  type WidgetViewProps,
} from '../../kit';
import { useDiagramText } from '../../kit/diagram/useDiagramText';
import type { MermaidSettings } from '.';
import { mermaidSource } from './mermaidSource';
import type { MermaidDrawing } from './renderMermaid';
import classes from './MermaidView.module.css';

const XLINK = 'http://www.w3.org/1999/xlink';

/** The last drawing finished, for the text it was made from. */
interface Drawn {
  text: string;
  result: MermaidDrawing;
}

/** Draws `text` (null: nothing to draw now); Mermaid itself is loaded with the first drawing. */
function useMermaidDrawing(text: string | null): Drawn | null {
  const [drawn, setDrawn] = useState<Drawn | null>(null);
  useEffect(() => {
    if (text === null) return;
    let current = true;
    import('./renderMermaid')
      .then(({ renderMermaid }) => renderMermaid(text))
      .catch((error: unknown): MermaidDrawing => ({ ok: false, error: `Mermaid could not be loaded: ${error instanceof Error ? error.message : String(error)}` }))
      .then((result) => {
        if (current) setDrawn({ text, result });
      });
    return () => {
      current = false;
    };
  }, [text]);
  return drawn;
}

export default function MermaidView({ settings, panelTitle }: WidgetViewProps<MermaidSettings>) {
  const template = settings.diagram;
  const { query, hasQuery, queryWaits, source } = useDiagramText(settings.query, template, 'BBMermaid', mermaidSource);
  const active = useAreaActive();
  const text = source?.ok && source.text.trim() ? source.text : null;
  // Nothing is drawn in a tab that is not shown: Mermaid's layout is the costly part.
  const wanted = active ? text : null;
  const drawn = useMermaidDrawing(wanted);
  const drawing = wanted !== null && drawn?.text !== wanted;

  let state: WidgetState;
  let error: string | undefined;
  if (queryWaits) {
    state = query.state;
    error = query.error;
  } else if (text === null || (!active && !drawn)) {
    state = 'empty';
  } else if (drawing) {
    state = 'loading';
  } else if (drawn && !drawn.result.ok) {
    state = 'error';
    error = drawn.result.error;
  } else {
    state = 'ready';
  }
  useReportWidgetState(state, error);

  const publish = usePublish('BBMermaid');
  const publishVariable = settings.publishVariable;
  const container = useRef<HTMLDivElement>(null);
  const svg = drawn?.result.ok ? drawn.result.svg : null;

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
    const nothing = !hasQuery && !template.trim() ? 'No diagram: give its text or a query.' : '';
    return <WidgetMessage query={{ state: 'empty', error: undefined, waitingFor }} texts={{ ...settings, textNoResults: settings.textNoResults || nothing }} />;
  }
  if (state === 'error') {
    // Mermaid's own words (line, column, what it expected): the author's error text is for queries.
    return (
      // Focusable, as it scrolls when the message is longer than the panel.
      <div className={classes.problem} tabIndex={0}>
        <WidgetProblem>{`The diagram cannot be drawn. ${error ?? ''}`}</WidgetProblem>
      </div>
    );
  }
  if (!svg) {
    return (
      <Center p="md" h="100%">
        <Loader size={32} aria-label={settings.textLoading.trim() || 'Drawing the diagram'} />
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
      aria-label={panelTitle.trim() || 'Mermaid diagram'}
      aria-busy={drawing}
      className={classes.diagram}
      onClick={onClick}
      dangerouslySetInnerHTML={{ __html: svg }}
    />
  );
}
