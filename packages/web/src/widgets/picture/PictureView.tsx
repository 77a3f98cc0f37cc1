import { listPlaceholderVariables } from '@grafiek/core';
import { useMemo, useState, type CSSProperties } from 'react';
import { useReportWidgetState, useVariables, useWidgetQuery, WidgetMessage, WidgetProblem, type WidgetViewProps } from '../../kit';
import type { PictureSettings } from '.';
import { watchImageFailure } from '../../kit/images/imageFailure';
import { pictureContent } from './pictureContent';
import { pictureUrl } from '../../kit/images/sanitizeSvg';
import classes from './PictureView.module.css';
import { useTranslation } from 'react-i18next';

const SOURCE = 'Picture';

/** A long data URL named in a message is cut short: its start says enough. */
function shortly(text: string): string {
  return text.length > 80 ? `${text.slice(0, 77)}...` : text;
}

export default function PictureView({ settings, panelTitle }: WidgetViewProps<PictureSettings>) {
  const { t } = useTranslation();
  const hasQuery = settings.query.trim() !== '';
  // The view reports its own state: a configured picture needs no query.
  const query = useWidgetQuery(settings.query, { source: SOURCE, report: false });
  const keys = useMemo(() => listPlaceholderVariables([settings.src, settings.title, settings.alt].join('\n')), [settings.src, settings.title, settings.alt]);
  const values = useVariables(keys);
  const table = hasQuery ? query.table : undefined;
  const content = useMemo(() => {
    const lookup = new Map(keys.map((key, index) => [key, values[index]]));
    return pictureContent({ src: settings.src, title: settings.title, alt: settings.alt }, table, (name) => lookup.get(name));
  }, [settings.src, settings.title, settings.alt, table, keys, values]);
  const picture = useMemo(() => pictureUrl(content.source, t, settings.mimeType || undefined), [content.source, settings.mimeType, t]);
  // The URL that failed to load, so that a new picture is tried afresh.
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const url = picture && 'url' in picture ? picture.url : null;
  const watch = useMemo(() => watchImageFailure(() => setFailedUrl(url)), [url]);

  const waiting = hasQuery && (query.state === 'loading' || query.state === 'error');
  const problem = picture && 'reason' in picture ? picture.reason : url !== null && failedUrl === url ? t('widget.picture.loadFailed', { source: shortly(content.source) }) : null;
  useReportWidgetState(waiting ? query.state : problem ? 'error' : url ? 'ready' : 'empty', waiting ? query.error : (problem ?? undefined));

  if (waiting) return <WidgetMessage query={query} texts={settings} />;
  if (problem) return <WidgetProblem>{problem}</WidgetProblem>;
  if (!url) {
    const first = table?.rows[0]?.bindings;
    const waitingFor = listPlaceholderVariables(settings.src).filter((key) => values[keys.indexOf(key)] === undefined && !first?.[key]);
    return <WidgetMessage query={{ state: 'empty', error: undefined, waitingFor }} texts={{ textNoResults: settings.textNoResults || (waitingFor.length ? undefined : t('widget.picture.none')) }} />;
  }
  const alt = content.alt || panelTitle.trim() || t('widget.picture.name');
  return (
    <figure className={classes.figure} style={{ '--picture-fit': settings.fit } as CSSProperties}>
      <img ref={watch} className={classes.image} src={url} alt={alt} data-picture />
      {content.title && <figcaption className={classes.title}>{content.title}</figcaption>}
    </figure>
  );
}
