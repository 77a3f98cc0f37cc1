import type { FastifyInstance } from 'fastify';
import { badRequest } from './httpError.js';

/**
 * Where a parsed request value holds the character U+0000 (in a string or an object key): its
 * path such as `mainArea.areas[0].title`, '' for the value itself, undefined when nowhere.
 * Counted without recursion, so a deep value costs no stack.
 */
export function nulCharacterAt(value: unknown): string | undefined {
  const stack: [unknown, string][] = [[value, '']];
  while (stack.length) {
    const [item, path] = stack.pop()!;
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return path;
    } else if (item !== null && typeof item === 'object') {
      const isArray = Array.isArray(item);
      for (const [key, child] of Object.entries(item)) {
        const at = isArray ? `${path}[${key}]` : path ? `${path}.${key}` : key;
        if (key.includes('\u0000')) return at;
        stack.push([child, at]);
      }
    }
  }
  return undefined;
}

/**
 * Refuses, before any route sees it, a path, query string or JSON body with a NUL character:
 * PostgreSQL's text cannot hold one, so `/api/projects/%00` or a title with `\u0000` ended as a
 * database error (500). No name, title or config needs it.
 */
export function registerNulRefusal(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    const parts: [string, unknown][] = [
      ['address', request.params],
      ['query string', request.query],
      ['request body', typeof request.body === 'object' ? request.body : undefined],
    ];
    for (const [where, value] of parts) {
      const at = nulCharacterAt(value);
      if (at !== undefined) throw badRequest(`The ${where} contains the NUL character (U+0000)${at ? ` in ${at}` : ''}; text may not contain it.`);
    }
  });
}
