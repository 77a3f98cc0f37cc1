import { singleRowVariables, type SparqlJsonResults } from '@grafiek/core';
import { useEffect } from 'react';
import { useAppRuntime, useWidgetQuery } from '../kit';

interface TriggerConfig {
  id?: unknown;
  label?: unknown;
  sparqlQuery?: unknown;
}

function Trigger({ trigger }: { trigger: TriggerConfig }) {
  const { store } = useAppRuntime();
  const label = typeof trigger.label === 'string' ? trigger.label : 'trigger';
  const query = useWidgetQuery(trigger.sparqlQuery, { source: `trigger ${label}`, report: false });
  const results: SparqlJsonResults | undefined = query.results;
  useEffect(() => {
    if (!results) return;
    try {
      for (const [key, value] of Object.entries(singleRowVariables(results))) {
        if (store.get(key) !== value) store.publish(key, value, `trigger ${label}`);
      }
    } catch (error) {
      console.error(`Trigger "${label}":`, error instanceof Error ? error.message : error);
    }
  }, [results, store, label]);
  useEffect(() => {
    if (query.state === 'error') console.error(`Trigger "${label}" failed: ${query.error}`);
  }, [query.state, query.error, label]);
  return null;
}

/**
 * The app's triggers: each runs its query whenever the variables it mentions change and publishes
 * its one result row as variables.
 */
export function TriggerRunner({ triggers }: { triggers: unknown }) {
  if (!Array.isArray(triggers)) return null;
  return (
    <>
      {triggers.map((trigger: TriggerConfig, index) =>
        typeof trigger === 'object' && trigger !== null && typeof trigger.sparqlQuery === 'string' && trigger.sparqlQuery.trim() ? (
          <Trigger key={typeof trigger.id === 'string' ? trigger.id : index} trigger={trigger} />
        ) : null,
      )}
    </>
  );
}
