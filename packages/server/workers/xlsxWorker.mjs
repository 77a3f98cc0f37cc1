// Reads one Excel workbook in a worker thread, so that a hostile or huge workbook costs this
// thread's heap and time, never the server's. Plain JavaScript (not under src/) so the same file
// runs under Vitest and after `tsc`, like oxigraphWorker.mjs.
// The host (src/uploads/xlsxReader.ts) starts one worker per workbook with a heap limit and a
// clock, and ends it after `done` or `failed`. Rows come in batches, each sent when the host asks
// for it (any message), so that the host never spends long taking them in:
//   { kind: 'sheet', name, id, headerRow, header: [[col, text]], columns }, then per batch of its rows
//   { kind: 'rows', rows: [[n, [[col, value]]]] }; at the end { kind: 'done' }, or at any point
//   { kind: 'failed', limit: boolean, message }
// Only cells that exist are visited: a sheet with one cell at column XFD costs one cell, not 16,384
// per row. Before exceljs builds its model, every zip entry is inflated once as a stream, counting
// the bytes it really unpacks to (a zip may declare less than it holds) and the cells and columns
// of the sheets, so that limits refuse a workbook early, with their own message.
import { readFile } from 'node:fs/promises';
import { parentPort, workerData } from 'node:worker_threads';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';

if (!parentPort) throw new Error('xlsxWorker.mjs must run in a worker thread');
const port = parentPort;

/** @typedef {{ maxCells: number, maxColumns: number, maxUnzippedBytes: number }} Limits */

class LimitError extends Error {}

const count = (n) => n.toLocaleString('en-US');
const mib = (bytes) => `${+(bytes / 1024 / 1024).toFixed(1)} MiB`;

// A cell element and up to 200 characters of its attributes; a match starting within `carry`
// characters of a chunk's end is read again with the next chunk, whole.
const cellPattern = /<c(?=[\s/>])([^>]{0,200})/g;
const carry = 256;
const sheetEntry = /^\/?xl\/worksheets\/[^/]+\.xml$/i;

/**
 * Inflates every entry once, counting what it unpacks to, and the cells and distinct columns of
 * the sheets. Throws a LimitError past a limit.
 * @param {JSZip} zip
 * @param {Limits} limits
 * @param {string} fileName
 */
async function prescan(zip, limits, fileName) {
  let unzipped = 0;
  let cells = 0;
  const columns = new Set();
  for (const entry of Object.values(zip.files)) {
    if (entry.dir) continue;
    const isSheet = sheetEntry.test(entry.name);
    let pending = '';
    const scan = (text, final) => {
      const end = final ? text.length : text.length - carry;
      cellPattern.lastIndex = 0;
      let match;
      while ((match = cellPattern.exec(text)) && match.index < end) {
        cells++;
        if (cells > limits.maxCells) {
          throw new LimitError(`"${fileName}" is too large to read: more than ${count(limits.maxCells)} cells (GRAFIEK_XLSX_MAX_CELLS).`);
        }
        const ref = /\br\s*=\s*["']\$?([A-Za-z]{1,3})\$?\d/.exec(match[1]);
        if (ref) columns.add(ref[1].toUpperCase());
        if (columns.size > limits.maxColumns) {
          throw new LimitError(`"${fileName}" is too large to read: more than ${count(limits.maxColumns)} columns in use (GRAFIEK_XLSX_MAX_COLUMNS).`);
        }
      }
      return final ? '' : text.slice(Math.max(0, end));
    };
    await new Promise((resolve, reject) => {
      const stream = entry.internalStream('uint8array');
      stream
        .on('data', (chunk) => {
          try {
            unzipped += chunk.length;
            if (unzipped > limits.maxUnzippedBytes) {
              throw new LimitError(
                `"${fileName}" is too large to read: it unpacks to more than ${mib(limits.maxUnzippedBytes)} (GRAFIEK_XLSX_MAX_UNZIPPED_BYTES).`,
              );
            }
            if (isSheet) pending = scan(pending + Buffer.from(chunk.buffer, chunk.byteOffset, chunk.length).toString('latin1'), false);
          } catch (error) {
            stream.pause();
            reject(error);
          }
        })
        .on('error', reject)
        .on('end', () => {
          try {
            if (isSheet) scan(pending, true);
            resolve(undefined);
          } catch (error) {
            reject(error);
          }
        })
        .resume();
    });
  }
}

const batchRows = 1_000;

// The host takes in one batch per turn of its event loop and asks for the next: posted all at
// once, a large sheet's batches would be taken in together, holding the server for seconds.
/** @type {(() => void) | undefined} */
let more;
port.on('message', () => {
  const go = more;
  more = undefined;
  go?.();
});
const nextBatchWanted = () => new Promise((resolve) => (more = resolve));

/**
 * Posts the sheet's header and, in batches, its rows below the header that hold a cell.
 * @param {ExcelJS.Worksheet} sheet
 */
async function postSheet(sheet) {
  let headerRow = 0;
  /** @type {[number, string][]} */
  const header = [];
  /** @type {[number, [number, unknown][]][][]} */
  const batches = [[]];
  const columns = new Set();
  sheet.eachRow((row, n) => {
    if (headerRow === 0) {
      if (!row.hasValues) return;
      headerRow = n;
      row.eachCell((cell, col) => {
        header.push([col, cell.text]);
        columns.add(col);
      });
      return;
    }
    /** @type {[number, unknown][]} */
    const cells = [];
    row.eachCell((cell, col) => {
      cells.push([col, cell.value]);
      columns.add(col);
    });
    if (cells.length === 0) return;
    if (batches.at(-1).length === batchRows) batches.push([]);
    batches.at(-1).push([n, cells]);
  });
  if (headerRow === 0) return;
  port.postMessage({ kind: 'sheet', name: sheet.name, id: sheet.id, headerRow, header, columns: [...columns].sort((a, b) => a - b) });
  for (const rows of batches) {
    if (rows.length === 0) continue;
    port.postMessage({ kind: 'rows', rows });
    await nextBatchWanted();
  }
}

/** @param {{ file: string, fileName: string, limits: Limits }} job */
async function read({ file, fileName, limits }) {
  const unreadable = (error) => ({ kind: 'failed', limit: false, message: `"${fileName}" is not an Excel workbook that can be read (${error.message}).` });
  const data = await readFile(file);
  let zip;
  try {
    zip = await JSZip.loadAsync(data);
  } catch (error) {
    return unreadable(error);
  }
  try {
    await prescan(zip, limits, fileName);
  } catch (error) {
    if (error instanceof LimitError) return { kind: 'failed', limit: true, message: error.message };
    return unreadable(error);
  }
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(data);
  } catch (error) {
    return unreadable(error);
  }
  for (const sheet of workbook.worksheets) await postSheet(sheet);
  return { kind: 'done' };
}

read(workerData).then(
  (answer) => port.postMessage(answer),
  (error) => port.postMessage({ kind: 'failed', limit: false, message: `"${workerData.fileName}" could not be read (${error.message}).` }),
);
