import { createRequire } from 'node:module';
import type { QueryEngine } from '@comunica/query-sparql';

/**
 * Comunica, the federation engine that evaluates `SERVICE`. It is large (a few
 * seconds to load, a few hundred actors), so it is loaded on the first federated query and never
 * for a server that gets none; queries without `SERVICE` never touch it.
 */

const require = createRequire(import.meta.url);

/**
 * How many bindings Comunica puts in one VALUES block when it pushes a join's bindings into a
 * SERVICE, by the kind of endpoints a query names. Comunica's default (16) is made for endpoints
 * on the Web. This server's own embedded repositories answer in-process in about a millisecond,
 * where Comunica's work per request is what costs: a join of 10,000 persons with 10,000 companies
 * took 627 requests and 13 s with 16, 7 requests and 4 s with 2,048 (bench/scenarios/federation.mjs
 * measures it). Remote endpoints get small blocks: Virtuoso 7 refuses a VALUES block of a few
 * thousand cells ("Maximum size (32767) of a code vector exceeded"; 2,048 rows of 5 variables, 512
 * of 11), and answers 64 rows of 11 variables in about 50 ms.
 */
export const BIND_JOIN_BLOCK_SIZE = { inProcess: 2048, remote: 64 } as const;

export type EngineProfile = keyof typeof BIND_JOIN_BLOCK_SIZE;

const engines = new Map<EngineProfile, Promise<QueryEngine>>();

/**
 * The engine of this process for queries whose outermost SERVICE clauses all name embedded
 * repositories of this server (`inProcess`), or that name any remote endpoint (`remote`). Sources
 * are never shared between queries: see federatedQuery.
 */
export function comunicaEngine(profile: EngineProfile): Promise<QueryEngine> {
  let engine = engines.get(profile);
  if (!engine) {
    engine = load(BIND_JOIN_BLOCK_SIZE[profile]);
    engines.set(profile, engine);
    engine.catch(() => engines.delete(profile));
  }
  return engine;
}

async function load(blockSize: number): Promise<QueryEngine> {
  avoidUndiciWhereItCannotRun();
  const { QueryEngine } = (await import('@comunica/query-sparql')) as typeof import('@comunica/query-sparql');
  const created = new QueryEngine();
  setBindJoinBlockSize(created, blockSize);
  return created;
}

/**
 * Comunica's HTTP actor loads undici 8 for its HTTP cache, and undici 8 needs Node 22.19 or later
 * (it fails while loading on Node 20, which this server supports: package.json `engines`).
 * Federated queries give Comunica their own `fetch` (federatedQuery.ts) and never turn its HTTP
 * cache on, so undici is not used at all; on a Node that undici cannot run on, the three names the
 * actor takes from it get inert stand-ins. On a newer Node the real undici loads.
 */
function avoidUndiciWhereItCannotRun(): void {
  const httpActor = require.resolve('@comunica/actor-http-fetch');
  const undiciPath = require.resolve('undici', { paths: [httpActor] });
  if (require.cache[undiciPath]) return;
  const undiciPackage = require(require.resolve('undici/package.json', { paths: [httpActor] })) as { engines?: { node?: string } };
  if (nodeSatisfies(undiciPackage.engines?.node, process.versions.node)) return;
  class Agent {
    compose() {
      return this;
    }
  }
  class MemoryCacheStore {
    delete() {}
  }
  require.cache[undiciPath] = {
    id: undiciPath,
    filename: undiciPath,
    loaded: true,
    exports: { Agent, interceptors: { cache: () => (dispatch: unknown) => dispatch }, cacheStores: { MemoryCacheStore } },
  } as unknown as NodeJS.Module;
}

/** Whether `version` meets a `>=x.y.z` range (the form undici declares); other ranges count as met. */
export function nodeSatisfies(range: string | undefined, version: string): boolean {
  const minimum = /^\s*>=\s*(\d+)\.(\d+)\.(\d+)\s*$/.exec(range ?? '');
  if (!minimum) return true;
  const have = version.split('.').map(Number);
  for (let i = 0; i < 3; i++) {
    const need = Number(minimum[i + 1]);
    const got = have[i] ?? 0;
    if (got !== need) return got > need;
  }
  return true;
}

interface ActorLike {
  name?: unknown;
  blockSize?: unknown;
}

/**
 * Sets the block size on the engine's bind-join actor (`inner-multi-bind-source`), found by its
 * configured name among the actors the engine's buses hold. Should a future Comunica rename it,
 * nothing breaks: joins keep Comunica's default, and the federation test that counts requests says so.
 */
function setBindJoinBlockSize(target: QueryEngine, size: number): void {
  const wanted = 'urn:comunica:default:rdf-join/actors#inner-multi-bind-source';
  const seen = new Set<object>();
  const queue: unknown[] = [target];
  while (queue.length > 0) {
    const value = queue.shift();
    if (typeof value !== 'object' || value === null || seen.has(value)) continue;
    seen.add(value);
    const actor = value as ActorLike;
    if (actor.name === wanted && typeof actor.blockSize === 'number') {
      actor.blockSize = size;
      return;
    }
    // Actors reach each other through mediators, mediators through buses, buses list actors.
    for (const [key, next] of Object.entries(value)) {
      if (key === 'actorInitQuery' || key === 'bus' || key === 'actors' || key.startsWith('mediator') || Array.isArray(value)) queue.push(next);
    }
  }
}
