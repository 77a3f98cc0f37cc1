import { useCallback, useRef, useSyncExternalStore } from 'react';
import { useAppRuntime } from './runtime';

/**
 * The current values of some app variables. The component re-renders only when one of these keys
 * is published, never for keys it does not use.
 */
export function useVariables(keys: readonly string[]): readonly unknown[] {
  const { store } = useAppRuntime();
  const keyText = keys.join('\u0000');
  const cache = useRef<{ keyText: string; values: readonly unknown[] } | null>(null);

  const subscribe = useCallback(
    (listener: () => void) => (keyText === '' ? () => undefined : store.subscribe(keyText.split('\u0000'), listener)),
    [store, keyText],
  );
  const getSnapshot = useCallback(() => {
    const values = keyText === '' ? [] : keyText.split('\u0000').map((key) => store.get(key));
    const previous = cache.current;
    // The same array while nothing changed, so React does not re-render for nothing.
    if (previous && previous.keyText === keyText && previous.values.length === values.length && previous.values.every((value, index) => Object.is(value, values[index]))) {
      return previous.values;
    }
    cache.current = { keyText, values };
    return values;
  }, [store, keyText]);

  return useSyncExternalStore(subscribe, getSnapshot);
}

export function useVariable(key: string | undefined | null): unknown {
  const values = useVariables(key ? [key] : []);
  return key ? values[0] : undefined;
}

/** Publishes app variables; `source` names the widget in the event log. */
export function usePublish(source?: string): (key: string, value: unknown) => void {
  const { store } = useAppRuntime();
  return useCallback(
    (key: string, value: unknown) => {
      if (!key) return;
      store.publish(key, value, source);
    },
    [store, source],
  );
}
