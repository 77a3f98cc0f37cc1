import { scanSparql } from '@grafiek/core';
import { badRequest } from '../http/httpError.js';

/**
 * The longest query or update text the endpoint takes. Real app queries are a few kilobytes; the
 * limit leaves room for long VALUES lists while keeping one request from tying up the parser.
 */
export const MAX_SPARQL_CHARS = 1_000_000;

/**
 * How deep brackets ( [ { may nest. The engine's parser recurses per level and its WebAssembly
 * stack overflows around a thousand levels (a trap that took the whole store down); app queries
 * nest a handful deep.
 */
export const MAX_SPARQL_NESTING = 100;

/**
 * Refuses, before any engine sees it, a text longer than {@link MAX_SPARQL_CHARS} or nested deeper
 * than {@link MAX_SPARQL_NESTING}. Brackets in comments, strings and IRIs do not count (core's
 * scanner blanks them; it is linear in the text).
 */
export function checkSparqlSize(text: string, what: 'query' | 'update'): void {
  if (text.length > MAX_SPARQL_CHARS) {
    throw badRequest(`The ${what} is ${text.length.toLocaleString('en-US')} characters long; the server takes at most ${MAX_SPARQL_CHARS.toLocaleString('en-US')}.`);
  }
  const { code } = scanSparql(text);
  let depth = 0;
  let deepest = 0;
  for (let i = 0; i < code.length; i++) {
    const c = code.charCodeAt(i);
    if (c === 0x28 || c === 0x5b || c === 0x7b) {
      depth++;
      if (depth > deepest) deepest = depth;
    } else if (c === 0x29 || c === 0x5d || c === 0x7d) depth--;
  }
  if (deepest > MAX_SPARQL_NESTING) {
    throw badRequest(`The ${what} nests brackets ${deepest} deep; the server allows at most ${MAX_SPARQL_NESTING}.`);
  }
}
