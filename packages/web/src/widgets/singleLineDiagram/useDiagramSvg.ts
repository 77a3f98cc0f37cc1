import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TextNote } from '../../i18n/widgetTexts';
import { useAreaActive, useWidgetQuery, type WidgetState } from '../../kit';
import { sanitizeInlineSvg } from '../../kit/diagram/inlineSvg';
import { svgFromRows } from '../../kit/diagram/svgFromRows';

/** Larger SVG files are refused: a diagram is not a map tile set. */
const MAX_BYTES = 10 * 1024 * 1024;

export interface DiagramSvg {
  state: WidgetState;
  error: string | undefined;
  waitingFor: string[];
  /** The sanitised SVG; '' until there is one. */
  svg: string;
}

/** A refused SVG file: its English message, and the text that says it in the reader's language. */
class SvgFileError extends Error {
  constructor(
    message: string,
    readonly note: TextNote,
  ) {
    super(message);
  }
}

async function fetchSvg(url: string, signal: AbortSignal): Promise<string> {
  const response = await fetch(url, { signal, credentials: 'same-origin' });
  if (!response.ok) {
    const status = `${response.status} ${response.statusText}`;
    throw new SvgFileError(`The SVG at ${url} could not be loaded (${status}).`, { key: 'widget.singleLineDiagram.notLoaded', values: { url, status } });
  }
  const text = await response.text();
  const megabytes = MAX_BYTES / 1024 / 1024;
  if (text.length > MAX_BYTES) throw new SvgFileError(`The SVG at ${url} is larger than ${megabytes} MB.`, { key: 'widget.singleLineDiagram.tooLarge', values: { url, megabytes } });
  return text;
}

/**
 * The diagram's SVG, sanitised, from the first source the author gave: the SVG text, its
 * address, or its query. Nothing is loaded in a tab that is not shown.
 */
export function useDiagramSvg(text: string, url: string, queryText: string, source: string): DiagramSvg {
  const { t } = useTranslation();
  const active = useAreaActive();
  const address = text.trim() ? '' : url.trim();
  const fetched = useQuery({
    queryKey: ['grafiek', 'diagram-svg', address],
    queryFn: ({ signal }) => fetchSvg(address, signal),
    enabled: active && address !== '',
    retry: 1,
    staleTime: 5 * 60_000,
  });
  const query = useWidgetQuery(text.trim() || address ? '' : queryText, { source, report: false });

  let raw: string | undefined;
  let state: WidgetState = 'ready';
  let error: string | undefined;
  let waitingFor: string[] = [];
  if (text.trim()) {
    raw = text;
  } else if (address) {
    if (fetched.error) {
      state = 'error';
      error = fetched.error instanceof SvgFileError ? t(fetched.error.note.key, fetched.error.note.values) : fetched.error.message;
    } else if (fetched.data === undefined) {
      state = active ? 'loading' : 'empty';
    } else {
      raw = fetched.data;
    }
  } else if (queryText.trim()) {
    if (query.state === 'ready' && query.table) raw = svgFromRows(query.table);
    else {
      state = query.state === 'ready' ? 'empty' : query.state;
      error = query.error;
      waitingFor = query.waitingFor;
    }
  } else {
    state = 'empty';
  }
  const svg = useMemo(() => (raw ? sanitizeInlineSvg(raw) : ''), [raw]);
  if (state === 'ready' && !svg) {
    if (raw?.trim()) return { state: 'error', error: t('widget.singleLineDiagram.noSvgElement'), waitingFor, svg };
    return { state: 'empty', error: undefined, waitingFor, svg };
  }
  return { state, error, waitingFor, svg };
}
