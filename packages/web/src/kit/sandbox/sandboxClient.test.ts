import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseScriptTemplate, scriptBlockCalls, VariableStore } from '@grafiek/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { runAuthorScript, runScriptBlocks, type SandboxRunner } from './authorScripts';
import {
  ANSWER_MESSAGE,
  READY_MESSAGE,
  RUN_MESSAGE,
  SANDBOX_ACCESS_ERROR,
  SANDBOX_UNAVAILABLE_ERROR,
  SCRIPT_TIME_LIMIT_MS,
  SCRIPT_TIMEOUT_ERROR,
  SCRIPT_TIMEOUT_MESSAGE,
  type RunMessage,
} from './protocol';
import { SandboxClient, type SandboxFrame } from './sandboxClient';

/** A sandbox page that answers by a function of the call, after `ready` is sent. */
function fakeFrame(answer: (message: RunMessage) => Record<string, unknown> | undefined) {
  const handlers = new Set<(data: unknown) => void>();
  const sent: RunMessage[] = [];
  const emit = (data: unknown) => handlers.forEach((handler) => handler(data));
  const frame: SandboxFrame & { emit: typeof emit; sent: RunMessage[]; closed: boolean } = {
    sent,
    closed: false,
    emit,
    post: (message) => {
      sent.push(message);
      const reply = answer(message);
      if (reply) queueMicrotask(() => emit({ type: ANSWER_MESSAGE, id: message.id, ...reply }));
    },
    listen: (handler) => {
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
    close: () => {
      frame.closed = true;
    },
  };
  return frame;
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the sandbox client', () => {
  it('opens the page on the first call, waits for it to be ready and matches answers by id', async () => {
    const opened: ReturnType<typeof fakeFrame>[] = [];
    const client = new SandboxClient(() => {
      const frame = fakeFrame((message) => ({ ok: true, value: message.call.code, published: [] }));
      opened.push(frame);
      return frame;
    });
    expect(opened).toHaveLength(0);
    const first = client.run({ code: 'one', variables: {}, canPublish: true });
    const second = client.run({ code: 'two', variables: {}, canPublish: true });
    await Promise.resolve();
    expect(opened).toHaveLength(1);
    // Messages that are not answers, or answer no call, change nothing.
    opened[0]!.emit({ type: 'something else' });
    opened[0]!.emit({ type: ANSWER_MESSAGE, id: 'call-99', ok: true, value: 'stray' });
    opened[0]!.emit({ type: READY_MESSAGE });
    expect(await Promise.all([second, first])).toEqual([
      { ok: true, value: 'two', published: [] },
      { ok: true, value: 'one', published: [] },
    ]);
    expect(opened[0]!.sent.map((m) => [m.type, m.id])).toEqual([
      [RUN_MESSAGE, 'call-1'],
      [RUN_MESSAGE, 'call-2'],
    ]);
    expect(opened).toHaveLength(1);
  });

  it('fails the calls with a named error when the page does not load, and opens it again for the next', async () => {
    vi.useFakeTimers();
    const opened: ReturnType<typeof fakeFrame>[] = [];
    const client = new SandboxClient(
      () => {
        const frame = fakeFrame(() => ({ ok: true, value: 1, published: [] }));
        opened.push(frame);
        return frame;
      },
      { loadMs: 100 },
    );
    const call = client.run({ code: 'x', variables: {}, canPublish: false });
    const failed = expect(call).rejects.toMatchObject({ name: SANDBOX_UNAVAILABLE_ERROR, message: 'the script sandbox did not load' });
    await vi.advanceTimersByTimeAsync(100);
    await failed;
    expect(opened[0]!.closed).toBe(true);
    const again = client.run({ code: 'x', variables: {}, canPublish: false });
    await vi.advanceTimersByTimeAsync(0);
    opened[1]!.emit({ type: READY_MESSAGE });
    await expect(again).resolves.toEqual({ ok: true, value: 1, published: [] });
  });

  it('gives up on a page that never answers, well after the sandbox would have stopped the script', async () => {
    vi.useFakeTimers();
    const frame = fakeFrame(() => undefined);
    const client = new SandboxClient(() => frame, { answerMs: 5000 });
    const call = client.run({ code: 'x', variables: {}, canPublish: false });
    await vi.advanceTimersByTimeAsync(0);
    frame.emit({ type: READY_MESSAGE });
    const failed = expect(call).rejects.toMatchObject({ name: SANDBOX_UNAVAILABLE_ERROR });
    await vi.advanceTimersByTimeAsync(5000);
    await failed;
  });
});

describe('author scripts through the sandbox', () => {
  it('gives the script the current variables and publishes what it published, in order', async () => {
    const store = new VariableStore({ initialValues: { city: 'Almere' } });
    const calls: unknown[] = [];
    const run: SandboxRunner = async (call) => {
      calls.push(call);
      return { ok: true, value: undefined, published: [['a', 1], ['b', ['x']], ['a', 2]] };
    };
    expect(await runAuthorScript(store, { label: 'Table onClick', code: ' publish("a", 1) ', row: { naam: 'x' }, source: 'Table' }, run)).toBe(true);
    expect(calls).toEqual([{ code: 'publish("a", 1)', variables: { city: 'Almere' }, row: { naam: 'x' }, canPublish: true }]);
    expect(store.get('a')).toBe(2);
    expect(store.get('b')).toEqual(['x']);
  });

  it('logs a failure under the label and its name, after publishing what came before it', async () => {
    const store = new VariableStore();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const run: SandboxRunner = async () => ({ ok: false, error: { name: SANDBOX_ACCESS_ERROR, message: 'document is not available in the sandbox' }, published: [['before', 'yes']] });
    expect(await runAuthorScript(store, { label: 'Pre-app JavaScript', code: 'publish("before", "yes"); document.cookie' }, run)).toBe(false);
    expect(store.get('before')).toBe('yes');
    expect(errors.mock.calls[0]?.[0]).toBe('Pre-app JavaScript: document is not available in the sandbox');
    expect(errors.mock.calls[0]?.[1]).toMatchObject({ name: SANDBOX_ACCESS_ERROR });

    const thrown: SandboxRunner = async () => ({ ok: false, error: { name: 'TypeError', message: 'x is not a function' }, published: [] });
    await runAuthorScript(store, { label: 'Table onClick', code: 'x()' }, thrown);
    expect(errors.mock.calls[1]?.[0]).toBe('Table onClick: TypeError: x is not a function');
  });

  it('runs no call for an empty script', async () => {
    const run = vi.fn<SandboxRunner>();
    expect(await runAuthorScript(new VariableStore(), { label: 'Pre-app JavaScript', code: '  ' }, run)).toBe(true);
    expect(run).not.toHaveBeenCalled();
  });

  it("runs a query's blocks without publish and names the block that failed", async () => {
    const parsed = parseScriptTemplate('SELECT * { <{{g}}<script>return "{{u}}"</script>> ?p "<script>while(true){}</script>" }');
    if (!parsed.ok) throw new Error(parsed.error);
    const prepared = scriptBlockCalls(parsed.template, { g: 'http://g/', u: 'x' });
    const calls = prepared.ok ? (prepared.calls ?? []) : [];
    const seen: unknown[] = [];
    const run: SandboxRunner = async (call) => {
      seen.push(call);
      return call.code.includes('while')
        ? { ok: false, error: { name: SCRIPT_TIMEOUT_ERROR, message: SCRIPT_TIMEOUT_MESSAGE }, published: [] }
        : { ok: true, value: 'x', published: [] };
    };
    await expect(runScriptBlocks(calls, run)).rejects.toMatchObject({ name: SCRIPT_TIMEOUT_ERROR, message: '<script> block 2: script took longer than 1 s and was stopped' });
    expect(seen[0]).toEqual({ code: 'return (__v("u"))', data: { u: 'x' }, variables: { u: 'x' }, canPublish: false });
    await expect(runScriptBlocks(calls.slice(0, 1), run)).resolves.toEqual(['x']);
  });
});

describe('the sandbox page', () => {
  const page = fs.readFileSync(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../public/sandbox.html'), 'utf8');

  it('speaks the same messages, limit and error names as the client', () => {
    for (const text of [RUN_MESSAGE, ANSWER_MESSAGE, READY_MESSAGE, SCRIPT_TIMEOUT_ERROR, SANDBOX_ACCESS_ERROR, SCRIPT_TIMEOUT_MESSAGE]) expect(page).toContain(text);
    expect(page).toContain(`const TIME_LIMIT_MS = ${SCRIPT_TIME_LIMIT_MS};`);
  });

  it('runs author code only in workers, never on its own page', () => {
    const script = /<script>([\s\S]*)<\/script>/.exec(page)?.[1] ?? '';
    const evals = [...script.matchAll(/new Function\(/g)];
    expect(evals).toHaveLength(1);
    // The one Function call sits inside `worker()`, which only ever runs as the worker's text.
    const workerBody = script.slice(script.indexOf('function worker()'), script.indexOf('const workerUrl'));
    expect(workerBody).toContain('new Function(');
    expect(script).not.toMatch(/\beval\(/);
  });
});
