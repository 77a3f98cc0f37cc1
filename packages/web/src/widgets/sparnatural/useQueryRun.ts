import { toResultTable, type ResultTable } from '@grafiek/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { AuthenticationRequiredError, runSparqlQuery } from '../../api/sparqlClient';
import { useAppRuntime } from '../../kit';

export type QueryRun =
  | { status: 'idle' }
  | { status: 'running'; query: string }
  | { status: 'done'; query: string; table: ResultTable }
  | { status: 'failed'; query: string; error: string };

/**
 * Runs a built query when told to, as it is: the builder has already written every typed value
 * safely, so the text is not read for {{placeholders}} (a typed "{{x}}" stays text). A newer run
 * cancels an older one; the event log gets each request.
 */
export function useQueryRun(source: string): { run: QueryRun; execute: (query: string) => Promise<ResultTable | undefined> } {
  const { endpoint, store, requestLogin } = useAppRuntime();
  const [run, setRun] = useState<QueryRun>({ status: 'idle' });
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const execute = useCallback(
    async (query: string) => {
      if (!endpoint) return undefined;
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      setRun({ status: 'running', query });
      const started = Date.now();
      try {
        const table = toResultTable(await runSparqlQuery(endpoint, query, { signal: current.signal }));
        store.logEvent({ type: 'sparql-request', templateId: source, request: query, response: { ms: Date.now() - started, rows: table.rows.length }, timestamp: Date.now() });
        if (controller.current !== current) return undefined;
        setRun({ status: 'done', query, table });
        return table;
      } catch (error) {
        if (current.signal.aborted) return undefined;
        if (error instanceof AuthenticationRequiredError) requestLogin();
        setRun({ status: 'failed', query, error: error instanceof Error ? error.message : String(error) });
        return undefined;
      }
    },
    [endpoint, store, source, requestLogin],
  );
  return { run, execute };
}
