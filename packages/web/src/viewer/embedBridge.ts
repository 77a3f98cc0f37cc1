import { isResetValue, type VariableStore } from '@grafiek/core';

/**
 * The postMessage API of an app framed by another site (docs/embedding.md). Every message, both
 * ways, is an object whose `grafiek` field names it:
 *
 * from the host page
 * - `{ grafiek: 'set', variables: { name: value, ... } }` publishes each value, as a click would;
 * - `{ grafiek: 'get', id?, names? }` asks for the variables' values (all, or those named);
 *
 * from the app
 * - `{ grafiek: 'ready', variables }` once, when the app is shown;
 * - `{ grafiek: 'publish', name, value }` after every publish in the app (not those the host made);
 * - `{ grafiek: 'variables', id, variables }` the answer to `get`, with the same id;
 * - `{ grafiek: 'error', id?, message }` for a message the app cannot take.
 *
 * Only the sites the server lists (GRAFIEK_EMBED_ORIGINS) are heard, and messages go only to
 * them: a page that frames the app without being listed is already refused by the browser
 * (frame-ancestors), and this keeps a listed site's frame from talking to an unlisted opener.
 * Values set by the host are data like any other variable: placeholders escape them where they
 * stand, so they can never change a query's structure.
 */

export const EMBED_SOURCE = 'embedding page';

/** The parts of `window` the bridge uses, so that tests can hand it their own. */
export interface EmbedWindow {
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
}

export interface EmbedHost {
  postMessage(message: unknown, targetOrigin: string): void;
}

export interface EmbedBridgeOptions {
  /** The listed sites. */
  origins: readonly string[];
  /** This frame's window, where the host's messages arrive. */
  self: EmbedWindow;
  /** The page that frames the app (`window.parent`). */
  host: EmbedHost;
}

/** A variable's value as the host gets it: JSON data, and null for a reset or missing value. */
export function valueForHost(value: unknown): unknown {
  if (value === undefined || isResetValue(value)) return null;
  try {
    return JSON.parse(JSON.stringify(value)) as unknown;
  } catch {
    return String(value);
  }
}

function variablesForHost(store: VariableStore, names?: readonly string[]): Record<string, unknown> {
  const keys = names ?? store.keys();
  return Object.fromEntries(keys.map((key) => [key, valueForHost(store.get(key))]));
}

/** Connects the store to the host page; returns the disconnect. */
export function startEmbedBridge(store: VariableStore, { origins, self, host }: EmbedBridgeOptions): () => void {
  if (origins.length === 0) return () => undefined;
  const send = (message: Record<string, unknown>) => {
    // Delivered only where the host's origin is the one named; the others are dropped by the browser.
    for (const origin of origins) host.postMessage({ ...message }, origin);
  };
  const answer = (origin: string, message: Record<string, unknown>) => host.postMessage(message, origin);

  // The host's own set is not echoed back to it; what the app does in response is.
  let settingFromHost: string | undefined;
  const stopListening = store.subscribeAll((key) => {
    if (key === undefined || key === settingFromHost) return;
    send({ grafiek: 'publish', name: key, value: valueForHost(store.get(key)) });
  });

  const onMessage = (event: MessageEvent) => {
    if (!origins.includes(event.origin)) return;
    const data: unknown = event.data;
    if (!data || typeof data !== 'object' || typeof (data as { grafiek?: unknown }).grafiek !== 'string') return;
    const message = data as { grafiek: string; id?: unknown; names?: unknown; variables?: unknown };
    const id = message.id === undefined ? {} : { id: valueForHost(message.id) };
    if (message.grafiek === 'set') {
      const variables = message.variables;
      if (!variables || typeof variables !== 'object' || Array.isArray(variables)) {
        answer(event.origin, { grafiek: 'error', ...id, message: 'A set message needs variables: an object of names and values.' });
        return;
      }
      for (const [name, value] of Object.entries(variables)) {
        if (!name.trim()) continue;
        settingFromHost = name;
        try {
          store.publish(name, value === null ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value), EMBED_SOURCE);
        } finally {
          settingFromHost = undefined;
        }
      }
      return;
    }
    if (message.grafiek === 'get') {
      const names = Array.isArray(message.names) ? message.names.filter((name): name is string => typeof name === 'string') : undefined;
      answer(event.origin, { grafiek: 'variables', ...id, variables: variablesForHost(store, names) });
      return;
    }
    if (['ready', 'publish', 'variables', 'error'].includes(message.grafiek)) return; // the app's own kinds
    answer(event.origin, { grafiek: 'error', ...id, message: `Unknown message "${message.grafiek}": use set or get.` });
  };
  self.addEventListener('message', onMessage);
  send({ grafiek: 'ready', variables: variablesForHost(store) });
  return () => {
    stopListening();
    self.removeEventListener('message', onMessage);
  };
}
