import { scanSparql } from './sparqlScanner.js';

/**
 * The variables a SELECT query projects, in order: `{ kind: 'all' }` for `SELECT *`, whose columns
 * cannot be known without running the query, and `{ kind: 'notSelect' }` for ASK, CONSTRUCT and
 * DESCRIBE or text without a SELECT.
 */
export type SelectProjection =
  | { kind: 'variables'; variables: string[] }
  | { kind: 'all' }
  | { kind: 'notSelect' };

const VAR_NAME = /^[?$]([A-Za-z0-9_\u00B7\u00C0-\uFFFF]+)/;
const WORD = /^[A-Za-z]+/;

/**
 * Reads the outer SELECT clause only. The first SELECT in a query is always the outer one (a
 * subquery sits inside the WHERE braces that follow it), and inside the clause a variable counts
 * when it stands bare or after `AS` in a `( expression AS ?v )`; variables used inside the
 * expression are inputs, not columns.
 */
export function selectProjection(query: string): SelectProjection {
  const { code } = scanSparql(query);
  const select = /\bselect\b/i.exec(code);
  if (!select) return { kind: 'notSelect' };

  const variables: string[] = [];
  let depth = 0;
  let afterAs = false;
  let i = select.index + select[0].length;
  while (i < code.length) {
    const rest = code.slice(i, i + 256);
    const ch = code[i]!;
    if (ch === '{') break;
    if (ch === '(') {
      depth += 1;
      i += 1;
      continue;
    }
    if (ch === ')') {
      depth = Math.max(0, depth - 1);
      afterAs = false;
      i += 1;
      continue;
    }
    if (ch === '*' && depth === 0) return { kind: 'all' };
    const variable = VAR_NAME.exec(rest);
    if (variable) {
      if (depth === 0 || afterAs) variables.push(variable[1]!);
      afterAs = false;
      i += variable[0].length;
      continue;
    }
    const word = WORD.exec(rest);
    if (word) {
      const keyword = word[0].toLowerCase();
      if (depth === 0 && (keyword === 'where' || keyword === 'from')) break;
      afterAs = depth > 0 && keyword === 'as';
      i += word[0].length;
      continue;
    }
    i += 1;
  }
  return { kind: 'variables', variables: [...new Set(variables)] };
}
