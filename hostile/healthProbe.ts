import { Worker } from 'node:worker_threads';

/** What the probe saw: every answer's time, and the probes that did not get a 200. */
export interface HealthReport {
  /** Each probe: when it was sent (Date.now()) and how long its answer took. */
  samples: { at: number; ms: number }[];
  p99Ms: number;
  maxMs: number;
  failures: string[];
}

/**
 * The probe runs in a worker thread, beside the test's own event loop: building a zip bomb or
 * waiting for a large answer in the test must not count as the server being slow. It asks
 * `/api/health` one request at a time, a new one ~50 ms after the last was sent (or at once
 * when the last took longer), so a server that stalls for seconds shows as one slow probe.
 */
const probeSource = `
const { parentPort, workerData } = require('node:worker_threads');
const http = require('node:http');
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
const times = [];
const failures = [];
let running = true;
parentPort.on('message', () => { running = false; });
const probe = () => new Promise((resolve) => {
  const sentAt = Date.now();
  const sent = performance.now();
  const request = http.get(workerData.url + '/api/health', { agent, timeout: 10000 }, (response) => {
    response.resume();
    response.on('end', () => {
      if (response.statusCode !== 200) failures.push('status ' + response.statusCode + ' at ' + new Date(sentAt).toISOString());
      times.push([sentAt, performance.now() - sent]);
      resolve();
    });
  });
  request.on('timeout', () => request.destroy(new Error('no answer within 10 s')));
  request.on('error', (error) => {
    failures.push(error.message + ' at ' + new Date(sentAt).toISOString());
    times.push([sentAt, performance.now() - sent]);
    resolve();
  });
});
(async () => {
  while (running) {
    const sent = performance.now();
    await probe();
    const wait = 50 - (performance.now() - sent);
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  }
  agent.destroy();
  parentPort.postMessage({ times, failures });
})();
`;

/** Starts probing `url`'s health; `stop` ends it and reports. */
export function startHealthProbe(url: string): { stop: () => Promise<HealthReport> } {
  const worker = new Worker(probeSource, { eval: true, workerData: { url } });
  const result = new Promise<{ times: [number, number][]; failures: string[] }>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  return {
    stop: async () => {
      worker.postMessage('stop');
      const { times, failures } = await result;
      await worker.terminate();
      const sorted = times.map(([, ms]) => ms).sort((a, b) => a - b);
      const quantile = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
      const samples = times.map(([at, ms]) => ({ at, ms: Math.round(ms) }));
      return { samples, p99Ms: Math.round(quantile(0.99)), maxMs: Math.round(sorted.at(-1) ?? 0), failures };
    },
  };
}
