import { listPlaceholderVariables } from '@grafiek/core';
import { useEffect, useMemo } from 'react';
import { useReportWidgetState, useVariables, useWidgetQuery, WidgetMessage, type WidgetViewProps } from '../../kit';
import { SafeHtml } from '../../kit/SafeHtml';
import { htmlContent } from './htmlContent';
import classes from './HtmlView.module.css';

function textOption(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

export default function HtmlView({ config }: WidgetViewProps) {
  const queryText = textOption(config.query);
  const hasQuery = queryText.trim() !== '';
  // This view reports its own state: a template without a query is ready without any query.
  const query = useWidgetQuery(config.query, { source: 'BBHTML', report: false });
  const template = textOption(config.html);
  const fallback = textOption(config.htmlgeenresultaat);

  const keys = useMemo(() => listPlaceholderVariables(template), [template]);
  const values = useVariables(keys);
  const content = useMemo(() => {
    // With a query, its rows are the content: no rows is "no results", whatever the template says.
    if (hasQuery && (!query.table || query.table.rows.length === 0)) return { ok: false as const, reason: 'The query has no rows.' };
    const lookup = new Map(keys.map((key, index) => [key, values[index]]));
    return htmlContent(template, hasQuery ? query.table : undefined, (name) => lookup.get(name));
  }, [hasQuery, template, query.table, keys, values]);

  const waiting = hasQuery && (query.state === 'loading' || query.state === 'error');
  const failure = !waiting && !content.ok ? content.reason : null;
  useEffect(() => {
    if (failure && template.trim()) console.warn(`BBHTML shows its no-results HTML: ${failure}`);
  }, [failure, template]);
  useReportWidgetState(waiting ? query.state : content.ok ? 'ready' : 'empty', query.state === 'error' ? query.error : undefined);

  if (waiting) return <WidgetMessage query={query} config={config} />;
  // A render failure falls back to the no-results HTML, else to nothing (spec/widgets.md §8).
  const html = content.ok ? content.html : fallback;
  return <SafeHtml as="div" className={classes.html} html={html} />;
}
