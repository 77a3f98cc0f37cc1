import { scanSparqlTemplate, type SparqlPlace } from '@grafiek/core';
import { Parser } from 'sparqljs';

/**
 * The syntax check of the settings dialog's query field (the part of YASQE's editing that marks
 * errors while typing). Queries are templates: `{{variable}}` placeholders and `<script>` blocks
 * stand where values will be, so they are first replaced by neutral terms that fit where they
 * stand (an IRI, a literal's text, a number after LIMIT, a name part); the parser then sees a
 * plain query, and its error position is mapped back into the text the author typed.
 */

export interface SparqlProblem {
  /** Offsets in the checked text (the template as typed). */
  from: number;
  to: number;
  /** 1-based, of `from`. */
  line: number;
  column: number;
  /** The parser's message, without its copy of the text (which would show the masked query). */
  message: string;
  /** An unknown prefix may be added by the widget (Yasgui's prefixes); everything else is an error. */
  severity: 'error' | 'warning';
}

export interface MaskedTemplate {
  text: string;
  /** The offset in the template of an offset in `text`; inside a replacement, where that began (or ended). */
  toTemplate: (offset: number, side?: 'start' | 'end') => number;
}

interface Replacement {
  start: number;
  end: number;
  text: string;
}

const SCRIPT_BLOCK = /<script\s*>[\s\S]*?<\/script\s*>/giu;
/** How much of the parser's list of expected tokens the message names. */
const EXPECTED_SHOWN = 6;

function replace(text: string, replacements: readonly Replacement[]): MaskedTemplate {
  let output = '';
  let at = 0;
  for (const { start, end, text: by } of replacements) {
    output += text.slice(at, start) + by;
    at = end;
  }
  output += text.slice(at);
  return {
    text: output,
    toTemplate: (offset, side = 'start') => {
      let delta = 0;
      for (const { start, end, text: by } of replacements) {
        const maskedStart = start + delta;
        if (offset < maskedStart) break;
        if (offset === maskedStart && side === 'end') break;
        if (offset < maskedStart + by.length) return side === 'start' ? start : end;
        delta += by.length - (end - start);
      }
      return offset - delta;
    },
  };
}

/** A neutral term for a placeholder at `place`, given the text before it. */
function neutralTerm(place: SparqlPlace, before: string): string {
  switch (place.kind) {
    case 'iri':
      // `<{{x}}>` must stay an absolute IRI: the parser refuses relative ones without a BASE.
      return before.endsWith('<') ? 'urn:x' : 'x';
    case 'bare':
      return /\b(?:limit|offset)\s*$/i.test(before) ? '1' : '<urn:x>';
    case 'list':
      return '<urn:x>';
    default:
      return 'x';
  }
}

/** The template with its `<script>` blocks and `{{placeholders}}` replaced by neutral terms. */
export function maskTemplate(template: string): MaskedTemplate {
  // A script block's result takes its place like a placeholder's value: first make it one.
  const scripts = replace(
    template,
    [...template.matchAll(SCRIPT_BLOCK)].map((match) => ({ start: match.index, end: match.index + match[0].length, text: '{{script}}' })),
  );
  const replacements: Replacement[] = [];
  for (const part of scanSparqlTemplate(scripts.text)) {
    if (part.kind === 'text') continue;
    const { start, end } = part.placeholder;
    replacements.push({ start, end, text: neutralTerm(part.place, scripts.text.slice(0, start)) });
  }
  const placeholders = replace(scripts.text, replacements);
  return { text: placeholders.text, toTemplate: (offset, side) => scripts.toTemplate(placeholders.toTemplate(offset, side), side) };
}

/** Offsets of line starts, for the parser's 1-based lines (which break at \r\n, \r and \n). */
function lineStarts(text: string): number[] {
  const starts = [0];
  for (const match of text.matchAll(/\r\n?|\n/g)) starts.push(match.index + match[0].length);
  return starts;
}

function offsetAt(text: string, line: number, column: number): number {
  const starts = lineStarts(text);
  const start = starts[Math.min(Math.max(line, 1), starts.length) - 1]!;
  return Math.min(start + column, text.length);
}

/** 1-based line and column of an offset. */
export function positionOf(text: string, offset: number): { line: number; column: number } {
  const starts = lineStarts(text);
  let line = 0;
  while (line + 1 < starts.length && starts[line + 1]! <= offset) line++;
  return { line: line + 1, column: offset - starts[line]! + 1 };
}

/** From `offset`, past white space and comments: where the next token starts. */
function nextToken(text: string, offset: number): number {
  const skip = /(?:\s+|#[^\r\n]*)*/y;
  skip.lastIndex = offset;
  skip.exec(text);
  return Math.min(skip.lastIndex, text.length);
}

/** The text with strings, IRIs and comments blanked out (same length), to find names in the code. */
function codeOnly(text: string): string {
  return text.replace(/"""[\s\S]*?"""|'''[\s\S]*?'''|"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'|<[^<>\s]*>|#[^\n]*/g, (match) => ' '.repeat(match.length));
}

interface JisonHash {
  text?: string;
  token?: string | null;
  line?: number;
  loc?: { first_line: number; first_column: number; last_line: number; last_column: number };
  expected?: string[];
}

/** The parser's "Expecting …, got …" line, its list of expected tokens shortened. */
function parseMessage(hash: JisonHash, fallback: string): string {
  const expected = hash.expected ?? [];
  if (!hash.token || expected.length === 0) return fallback;
  const named = expected.slice(0, EXPECTED_SHOWN).join(', ');
  const more = expected.length > EXPECTED_SHOWN ? ` … (${expected.length - EXPECTED_SHOWN} more)` : '';
  return `Expecting ${named}${more}, got '${hash.token}'`;
}

/** Where in the masked text the parser stopped, as offsets there. */
function errorRange(masked: string, error: Error & { hash?: JisonHash }): { from: number; to: number } {
  const hash = error.hash;
  if (hash?.loc) {
    // Jison reports the last token it accepted; the offending one is the next token after it.
    const { loc } = hash;
    if (hash.token === 'EOF') return { from: offsetAt(masked, loc.first_line, loc.first_column), to: offsetAt(masked, loc.last_line, loc.last_column) };
    const accepted = offsetAt(masked, loc.last_line, loc.last_column);
    const from = nextToken(masked, accepted);
    const word = /[^\s{}()<>,;.]+/y;
    word.lastIndex = from;
    const length = Math.max(hash.text?.length ?? 0, word.exec(masked)?.[0].length ?? 0, 1);
    return { from, to: Math.min(from + length, masked.length) };
  }
  if (hash?.line !== undefined) {
    const from = offsetAt(masked, hash.line + 1, 0);
    return { from, to: masked.slice(from).search(/\r|\n|$/) + from };
  }
  const code = codeOnly(masked);
  const prefix = /^Unknown prefix: (.*)$/.exec(error.message)?.[1];
  const variable = /\((\?[\w]+)\)/.exec(error.message)?.[1];
  const name = prefix !== undefined ? `${prefix}:` : variable;
  if (name) {
    const found = new RegExp(`(^|[^\\w?$:.-])(${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')})`).exec(code);
    if (found) {
      const from = found.index + found[1]!.length;
      return { from, to: from + found[2]!.length };
    }
  }
  const from = nextToken(masked, 0);
  return { from, to: masked.slice(from).search(/\r|\n|$/) + from };
}

/** The first syntax problem of a query template, or `null` when the parser accepts it (or it is empty). */
export function checkSparqlTemplate(template: string): SparqlProblem | null {
  if (!template.trim()) return null;
  const masked = maskTemplate(template);
  try {
    new Parser({ sparqlStar: true }).parse(masked.text);
    return null;
  } catch (caught) {
    const error: Error & { hash?: JisonHash } = caught instanceof Error ? caught : new Error(String(caught));
    const range = errorRange(masked.text, error);
    const from = masked.toTemplate(range.from);
    const to = Math.max(masked.toTemplate(range.to, 'end'), from);
    const firstLine = error.message.split('\n')[0] ?? error.message;
    const message = error.hash ? parseMessage(error.hash, firstLine.replace(/ on line \d+[:.]?$/, '')) : error.message;
    return { from, to: Math.min(to, template.length), ...positionOf(template, from), message, severity: error.message.startsWith('Unknown prefix') ? 'warning' : 'error' };
  }
}
