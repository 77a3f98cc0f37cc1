import { listPlaceholderVariables } from '@grafiek/core';
import { useMemo, type MouseEvent } from 'react';
import { usePublish, useReportWidgetState, useVariables, useWidgetQuery, WidgetMessage, type WidgetViewProps } from '../../kit';
import { SafeHtml } from '../../kit/SafeHtml';
import type { StructuredTextSettings } from '.';
import { markdownHtml } from './markdownHtml';
import { structuredMarkdown } from './structuredContent';
import classes from './StructuredTextView.module.css';
import { useTranslation } from 'react-i18next';

const SOURCE = 'BBStructuredText';

export default function StructuredTextView({ settings }: WidgetViewProps<StructuredTextSettings>) {
  const { t } = useTranslation();
  const hasQuery = settings.query.trim() !== '';
  // The view reports its own state: a text without a query is ready without any query.
  const query = useWidgetQuery(settings.query, { source: SOURCE, report: false });
  const publish = usePublish(SOURCE);
  const template = settings.markdown;
  const keys = useMemo(() => listPlaceholderVariables(template), [template]);
  const values = useVariables(keys);
  const table = hasQuery ? query.table : undefined;
  const markdown = useMemo(() => {
    const lookup = new Map(keys.map((key, index) => [key, values[index]]));
    return structuredMarkdown(template, table, (name) => lookup.get(name));
  }, [template, table, keys, values]);
  const html = useMemo(
    () => markdownHtml(markdown, { publishVariable: settings.publishVariable, iriLinksPublish: settings.iriLinksPublish, t }),
    [markdown, settings.publishVariable, settings.iriLinksPublish, t],
  );

  const waiting = hasQuery && (query.state === 'loading' || query.state === 'error');
  const empty = !markdown.trim();
  useReportWidgetState(waiting ? query.state : empty ? 'empty' : 'ready', waiting ? query.error : undefined);

  // One listener for every link: a publishing link sets its variable instead of navigating. A
  // click with a modifier key still opens an IRI link's address, as links do.
  const follow = (event: MouseEvent<HTMLDivElement>) => {
    const link = (event.target as Element).closest('a[data-publish-variable]');
    if (!link || !event.currentTarget.contains(link)) return;
    if ((event.ctrlKey || event.metaKey || event.shiftKey) && link.getAttribute('href') !== '#') return;
    event.preventDefault();
    publish(link.getAttribute('data-publish-variable') ?? '', link.getAttribute('data-publish-value') ?? '');
  };

  if (waiting) return <WidgetMessage query={query} texts={settings} />;
  if (empty) return <WidgetMessage query={{ state: 'empty', error: undefined, waitingFor: query.waitingFor }} texts={{ textNoResults: settings.textNoResults || (query.waitingFor.length ? undefined : t('widget.structuredText.none')) }} />;
  // The listener only catches clicks (and Enter, which clicks a link) bubbling up from the links.
  return (
    <div className={classes.root} onClick={follow}>
      <SafeHtml as="div" className={classes.markdown} html={html} />
    </div>
  );
}
