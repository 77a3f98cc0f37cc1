import { planResourceDelete, planTripleChanges, readCurrentValues, type SparqlBinding, type SparqlJsonResults, type SparqlTerm, type TripleChange } from '@grafiek/core';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { runSparqlQuery } from '../../api/sparqlClient';
import { askSparql, runSparqlUpdate } from '../../api/sparqlUpdate';
import { sparqlQueryKeys, useAppRuntime } from '../../kit';
import { replaceBinding } from './tableRows';
import { coreText } from '../../kit/coreTexts';

/**
 * How a write ended: made; refused because another user changed a value first (with the values
 * stored now, one list per change); or failed (a refusal of the repository, a bad value).
 */
export type WriteOutcome = { kind: 'saved' } | { kind: 'conflict'; current: SparqlTerm[][] } | { kind: 'failed'; message: string };

export interface TableWrites {
  /** Makes the changes in one update; never rejects. */
  save: (changes: readonly TripleChange[]) => Promise<WriteOutcome>;
  /** Deletes a row's resource while the values it showed are stored; never rejects. */
  remove: (input: { subject: string; graph?: string | undefined; guards: readonly Omit<TripleChange, 'new'>[] }) => Promise<WriteOutcome>;
  /**
   * Shows a saved row at once: its binding in the table's cached answer is replaced (null:
   * removed), so the grid redraws that row only; every other answer of the repository is asked
   * again, and the table's own answer is marked stale for its next showing.
   */
  show: (old: SparqlBinding, next: SparqlBinding | null) => void;
  /** Asks the table's query again (after a refused delete, to show the row as it is now). */
  reload: () => Promise<void>;
}

const SOURCE = 'BBTable edit';

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * The editable table's writes: each a SPARQL UPDATE built by core (values go in through the safe
 * resolver), sent with the visitor's login; the server refuses a visitor without the update right
 * ('Log in to change this repository.' or 'You may not change repository "x".'). The update's
 * WHERE holds the values the user saw; an ASK afterwards tells a made change from one that found
 * another user's value, whose current values are then read for the user to choose.
 */
export function useTableWrites(ownQuery: string | null, display: (old: SparqlBinding, next: SparqlBinding | null) => void): TableWrites {
  const { endpoint, store } = useAppRuntime();
  const queryClient = useQueryClient();
  const { t } = useTranslation();

  return useMemo(() => {
    const write = async (plan: { update: string; confirm: string; current: string }, count: number): Promise<WriteOutcome> => {
      if (!endpoint) return { kind: 'failed', message: t('widget.editableTable.notSaved', { message: t('widget.noRepo') }) };
      try {
        const started = Date.now();
        await runSparqlUpdate(endpoint, plan.update);
        store.logEvent({ type: 'sparql-request', templateId: SOURCE, request: plan.update, response: { ms: Date.now() - started }, timestamp: Date.now() });
        if (await askSparql(endpoint, plan.confirm)) return { kind: 'saved' };
        const current = await runSparqlQuery(endpoint, `${plan.current}\n# nocache`);
        return { kind: 'conflict', current: readCurrentValues(current, count) };
      } catch (error) {
        return { kind: 'failed', message: t('widget.editableTable.notSaved', { message: messageOf(error) }) };
      }
    };

    const ownKey = endpoint && ownQuery ? sparqlQueryKeys.query(endpoint.queryUrl, ownQuery) : null;

    return {
      save: async (changes) => {
        const plan = planTripleChanges(changes);
        if (!plan.ok) return { kind: 'failed', message: coreText(plan.error, t) };
        return write(plan, changes.length);
      },
      remove: async (input) => {
        const plan = planResourceDelete(input);
        if (!plan.ok) return { kind: 'failed', message: coreText(plan.error, t) };
        return write(plan, input.guards.length);
      },
      show: (old, next) => {
        if (!endpoint) return;
        // The grid's row first; the cached answer (10,000 rows go through the table's data
        // again) after the browser has painted it.
        display(old, next);
        const sync = () => {
          if (ownKey) {
            queryClient.setQueryData<SparqlJsonResults>(ownKey, (results) => replaceBinding(results, old, next));
            void queryClient.invalidateQueries({ queryKey: ownKey, exact: true, refetchType: 'none' });
          }
          void queryClient.invalidateQueries({
            queryKey: sparqlQueryKeys.endpoint(endpoint.queryUrl),
            predicate: (query) => !ownKey || query.queryKey[2] !== ownKey[2],
          });
        };
        if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(sync, 0));
        else sync();
      },
      reload: async () => {
        if (ownKey) await queryClient.invalidateQueries({ queryKey: ownKey, exact: true });
      },
    };
  }, [endpoint, ownQuery, queryClient, store, display, t]);
}
