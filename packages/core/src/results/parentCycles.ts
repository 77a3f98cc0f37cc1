/**
 * Makes every chain of parents end in a root. `parents[i]` is the index of item i's parent, or -1
 * for a root; it is changed in place. Walks up from each item; a walk that meets an item of its
 * own path has found a cycle, which is cut above the cycle's item that came first in the result
 * (the lowest index). Each item is walked once, so this is linear in the number of items.
 * Returns the items whose parent link was cut, so a widget can say so.
 */
export function breakParentCycles(parents: Int32Array): number[] {
  const ON_PATH = 1;
  const DONE = 2;
  const state = new Uint8Array(parents.length);
  const cut: number[] = [];
  const path: number[] = [];
  for (let start = 0; start < parents.length; start++) {
    if (state[start] !== 0) continue;
    path.length = 0;
    let current = start;
    while (current >= 0 && state[current] === 0) {
      state[current] = ON_PATH;
      path.push(current);
      current = parents[current]!;
    }
    if (current >= 0 && state[current] === ON_PATH) {
      const first = Math.min(...path.slice(path.indexOf(current)));
      parents[first] = -1;
      cut.push(first);
    }
    for (const index of path) state[index] = DONE;
  }
  return cut;
}
