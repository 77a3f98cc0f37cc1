import { scanSparql } from '@grafiek/core';

/**
 * Whether an update may change the store differently each time it runs, so that it must be run
 * once and journalled and copied as its effect (the quads it removed and added) rather than as its
 * text. Every worker holds its own copy of the store and a restart replays the journal: an update
 * text run again gives another STRUUID(), NOW() or RAND(), and new blank nodes with other ids.
 *
 * Why not journal every update as its effect: the worker finds the effect by comparing the whole
 * store before and after (Oxigraph tells no one what an update changed), two dumps of the store per
 * update, and a large effect is applied quad by quad; for a deterministic update, running its text
 * in each worker is much cheaper. So this test errs on the safe side: when in doubt it answers
 * true, which costs only time.
 *
 * Sources of difference:
 * - the functions RAND, UUID, STRUUID and BNODE (NOW is fixed before, see `pinNow`);
 * - blank nodes written in a template or INSERT DATA: `_:b`, `[ … ]`, a collection `( … )`, and the
 *   reifiers that RDF 1.2 makes for `<< … >>`, `~` and `{| … |}`;
 * - LOAD and SERVICE, which read what another server answers now.
 * Strings and comments are blanked first (core's scanner), so `"now()"` or `# rand(` do not count.
 */
export function mayBeNondeterministic(update: string): boolean {
  const { code } = scanSparql(update);
  if (/\b(?:rand|now|uuid|struuid|bnode)\s*\(|\b(?:load|service)\b/i.test(code)) return true;
  if (/_:|\[|<<|~|\{\|/.test(code)) return true;
  for (let at = code.indexOf('('); at >= 0; at = code.indexOf('(', at + 1)) {
    if (mayOpenCollection(code, at)) return true;
  }
  return false;
}

// NOW() as a call of the built-in, not `ex:now()` or `?now(`.
const NOW_CALL = /(?<![\w:?$\-.])now\s*\(\s*\)/gi;

/**
 * The update with each NOW() replaced by `now` as an xsd:dateTime literal. SPARQL gives every NOW()
 * of one request the same value, so this is the same update, now deterministic: it can be
 * journalled and run in each worker as text, without the cost of capturing its effect.
 */
export function pinNow(update: string, now: Date): string {
  if (!/now\s*\(/i.test(update)) return update;
  const literal = `"${now.toISOString()}"^^<http://www.w3.org/2001/XMLSchema#dateTime>`;
  const { code } = scanSparql(update);
  let output = '';
  let at = 0;
  for (const match of code.matchAll(NOW_CALL)) {
    output += update.slice(at, match.index) + literal;
    at = match.index + match[0].length;
  }
  return at === 0 ? update : output + update.slice(at);
}

const VALUES_HEAD = /\bvalues\s*\([\s?$\w]*\)\s*$/i;

/**
 * A `(` opens a collection (blank nodes) where a subject or an object may stand; it opens a call
 * or an expression after a function name, a keyword (FILTER, BIND, IN, VALUES…) or an operator.
 */
function mayOpenCollection(code: string, at: number): boolean {
  let end = at;
  while (end > 0 && /\s/.test(code[end - 1]!)) end--;
  if (end === 0) return true;
  const before = code[end - 1]!;
  // The first row of `VALUES (?a ?b) { (1 2) … }` is data, not a collection.
  if (before === '{' && /\)\s*$/.test(code.slice(Math.max(0, end - 40), end - 1))) {
    if (VALUES_HEAD.test(code.slice(Math.max(0, end - 1 - 300), end - 1))) return false;
  }
  if (!/[\w\-.:?$]/.test(before)) return '{}.;,[(>'.includes(before);
  let start = end;
  while (start > 0 && /[\w\-.:?$]/.test(code[start - 1]!)) start--;
  const word = code.slice(start, end);
  // A prefixed name or a variable may be the predicate before an object collection; `a` too.
  return word.includes(':') || word.startsWith('?') || word.startsWith('$') || word === 'a' || word.endsWith('.');
}
