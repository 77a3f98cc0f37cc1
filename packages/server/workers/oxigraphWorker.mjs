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
 * @param {{ format: string, graph?: string, baseIri?: string, blankNodeSalt?: string, keepBlankNodes?: boolean }} options
 * @returns {{ quads: number, partial: boolean }}
 */
function load(data, options) {
  // Oxigraph's `load` gives every blank node a fresh random id, different in each worker and on
  // each replay; the host asks for ids that are the same everywhere (see "Blank nodes" below).
  if (options.keepBlankNodes) return addKeepingIds(data);
  if (options.blankNodeSalt !== undefined) {
    const fixed = loadWithSaltedIds(data, options, options.blankNodeSalt);
    if (fixed) return fixed;
  }
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
  let lineOffset = 0;
  eachSlice(buffer, (slice) => {
    try {
      store.load(slice, oxOptions);
    } catch (error) {
      // Earlier slices are in the store: the host must rebuild this worker.
      const shifted = new Error(shiftLines(messageOf(error), lineOffset));
      Object.assign(shifted, { partial: lineOffset > 0 });
      throw shifted;
    }
    lineOffset += countLines(slice);
  });
  return { quads: store.size - before, partial: false };
}

// Blank nodes. Every worker must hold the same blank node ids, and so must a worker rebuilt from
// the snapshot and journal: an update journalled as its effect names the blank nodes it removes
// or links to by id. Oxigraph keeps the id of a blank node given to `add`, `delete` and `parse`
// (N-Triples, N-Quads), while `load` and `update` make up random ones. So quads with blank nodes
// go in through `parse` + `add`, one by one, which is several times slower per quad than `load`;
// quads without a blank node still go through `load`. (Oxigraph 0.5's JavaScript API has no bulk
// call that keeps ids.) Parsing goes in slices: thousands of parsed quads held at once make
// each `add` slower (100k blank-node quads: about 6 s sliced, 30 s streamed, 1 s by `load`).

const nquads = 'application/n-quads';
const blankLabel = '_:';

const addSliceBytes = 256 * 1024;

/**
 * Calls `each` with the successive slices of about `bytes` of `buffer`, each ending at a line end.
 * @param {Buffer} buffer @param {(slice: Buffer) => void} each
 */
function eachSlice(buffer, each, bytes = sliceBytes) {
  let start = 0;
  while (start < buffer.length) {
    let end = Math.min(start + bytes, buffer.length);
    if (end < buffer.length) {
      const cut = buffer.indexOf(newline, end);
      end = cut < 0 ? buffer.length : cut + 1;
    }
    each(buffer.subarray(start, end));
    start = end;
  }
}

/**
 * N-Quads (a snapshot, or the quads an update added) into the store with the blank node ids they
 * name. Slices without a blank node go through the fast `load`.
 * @param {Uint8Array | string} data
 */
function addKeepingIds(data) {
  const before = store.size;
  const buffer = typeof data === 'string' ? Buffer.from(data) : Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  eachSlice(buffer, (slice) => {
    if (slice.indexOf(blankLabel) < 0) {
      store.load(slice, { format: nquads });
      return;
    }
    const plain = [];
    const labelled = [];
    for (const line of slice.toString('utf8').split('\n')) (line.includes(blankLabel) ? labelled : plain).push(line);
    store.load(plain.join('\n'), { format: nquads });
    for (const quad of oxigraph.parse(labelled.join('\n'), { format: nquads })) addAndFree(quad);
  }, addSliceBytes);
  return { quads: store.size - before, partial: false };
}

/**
 * Each parsed quad and term holds memory inside the engine until JavaScript's garbage collector
 * finalises it; freed at once, `add` stays fast (200k blank-node quads: 16 s instead of 42 s).
 * @param {any} quad
 */
function addAndFree(quad) {
  store.add(quad);
  quad.free();
}

/** @param {any[]} objects distinct engine objects */
function freeAll(objects) {
  for (const object of objects) object.free();
}

/** Formats whose text must show `_:`, `[` or `(` to hold a blank node; others are parsed to tell. */
const textFormats = new Set(['text/turtle', 'application/trig']);

// A blank node label of N-Triples/N-Quads, skipping literals and IRIs (which may hold `_:`).
const labelInLine = /("(?:[^"\\\n]|\\.)*")|(<[^>\n]*>)|_:([^\s<>"]*[^\s<>".])/g;

/**
 * A file loaded with blank nodes gets ids made of the host's salt (journalled with the load):
 * the salt followed by the file's own label (N-Triples, N-Quads), or by the order in which the
 * parser meets each blank node (other formats; the order of the file). The same in every worker
 * and on every replay, and no clash with another file's `_:b0`. Returns undefined for a file
 * without blank nodes, which the fast `load` takes.
 * @param {Uint8Array} data
 * @param {{ format: string, graph?: string, baseIri?: string }} options
 * @param {string} salt
 */
function loadWithSaltedIds(data, options, salt) {
  const buffer = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  /** @type {Parameters<typeof oxigraph.parse>[1]} */
  const parseOptions = { format: options.format };
  if (options.baseIri) parseOptions.base_iri = options.baseIri;
  if (options.graph && !quadFormats.has(options.format)) parseOptions.to_graph_name = oxigraph.namedNode(options.graph);
  const before = store.size;
  let added = false;
  let lineOffset = 0;
  try {
    if (lineFormats.has(options.format)) {
      if (buffer.indexOf(blankLabel) < 0) return undefined;
      eachSlice(buffer, (slice) => {
        const text = slice.toString('utf8').replace(labelInLine, (token, literal, iri, label) => (label ? `_:${salt}${label}` : token));
        for (const quad of oxigraph.parse(text, parseOptions)) {
          addAndFree(quad);
          added = true;
        }
        lineOffset += countLines(slice);
      }, addSliceBytes);
    } else {
      const plain = buffer.indexOf(blankLabel) < 0 && buffer.indexOf('[') < 0 && buffer.indexOf('(') < 0;
      if (plain && textFormats.has(options.format)) return undefined;
      /** @type {Map<string, string>} */
      const ids = new Map();
      /** @param {any} term */
      const fix = (term) => {
        if (term.termType !== 'BlankNode') return term;
        let id = ids.get(term.value);
        if (id === undefined) {
          id = `${salt}${ids.size.toString(16).padStart(8, '0')}`;
          ids.set(term.value, id);
        }
        return oxigraph.blankNode(id);
      };
      const quads = oxigraph.parse(buffer, parseOptions); // whole: a format that cannot be sliced
      for (let i = 0; i < quads.length; i++) {
        const quad = quads[i];
        quads[i] = undefined;
        const terms = [quad.subject, quad.predicate, quad.object, quad.graph];
        if (terms.some((term) => term.termType === 'BlankNode')) {
          const fixed = terms.map(fix);
          addAndFree(oxigraph.quad(fixed[0], fixed[1], fixed[2], fixed[3]));
          freeAll(fixed.filter((term, n) => term !== terms[n]));
        } else {
          store.add(quad);
        }
        freeAll([quad, ...terms]);
        added = true;
      }
    }
  } catch (error) {
    // Quads before the error are in the store: the host must rebuild this worker.
    throw Object.assign(new Error(shiftLines(messageOf(error), lineOffset)), { partial: added });
  }
  return { quads: store.size - before, partial: false };
}

/** The store as a set of N-Quads lines (Oxigraph writes each quad one way only). */
function storeLines() {
  const lines = new Set(store.dump({ format: nquads }).split('\n'));
  lines.delete('');
  return lines;
}

/**
 * Runs an update and returns what it changed, as N-Quads with the store's own blank node ids: the
 * host journals this effect and sends it to the other workers, so STRUUID(), NOW(), RAND() and new
 * blank nodes get one value, the same everywhere. A diff of the whole store: two dumps per update,
 * which is why the host asks for it only for updates that may not be deterministic.
 * @param {string} update
 */
function updateWithEffect(update) {
  const before = storeLines();
  store.update(update);
  const added = [];
  for (const line of storeLines()) if (!before.delete(line)) added.push(line);
  return { removed: joinLines([...before]), added: joinLines(added) };
}

/** @param {string[]} lines */
function joinLines(lines) {
  return lines.length === 0 ? '' : `${lines.join('\n')}\n`;
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
    const engineMs = performance.now() - started;
    // Past the caller's limit the answer is not copied to the server's thread (nor held there).
    if (message.maxBytes !== undefined && Buffer.byteLength(body) > message.maxBytes) return { result: { tooLarge: true, engineMs } };
    return { result: { body, engineMs } };
  },
  update(message) {
    if (message.effect) return { result: { ...updateWithEffect(message.update), size: store.size } };
    store.update(message.update, message.baseIri ? { base_iri: message.baseIri } : undefined);
    return { result: { size: store.size } };
  },
  effect(message) {
    // The effect is this store's own dump (from another worker): it parses.
    eachSlice(
      Buffer.from(message.removed),
      (slice) => {
        for (const quad of oxigraph.parse(slice.toString('utf8'), { format: nquads })) {
          store.delete(quad);
          quad.free();
        }
      },
      addSliceBytes,
    );
    addKeepingIds(message.added);
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
