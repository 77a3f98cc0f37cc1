import { scanSparql } from './sparqlScanner.js';

// Oxigraph 0.5 rejects these built-ins when a space stands before their "(" ("expected
// ENCODE_FOR_URI"), although the SPARQL grammar allows it; existing apps write `coalesce (`.
const SPACED_CALL = /\b(coalesce|concat)(\s+)\(/gi;
const ANY_SPACED_CALL = /\b(?:coalesce|concat)\s+\(/i;

/**
 * The query with the space between those built-ins and their "(" moved behind the "(", so the
 * engine accepts it and line numbers in its messages stay right. Strings, IRIs and comments are
 * left alone.
 */
export function tightenBuiltinCalls(query: string): string {
  // Every query to the embedded store passes here: scan only the few that could need it.
  if (!ANY_SPACED_CALL.test(query)) return query;
  const { code } = scanSparql(query);
  let output = '';
  let at = 0;
  for (const match of code.matchAll(SPACED_CALL)) {
    const start = match.index;
    const name = match[1]!;
    const space = query.slice(start + name.length, start + name.length + match[2]!.length);
    output += `${query.slice(at, start)}${query.slice(start, start + name.length)}(${space}`;
    at = start + match[0].length;
  }
  return at === 0 ? query : output + query.slice(at);
}
