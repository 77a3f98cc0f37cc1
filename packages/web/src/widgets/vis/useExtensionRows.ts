import type { SparqlBinding } from '@grafiek/core';
import { useEffect, useMemo, useState } from 'react';
import type { WidgetQuery } from '../../kit';

const NONE: readonly SparqlBinding[] = [];

interface Collected {
  /** The resolved main query the rows were collected for. */
  base: string | null;
  byQuery: ReadonlyMap<string, readonly SparqlBinding[]>;
}

/**
 * The rows every answer of the extension query has added since the main query last changed.
 * Each distinct resolved extension query counts once; an answer is taken only when it is ready
 * (not the previous answer TanStack shows while the next one loads).
 */
export function useExtensionRows(base: string | null, extension: WidgetQuery): readonly SparqlBinding[] {
  const [collected, setCollected] = useState<Collected>({ base, byQuery: new Map() });
  const { state, resolvedQuery, results } = extension;

  useEffect(() => {
    setCollected((current) => {
      const start = current.base === base ? current : { base, byQuery: new Map() };
      if (state !== 'ready' || !resolvedQuery || !results || !('results' in results) || start.byQuery.has(resolvedQuery)) return start;
      const byQuery = new Map(start.byQuery);
      byQuery.set(resolvedQuery, results.results.bindings);
      return { base, byQuery };
    });
  }, [base, state, resolvedQuery, results]);

  // The same array until something is added, so the graph is not rebuilt on every render.
  return useMemo(() => (collected.base === base ? [...collected.byQuery.values()].flat() : NONE), [collected, base]);
}
