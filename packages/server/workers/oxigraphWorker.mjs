// One Oxigraph store in a worker thread. Plain JavaScript (not under src/) so the same file runs
// under Vitest and after `tsc`: Node 20 cannot start a worker from TypeScript source.
// The host (src/repositories/embedded/oxigraphWorkerHost.ts) owns the disk and the protocol; this
// file only applies what it is sent, in order, and answers each message with the same id.
import { parentPort } from 'node:worker_threads';
import oxigraph from 'oxigraph';

if (!parentPort) throw new Error('oxigraphWorker.mjs must run in a worker thread');
const port = parentPort;

const store = new oxigraph.Store();

// Oxigraph's load time grows faster than linearly with the size of one call (about 0.7 s for 100k
// triples but 90 s for 400k), while calls of a few ten thousand lines stay linear. Line-based
// formats are therefore fed in slices; other formats go in one call.
const sliceBytes = 4 * 1024 * 1024;
const lineFormats = new Set(['application/n-triples', 'application/n-quads']);
const newline = 0x0a;
// The repository contract: a target graph applies to triple formats only.
const quadFormats = new Set(['application/n-quads', 'application/trig']);

/**
 * @param {Uint8Array} data
 * @param {{ format: string, graph?: string, baseIri?: string }} options
 * @returns {{ quads: number, partial: boolean }}
 */
function load(data, options) {
  /** @type {Parameters<typeof store.load>[1]} */
  const oxOptions = { format: options.format };
  if (options.baseIri) oxOptions.base_iri = options.baseIri;
  if (options.graph && !quadFormats.has(options.format)) {
    oxOptions.to_graph_name = oxigraph.namedNode(options.graph);
  }
  const before = store.size;
  const buffer = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  // Blank node labels are scoped to one load call, so a file that uses them must stay whole.
  const sliceable = lineFormats.has(options.format) && buffer.length > sliceBytes && buffer.indexOf('_:') < 0;
  if (!sliceable) {
    store.load(buffer, oxOptions); // one call: Oxigraph makes it all or nothing
    return { quads: store.size - before, partial: false };
  }
  let start = 0;
  let lineOffset = 0;
  while (start < buffer.length) {
    let end = Math.min(start + sliceBytes, buffer.length);
    if (end < buffer.length) {
      const cut = buffer.indexOf(newline, end);
      end = cut < 0 ? buffer.length : cut + 1;
    }
    const slice = buffer.subarray(start, end);
    try {
      store.load(slice, oxOptions);
    } catch (error) {
      // Earlier slices are in the store: the host must rebuild this worker.
      const shifted = new Error(shiftLines(messageOf(error), lineOffset));
      Object.assign(shifted, { partial: start > 0 });
      throw shifted;
    }
    lineOffset += countLines(slice);
    start = end;
  }
  return { quads: store.size - before, partial: false };
}

/** @param {Uint8Array} slice */
function countLines(slice) {
  let count = 0;
  for (let i = slice.indexOf(newline); i >= 0; i = slice.indexOf(newline, i + 1)) count++;
  return count;
}

/** Oxigraph numbers lines from the start of the slice; the person needs them from the file's start. */
function shiftLines(message, offset) {
  return offset === 0 ? message : message.replace(/line (\d+)/g, (_, n) => `line ${Number(n) + offset}`);
}

/** @param {unknown} error */
function messageOf(error) {
  return error instanceof Error ? error.message : String(error);
}

/**
 * @param {{ query: string, format: string, defaultGraphs?: string[], namedGraphs?: string[] }} request
 */
function query(request) {
  /** @type {Parameters<typeof store.query>[1]} */
  const options = { results_format: request.format };
  // SPARQL Protocol: naming any graph replaces the dataset the query would otherwise see.
  if (request.defaultGraphs?.length || request.namedGraphs?.length) {
    options.default_graph = (request.defaultGraphs ?? []).map((g) => oxigraph.namedNode(g));
    options.named_graphs = (request.namedGraphs ?? []).map((g) => oxigraph.namedNode(g));
  }
  return String(store.query(request.query, options));
}

/** @type {Record<string, (message: any) => { result: unknown, transfer?: ArrayBuffer[] }>} */
const handlers = {
  query(message) {
    const started = performance.now();
    const body = query(message);
    return { result: { body, engineMs: performance.now() - started } };
  },
  update(message) {
    store.update(message.update, message.baseIri ? { base_iri: message.baseIri } : undefined);
    return { result: { size: store.size } };
  },
  load(message) {
    const outcome = load(message.data, message);
    return { result: { quads: outcome.quads, size: store.size } };
  },
  dump() {
    const bytes = Buffer.from(store.dump({ format: 'application/n-quads' }));
    const copy = new Uint8Array(bytes); // own ArrayBuffer, not Node's shared pool, so it can be transferred
    return { result: copy, transfer: [copy.buffer] };
  },
  size() {
    return { result: store.size };
  },
};

port.on('message', (message) => {
  const handler = handlers[message.type];
  try {
    if (!handler) throw new Error(`unknown message ${message.type}`);
    const { result, transfer } = handler(message);
    port.postMessage({ id: message.id, ok: true, result }, transfer ?? []);
  } catch (error) {
    const partial = Boolean(error && typeof error === 'object' && 'partial' in error && error.partial);
    // A WebAssembly trap (e.g. "memory access out of bounds" from a query nested thousands deep)
    // leaves the engine's memory in an unknown state: every later request would fail the same way.
    // The host stops this worker and rebuilds a fresh one from the journal.
    const fatal = error instanceof WebAssembly.RuntimeError;
    port.postMessage({ id: message.id, ok: false, message: messageOf(error), partial, fatal });
  }
});
