import type { QueryForm } from '../repositories/repository.js';

const queryForms = new Set(['SELECT', 'ASK', 'CONSTRUCT', 'DESCRIBE']);
const updateWords = new Set(['INSERT', 'DELETE', 'LOAD', 'CLEAR', 'CREATE', 'DROP', 'COPY', 'MOVE', 'ADD', 'WITH']);

/**
 * The form of a SPARQL request from its first keyword after the prologue (comments, PREFIX and
 * BASE). 'unknown' is left to the engine, whose parser then says what is wrong and where.
 */
export function sparqlForm(text: string): QueryForm | 'UPDATE' | 'unknown' {
  let i = 0;
  const n = text.length;
  const skipSpaceAndComments = () => {
    for (;;) {
      while (i < n && /\s/.test(text[i]!)) i++;
      if (text[i] !== '#') return;
      while (i < n && text[i] !== '\n') i++;
    }
  };
  const word = () => {
    const m = /^[A-Za-z]+/.exec(text.slice(i, i + 20));
    return m ? m[0] : '';
  };
  const skipIri = () => {
    skipSpaceAndComments();
    if (text[i] !== '<') return false;
    const end = text.indexOf('>', i);
    if (end < 0) return false;
    i = end + 1;
    return true;
  };
  for (;;) {
    skipSpaceAndComments();
    const w = word();
    const upper = w.toUpperCase();
    if (upper === 'PREFIX') {
      i += w.length;
      skipSpaceAndComments();
      while (i < n && text[i] !== ':' && !/\s/.test(text[i]!)) i++;
      if (text[i] !== ':') return 'unknown';
      i++;
      if (!skipIri()) return 'unknown';
      continue;
    }
    if (upper === 'BASE') {
      i += w.length;
      if (!skipIri()) return 'unknown';
      continue;
    }
    if (queryForms.has(upper)) return upper as QueryForm;
    if (updateWords.has(upper)) return 'UPDATE';
    return 'unknown';
  }
}
