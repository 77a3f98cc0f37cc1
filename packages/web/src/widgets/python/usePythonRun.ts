import type { VariableSnapshot } from '@grafiek/core';
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { useAppRuntime } from '../../kit';
import { preparePython, runPython, type PythonOutcome } from './pythonClient';

export type PythonRun =
  | { status: 'idle' }
  /** Waiting for Python to load (the first run of the page), or for the runs before this one. */
  | { status: 'starting' }
  | { status: 'running' }
  | { status: 'done'; outcome: PythonOutcome };

/**
 * Runs the code with its inputs whenever either changes (and `enabled` is true); an answer for
 * older code or inputs is dropped. Python itself loads when the first widget that has code shows, not with the page.
 */
export function usePythonRun(code: string, inputs: string, enabled: boolean, timeoutMs: number): PythonRun {
  const [run, setRun] = useState<PythonRun>({ status: 'idle' });
  const hasCode = code.trim() !== '';
  // Python loads as soon as the widget shows, while its query runs.
  useEffect(() => {
    if (hasCode) preparePython();
  }, [hasCode]);
  useEffect(() => {
    if (!enabled || !code.trim()) {
      setRun({ status: 'idle' });
      return;
    }
    let current = true;
    setRun({ status: 'starting' });
    void runPython(code, inputs, { timeoutMs, onStarted: () => current && setRun({ status: 'running' }) }).then((outcome) => {
      if (current) setRun({ status: 'done', outcome });
    });
    return () => {
      current = false;
    };
  }, [code, inputs, enabled, timeoutMs]);
  return run;
}

/**
 * Every app variable (the dict `variables` in Python) but the widget's own publish variable, so
 * that a click in its own results does not run it again; none when the code never mentions
 * `variables`, so that such code is not run again for every publish in the app.
 */
export function useVariablesForPython(code: string, ownVariable: string): Readonly<Record<string, unknown>> {
  const { store } = useAppRuntime();
  const wanted = /\bvariables\b/.test(code);
  const subscribe = useCallback((listener: () => void) => (wanted ? store.subscribeAll(listener) : () => undefined), [store, wanted]);
  const snapshot = useSyncExternalStore(subscribe, () => (wanted ? store.getSnapshot() : EMPTY));
  if (!ownVariable || !(ownVariable in snapshot)) return snapshot;
  const { [ownVariable]: _own, ...others } = snapshot;
  return others;
}

const EMPTY: VariableSnapshot = Object.freeze({});
