import { placeholderAt, type PlaceholderToken } from './placeholderSyntax.js';

/** Where a placeholder stands in a SPARQL text; this decides how its value is escaped. */
export type SparqlPlace =
  | { kind: 'iri' }
  | { kind: 'literal'; quote: '"' | "'" | '"""' | "'''" }
  | { kind: 'comment' }
  /** A whole term on its own: `?s ?p {{x}} .` */
  | { kind: 'bare' }
  /** The only thing inside `IN ( )` (separator ',') or `VALUES ?v { }` (separator ' '). */
  | { kind: 'list'; separator: ',' | ' ' }
  /** Glued to other name characters: `?{{v}}`, `ex:{{id}}`, `"x"@{{lang}}`. */
  | { kind: 'name'; part: 'variable' | 'language' | 'name' };

export type TemplatePart = { kind: 'text'; text: string } | { kind: 'placeholder'; placeholder: PlaceholderToken; place: SparqlPlace };

// Characters that may not appear inside an IRIREF (SPARQL 1.1 grammar, production 139).
const IRI_FORBIDDEN = /[<>"{}|^`\\\u0000-\u0020]/u;
const NAME_CHAR = /[\p{L}\p{N}_]/u;

/**
 * Splits a SPARQL template into text and placeholders, tracking the lexical state the way a
 * SPARQL tokenizer would: IRIs, the four kinds of string literal, comments and plain code. A
 * placeholder is treated as an opaque run of IRI characters, so `<{{x}}>` is an IRI just like
 * `<http://x>`, while `?a < {{n}}` is a comparison.
 */
export function scanSparqlTemplate(text: string): TemplatePart[] {
  const parts: TemplatePart[] = [];
  let textStart = 0;
  let i = 0;
  type State = { kind: 'code' } | { kind: 'iri' } | { kind: 'comment' } | { kind: 'literal'; quote: '"' | "'" | '"""' | "'''" };
  let state: State = { kind: 'code' };

  const emit = (placeholder: PlaceholderToken, place: SparqlPlace): void => {
    if (placeholder.start > textStart) parts.push({ kind: 'text', text: text.slice(textStart, placeholder.start) });
    parts.push({ kind: 'placeholder', placeholder, place });
    textStart = placeholder.end;
    i = placeholder.end;
  };

  while (i < text.length) {
    const char = text[i]!;
    const placeholder = char === '{' ? placeholderAt(text, i) : undefined;
    switch (state.kind) {
      case 'code':
        if (placeholder) emit(placeholder, codePlace(text, placeholder));
        else if (char === '#') {
          state = { kind: 'comment' };
          i++;
        } else if (char === '<' && startsIri(text, i)) {
          state = { kind: 'iri' };
          i++;
        } else if (char === '"' || char === "'") {
          const long = text.startsWith(char.repeat(3), i);
          state = { kind: 'literal', quote: long ? (char === '"' ? '"""' : "'''") : char };
          i += long ? 3 : 1;
        } else if (char === '\\') i += 2; // a PN_LOCAL escape such as ex:a\#b; the # is not a comment
        else i++;
        break;
      case 'iri':
        if (placeholder) emit(placeholder, { kind: 'iri' });
        else if (char === '>') {
          state = { kind: 'code' };
          i++;
        } else i++;
        break;
      case 'comment':
        if (placeholder) emit(placeholder, { kind: 'comment' });
        else if (char === '\n' || char === '\r') {
          state = { kind: 'code' };
          i++;
        } else i++;
        break;
      case 'literal':
        if (placeholder) emit(placeholder, { kind: 'literal', quote: state.quote });
        else if (char === '\\') i += 2;
        else if (text.startsWith(state.quote, i)) {
          i += state.quote.length;
          state = { kind: 'code' };
        } else if (state.quote.length === 1 && (char === '\n' || char === '\r')) {
          state = { kind: 'code' };
          i++;
        } else i++;
        break;
    }
  }
  if (textStart < text.length) parts.push({ kind: 'text', text: text.slice(textStart) });
  return parts;
}

/** Whether the `<` at `start` opens an IRI (it reaches `>` through IRI characters only). */
function startsIri(text: string, start: number): boolean {
  let j = start + 1;
  while (j < text.length) {
    const placeholder = text[j] === '{' ? placeholderAt(text, j) : undefined;
    if (placeholder) {
      j = placeholder.end;
      continue;
    }
    const char = text[j]!;
    if (char === '>') return true;
    if (IRI_FORBIDDEN.test(char)) return false;
    j++;
  }
  return false;
}

function codePlace(text: string, placeholder: PlaceholderToken): SparqlPlace {
  const before = text[placeholder.start - 1] ?? '';
  const after = text[placeholder.end] ?? '';
  if (before === '?' || before === '$') return { kind: 'name', part: 'variable' };
  if (before === '@') return { kind: 'name', part: 'language' };
  const gluedBefore = NAME_CHAR.test(before) || before === ':' || (before === '-' && NAME_CHAR.test(text[placeholder.start - 2] ?? ''));
  if (gluedBefore || NAME_CHAR.test(after) || after === ':') {
    return { kind: 'name', part: startsVariable(text, placeholder.start) ? 'variable' : 'name' };
  }
  return listPlace(text, placeholder) ?? { kind: 'bare' };
}

/** Whether the name run that ends at `end` is a variable name (`?abc{{x}}`). */
function startsVariable(text: string, end: number): boolean {
  let j = end - 1;
  while (j >= 0 && NAME_CHAR.test(text[j]!)) j--;
  return text[j] === '?' || text[j] === '$';
}

function listPlace(text: string, placeholder: PlaceholderToken): SparqlPlace | undefined {
  const before = text.slice(0, placeholder.start).trimEnd();
  const after = text.slice(placeholder.end).trimStart();
  if (before.endsWith('(') && after.startsWith(')') && /(^|[^\p{L}\p{N}_])IN\s*\($/iu.test(before)) {
    return { kind: 'list', separator: ',' };
  }
  if (before.endsWith('{') && after.startsWith('}') && /(^|[^\p{L}\p{N}_])VALUES\s+[?$][\p{L}\p{N}_]+\s*\{$/iu.test(before)) {
    return { kind: 'list', separator: ' ' };
  }
  return undefined;
}
