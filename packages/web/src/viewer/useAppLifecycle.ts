import { computeUrlUpdate, readUrlVariables, toBoolean, type VariableStore } from '@grafiek/core';
import { useEffect, useRef } from 'react';
import type { AppConfig } from '../api/platformTypes';
import { runAuthorScript } from '../kit';
import { urlSyncSettings } from './initialVariables';

/** The start signal after 0.5 s, then a new value every 60 s. */
export const UPDATE60_START_MS = 500;
export const UPDATE60_INTERVAL_MS = 60_000;

/**
 * Pre-app JavaScript runs once when the app opens, in the script sandbox (kit/sandbox), with
 * `getVariable` over the app's variables as they are then and `publish`; what it publishes goes
 * through the store. Errors are only logged, named ("Pre-app JavaScript: document is not
 * available in the sandbox" for a script written for the page's DOM), and the app goes on.
 */
export function usePreAppScript(app: AppConfig, store: VariableStore): void {
  const ran = useRef(false);
  useEffect(() => {
    if (ran.current) return;
    ran.current = true;
    const script = typeof app.prejs === 'string' ? app.prejs : '';
    void runAuthorScript(store, { label: 'Pre-app JavaScript', code: script, source: 'prejs' });
  }, [app.prejs, store]);
}

export function useUpdate60(app: AppConfig, store: VariableStore): void {
  const enabled = toBoolean(app.update60Enabled);
  useEffect(() => {
    if (!enabled) return;
    const tick = () => store.publish('update60', crypto.randomUUID(), 'update60');
    const start = setTimeout(tick, UPDATE60_START_MS);
    const every = setInterval(tick, UPDATE60_INTERVAL_MS);
    return () => {
      clearTimeout(start);
      clearInterval(every);
    };
  }, [enabled, store]);
}

/**
 * Keeps the listed variables and the query string in step both ways: a publish pushes or
 * replaces the URL; Back (popstate) publishes the URL's values again.
 */
export function useUrlSync(app: AppConfig, store: VariableStore): void {
  const settings = useRef(app);
  settings.current = app;
  useEffect(() => {
    const write = () => {
      const update = computeUrlUpdate(window.location.search, store.getSnapshot(), urlSyncSettings(settings.current));
      if (update.mode === 'none') return;
      const url = `${window.location.pathname}${update.search}${window.location.hash}`;
      if (update.mode === 'push') window.history.pushState(window.history.state, '', url);
      else window.history.replaceState(window.history.state, '', url);
    };
    const read = () => {
      for (const [key, value] of Object.entries(readUrlVariables(window.location.search, urlSyncSettings(settings.current)))) {
        if (store.get(key) !== value) store.publish(key, value, 'url');
      }
    };
    const stopWriting = store.subscribeAll(write);
    window.addEventListener('popstate', read);
    return () => {
      stopWriting();
      window.removeEventListener('popstate', read);
    };
  }, [store]);
}
