import { toBareTerm, toTermList } from './bareSparqlTerm.js';
import type { SparqlPlace } from './sparqlTemplateScanner.js';

export type Placement = { ok: true; text: string } | { ok: false; reason: string };

const IRI_FORBIDDEN = /[<>"{}|^`\\\s\u0000-\u0020]/u;
const LITERAL_ESCAPES: Readonly<Record<string, string>> = {
  '\\': '\\\\',
  '"': '\\"',
  "'": "\\'",
  '\n': '\\n',
  '\r': '\\r',
};
const NAME_PATTERNS = {
  variable: /^[A-Za-z0-9_]+$/,
  language: /^[A-Za-z]+(?:-[A-Za-z0-9]+)*$/,
  // Starts and ends with a letter or digit, so it can neither become a blank node (`_:`) nor
  // end a prefixed name with a dot.
  name: /^[A-Za-z0-9]+(?:[_-]+[A-Za-z0-9]+)*$/,
} as const;

const NAME_REASONS = {
  variable: 'it is part of a variable name, so its value may contain only letters, digits and "_"',
  language: 'it is part of a language tag, so its value must be a tag such as nl or en-GB',
  name: 'it is part of a name, so its value may contain only letters, digits, "_" and "-", starting and ending with a letter or digit',
} as const;

/** How a value is written at a place in a SPARQL text, or why it may not stand there. */
export function placeSparqlValue(place: SparqlPlace, value: string): Placement {
  switch (place.kind) {
    case 'iri': {
      const bad = IRI_FORBIDDEN.exec(value);
      if (bad) return { ok: false, reason: `it stands inside an IRI <...>, and an IRI may not contain ${describeChar(bad[0])}` };
      return { ok: true, text: value };
    }
    case 'literal':
      // Escaping the backslash also defuses \u escapes, which some stores decode inside strings.
      return { ok: true, text: value.replace(/[\\"'\n\r]/g, (char) => LITERAL_ESCAPES[char] ?? char) };
    case 'comment':
      // A comment ends at a line break; a \u escape could be decoded into one by the store.
      if (/\\[uU]/.test(value)) return { ok: false, reason: 'it stands in a comment, and a comment may not contain a \\u escape' };
      return { ok: true, text: value.replace(/\r\n|\r|\n/g, ' ') };
    case 'bare': {
      const term = toBareTerm(value);
      if (term === undefined) {
        return {
          ok: false,
          reason:
            'it stands bare in the query, so its value must be a number, a boolean, a prefixed name, an IRI <...> or a literal such as "x"@nl',
        };
      }
      return { ok: true, text: term };
    }
    case 'list': {
      const list = toTermList(value, place.separator);
      if (list === undefined) {
        const how = place.separator === ',' ? 'comma-separated' : 'space-separated';
        return { ok: false, reason: `it stands in a list, so its value must be ${how} numbers, booleans, prefixed names, IRIs <...> or literals` };
      }
      return { ok: true, text: list };
    }
    case 'name': {
      if (NAME_PATTERNS[place.part].test(value)) return { ok: true, text: value };
      return { ok: false, reason: NAME_REASONS[place.part] };
    }
  }
}

function describeChar(char: string): string {
  if (char === ' ') return 'a space';
  if (char === '\n' || char === '\r') return 'a line break';
  if (/\s|[\u0000-\u001f]/u.test(char)) return `whitespace or control characters (U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')})`;
  return `"${char}"`;
}
