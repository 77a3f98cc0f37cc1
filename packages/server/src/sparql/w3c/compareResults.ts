import { showResults, showTerm, type QueryResults, type Solution } from './resultTerms.js';
import { termsEqual } from './termEquality.js';

export interface CompareOptions {
  /** Compare in order: the solutions at each position must agree on these ORDER BY variables. */
  orderedBy?: string[];
}

/**
 * Compares query results as the W3C tests ask: solutions as multisets, terms by termsEqual, blank
 * nodes up to one consistent renaming (a bijection between the labels on the two sides).
 * Returns undefined when they match, else what differs.
 */
export function compareResults(expected: QueryResults, actual: QueryResults, options: CompareOptions = {}): string | undefined {
  const both = () => `expected:\n${clip(showResults(expected))}\nactual:\n${clip(showResults(actual))}`;
  if (expected.kind !== actual.kind) return `expected a ${expected.kind} result, got a ${actual.kind} result\n${both()}`;
  if (expected.kind === 'boolean' || actual.kind === 'boolean') {
    return expected.kind === 'boolean' && actual.kind === 'boolean' && expected.value === actual.value ? undefined : both();
  }
  const ev = [...expected.variables].sort();
  const av = [...actual.variables].sort();
  if (ev.join(' ') !== av.join(' ')) return `variables differ: expected ${ev.join(' ')}, got ${av.join(' ')}\n${both()}`;
  if (expected.solutions.length !== actual.solutions.length) {
    return `expected ${expected.solutions.length} solutions, got ${actual.solutions.length}\n${both()}`;
  }
  if (!matchSolutions(expected.solutions, actual.solutions)) return `the solutions differ\n${both()}`;
  for (const [i, e] of expected.solutions.entries()) {
    const a = actual.solutions[i]!;
    for (const key of options.orderedBy ?? []) {
      const x = e.get(key);
      const y = a.get(key);
      const agree = !x || !y ? x === y : x.type === 'bnode' || y.type === 'bnode' ? x.type === y.type : termsEqual(x, y);
      if (!agree) return `the order differs at solution ${i + 1} on ?${key}: expected ${showTerm(x)}, got ${showTerm(y)}\n${both()}`;
    }
  }
  return undefined;
}

function clip(text: string) {
  return text.length > 4000 ? `${text.slice(0, 4000)}\n...` : text;
}

/** Backtracking search for a pairing of solutions under one blank node bijection. */
function matchSolutions(expected: Solution[], actual: Solution[]): boolean {
  const used = new Array<boolean>(actual.length).fill(false);
  const forward = new Map<string, string>();
  const backward = new Map<string, string>();

  const bind = (e: Solution, a: Solution): [string, string][] | undefined => {
    if (e.size !== a.size) return undefined;
    const added: [string, string][] = [];
    const undo = () => {
      for (const [x, y] of added) {
        forward.delete(x);
        backward.delete(y);
      }
      return undefined;
    };
    for (const [name, x] of e) {
      const y = a.get(name);
      if (!y) return undo();
      if (x.type === 'bnode' || y.type === 'bnode') {
        if (x.type !== y.type) return undo();
        const mapped = forward.get(x.value);
        const reverse = backward.get(y.value);
        if (mapped === undefined && reverse === undefined) {
          forward.set(x.value, y.value);
          backward.set(y.value, x.value);
          added.push([x.value, y.value]);
        } else if (mapped !== y.value || reverse !== x.value) return undo();
      } else if (!termsEqual(x, y)) return undo();
    }
    return added;
  };

  const search = (i: number): boolean => {
    if (i === expected.length) return true;
    for (let j = 0; j < actual.length; j++) {
      if (used[j]) continue;
      const added = bind(expected[i]!, actual[j]!);
      if (!added) continue;
      used[j] = true;
      if (search(i + 1)) return true;
      used[j] = false;
      for (const [x, y] of added) {
        forward.delete(x);
        backward.delete(y);
      }
    }
    return false;
  };
  return search(0);
}
