// 100,000 rows for the big-results scenario: a repository whose one query answers with them.
import { createWriteStream } from 'node:fs';
import { once } from 'node:events';

export const ROWS_REPOSITORY = 'bench-rows';
export const ROW_COUNT = 100_000;
const NS = 'https://bench.grafiek.example/rows#';
const XSD = 'http://www.w3.org/2001/XMLSchema#';

/** The query a table widget runs: every row, four columns, a link column among them. */
export const ROWS_QUERY = `prefix r: <${NS}>
select ?row ?label ?amount ?date
where { ?row r:label ?label ; r:amount ?amount ; r:date ?date . }`;

/** @param {string} file @returns {Promise<{ triples: number }>} */
export async function writeRowsData(file) {
  const out = createWriteStream(file);
  let buffer = '';
  for (let i = 0; i < ROW_COUNT; i++) {
    const row = `<https://bench.grafiek.example/row/${i}>`;
    const day = String(1 + (i % 28)).padStart(2, '0');
    const month = String(1 + (i % 12)).padStart(2, '0');
    buffer +=
      `${row} <${NS}label> "Row ${i} of the big result" .\n` +
      `${row} <${NS}amount> "${(i * 7919) % 100_000}"^^<${XSD}integer> .\n` +
      `${row} <${NS}date> "20${String(10 + (i % 15))}-${month}-${day}"^^<${XSD}date> .\n`;
    if (buffer.length > 1 << 20) {
      if (!out.write(buffer)) await once(out, 'drain');
      buffer = '';
    }
  }
  out.end(buffer);
  await once(out, 'finish');
  return { triples: ROW_COUNT * 3 };
}
