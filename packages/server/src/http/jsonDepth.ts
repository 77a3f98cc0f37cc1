import type { FastifyInstance } from 'fastify';
import { badRequest } from './httpError.js';

/**
 * How deep a JSON body may nest. Real app configs nest about a dozen levels (areas in areas);
 * schema checks and serialisers recurse per level, and a body nested thousands deep made them
 * overflow the stack (a 500). Far above any real config, far below any stack.
 */
export const MAX_JSON_DEPTH = 200;

/** The nesting depth of a parsed JSON value, counted without recursion. */
export function jsonDepth(value: unknown): number {
  let deepest = 0;
  const stack: [unknown, number][] = [[value, 1]];
  while (stack.length) {
    const [item, depth] = stack.pop()!;
    if (depth > deepest) deepest = depth;
    if (depth > MAX_JSON_DEPTH) return depth;
    if (item !== null && typeof item === 'object') for (const child of Object.values(item)) stack.push([child, depth + 1]);
  }
  return deepest;
}

/** Refuses, before any route's schema sees it, a JSON body nested deeper than {@link MAX_JSON_DEPTH}. */
export function registerJsonDepthLimit(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    if (request.body === null || typeof request.body !== 'object') return;
    if (jsonDepth(request.body) > MAX_JSON_DEPTH) {
      throw badRequest(`The request body nests deeper than ${MAX_JSON_DEPTH} levels; real app configs nest about a dozen.`);
    }
  });
}
