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
/** Code with none of the characters that start a comment, an IRI or a string. */
const PLAIN_RUN = /[^#<"']+/y;
const LINE_BREAK = /[\n\r]/g;

export function scanSparql(text: string): ScannedSparql {
  const code: string[] = [];
  const comments: SparqlComment[] = [];
  let i = 0;
  // Spaces of the same length; line breaks kept, so that line numbers still line up.
  const blank = (s: string) => (s.includes('\n') ? s.replace(/[^\n]/g, ' ') : ' '.repeat(s.length));

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
      // A run of plain code up to the next character that may start something else, as one slice:
      // one push per character made a query of a million characters cost about 0.3 s of CPU.
      PLAIN_RUN.lastIndex = i;
      const run = PLAIN_RUN.exec(text);
      const len = run ? run[0].length : 1;
      code.push(text.slice(i, i + len));
      i += len;
    }
  }
  return { code: code.join(''), comments };
}

/** The end of the line at `from`: scanned up to the first break only, so many comments stay linear. */
function lineEnd(text: string, from: number): number {
  LINE_BREAK.lastIndex = from;
  return LINE_BREAK.exec(text)?.index ?? text.length;
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
