// Inline `<script> ... </script>` blocks in query templates (README, "Author JavaScript"). A block is the
// body of a function whose return value takes the block's place in the query:
//
//   SERVICE <{{brp}}<script> if ("{{user}}" == "?persona=almere") return "?persona=system"; return "{{user}}"; </script>>
//
// The code runs in the browser's script sandbox, never here. What this module does is pure text
// work on both sides of that call:
//
// - split a template into text and blocks;
// - rewrite each block so that its placeholders are references to data passed with the call
//   (`__v("user")`), never text spliced into the code: a variable's value, whatever it holds,
//   reaches the script as a string and can never become code;
// - put the results back where the blocks stood, checked for that place in the query the way a
//   placeholder's value is (inside `<...>`, a string literal, bare, ...).
import { placeholderAt, type PlaceholderToken } from './placeholderSyntax.js';
import { resolvePlaceholders, unresolvedMessage, type PlaceholderValues, type ResolveOptions, type ResolveResult } from './placeholderResolver.js';

/** The function a rewritten block calls for a placeholder's value: `__v("user")`. */
export const SCRIPT_VALUE_FUNCTION = '__v';

export type ScriptTemplatePart = { kind: 'text'; text: string } | { kind: 'script'; source: string };

const OPEN_TAG = String.raw`<script\s*>`;
const CLOSE_TAG = String.raw`<\/script\s*>`;

/** Whether a template has a `<script>` block (the cheap test that keeps other templates synchronous). */
export function hasScriptBlocks(text: string): boolean {
  return new RegExp(OPEN_TAG, 'iu').test(text);
}

/** Splits a template into its text and its `<script> ... </script>` blocks, in order. */
export function splitScriptBlocks(text: string): { ok: true; parts: ScriptTemplatePart[] } | { ok: false; error: string } {
  const parts: ScriptTemplatePart[] = [];
  const open = new RegExp(OPEN_TAG, 'giu');
  const close = new RegExp(CLOSE_TAG, 'giu');
  let at = 0;
  for (;;) {
    open.lastIndex = at;
    const opening = open.exec(text);
    const before = text.slice(at, opening ? opening.index : text.length);
    if (new RegExp(CLOSE_TAG, 'iu').test(before)) return { ok: false, error: 'The query has a </script> without a <script> before it' };
    if (before) parts.push({ kind: 'text', text: before });
    if (!opening) break;
    const bodyStart = opening.index + opening[0].length;
    close.lastIndex = bodyStart;
    const closing = close.exec(text);
    if (!closing) return { ok: false, error: `<script> block ${parts.filter((p) => p.kind === 'script').length + 1} in the query has no </script>` };
    parts.push({ kind: 'script', source: text.slice(bodyStart, closing.index) });
    at = closing.index + closing[0].length;
  }
  return { ok: true, parts };
}

export type ScriptRewrite =
  | {
      ok: true;
      /** The block as a function body, each placeholder a `__v("...")` call. */
      code: string;
      /** The placeholders it mentions, each once, in order of first use. */
      placeholders: PlaceholderToken[];
    }
  | { ok: false; error: string };

/** The key `__v` is called with for a placeholder: its text between the braces, e.g. `user` or `a||b::x`. */
export function scriptValueKey(placeholder: Pick<PlaceholderToken, 'token'>): string {
  return placeholder.token.slice(2, -2);
}

// Words after which a `/` starts a regular expression rather than a division.
const KEYWORDS_BEFORE_EXPRESSION = new Set(['return', 'typeof', 'instanceof', 'in', 'of', 'new', 'delete', 'void', 'throw', 'case', 'do', 'else', 'yield', 'await']);
const IDENTIFIER_START = /[\p{L}_$]/u;
const IDENTIFIER_PART = /[\p{L}\p{N}_$\u200c\u200d]/u;
const DIGIT = /[0-9]/;

type Frame = { kind: 'code'; braces: number; inTemplate: boolean } | { kind: 'template' };

/**
 * Rewrites one block's JavaScript so that its placeholders are data: a placeholder in code
 * becomes `__v("name")`; inside a '...' or "..." literal the literal is cut there and joined with
 * `+` (`"a{{x}}b"` becomes `("a" + __v("x") + "b")`, `"{{x}}"` becomes `(__v("x"))`); inside a
 * template literal it becomes `${__v("x")}`. Comments are left as they are. A placeholder inside
 * a regular-expression literal is refused: a value cannot be put there as data.
 *
 * This is a tokenizer for the parts of JavaScript that matter here (strings, template literals
 * with nested `${}`, comments, regular expressions, told from division the usual way by the token
 * before the `/`), not a parser: code that does not parse still fails, in the sandbox.
 */
export function rewriteScriptBlock(source: string): ScriptRewrite {
  const placeholders = new Map<string, PlaceholderToken>();
  const reference = (placeholder: PlaceholderToken): string => {
    if (!placeholders.has(placeholder.token)) placeholders.set(placeholder.token, placeholder);
    return `${SCRIPT_VALUE_FUNCTION}(${JSON.stringify(scriptValueKey(placeholder))})`;
  };
  const stack: Frame[] = [{ kind: 'code', braces: 0, inTemplate: false }];
  let out = '';
  let i = 0;
  // Whether a `/` here would start a regular expression (after an operator, `(`, a keyword, ...).
  let regexAllowed = true;

  while (i < source.length) {
    const frame = stack[stack.length - 1]!;
    const char = source[i]!;

    if (frame.kind === 'template') {
      if (char === '\\') {
        out += source.slice(i, i + 2);
        i += 2;
      } else if (char === '`') {
        out += char;
        i++;
        stack.pop();
        regexAllowed = false;
      } else if (char === '$' && source[i + 1] === '{') {
        out += '${';
        i += 2;
        stack.push({ kind: 'code', braces: 0, inTemplate: true });
        regexAllowed = true;
      } else {
        const placeholder = char === '{' ? placeholderAt(source, i) : undefined;
        if (placeholder) {
          out += '${' + reference(placeholder) + '}';
          i = placeholder.end;
        } else {
          out += char;
          i++;
        }
      }
      continue;
    }

    if (char === '{') {
      const placeholder = placeholderAt(source, i);
      if (placeholder) {
        // Spaces keep it a term of its own: `return{{x}}` stays a return of the value, and
        // `f{{x}}` does not turn into a call of some `f__v`.
        out += ` ${reference(placeholder)} `;
        i = placeholder.end;
        regexAllowed = false;
      } else {
        frame.braces++;
        out += char;
        i++;
        regexAllowed = true;
      }
    } else if (char === '}') {
      out += char;
      i++;
      if (frame.braces === 0 && frame.inTemplate) {
        stack.pop();
      } else {
        frame.braces = Math.max(0, frame.braces - 1);
        regexAllowed = true;
      }
    } else if (char === '"' || char === "'") {
      const literal = rewriteStringLiteral(source, i, char, reference);
      out += literal.text;
      i = literal.end;
      regexAllowed = false;
    } else if (char === '`') {
      out += char;
      i++;
      stack.push({ kind: 'template' });
    } else if (char === '/' && source[i + 1] === '/') {
      const end = lineEnd(source, i);
      out += source.slice(i, end);
      i = end;
    } else if (char === '/' && source[i + 1] === '*') {
      const close = source.indexOf('*/', i + 2);
      const end = close === -1 ? source.length : close + 2;
      out += source.slice(i, end);
      i = end;
    } else if (char === '/' && regexAllowed) {
      const end = regexEnd(source, i);
      const inside = source.slice(i, end);
      const placeholder = findPlaceholderIn(inside);
      if (placeholder) {
        return {
          ok: false,
          error: `Placeholder ${placeholder.token} stands inside a regular expression /.../ in a <script> block, where a value cannot be put as data; build it with new RegExp("...") from a string instead`,
        };
      }
      out += inside;
      i = end;
      regexAllowed = false;
    } else if (IDENTIFIER_START.test(char)) {
      let end = i + 1;
      while (end < source.length && IDENTIFIER_PART.test(source[end]!)) end++;
      const word = source.slice(i, end);
      out += word;
      i = end;
      regexAllowed = KEYWORDS_BEFORE_EXPRESSION.has(word);
    } else if (DIGIT.test(char)) {
      let end = i + 1;
      while (end < source.length && /[0-9A-Za-z_.]/.test(source[end]!)) end++;
      out += source.slice(i, end);
      i = end;
      regexAllowed = false;
    } else {
      out += char;
      i++;
      if (!/\s/u.test(char)) regexAllowed = char !== ')' && char !== ']';
    }
  }
  return { ok: true, code: out, placeholders: [...placeholders.values()] };
}

/** A '...' or "..." literal from `start`, its placeholders cut out and joined with `+`. */
function rewriteStringLiteral(
  source: string,
  start: number,
  quote: '"' | "'",
  reference: (placeholder: PlaceholderToken) => string,
): { text: string; end: number } {
  const pieces: ({ kind: 'text'; raw: string } | { kind: 'placeholder'; placeholder: PlaceholderToken })[] = [];
  let raw = '';
  let i = start + 1;
  let closed = false;
  while (i < source.length) {
    const char = source[i]!;
    if (char === '\\') {
      raw += source.slice(i, i + 2);
      i += 2;
      continue;
    }
    if (char === quote) {
      closed = true;
      i++;
      break;
    }
    // An unterminated literal: left as written, for the sandbox's parser to report.
    if (char === '\n' || char === '\r') break;
    const placeholder = char === '{' ? placeholderAt(source, i) : undefined;
    if (placeholder) {
      if (raw) pieces.push({ kind: 'text', raw });
      raw = '';
      pieces.push({ kind: 'placeholder', placeholder });
      i = placeholder.end;
      continue;
    }
    raw += char;
    i++;
  }
  if (raw) pieces.push({ kind: 'text', raw });
  if (!closed || !pieces.some((piece) => piece.kind === 'placeholder')) return { text: source.slice(start, i), end: i };
  const terms = pieces.map((piece) => (piece.kind === 'text' ? `${quote}${piece.raw}${quote}` : reference(piece.placeholder)));
  return { text: `(${terms.join(' + ')})`, end: i };
}

function lineEnd(source: string, from: number): number {
  const match = /[\n\r\u2028\u2029]/u.exec(source.slice(from));
  return match ? from + match.index : source.length;
}

/** The end of the regular-expression literal that starts at `start` (after its flags). */
function regexEnd(source: string, start: number): number {
  let i = start + 1;
  let inClass = false;
  while (i < source.length) {
    const char = source[i]!;
    if (char === '\\') {
      i += 2;
      continue;
    }
    if (char === '\n' || char === '\r') return i;
    if (inClass) {
      if (char === ']') inClass = false;
    } else if (char === '[') inClass = true;
    else if (char === '/') {
      i++;
      while (i < source.length && IDENTIFIER_PART.test(source[i]!)) i++;
      return i;
    }
    i++;
  }
  return i;
}

function findPlaceholderIn(text: string): PlaceholderToken | undefined {
  for (let i = text.indexOf('{'); i !== -1; i = text.indexOf('{', i + 1)) {
    const placeholder = placeholderAt(text, i);
    if (placeholder) return placeholder;
  }
  return undefined;
}

/** One block of a parsed template, ready to be called with its placeholders' values. */
export interface ScriptBlock {
  /** The function body to run, placeholders rewritten to `__v(...)` calls. */
  readonly code: string;
  readonly placeholders: readonly PlaceholderToken[];
}

/** A template with its blocks taken out: `query` has a placeholder of its own where each block stood. */
export interface ScriptTemplate {
  readonly query: string;
  readonly blocks: readonly ScriptBlock[];
}

const RESULT_NAME_PREFIX = '__grafiek_script_';
// `::` with nothing after it: a block that returns nothing (or an empty value) leaves an empty
// text, which is then checked for its place like any value.
const resultPlaceholder = (index: number) => `{{${RESULT_NAME_PREFIX}${index}::}}`;
const RESULT_TOKEN = new RegExp(String.raw`Template-placeholder \{\{${RESULT_NAME_PREFIX}(\d+)::\}\}`, 'g');

/** Splits a template and rewrites each of its blocks (a template without blocks gives no blocks). */
export function parseScriptTemplate(text: string): { ok: true; template: ScriptTemplate } | { ok: false; error: string } {
  const split = splitScriptBlocks(text);
  if (!split.ok) return split;
  let query = '';
  const blocks: ScriptBlock[] = [];
  for (const part of split.parts) {
    if (part.kind === 'text') {
      query += part.text;
      continue;
    }
    const rewritten = rewriteScriptBlock(part.source);
    if (!rewritten.ok) return { ok: false, error: `<script> block ${blocks.length + 1}: ${rewritten.error}` };
    query += resultPlaceholder(blocks.length);
    blocks.push({ code: rewritten.code, placeholders: rewritten.placeholders });
  }
  return { ok: true, template: { query, blocks } };
}

/** What the sandbox gets for one block: its code, its placeholders' values, and those variables. */
export interface ScriptBlockCall {
  readonly code: string;
  /** `__v`'s answers, by `scriptValueKey`: each placeholder's value as it would have been spliced. */
  readonly data: Readonly<Record<string, string>>;
  /** The variables the block's placeholders name, for `getVariable`. */
  readonly variables: Readonly<Record<string, unknown>>;
}

/**
 * The calls to make for a template's blocks, with the values they get, or `calls: null` when the
 * query is not ready to run (a placeholder has no value and `unresolved` is `emptyResult`): then
 * no script runs at all. A placeholder without a value follows `options.unresolved` as it would
 * in the query itself.
 */
export function scriptBlockCalls(
  template: ScriptTemplate,
  values: PlaceholderValues,
  options: ResolveOptions = {},
): { ok: true; calls: ScriptBlockCall[] | null } | { ok: false; error: string } {
  const lookup = typeof values === 'function' ? values : (name: string) => values[name];
  // The rest of the query first: when it waits for a variable, so do its scripts.
  const rest = resolvePlaceholders(template.query, (name) => (name.startsWith(RESULT_NAME_PREFIX) ? 'x' : lookup(name)), { ...options, mode: 'plain' });
  if (!rest.ok) return rest;
  if (!rest.text && template.query.trim()) return { ok: true, calls: null };

  const calls: ScriptBlockCall[] = [];
  for (const block of template.blocks) {
    const data: Record<string, string> = {};
    const variables: Record<string, unknown> = {};
    for (const placeholder of block.placeholders) {
      const resolved = resolvePlaceholders(placeholder.token, lookup, { uuid: options.uuid, mode: 'plain', unresolved: 'error' });
      if (resolved.ok) data[scriptValueKey(placeholder)] = resolved.text;
      else if (options.unresolved === 'emptyResult') return { ok: true, calls: null };
      else if (options.unresolved === 'emptyValue') data[scriptValueKey(placeholder)] = '';
      else return { ok: false, error: unresolvedMessage(placeholder) };
      for (const name of placeholder.alternatives) {
        const value = lookup(name);
        if (value !== undefined) variables[name] = value;
      }
    }
    calls.push({ code: block.code, data, variables });
  }
  return { ok: true, calls };
}

/**
 * The query with each block's result in its place, resolved like any template: a result is
 * escaped or refused for where its block stood (inside `<...>`, a string literal, bare, ...), as
 * a placeholder's value would be. `undefined` or `null` leave an empty text.
 */
export function resolveScriptTemplate(template: ScriptTemplate, results: readonly unknown[], values: PlaceholderValues, options: ResolveOptions = {}): ResolveResult {
  const lookup = typeof values === 'function' ? values : (name: string) => values[name];
  const withResults = (name: string): unknown => (name.startsWith(RESULT_NAME_PREFIX) ? results[Number(name.slice(RESULT_NAME_PREFIX.length))] : lookup(name));
  const resolved = resolvePlaceholders(template.query, withResults, options);
  if (resolved.ok) return resolved;
  return { ok: false, error: resolved.error.replace(RESULT_TOKEN, (_, index: string) => `The result of <script> block ${Number(index) + 1}`) };
}
