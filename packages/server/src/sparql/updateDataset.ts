import { badRequest } from '../http/httpError.js';

/** The SPARQL 1.1 Protocol's dataset parameters of an update request. */
export interface UpdateDataset {
  usingGraphUris: string[];
  usingNamedGraphUris: string[];
}

/** An absolute IRI as SPARQL's IRIREF allows it: a scheme, and none of the forbidden characters. */
const absoluteIri = /^[A-Za-z][A-Za-z0-9+.-]*:[^<>"{}|^`\\\u0000-\u0020]*$/;
/** Whether a text may stand between < and > as an absolute IRI (graph names, namespaces). */
export const isAbsoluteIri = (text: string) => absoluteIri.test(text);
const iriRef = /<[^<>"{}|^`\\\u0000-\u0020]*>/y;
/** Names, prefixed names, variables and language tags: keywords are found among these. */
const word = /[A-Za-z0-9_:?$@\-\u00B7-\uFFFF.]+/y;

/**
 * Applies `using-graph-uri` and `using-named-graph-uri` to an update by writing them into its
 * text as `USING` and `USING NAMED` clauses, in front of the `WHERE` of every DELETE/INSERT
 * operation. The text is the one thing every engine behind the endpoint understands, embedded
 * Oxigraph and remote stores alike, and USING means exactly what the protocol asks: the graphs
 * the WHERE clause reads. `DELETE WHERE`, `INSERT DATA` and the graph management operations
 * have no WHERE clause of that kind and are left as they are.
 *
 * The protocol forbids combining the parameters with the update's own USING, USING NAMED or
 * WITH: that is a 400, as is a parameter that is not an absolute IRI.
 */
export function withUsingGraphs(update: string, dataset: UpdateDataset): string {
  const graphs = [...dataset.usingGraphUris.map((g) => ['USING', g] as const), ...dataset.usingNamedGraphUris.map((g) => ['USING NAMED', g] as const)];
  if (graphs.length === 0) return update;
  for (const [, iri] of graphs) {
    if (!absoluteIri.test(iri)) throw badRequest(`"${iri}" in using-graph-uri or using-named-graph-uri is not an absolute IRI.`);
  }
  const clause = ` ${graphs.map(([keyword, iri]) => `${keyword} <${iri}>`).join(' ')} `;

  let out = '';
  let copiedUpTo = 0;
  let depth = 0;
  /** The last keyword, name or closing brace seen outside braces, upper-cased. */
  let previous = '';
  let i = 0;
  while (i < update.length) {
    const c = update[i]!;
    if (c === '#') {
      const end = update.indexOf('\n', i);
      i = end < 0 ? update.length : end + 1;
    } else if (c === '"' || c === "'") {
      i = endOfString(update, i);
    } else if (c === '<') {
      iriRef.lastIndex = i;
      i = iriRef.test(update) ? iriRef.lastIndex : i + 1;
    } else if (c === '{') {
      depth++;
      i++;
    } else if (c === '}') {
      depth = Math.max(0, depth - 1);
      if (depth === 0) previous = '}';
      i++;
    } else if (depth === 0 && (c === ';' || c === '.')) {
      previous = c;
      i++;
    } else {
      word.lastIndex = i;
      if (!word.test(update)) {
        i++;
        continue;
      }
      const token = update.slice(i, word.lastIndex).toUpperCase();
      if (depth === 0) {
        if (token === 'USING' || token === 'WITH') {
          throw badRequest(
            `The update has its own ${token} clause: leave out using-graph-uri and using-named-graph-uri, or the ${token} clause (the SPARQL Protocol does not allow both).`,
          );
        }
        if (token === 'WHERE' && previous !== 'DELETE') {
          out += update.slice(copiedUpTo, i) + clause;
          copiedUpTo = i;
        }
        previous = token;
      }
      i = word.lastIndex;
    }
  }
  return out + update.slice(copiedUpTo);
}

/** The index just past the string literal that starts at `start` (any of SPARQL's four quotings). */
function endOfString(text: string, start: number): number {
  const quote = text[start]!;
  const long = text.startsWith(quote.repeat(3), start);
  let i = start + (long ? 3 : 1);
  while (i < text.length) {
    const c = text[i]!;
    if (c === '\\') i += 2;
    else if (!long && c === quote) return i + 1;
    else if (long && text.startsWith(quote.repeat(3), i)) {
      // A long string may end in one or two quotes of its own: """a"""" is the text a".
      while (text[i + 3] === quote) i++;
      return i + 3;
    }
    else if (!long && c === '\n') return i; // an unterminated short string: the engine will say so
    else i++;
  }
  return text.length;
}
