import { describe, expect, it, vi } from 'vitest';
import { RESET_VALUE } from '../model/resetValue.js';
import type { Clock } from './clock.js';
import type { Logger } from './logger.js';
import type { Scheduler } from './scheduler.js';
import { VariableStore } from './variableStore.js';

/** A clock and scheduler that only move when the test says so. */
function fakeTime(start = 1_000) {
  let now = start;
  const tasks: { at: number; run: () => void; cancelled: boolean }[] = [];
  const clock: Clock = { now: () => now };
  const scheduler: Scheduler = {
    schedule(run, delayMs) {
      const task = { at: now + delayMs, run, cancelled: false };
      tasks.push(task);
      return () => (task.cancelled = true);
    },
  };
  const advance = (ms: number) => {
    const until = now + ms;
    for (;;) {
      const next = tasks.filter((t) => !t.cancelled && t.at <= until).sort((a, b) => a.at - b.at)[0];
      if (!next) break;
      tasks.splice(tasks.indexOf(next), 1);
      now = next.at;
      next.run();
    }
    now = until;
  };
  return { clock, scheduler, advance, tick: (ms: number) => (now += ms) };
}

function silentLogger(): Logger & { errors: string[] } {
  const errors: string[] = [];
  return { errors, error: (message) => errors.push(message), warn: () => {} };
}

describe('VariableStore: publish and subscribe', () => {
  it('stores a published value and stamps the time', () => {
    const time = fakeTime(5_000);
    const store = new VariableStore({ clock: time.clock });
    store.publish('gemeente', 'http://example.org/g1');
    expect(store.get('gemeente')).toBe('http://example.org/g1');
    expect(store.getTimestamp('gemeente')).toBe(5_000);
    time.tick(10);
    store.publish('gemeente', 'http://example.org/g1');
    expect(store.getTimestamp('gemeente')).toBe(5_010);
  });

  it('notifies only subscribers of the published key', () => {
    const store = new VariableStore();
    const onA = vi.fn();
    const onB = vi.fn();
    const onAB = vi.fn();
    store.subscribe('a', onA);
    store.subscribe(['b'], onB);
    store.subscribe(['a', 'b', 'a'], onAB);
    store.publish('a', 1);
    expect(onA).toHaveBeenCalledTimes(1);
    expect(onB).not.toHaveBeenCalled();
    expect(onAB).toHaveBeenCalledTimes(1);
  });

  it('stops notifying after unsubscribe', () => {
    const store = new VariableStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(['a', 'b'], listener);
    unsubscribe();
    store.publish('a', 1);
    store.publish('b', 1);
    expect(listener).not.toHaveBeenCalled();
  });

  it('notifies again for the same value, since a re-click must refresh', () => {
    const store = new VariableStore();
    const listener = vi.fn();
    store.subscribe('a', listener);
    store.publish('a', 'x');
    store.publish('a', 'x');
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('keeps snapshots stable until a publish, as useSyncExternalStore needs', () => {
    const store = new VariableStore({ initialValues: { a: 1 } });
    const first = store.getSnapshot();
    expect(store.getSnapshot()).toBe(first);
    expect(first).toEqual({ a: 1 });
    store.publish('b', 2);
    expect(store.getSnapshot()).not.toBe(first);
    expect(store.getSnapshot()).toEqual({ a: 1, b: 2 });
    const list = ['x'];
    store.publish('list', list);
    expect(store.get('list')).toBe(list);
  });

  it('treats a reset variable as having no value', () => {
    const store = new VariableStore({ initialValues: { a: 'x' } });
    expect(store.hasValue('a')).toBe(true);
    store.reset('a');
    expect(store.get('a')).toBe(RESET_VALUE);
    expect(store.hasValue('a')).toBe(false);
  });

  it('keeps notifying others when one subscriber throws, and logs it', () => {
    const logger = silentLogger();
    const store = new VariableStore({ logger });
    const after = vi.fn();
    store.subscribe('a', () => {
      throw new Error('boom');
    });
    store.subscribe('a', after);
    store.publish('a', 1);
    expect(after).toHaveBeenCalled();
    expect(logger.errors).toEqual(['A subscriber of "a" failed']);
  });

  it('tells everything-subscribers about every key', () => {
    const store = new VariableStore();
    const listener = vi.fn();
    store.subscribeAll(listener);
    store.publish('a', 1);
    store.publish('b', 1);
    store.selectTab('tabs1', 2);
    expect(listener.mock.calls).toEqual([['a'], ['b'], [undefined]]);
  });
});

describe('VariableStore: publish cycles', () => {
  it('stops a widget that publishes what it subscribes to, with a logged error', () => {
    const logger = silentLogger();
    const store = new VariableStore({ logger });
    let calls = 0;
    store.subscribe('a', () => {
      calls++;
      store.publish('b', calls);
    });
    store.subscribe('b', () => store.publish('a', calls));
    expect(store.publish('a', 0)).toBe('published');
    expect(calls).toBe(6);
    expect(logger.errors).toHaveLength(1);
    expect(logger.errors[0]).toMatch(/^Publish cycle stopped: "a" was re-published more than 5 times by its own cascade \(a → b → a/);
  });

  it('allows many different keys and fan-out in one cascade', () => {
    const logger = silentLogger();
    const store = new VariableStore({ logger });
    for (let i = 0; i < 50; i++) store.subscribe('start', () => store.publish('same', i));
    store.publish('start', 1);
    expect(logger.errors).toEqual([]);
    expect(store.get('same')).toBe(49);
  });

  it('works normally again after a stopped cycle', () => {
    const logger = silentLogger();
    const store = new VariableStore({ logger, maxCycleRepeats: 1 });
    const unsubscribe = store.subscribe('a', () => store.publish('a', 'again'));
    store.publish('a', 1);
    unsubscribe();
    expect(store.publish('a', 2)).toBe('published');
    expect(store.get('a')).toBe(2);
  });
});

describe('VariableStore: timestamp parameters', () => {
  it('publishes the time to each parameter in sequence, 25 ms apart', () => {
    const time = fakeTime(0);
    const store = new VariableStore({ clock: time.clock, scheduler: time.scheduler });
    store.publishTimestamps('t1, t2,t3');
    expect(store.get('t1')).toBeUndefined();
    time.advance(0);
    expect(store.get('t1')).toBe(0);
    expect(store.get('t2')).toBeUndefined();
    time.advance(25);
    expect(store.get('t2')).toBe(25);
    time.advance(25);
    expect(store.get('t3')).toBe(50);
  });

  it('accepts five and refuses six with the spec message', () => {
    const store = new VariableStore({ scheduler: fakeTime().scheduler });
    expect(() => store.publishTimestamps(['a', 'b', 'c', 'd', 'e'])).not.toThrow();
    expect(() => store.publishTimestamps(['a', 'b', 'c', 'd', 'e', 'f'])).toThrow('too many properties to reset in search box');
  });

  it('can be cancelled before the later steps run', () => {
    const time = fakeTime(0);
    const store = new VariableStore({ clock: time.clock, scheduler: time.scheduler });
    const cancel = store.publishTimestamps(['a', 'b']);
    time.advance(0);
    cancel();
    time.advance(100);
    expect(store.get('a')).toBe(0);
    expect(store.get('b')).toBeUndefined();
  });
});

describe('VariableStore: back menu history', () => {
  it('is disabled with fewer than 2 entries', () => {
    const store = new VariableStore();
    expect(store.history.canGoBack).toBe(false);
    store.publish('a', 1);
    expect(store.history.canGoBack).toBe(false);
    expect(store.back()).toBe(false);
    expect(store.get('a')).toBe(1);
  });

  it('goes back one entry: the last published value is undone', () => {
    const store = new VariableStore();
    store.publish('a', 1);
    store.publish('a', 2);
    store.publish('b', 'x');
    expect(store.back()).toBe(true);
    expect(store.get('b')).toBeUndefined();
    expect(store.get('a')).toBe(2);
    expect(store.back()).toBe(true);
    expect(store.get('a')).toBe(1);
    expect(store.history.entries).toHaveLength(1);
  });

  it('records tab selections and goes back to the previous tab', () => {
    const store = new VariableStore();
    const onTab = vi.fn();
    store.subscribeTab('main', onTab);
    store.selectTab('main', 1);
    store.selectTab('main', 2);
    expect(store.getTabSelection('main')).toBe(2);
    store.back();
    expect(store.getTabSelection('main')).toBe(1);
    expect(onTab).toHaveBeenCalledTimes(3);
    expect(store.keys()).toEqual([]);
  });
});

describe('VariableStore: event log', () => {
  it('records app-variable updates with key, old value, new value and timestamp while recording', () => {
    const time = fakeTime(7);
    const store = new VariableStore({ clock: time.clock, initialValues: { a: 'old' } });
    store.publish('a', 'ignored before start');
    store.events.start();
    store.publish('a', 'new');
    store.logEvent({ type: 'rule-execution', tag: 'save', params: { x: 1 }, timestamp: 8 });
    expect(store.events.drain()).toEqual([
      { type: 'app-variable-update', key: 'a', oldValue: 'ignored before start', newValue: 'new', timestamp: 7 },
      { type: 'rule-execution', tag: 'save', params: { x: 1 }, timestamp: 8 },
    ]);
    expect(store.events.pending).toBe(0);
  });

  it('keeps publishing when the event log is full, logging the dropped entry', () => {
    const logger = { errors: [] as string[], warnings: [] as string[], error: () => {}, warn(message: string) { this.warnings.push(message); } };
    const store = new VariableStore({ logger });
    store.events.start();
    for (let i = 0; i < 1338; i++) store.publish('a', i);
    expect(store.get('a')).toBe(1337);
    expect(store.events.pending).toBe(1337);
    expect(logger.warnings).toEqual(['Event log entry dropped']);
  });
});
