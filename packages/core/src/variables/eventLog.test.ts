import { describe, expect, it, vi } from 'vitest';
import { EVENT_LOG_LIMIT, EventLog, type AppEvent } from './eventLog.js';

const update = (i: number): AppEvent => ({ type: 'app-variable-update', key: 'k', oldValue: i - 1, newValue: i, timestamp: i });

describe('EventLog', () => {
  it('holds up to 1337 pending entries and throws over that', () => {
    expect(EVENT_LOG_LIMIT).toBe(1337);
    const log = new EventLog();
    log.start();
    for (let i = 0; i < 1337; i++) log.enqueue(update(i));
    expect(() => log.enqueue(update(1337))).toThrow('Event log queue is over 1337 pending entries; events are not being read');
  });

  it('accepts entries again once drained', () => {
    const log = new EventLog(2);
    log.start();
    log.enqueue(update(1));
    log.enqueue(update(2));
    expect(log.drain().map((e) => e.timestamp)).toEqual([1, 2]);
    expect(() => log.enqueue(update(3))).not.toThrow();
  });

  it('records the three kinds of event', () => {
    const log = new EventLog();
    log.start();
    log.enqueue(update(1));
    log.enqueue({ type: 'sparql-request', templateId: 'mainArea.areas[0]', request: 'SELECT', response: { ok: true }, timestamp: 2 });
    log.enqueue({ type: 'rule-execution', tag: 'save', params: {}, timestamp: 3 });
    expect(log.drain().map((e) => e.type)).toEqual(['app-variable-update', 'sparql-request', 'rule-execution']);
  });

  it('throws on an unknown event type', () => {
    const log = new EventLog();
    expect(() => log.enqueue({ type: 'click' } as unknown as AppEvent)).toThrow('Unknown event type: click');
  });

  it('records nothing until started, and forgets on stop', () => {
    const log = new EventLog();
    const listener = vi.fn();
    log.subscribe(listener);
    log.enqueue(update(1));
    expect(log.pending).toBe(0);
    log.start();
    log.enqueue(update(2));
    expect(listener).toHaveBeenCalledTimes(1);
    log.stop();
    expect(log.pending).toBe(0);
  });
});
