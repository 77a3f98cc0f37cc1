import { describe, expect, it } from 'vitest';
import { ClientGate } from './clientGate.js';

/** Work that finishes when the test says so. */
function held() {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { finish, work: () => done };
}

const never = new AbortController().signal;

describe('ClientGate', () => {
  it('runs a client\u2019s queries side by side up to the limit, then in order as places free up', async () => {
    const gate = new ClientGate(2, 10);
    const started: number[] = [];
    const jobs = Array.from({ length: 4 }, () => held());
    const runs = jobs.map((job, i) => gate.run('a', never, () => (started.push(i), job.work())));
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    expect(gate.load('a')).toEqual({ running: 2, waiting: 2 });
    jobs[1]!.finish();
    await runs[1];
    await Promise.resolve();
    expect(started).toEqual([0, 1, 2]);
    jobs[0]!.finish();
    jobs[2]!.finish();
    jobs[3]!.finish();
    await Promise.all(runs);
    expect(started).toEqual([0, 1, 2, 3]);
    expect(gate.load('a')).toEqual({ running: 0, waiting: 0 });
  });

  it('keeps other clients out of one client\u2019s queue', async () => {
    const gate = new ClientGate(1, 10);
    const busy = held();
    const first = gate.run('a', never, busy.work);
    let otherRan = false;
    await gate.run('b', never, async () => void (otherRan = true));
    expect(otherRan).toBe(true);
    busy.finish();
    await first;
  });

  it('refuses with 429 past the queue, and drops a waiting query whose caller went away', async () => {
    const gate = new ClientGate(1, 1);
    const busy = held();
    const first = gate.run('a', never, busy.work);
    const leaving = new AbortController();
    let ran = false;
    const waiting = gate.run('a', leaving.signal, async () => void (ran = true));
    await expect(gate.run('a', never, async () => undefined)).rejects.toMatchObject({ statusCode: 429, message: expect.stringMatching(/^Too many queries at once from this client/) });
    leaving.abort();
    await expect(waiting).rejects.toMatchObject({ statusCode: 499 });
    busy.finish();
    await first;
    expect(ran).toBe(false);
    expect(gate.load('a')).toEqual({ running: 0, waiting: 0 });
  });
});
