/**
 * A small lexical pass over SPARQL text that tells code from comments without a full parser.
 *
 * Map directives live in `#` comments and projection variables live in code, so both need to know
 * where a comment really starts: `#` inside an IRI (`<http://x#>`) or a string literal is not one.
 * The query may still hold unresolved `{{placeholders}}`, which a real parser would reject.
 */

export interface SparqlComment {
  /** The comment text after `#`, up to (not including) the line break. */
  text: string;
  /** Offset of the `#` in the scanned text. */
  offset: number;
}

export interface ScannedSparql {
  /**
   * The text with every comment and the contents of every string literal replaced by spaces,
   * so offsets still line up with the original and no keyword or `?var` can hide inside them.
   */
  code: string;
  comments: SparqlComment[];
}

// IRIREF forbids spaces, so `?a < 5` is a comparison, not an IRI; braces are allowed here
// because unresolved placeholders such as `<{{provincie}}>` sit inside IRIs.
const IRI_AT = /<[^<>"`\\^|\s]{0,4094}>/y;

export function scanSparql(text: string): ScannedSparql {
  const code: string[] = [];
  const comments: SparqlComment[] = [];
  let i = 0;
  const blank = (s: string) => s.replace(/[^\n]/g, ' ');

  while (i < text.length) {
    const ch = text[i]!;
    if (ch === '#') {
      const end = lineEnd(text, i);
      comments.push({ text: text.slice(i + 1, end), offset: i });
      code.push(blank(text.slice(i, end)));
      i = end;
    } else if (ch === '<') {
      // Sticky, so the match starts at i without copying the rest of the text for each `<`.
      IRI_AT.lastIndex = i;
      const iri = IRI_AT.exec(text);
      const len = iri ? iri[0].length : 1;
      code.push(text.slice(i, i + len));
      i += len;
    } else if (ch === '"' || ch === "'") {
      const long = text.startsWith(ch.repeat(3), i);
      const quote = long ? ch.repeat(3) : ch;
      const end = stringEnd(text, i + quote.length, quote, long);
      code.push(quote, blank(text.slice(i + quote.length, end)), text.slice(end, end + quote.length));
      i = Math.min(text.length, end + quote.length);
    } else {
      code.push(ch);
      i += 1;
    }
  }
  return { code: code.join(''), comments };
}

/** The end of the line at `from`: scanned up to the first break only, so many comments stay linear. */
function lineEnd(text: string, from: number): number {
  let i = from;
  while (i < text.length && text[i] !== '\n' && text[i] !== '\r') i++;
  return i;
}

/** Offset of the closing quote, or the end of the text (or line, for a short string) when unclosed. */
function stringEnd(text: string, from: number, quote: string, long: boolean): number {
  let i = from;
  while (i < text.length) {
    const ch = text[i]!;
    if (ch === '\\') {
      i += 2;
    } else if (text.startsWith(quote, i)) {
      return i;
    } else if (!long && (ch === '\n' || ch === '\r')) {
      // An unclosed short string cannot span lines; stop so a typo does not swallow the query.
      return i;
    } else {
      i += 1;
    }
  }
  return text.length;
}
