import { listPlaceholderVariables, type ResultTable } from '@grafiek/core';
import { useMemo } from 'react';
import { useVariables } from '../useVariables';
import { useWidgetQuery, type WidgetQuery } from '../useWidgetQuery';

/** How a diagram widget turns its template, its query's rows and the app variables into text. */
export type ReadDiagramSource<S> = (template: string, table: ResultTable | undefined, variable: (name: string) => unknown) => S;

export interface DiagramText<S> {
  query: WidgetQuery;
  hasQuery: boolean;
  /** The query is set and has not answered yet (or failed): no source then. */
  queryWaits: boolean;
  source: S | null;
}

/**
 * The source of a text-drawn diagram (Mermaid, nomnoml): its template with `{{placeholders}}`
 * filled from the query's first row or the app variables, or the query's rows alone. The view
 * reports its own state (`report: false`): a template without a query is ready without any query.
 * `read` must be a module-level function (it is a memo dependency).
 */
export function useDiagramText<S>(queryText: string, template: string, widget: string, read: ReadDiagramSource<S>): DiagramText<S> {
  const hasQuery = queryText.trim() !== '';
  const query = useWidgetQuery(queryText, { source: widget, report: false });
  const keys = useMemo(() => listPlaceholderVariables(template), [template]);
  const values = useVariables(keys);
  const queryWaits = hasQuery && query.state !== 'ready';
  const source = useMemo(() => {
    if (queryWaits) return null;
    const lookup = new Map(keys.map((key, index) => [key, values[index]]));
    return read(template, hasQuery ? query.table : undefined, (name) => lookup.get(name));
  }, [queryWaits, template, hasQuery, query.table, keys, values, read]);
  return { query, hasQuery, queryWaits, source };
}
