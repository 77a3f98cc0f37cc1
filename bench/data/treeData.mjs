// 50,000 tree items for the tree scenario: a repository whose one query answers with them,
// 20 regions of 49 sites of 50 items each.
import { createWriteStream } from 'node:fs';
import { once } from 'node:events';

export const TREE_REPOSITORY = 'bench-tree';
export const REGIONS = 20;
export const SITES_PER_REGION = 49;
export const ITEMS_PER_SITE = 50;
export const TREE_NODE_COUNT = REGIONS + REGIONS * SITES_PER_REGION + REGIONS * SITES_PER_REGION * ITEMS_PER_SITE;
const NS = 'https://bench.grafiek.example/tree#';
const NODE = 'https://bench.grafiek.example/node/';

/** The query a tree widget runs: every item with its label and, below the regions, its parent. */
export const TREE_QUERY = `prefix t: <${NS}>
select ?uri ?label ?parentUri
where { ?uri t:label ?label . optional { ?uri t:parent ?parentUri } }`;

/** @param {string} file @returns {Promise<{ triples: number }>} */
export async function writeTreeData(file) {
  const out = createWriteStream(file);
  let buffer = '';
  let triples = 0;
  /** @param {string} id @param {string} label @param {string | null} parent */
  const node = async (id, label, parent) => {
    buffer += `<${NODE}${id}> <${NS}label> "${label}" .\n`;
    triples++;
    if (parent !== null) {
      buffer += `<${NODE}${id}> <${NS}parent> <${NODE}${parent}> .\n`;
      triples++;
    }
    if (buffer.length > 1 << 20) {
      if (!out.write(buffer)) await once(out, 'drain');
      buffer = '';
    }
  };
  for (let r = 0; r < REGIONS; r++) {
    await node(`r${r}`, `Region ${r}`, null);
    for (let s = 0; s < SITES_PER_REGION; s++) {
      await node(`r${r}s${s}`, `Site ${r}.${s}`, `r${r}`);
      for (let i = 0; i < ITEMS_PER_SITE; i++) await node(`r${r}s${s}i${i}`, `Item ${r}.${s}.${i}`, `r${r}s${s}`);
    }
  }
  out.end(buffer);
  await once(out, 'finish');
  return { triples };
}
