import { VariableStore } from '@grafiek/core';
import { describe, expect, it } from 'vitest';
import { startEmbedBridge, valueForHost, type EmbedHost, type EmbedWindow } from './embedBridge';

const HOST = 'https://host.example.org';

/** A frame's window and its host page, recording what the app sends. */
function connect(store: VariableStore, origins: readonly string[] = [HOST]) {
  const sent: { message: Record<string, unknown>; origin: string }[] = [];
  let listener: ((event: MessageEvent) => void) | undefined;
  const self: EmbedWindow = {
    addEventListener: (_type, l) => (listener = l),
    removeEventListener: () => (listener = undefined),
  };
  const host: EmbedHost = { postMessage: (message, origin) => sent.push({ message: message as Record<string, unknown>, origin }) };
  const stop = startEmbedBridge(store, { origins, self, host });
  const receive = (data: unknown, origin = HOST) => listener?.({ data, origin } as MessageEvent);
  const messages = (origin = HOST) => sent.filter((entry) => entry.origin === origin).map((entry) => entry.message);
  return { sent, receive, messages, stop, listening: () => listener !== undefined };
}

describe('embedBridge', () => {
  it('says it is ready with the variables, and tells the host every publish of the app', () => {
    const store = new VariableStore({ initialValues: { gemeente: 'GM0344' } });
    const { messages } = connect(store);
    store.publish('buurt', 'BU03440101', 'Table');
    store.selectTab('tabs', 1);
    expect(messages()).toEqual([
      { grafiek: 'ready', variables: { gemeente: 'GM0344' } },
      { grafiek: 'publish', name: 'buurt', value: 'BU03440101' },
    ]);
  });

  it('publishes what the host sets, without echoing it, but reports what the app does in response', () => {
    const store = new VariableStore();
    store.subscribe('gemeente', () => store.publish('buurt', `${String(store.get('gemeente'))}-1`, 'widget'));
    const { receive, messages } = connect(store);
    receive({ grafiek: 'set', variables: { gemeente: 'GM0363', jaar: 2024, leeg: null } });
    expect([store.get('gemeente'), store.get('jaar'), store.get('leeg')]).toEqual(['GM0363', '2024', '']);
    expect(messages().slice(1)).toEqual([{ grafiek: 'publish', name: 'buurt', value: 'GM0363-1' }]);
  });

  it('answers get with the values asked for, under the request id, to the asking site only', () => {
    const other = 'https://other.example.org';
    const store = new VariableStore({ initialValues: { a: '1', b: '2' } });
    const { receive, sent } = connect(store, [HOST, other]);
    receive({ grafiek: 'get', id: 7, names: ['b', 'missing'] });
    expect(sent.at(-1)).toEqual({ message: { grafiek: 'variables', id: 7, variables: { b: '2', missing: null } }, origin: HOST });
  });

  it('ignores sites that are not listed, and names what it cannot take', () => {
    const store = new VariableStore();
    const { receive, messages } = connect(store);
    receive({ grafiek: 'set', variables: { a: 'x' } }, 'https://evil.example.org');
    expect(store.get('a')).toBeUndefined();
    receive({ grafiek: 'set', variables: ['a'] });
    receive({ grafiek: 'drop', id: 'q1' });
    receive('not for us');
    expect(messages().slice(1)).toEqual([
      { grafiek: 'error', message: 'A set message needs variables: an object of names and values.' },
      { grafiek: 'error', id: 'q1', message: 'Unknown message "drop": use set or get.' },
    ]);
  });

  it('does nothing without listed sites, and stops listening when disconnected', () => {
    const store = new VariableStore();
    expect(connect(store, []).sent).toEqual([]);
    const bridge = connect(store);
    bridge.stop();
    store.publish('a', '1');
    expect(bridge.listening()).toBe(false);
    expect(bridge.messages()).toHaveLength(1);
  });

  it('hands values over as JSON data, a reset as null', () => {
    expect(valueForHost('http://www.buildingbits.nl/reset')).toBeNull();
    expect(valueForHost(['a', 1])).toEqual(['a', 1]);
    expect(valueForHost(undefined)).toBeNull();
  });
});
