// Recognises a value that may stand on its own in a query: one RDF term in SPARQL syntax, and
// nothing that could be read as more than one token. Deliberately narrower than the grammar
// (ASCII names, no codepoint escapes): a value outside it is rejected, never guessed at.

const IRI_BODY = String.raw`[^<>"{}|^\x60\\\u0000-\u0020]*`;
const IRI = String.raw`<${IRI_BODY}>`;
const PREFIX = String.raw`(?:[A-Za-z](?:[A-Za-z0-9_.-]*[A-Za-z0-9_-])?)?`;
const LOCAL = String.raw`(?:[A-Za-z0-9_:](?:[A-Za-z0-9_.:-]*[A-Za-z0-9_:-])?)?`;
const PREFIXED_NAME = String.raw`${PREFIX}:${LOCAL}`;
const SIGN = '[+-]?';
const NUMBER = String.raw`${SIGN}(?:\d+\.\d*[eE][+-]?\d+|\.\d+[eE][+-]?\d+|\d+[eE][+-]?\d+|\d*\.\d+|\d+)`;
const BOOLEAN = '(?:true|false)';
const ECHAR = String.raw`\\[tbnrf"'\\]`;
const STRING = String.raw`(?:"(?:[^"\\\n\r]|${ECHAR})*"|'(?:[^'\\\n\r]|${ECHAR})*')`;
const LITERAL = String.raw`${STRING}(?:@[A-Za-z]+(?:-[A-Za-z0-9]+)*|\^\^(?:${IRI}|${PREFIXED_NAME}))?`;

// Longer alternatives first: a literal before its string, a number before a prefixed name.
const TERM = `(?:${LITERAL}|${IRI}|${NUMBER}|${BOOLEAN}|${PREFIXED_NAME})`;

const SINGLE_TERM = new RegExp(`^${TERM}$`);
const FULL_IRI = new RegExp(String.raw`^[A-Za-z][A-Za-z0-9+.-]*://${IRI_BODY}$`);
const COMMA_LIST = new RegExp(String.raw`^${TERM}(?:\s*,\s*${TERM})*$`);
const SPACE_LIST = new RegExp(String.raw`^${TERM}(?:\s+${TERM})*$`);

/**
 * The value as a term to insert: as written when it already is a term, wrapped in `<...>` when
 * it is a plain full IRI such as http://example.org/a, or undefined when it is neither.
 */
export function toBareTerm(value: string): string | undefined {
  const trimmed = value.trim();
  // A URL is also a valid prefixed name only when it has no `//`; with `//` it is an IRI.
  if (FULL_IRI.test(trimmed)) return `<${trimmed}>`;
  if (SINGLE_TERM.test(trimmed)) return trimmed;
  return undefined;
}

/** A list of terms for `IN (...)` (comma-separated) or `VALUES ?v {...}` (space-separated). */
export function toTermList(value: string, separator: ',' | ' '): string | undefined {
  const trimmed = value.trim();
  const single = toBareTerm(trimmed);
  if (single !== undefined) return single;
  return (separator === ',' ? COMMA_LIST : SPACE_LIST).test(trimmed) ? trimmed : undefined;
}
