import { listPlaceholderVariables } from '@grafiek/core';
import { useEffect, useMemo } from 'react';
import { useReportWidgetState, useVariables, useWidgetQuery, WidgetMessage, type WidgetViewProps } from '../../kit';
import type { HtmlSettings } from '.';
import { SafeHtml } from '../../kit/SafeHtml';
import { htmlContent } from './htmlContent';
import classes from './HtmlView.module.css';
import { useTranslation } from 'react-i18next';

export default function HtmlView({ settings }: WidgetViewProps<HtmlSettings>) {
  const { t } = useTranslation();
  const hasQuery = settings.query.trim() !== '';
  // This view reports its own state: a template without a query is ready without any query.
  const query = useWidgetQuery(settings.query, { source: 'BBHTML', report: false });
  const template = settings.html;

  const keys = useMemo(() => listPlaceholderVariables(template), [template]);
  const values = useVariables(keys);
  const content = useMemo(() => {
    // With a query, its rows are the content: no rows is "no results", whatever the template says.
    if (hasQuery && (!query.table || query.table.rows.length === 0)) return { ok: false as const, reason: t('widget.html.noRows') };
    const lookup = new Map(keys.map((key, index) => [key, values[index]]));
    return htmlContent(template, hasQuery ? query.table : undefined, (name) => lookup.get(name), t);
  }, [hasQuery, template, query.table, keys, values, t]);

  const waiting = hasQuery && (query.state === 'loading' || query.state === 'error');
  const failure = !waiting && !content.ok ? content.reason : null;
  useEffect(() => {
    if (failure && template.trim()) console.warn(`BBHTML shows its no-results HTML: ${failure}`);
  }, [failure, template]);
  useReportWidgetState(waiting ? query.state : content.ok ? 'ready' : 'empty', query.state === 'error' ? query.error : undefined);

  if (waiting) return <WidgetMessage query={query} texts={settings} />;
  // A render failure falls back to the no-results HTML, else to nothing.
  const html = content.ok ? content.html : settings.htmlgeenresultaat;
  return <SafeHtml as="div" className={classes.html} html={html} />;
}
