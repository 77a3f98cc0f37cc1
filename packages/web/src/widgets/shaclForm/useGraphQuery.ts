import { listPlaceholderVariables, resolvePlaceholders } from '@grafiek/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { AuthenticationRequiredError } from '../../api/sparqlClient';
import { sparqlQueryKeys, useAppRuntime, useAreaActive, useVariables } from '../../kit';
import { runGraphQuery } from './graphQuery';
import { useTranslation } from 'react-i18next';

export type GraphQuery =
  | { state: 'idle' }
  | { state: 'waiting'; waitingFor: string[] }
  | { state: 'loading' }
  | { state: 'ready'; turtle: string }
  | { state: 'error'; error: string };

/**
 * A CONSTRUCT query of the form (its shapes, the values of the resource it edits) as Turtle:
 * placeholders resolved safely from the app variables it mentions, waiting while one has no
 * value, cached under the endpoint's key so that a rule run (which clears the endpoint's answers)
 * loads it again. An empty template is idle.
 */
export function useGraphQuery(template: string, source: string): GraphQuery {
  const { endpoint, store, requestLogin } = useAppRuntime();
  const { t } = useTranslation();
  const keys = useMemo(() => listPlaceholderVariables(template), [template]);
  const values = useVariables(keys);
  const resolved = useMemo(() => {
    const lookup: Record<string, unknown> = {};
    keys.forEach((key, index) => (lookup[key] = values[index]));
    return resolvePlaceholders(template, lookup, { mode: 'sparql', unresolved: 'emptyResult' });
  }, [template, keys, values]);
  const active = useAreaActive();
  const text = resolved.ok && resolved.text.trim() ? resolved.text : null;
  const query = useQuery({
    queryKey: [...sparqlQueryKeys.query(endpoint?.queryUrl ?? '', text), 'text/turtle'],
    queryFn: async ({ signal }) => {
      if (!endpoint || text === null) throw new Error('There is no query to run.');
      const started = Date.now();
      const turtle = await runGraphQuery(endpoint, text, { signal });
      store.logEvent({ type: 'sparql-request', templateId: source, request: text, response: { ms: Date.now() - started, bytes: turtle.length }, timestamp: Date.now() });
      return turtle;
    },
    enabled: active && text !== null && endpoint !== null,
    retry: (failures, error) => failures < 1 && !(error instanceof AuthenticationRequiredError),
    staleTime: 5 * 60_000,
  });
  useEffect(() => {
    if (query.error instanceof AuthenticationRequiredError) requestLogin();
  }, [query.error, requestLogin]);

  if (!template.trim()) return { state: 'idle' };
  if (!resolved.ok) return { state: 'error', error: resolved.error };
  if (text === null) return { state: 'waiting', waitingFor: keys.filter((_, index) => values[index] === undefined) };
  if (!endpoint) return { state: 'error', error: t('widget.noRepo') };
  if (query.isError && !query.isFetching) return { state: 'error', error: query.error instanceof Error ? query.error.message : String(query.error) };
  if (query.data === undefined) return { state: 'loading' };
  return { state: 'ready', turtle: query.data };
}
