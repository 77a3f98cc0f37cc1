import { planLiteralEdit, type LiteralEdit } from '@grafiek/core';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { askSparql, runSparqlUpdate } from '../../api/sparqlUpdate';
import { sparqlQueryKeys, useAppRuntime } from '../../kit';
import { useTranslation } from 'react-i18next';
import { coreText } from '../../kit/coreTexts';

export type SaveStatus = { kind: 'idle' } | { kind: 'saving' } | { kind: 'failed'; message: string };

/**
 * Saves one literal edit: checks that the old value is still stored, swaps it with a SPARQL
 * UPDATE built by core's safe placeholder resolver, checks that the new value arrived, and has
 * every widget on this endpoint query again. Resolves true when the value was saved.
 */
export function useLiteralEdit() {
  const { endpoint, store } = useAppRuntime();
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  const [status, setStatus] = useState<SaveStatus>({ kind: 'idle' });

  const save = useCallback(
    async (edit: LiteralEdit): Promise<boolean> => {
      const fail = (message: string) => {
        setStatus({ kind: 'failed', message });
        return false;
      };
      if (!endpoint) return fail(t('widget.propertyPanel.notSaved', { message: t('widget.noRepo') }));
      const plan = planLiteralEdit(edit);
      if (!plan.ok) return fail(coreText(plan.error, t));
      setStatus({ kind: 'saving' });
      try {
        if (!(await askSparql(endpoint, plan.check))) return fail(t('widget.propertyPanel.gone'));
        const started = Date.now();
        await runSparqlUpdate(endpoint, plan.update);
        store.logEvent({ type: 'sparql-request', templateId: 'BBPropertyPanel edit', request: plan.update, response: { ms: Date.now() - started }, timestamp: Date.now() });
        if (!(await askSparql(endpoint, plan.confirm))) return fail(t('widget.propertyPanel.notThere'));
      } catch (error) {
        return fail(t('widget.propertyPanel.notSaved', { message: error instanceof Error ? error.message : String(error) }));
      }
      setStatus({ kind: 'idle' });
      // Every widget that shows data from this repository may show the old value.
      await queryClient.invalidateQueries({ queryKey: sparqlQueryKeys.endpoint(endpoint.queryUrl) });
      return true;
    },
    [endpoint, store, queryClient, t],
  );

  const clear = useCallback(() => setStatus({ kind: 'idle' }), []);
  return { status, save, clear };
}
