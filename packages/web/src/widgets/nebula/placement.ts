import type Graph from 'graphology';

/** One edge's length in layout units at the start (a hop in the graph). */
const SPACING = 10;
const GOLDEN_ANGLE = Math.PI * (3 - Math.sqrt(5));
/** Pivots of the pivot MDS: enough for a good overall shape, few enough to stay linear in practice. */
const PIVOTS = 40;
/** Parts of the graph smaller than this are placed by a walk from their best-connected node. */
const SMALL_PART = 10;

/** A small seeded generator (mulberry32): the same seed gives the same positions. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The graph's neighbours as arrays (edges both ways, loops left out), by node index. */
interface Adjacency {
  ids: string[];
  offsets: Int32Array;
  neighbours: Int32Array;
}

function adjacency(graph: Graph): Adjacency {
  const ids = graph.nodes();
  const index = new Map(ids.map((id, i) => [id, i]));
  const offsets = new Int32Array(ids.length + 1);
  graph.forEachEdge((_edge, _attributes, source, target) => {
    if (source === target) return;
    const s = index.get(source)! + 1;
    const t = index.get(target)! + 1;
    offsets[s] = offsets[s]! + 1;
    offsets[t] = offsets[t]! + 1;
  });
  for (let i = 0; i < ids.length; i++) offsets[i + 1]! += offsets[i]!;
  const neighbours = new Int32Array(offsets[ids.length]!);
  const filled = offsets.slice(0, ids.length);
  graph.forEachEdge((_edge, _attributes, source, target) => {
    if (source === target) return;
    const s = index.get(source)!;
    const t = index.get(target)!;
    neighbours[filled[s]!++] = t;
    neighbours[filled[t]!++] = s;
  });
  return { ids, offsets, neighbours };
}

/** Hops from `from` to every node of its part (-1 elsewhere), in `distances`; returns the nodes reached in order. */
function breadthFirst({ offsets, neighbours }: Adjacency, from: number, distances: Int32Array, queue: Int32Array): number {
  distances.fill(-1);
  distances[from] = 0;
  queue[0] = from;
  let tail = 1;
  for (let head = 0; head < tail; head++) {
    const node = queue[head]!;
    for (let k = offsets[node]!; k < offsets[node + 1]!; k++) {
      const next = neighbours[k]!;
      if (distances[next]! >= 0) continue;
      distances[next] = distances[node]! + 1;
      queue[tail++] = next;
    }
  }
  return tail;
}

/** The two largest eigenvectors of a symmetric k×k matrix, by power iteration with deflation. */
function topEigenvectors(matrix: Float64Array, k: number, random: () => number): Float64Array[] {
  const vectors: Float64Array[] = [];
  for (let e = 0; e < 2; e++) {
    let vector = Float64Array.from({ length: k }, () => random() - 0.5);
    for (let step = 0; step < 100; step++) {
      const next = new Float64Array(k);
      for (let a = 0; a < k; a++) {
        let sum = 0;
        for (let b = 0; b < k; b++) sum += matrix[a * k + b]! * vector[b]!;
        next[a] = sum;
      }
      for (const found of vectors) {
        let dot = 0;
        for (let a = 0; a < k; a++) dot += next[a]! * found[a]!;
        for (let a = 0; a < k; a++) next[a]! -= dot * found[a]!;
      }
      const norm = Math.hypot(...next);
      if (norm === 0) break;
      for (let a = 0; a < k; a++) next[a]! /= norm;
      vector = next;
    }
    vectors.push(vector);
  }
  return vectors;
}

/**
 * Pivot MDS (Brandes and Pich, 2006) of one connected part: the hop distances of every node to a
 * few pivots chosen far apart, double-centred, projected on their two main axes. Graph distances
 * become distances on screen, so the overall shape is right before the force layout starts.
 */
function pivotMds(adj: Adjacency, part: Int32Array, random: () => number, xs: Float64Array, ys: Float64Array) {
  const size = part.length;
  const n = adj.ids.length;
  const distances = new Int32Array(n);
  const queue = new Int32Array(n);
  const nearest = new Float64Array(size).fill(Infinity);
  const k = Math.min(PIVOTS, size);
  // Squared distances, one column per pivot; the first pivot is the best-connected node.
  const c = new Float64Array(size * k);
  let pivot = part[0]!;
  for (const node of part) if (adj.offsets[node + 1]! - adj.offsets[node]! > adj.offsets[pivot + 1]! - adj.offsets[pivot]!) pivot = node;
  for (let j = 0; j < k; j++) {
    breadthFirst(adj, pivot, distances, queue);
    let farthest = -1;
    for (let i = 0; i < size; i++) {
      const d = distances[part[i]!]!;
      c[i * k + j] = d * d;
      nearest[i] = Math.min(nearest[i]!, d);
      if (farthest < 0 || nearest[i]! > nearest[farthest]!) farthest = i;
    }
    pivot = part[farthest]!;
  }
  // Double centring.
  const rowMean = new Float64Array(size);
  const columnMean = new Float64Array(k);
  let mean = 0;
  for (let i = 0; i < size; i++) {
    for (let j = 0; j < k; j++) {
      const value = c[i * k + j]!;
      rowMean[i]! += value / k;
      columnMean[j]! += value / size;
      mean += value / (size * k);
    }
  }
  for (let i = 0; i < size; i++) for (let j = 0; j < k; j++) c[i * k + j] = -0.5 * (c[i * k + j]! - rowMean[i]! - columnMean[j]! + mean);
  // CᵀC (k×k), and the nodes projected on its two main eigenvectors.
  const product = new Float64Array(k * k);
  for (let i = 0; i < size; i++) {
    const row = i * k;
    for (let a = 0; a < k; a++) {
      const value = c[row + a]!;
      if (value === 0) continue;
      for (let b = a; b < k; b++) product[a * k + b]! += value * c[row + b]!;
    }
  }
  for (let a = 0; a < k; a++) for (let b = 0; b < a; b++) product[a * k + b] = product[b * k + a]!;
  const [first, second] = topEigenvectors(product, k, random);
  for (let i = 0; i < size; i++) {
    let x = 0;
    let y = 0;
    for (let a = 0; a < k; a++) {
      x += c[i * k + a]! * first![a]!;
      y += c[i * k + a]! * second![a]!;
    }
    xs[part[i]!] = x;
    ys[part[i]!] = y;
  }
  // Scaled so that an edge is about one SPACING long; jittered, since nodes at the same distances
  // from every pivot (the leaves of a star) would otherwise start on one spot.
  let length = 0;
  let count = 0;
  for (const node of part) {
    for (let e = adj.offsets[node]!; e < adj.offsets[node + 1]!; e++) {
      const next = adj.neighbours[e]!;
      length += Math.hypot(xs[node]! - xs[next]!, ys[node]! - ys[next]!);
      count++;
    }
  }
  const scale = length > 0 ? (SPACING * count) / length : 1;
  for (const node of part) {
    xs[node] = xs[node]! * scale + (random() - 0.5) * SPACING * 0.4;
    ys[node] = ys[node]! * scale + (random() - 0.5) * SPACING * 0.4;
  }
}

/** A small part: each node beside the neighbour that reached it first. */
function walk(adj: Adjacency, part: Int32Array, random: () => number, xs: Float64Array, ys: Float64Array, known: Uint8Array) {
  const placed = new Uint8Array(adj.ids.length);
  const queue: number[] = [];
  for (const node of part) {
    if (!known[node]) continue;
    placed[node] = 1;
    queue.push(node);
  }
  if (queue.length === 0) {
    placed[part[0]!] = 1;
    xs[part[0]!] = 0;
    ys[part[0]!] = 0;
    queue.push(part[0]!);
  }
  for (let head = 0; head < queue.length; head++) {
    const node = queue[head]!;
    for (let k = adj.offsets[node]!; k < adj.offsets[node + 1]!; k++) {
      const next = adj.neighbours[k]!;
      if (placed[next]) continue;
      placed[next] = 1;
      const angle = random() * 2 * Math.PI;
      const distance = SPACING * (0.5 + random());
      xs[next] = xs[node]! + Math.cos(angle) * distance;
      ys[next] = ys[node]! + Math.sin(angle) * distance;
      queue.push(next);
    }
  }
}

/**
 * Starting positions for the force layout, for every node whose x or y is not a number. Each
 * connected part is laid out on its own: larger parts by pivot MDS (graph distance becomes
 * distance), small ones by a walk from their best-connected node; the parts are then set on a
 * spiral, the largest in the middle. ForceAtlas2 then only has to refine, so a short run already
 * shows the structure. Nodes that have a position keep it; their part grows from them.
 */
export function placeNodes(graph: Graph<{ x: number; y: number }>, seed: number): void {
  const random = seededRandom(seed);
  const adj = adjacency(graph);
  const n = adj.ids.length;
  const xs = new Float64Array(n);
  const ys = new Float64Array(n);
  const known = new Uint8Array(n);
  adj.ids.forEach((id, i) => {
    const { x, y } = graph.getNodeAttributes(id);
    if (!Number.isFinite(x) || !Number.isFinite(y)) return;
    known[i] = 1;
    xs[i] = x;
    ys[i] = y;
  });

  // The connected parts, largest first (ties in node order).
  const part = new Int32Array(n).fill(-1);
  const distances = new Int32Array(n);
  const queue = new Int32Array(n);
  const parts: Int32Array[] = [];
  for (let i = 0; i < n; i++) {
    if (part[i]! >= 0) continue;
    const reached = breadthFirst(adj, i, distances, queue);
    const members = queue.slice(0, reached);
    for (const node of members) part[node] = parts.length;
    parts.push(members);
  }
  parts.sort((a, b) => b.length - a.length);

  let placedCount = 0;
  let spiral = 0;
  for (const members of parts) {
    const anchored = members.some((node) => known[node]);
    if (anchored || members.length < SMALL_PART) walk(adj, members, random, xs, ys, known);
    else pivotMds(adj, members, random, xs, ys);
    if (!anchored) {
      // Centre the part on its place on the spiral, beyond the parts placed so far.
      let cx = 0;
      let cy = 0;
      for (const node of members) {
        cx += xs[node]! / members.length;
        cy += ys[node]! / members.length;
      }
      let radius = 0;
      for (const node of members) radius = Math.max(radius, Math.hypot(xs[node]! - cx, ys[node]! - cy));
      const distance = placedCount === 0 ? 0 : SPACING * 2 * Math.sqrt(placedCount) + radius;
      const angle = spiral++ * GOLDEN_ANGLE;
      for (const node of members) {
        xs[node] = xs[node]! - cx + Math.cos(angle) * distance;
        ys[node] = ys[node]! - cy + Math.sin(angle) * distance;
      }
    }
    placedCount += members.length;
  }

  let i = 0;
  graph.updateEachNodeAttributes((_id, attributes) => {
    attributes.x = xs[i]!;
    attributes.y = ys[i]!;
    i++;
    return attributes;
  });
}
