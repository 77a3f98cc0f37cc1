// HTTP for the soak (issue #12): one client per simulated person, each from a loopback address of
// its own (127.0.x.y), so the server sees 200 people, as it would on the internet, and its
// per-address limits (the SPARQL client gate, the login rate limit) apply to each person as they
// would in production. Keep-alive connections, at most 6 at once, as a browser keeps per host.
import http from 'node:http';
import { median, percentile } from './statistics.mjs';

/** A request gives up after this long and counts as an error (the viewer would show one). */
const REQUEST_TIMEOUT_MS = 90_000;

/**
 * @typedef {object} HttpAnswer
 * @property {number} status
 * @property {http.IncomingHttpHeaders} headers
 * @property {string} body
 * @property {number} ms From sending the request to the answer's last byte.
 */

/**
 * The n-th loopback address from 127.0.1.2 on (127.0.0.1 stays the benchmark's own).
 * @param {number} n
 */
export function loopbackAddress(n) {
  return `127.0.${1 + Math.floor(n / 250)}.${2 + (n % 250)}`;
}

export class HttpClient {
  /**
   * @param {string} baseUrl e.g. http://127.0.0.1:4000
   * @param {string | undefined} localAddress The address this client's connections come from.
   */
  constructor(baseUrl, localAddress) {
    this.base = new URL(baseUrl);
    this.localAddress = localAddress;
    this.agent = this.#newAgent();
    /** @type {string | undefined} A platform token, sent as a bearer header. */
    this.token = undefined;
  }

  #newAgent() {
    return new http.Agent({ keepAlive: true, maxSockets: 6, ...(this.localAddress ? { localAddress: this.localAddress } : {}) });
  }

  /** Points the client at another server (after a restart on a new port). @param {string} baseUrl */
  retarget(baseUrl) {
    this.agent.destroy();
    this.agent = this.#newAgent();
    this.base = new URL(baseUrl);
  }

  /**
   * @param {string} method @param {string} path
   * @param {{ json?: unknown, form?: Record<string, string>, accept?: string, compressed?: boolean }} [options] `compressed`: ask
   *   for gzip or brotli as a browser does (the server sends its precompressed copies of static files); the body is then not read as text.
   * @returns {Promise<HttpAnswer>}
   */
  request(method, path, options = {}) {
    /** @type {Record<string, string>} */
    const headers = { accept: options.accept ?? 'application/json' };
    if (this.token) headers.authorization = `Bearer ${this.token}`;
    if (options.compressed) headers['accept-encoding'] = 'gzip, deflate, br';
    /** @type {string | undefined} */
    let payload;
    if (options.json !== undefined) {
      payload = JSON.stringify(options.json);
      headers['content-type'] = 'application/json';
    } else if (options.form) {
      payload = new URLSearchParams(options.form).toString();
      headers['content-type'] = 'application/x-www-form-urlencoded';
    }
    if (payload !== undefined) headers['content-length'] = String(Buffer.byteLength(payload));
    const started = performance.now();
    return new Promise((resolve, reject) => {
      const req = http.request(
        { host: this.base.hostname, port: this.base.port, method, path, headers, agent: this.agent, timeout: REQUEST_TIMEOUT_MS },
        (res) => {
          /** @type {Buffer[]} */
          const chunks = [];
          res.on('data', (chunk) => chunks.push(chunk));
          res.on('error', reject);
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              headers: res.headers,
              body: options.compressed && res.headers['content-encoding'] ? '' : Buffer.concat(chunks).toString('utf8'),
              ms: performance.now() - started,
            }),
          );
        },
      );
      req.on('timeout', () => req.destroy(new Error(`no answer within ${REQUEST_TIMEOUT_MS / 1000} s`)));
      req.on('error', reject);
      req.end(payload);
    });
  }

  close() {
    this.agent.destroy();
  }
}

/** Latencies and errors per kind of call. */
export class CallLog {
  /** @type {Map<string, number[]>} */
  #times = new Map();
  /** @type {Map<string, number>} */
  #errors = new Map();
  /** @type {string[]} the first error messages, for the details */
  examples = [];
  /** SPARQL answers that came from the server's answer cache. */
  cacheHits = 0;

  /**
   * Runs one call and records it: an error is an exception or an answer whose status is not `expected`.
   * @param {string} kind @param {() => Promise<HttpAnswer>} call @param {number[]} [expected]
   * @returns {Promise<HttpAnswer | undefined>} undefined when it failed
   */
  async record(kind, call, expected = [200]) {
    try {
      const answer = await call();
      if (!expected.includes(answer.status)) {
        this.error(kind, `${kind}: ${answer.status} ${answer.body.slice(0, 200)}`);
        return undefined;
      }
      const times = this.#times.get(kind) ?? [];
      times.push(answer.ms);
      this.#times.set(kind, times);
      return answer;
    } catch (error) {
      this.error(kind, `${kind}: ${error instanceof Error ? error.message : String(error)}`);
      return undefined;
    }
  }

  /** @param {string} kind @param {string} message */
  error(kind, message) {
    this.#errors.set(kind, (this.#errors.get(kind) ?? 0) + 1);
    if (this.examples.length < 10) this.examples.push(message);
  }

  get requests() {
    let n = 0;
    for (const t of this.#times.values()) n += t.length;
    for (const e of this.#errors.values()) n += e;
    return n;
  }

  get errors() {
    let n = 0;
    for (const e of this.#errors.values()) n += e;
    return n;
  }

  /**
   * Kinds whose name passes `filter`, their answered calls merged.
   * @param {(kind: string) => boolean} filter
   * @returns {{ count: number, errors: number, p50: number | undefined, p99: number | undefined, max: number | undefined }}
   */
  summary(filter) {
    const times = [...this.#times].filter(([kind]) => filter(kind)).flatMap(([, t]) => t);
    const errors = [...this.#errors].filter(([kind]) => filter(kind)).reduce((n, [, e]) => n + e, 0);
    if (!times.length) return { count: 0, errors, p50: undefined, p99: undefined, max: undefined };
    return { count: times.length, errors, p50: median(times), p99: percentile(times, 99), max: times.reduce((a, b) => Math.max(a, b), 0) };
  }

  kinds() {
    return [...new Set([...this.#times.keys(), ...this.#errors.keys()])].sort();
  }
}
