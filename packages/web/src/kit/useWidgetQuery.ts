import {
  hasScriptBlocks,
  listPlaceholderVariables,
  parseScriptTemplate,
  resolvePlaceholders,
  resolveScriptTemplate,
  scriptBlockCalls,
  skipsCache,
  toResultTable,
  type ResolveOptions,
  type ResolveResult,
  type ResultTable,
  type ScriptBlockCall,
  type ScriptTemplate,
  type SparqlJsonResults,
  type VariableStore,
} from '@grafiek/core';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { AuthenticationRequiredError, runSparqlQuery } from '../api/sparqlClient';
import type { SparqlEndpoint } from '../api/sparqlEndpoint';
import { useAreaActive } from './areaActive';
import { useAppRuntime } from './runtime';
import { useVariables } from './useVariables';
import { sparqlQueryKeys } from './sparqlQueryKeys';
import { useReportWidgetState, type WidgetState } from './widgetState';
import { runScriptBlocks } from './sandbox/lazy';
import { useTranslation } from 'react-i18next';

export interface WidgetQueryOptions {
  /** False while the widget should not query, e.g. inside a tab that is not shown. */
  enabled?: boolean;
  /** Names the widget in the event log. */
  source?: string;
  /** Report loading/ready/empty/error to the frame (default true). */
  report?: boolean;
}

export interface WidgetQuery {
  state: WidgetState;
  /** The resolved query text, or `null` when a placeholder has no value yet. */
  resolvedQuery: string | null;
  results: SparqlJsonResults | undefined;
  table: ResultTable | undefined;
  error: string | undefined;
  /** The variables the query waits for, when it waits. */
  waitingFor: string[];
  /** True while a newer answer is on its way and older data is shown. */
  refreshing: boolean;
}

/** At most 2 attempts per query; a login problem is not retried here. */
function retryOnce(failureCount: number, error: unknown): boolean {
  return failureCount < 1 && !(error instanceof AuthenticationRequiredError);
}

const RESOLVE_OPTIONS: ResolveOptions = { mode: 'sparql', unresolved: 'emptyResult' };

/** A template's <script> blocks to run, with what the rest of the query needs to be resolved after. */
interface PendingScripts {
  template: ScriptTemplate;
  calls: ScriptBlockCall[];
  values: Record<string, unknown>;
}

/**
 * How far a template is from a query: resolved (or failed) at once, or waiting for its <script>
 * blocks, which run in the sandbox.
 */
type Resolution = ResolveResult | { ok: true; scripts: PendingScripts };

function resolveTemplate(text: string, script: { ok: true; template: ScriptTemplate } | { ok: false; error: string } | null, values: Record<string, unknown>): Resolution {
  if (!text.trim()) return { ok: true, text: '' };
  if (!script) return resolvePlaceholders(text, values, RESOLVE_OPTIONS);
  if (!script.ok) return script;
  const prepared = scriptBlockCalls(script.template, values, RESOLVE_OPTIONS);
  if (!prepared.ok) return prepared;
  if (prepared.calls === null) return { ok: true, text: '' };
  return { ok: true, scripts: { template: script.template, calls: prepared.calls, values } };
}

/**
 * Runs a template's <script> blocks in the sandbox and resolves the query with their results.
 * Cached by the blocks' code and values, so a re-render or another widget with the same query
 * does not run them again.
 */
function scriptedQuery(scripts: PendingScripts | null) {
  return queryOptions({
    queryKey: ['grafiek', 'script-blocks', scripts?.template.query ?? '', scripts?.calls ?? [], scripts?.values ?? {}],
    queryFn: async (): Promise<ResolveResult> => {
      if (!scripts) throw new Error('There are no script blocks to run.');
      const results = await runScriptBlocks(scripts.calls);
      return resolveScriptTemplate(scripts.template, results, scripts.values, RESOLVE_OPTIONS);
    },
    retry: false,
    staleTime: Infinity,
    gcTime: 60_000,
  });
}

/**
 * How a resolved query runs and is cached: one definition for the widget that shows it and for
 * the viewer that fetches it ahead (`prefetchWidgetQuery`), so both share one request.
 */
function sparqlQuery(endpoint: SparqlEndpoint | null, resolvedQuery: string | null, store: VariableStore, source: string) {
  const nocache = resolvedQuery !== null && skipsCache(resolvedQuery);
  return queryOptions({
    queryKey: sparqlQueryKeys.query(endpoint?.queryUrl ?? '', resolvedQuery),
    queryFn: async ({ signal }) => {
      // Never called without both: a widget disables its query until it has them.
      if (!endpoint || resolvedQuery === null) throw new Error('There is no query to run.');
      const started = Date.now();
      const results = await runSparqlQuery(endpoint, resolvedQuery, { signal });
      store.logEvent({
        type: 'sparql-request',
        templateId: source,
        request: resolvedQuery,
        response: { ms: Date.now() - started, rows: 'results' in results ? results.results.bindings.length : 1 },
        timestamp: Date.now(),
      });
      return results;
    },
    retry: retryOnce,
    retryDelay: 300,
    staleTime: nocache ? 0 : 5 * 60_000,
    gcTime: nocache ? 0 : 5 * 60_000,
  });
}

/**
 * Starts a widget's query before its code has loaded, when every variable it mentions already
 * has a value: the answer and the widget's chunk then travel at the same time instead of one
 * after the other. The widget's own `useWidgetQuery` finds the request under the same key.
 */
export function prefetchWidgetQuery(client: QueryClient, endpoint: SparqlEndpoint, store: VariableStore, template: unknown, source: string): void {
  const text = typeof template === 'string' ? template : '';
  // A query with <script> blocks is known only after the sandbox has run them: the widget asks.
  if (!text.trim() || hasScriptBlocks(text)) return;
  const resolved = resolvePlaceholders(text, (name) => store.get(name), RESOLVE_OPTIONS);
  // A `nocache` answer is dropped as soon as nobody watches it, so fetching it ahead would only ask twice.
  if (!resolved.ok || !resolved.text || skipsCache(resolved.text)) return;
  void client.prefetchQuery(sparqlQuery(endpoint, resolved.text, store, source));
}

/**
 * A widget's query, from template to result table: subscribes to
 * exactly the variables the text mentions, resolves it safely on every change, and runs it through
 * TanStack Query, which de-duplicates identical queries and cancels superseded ones.
 */
export function useWidgetQuery(template: unknown, options: WidgetQueryOptions = {}): WidgetQuery {
  const { endpoint, store, requestLogin } = useAppRuntime();
  const { t } = useTranslation();
  const text = typeof template === 'string' ? template : '';
  const keys = useMemo(() => listPlaceholderVariables(text), [text]);
  const values = useVariables(keys);

  // Only a template with <script> blocks is parsed for them; any other resolves as it always has.
  const script = useMemo(() => (hasScriptBlocks(text) ? parseScriptTemplate(text) : null), [text]);
  const resolution = useMemo(() => {
    const lookup: Record<string, unknown> = {};
    keys.forEach((key, index) => (lookup[key] = values[index]));
    return resolveTemplate(text, script, lookup);
    // `values` changes identity exactly when one of the keys was published.
  }, [text, script, keys, values]);
  const active = useAreaActive();
  const wanted = active && options.enabled !== false;
  const scripts = 'scripts' in resolution ? resolution.scripts : null;
  // Blocks run only for a widget that would query now, not in a hidden tab.
  const scripted = useQuery({ ...scriptedQuery(scripts), enabled: scripts !== null && wanted });
  let resolved: ResolveResult;
  if (!('scripts' in resolution)) resolved = resolution;
  else if (scripted.data) resolved = scripted.data;
  else if (scripted.error) resolved = { ok: false, error: scripted.error.message };
  else resolved = { ok: true, text: '' };
  const scriptsRunning = scripts !== null && wanted && scripted.isPending;

  const resolvedQuery = resolved.ok && resolved.text ? resolved.text : null;
  const waitingFor = resolved.ok && !resolved.text && text.trim() && scripts === null ? keys.filter((key, index) => values[index] === undefined) : [];
  const enabled = wanted && resolvedQuery !== null && endpoint !== null;
  const query = useQuery({
    ...sparqlQuery(endpoint, resolvedQuery, store, options.source ?? 'widget'),
    enabled,
    placeholderData: (previous) => previous,
  });

  useEffect(() => {
    if (query.error instanceof AuthenticationRequiredError) requestLogin();
  }, [query.error, requestLogin]);

  const converted = useMemo((): { table?: ResultTable; error?: string } => {
    if (!query.data) return {};
    try {
      return { table: toResultTable(query.data) };
    } catch (conversionError) {
      return { error: conversionError instanceof Error ? conversionError.message : String(conversionError) };
    }
  }, [query.data]);
  const table = converted.table;

  let state: WidgetState;
  let error: string | undefined;
  if (!resolved.ok) {
    state = 'error';
    error = resolved.error;
  } else if (text.trim() && endpoint === null) {
    state = 'error';
    error = t('widget.noRepo');
  } else if (query.isError && !query.isFetching) {
    state = 'error';
    error = query.error instanceof Error ? query.error.message : String(query.error);
    // As the original: after its second attempt a failing query says it will not try again.
    if (query.failureCount > 1) error = `${error} (${t('widget.retried')})`;
  } else if (converted.error) {
    state = 'error';
    error = converted.error;
  } else if (scriptsRunning) {
    state = 'loading';
  } else if (!text.trim() || resolvedQuery === null || options.enabled === false || !active) {
    state = 'empty';
  } else if (query.isFetching && (query.isPlaceholderData || !query.data)) {
    state = 'loading';
  } else if (!query.data) {
    state = 'loading';
  } else {
    state = table && table.rows.length === 0 && !('boolean' in query.data) ? 'empty' : 'ready';
  }
  useReportWidgetState(options.report === false ? 'ready' : state, error);

  return {
    state,
    resolvedQuery,
    results: query.data,
    table,
    error,
    waitingFor,
    refreshing: query.isFetching && query.data !== undefined,
  };
}
