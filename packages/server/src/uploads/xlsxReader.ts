import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type ExcelJS from 'exceljs';
import { serverPackageDir } from '../config.js';
import type { XlsxLimits } from './xlsxLimits.js';
import { readZipDirectory, ZipDirectoryError } from './zipDirectory.js';

/** The plain-JavaScript worker, outside src/ so it runs unchanged under Vitest and from dist/. */
export const xlsxWorkerScript = path.join(serverPackageDir, 'workers', 'xlsxWorker.mjs');

/** A workbook that cannot be read: the upload is refused with this message (400). */
export class XlsxError extends Error {
  readonly status: number = 400;
}

/** A workbook beyond a limit of this server (413). */
export class XlsxLimitError extends XlsxError {
  override readonly status = 413;
}

/** One sheet with a value, as read: its header row, and the columns that hold cells. */
export interface SheetHeader {
  name: string;
  id: number;
  /** The first row with a value; a sheet without one is not read. */
  headerRow: number;
  /** [column number, text] of each header cell. */
  header: [number, string][];
  /** The columns of the header cells and of the cells below, in order. */
  columns: number[];
}

/** A row below the header with a cell: [row number, [column number, value] of each cell that exists]. */
export type RowCells = [number, [number, ExcelJS.CellValue][]];

/** Takes in a workbook as it is read: each sheet, then its rows in batches, one batch per turn. */
export interface WorkbookVisitor {
  sheet(sheet: SheetHeader): void;
  rows(rows: RowCells[]): void;
}

/** The worker's messages (workers/xlsxWorker.mjs). */
type WorkerMessage =
  | ({ kind: 'sheet' } & SheetHeader)
  | { kind: 'rows'; rows: RowCells[] }
  | { kind: 'done' }
  | { kind: 'failed'; limit: boolean; message: string };

/** Workbooks read side by side; more wait their turn, so that uploads cannot add up their heaps. */
const readersAtOnce = 2;
let reading = 0;
const waiting: (() => void)[] = [];

async function takeTurn(): Promise<() => void> {
  if (reading >= readersAtOnce) await new Promise<void>((resolve) => waiting.push(resolve));
  reading++;
  return () => {
    reading--;
    waiting.shift()?.();
  };
}

/** More files inside than any workbook has (Excel's own hold a few dozen). */
export const MAX_ZIP_ENTRIES = 10_000;
/**
 * How much an entry may be compressed. Sheet XML packs about 10 to 1; a zip bomb, which repeats
 * one byte, a thousand to 1. Entries that unpack to less than {@link RATIO_CHECKED_FROM} are not
 * judged by it (small files of repeated text pack well, and cannot hurt).
 */
export const MAX_COMPRESSION_RATIO = 200;
export const RATIO_CHECKED_FROM = 1024 * 1024;

const mib = (bytes: number) => `${+(bytes / 1024 / 1024).toFixed(1)} MiB`;

/**
 * Refuses, from its zip directory alone and before anything is inflated, a workbook whose declared
 * entries, unpacked size or compression ratio are beyond limits (a zip bomb). The worker checks the
 * sizes again as it unpacks, since a zip may declare less than it holds.
 */
export async function checkWorkbookZip(file: string, fileName: string, limits: Pick<XlsxLimits, 'maxUnzippedBytes'>): Promise<void> {
  let entries;
  try {
    entries = await readZipDirectory(file);
  } catch (error) {
    if (error instanceof ZipDirectoryError) throw new XlsxError(`"${fileName}" is not an Excel workbook that can be read (${error.message}).`);
    throw error;
  }
  if (entries.length > MAX_ZIP_ENTRIES) {
    throw new XlsxLimitError(`"${fileName}" is too large to read: it holds more than ${MAX_ZIP_ENTRIES.toLocaleString('en-US')} files.`);
  }
  const unzipped = entries.reduce((sum, entry) => sum + entry.uncompressedSize, 0);
  if (unzipped > limits.maxUnzippedBytes) {
    throw new XlsxLimitError(
      `"${fileName}" is too large to read: it unpacks to ${mib(unzipped)}, more than ${mib(limits.maxUnzippedBytes)} (GRAFIEK_XLSX_MAX_UNZIPPED_BYTES).`,
    );
  }
  const bomb = entries.find((e) => e.uncompressedSize >= RATIO_CHECKED_FROM && e.uncompressedSize > MAX_COMPRESSION_RATIO * Math.max(1, e.compressedSize));
  if (bomb) {
    throw new XlsxLimitError(
      `"${fileName}" is refused as a zip bomb: "${bomb.name}" is compressed more than ${MAX_COMPRESSION_RATIO} to 1 (${mib(bomb.uncompressedSize)} from ${bomb.compressedSize} bytes).`,
    );
  }
}

const seconds = (ms: number) => (ms < 1000 ? `${ms} ms` : `${+(ms / 1000).toFixed(1)} s`);

/**
 * Reads the workbook at `file` in a worker thread with a heap limit and a clock, visiting only the
 * cells that exist, and hands them to `visit` as they come. Throws XlsxLimitError when a limit is reached, XlsxError when the file is not
 * a workbook; the server's own thread never parses the file.
 */
export async function readWorkbookCells(file: string, fileName: string, limits: XlsxLimits, visit: WorkbookVisitor): Promise<void> {
  const done = await takeTurn();
  try {
    await new Promise<void>((resolve, reject) => {
      const worker = new Worker(xlsxWorkerScript, {
        name: `xlsx ${fileName}`,
        workerData: { file, fileName, limits: { maxCells: limits.maxCells, maxColumns: limits.maxColumns, maxUnzippedBytes: limits.maxUnzippedBytes } },
        resourceLimits: { maxOldGenerationSizeMb: limits.maxMemoryMb, maxYoungGenerationSizeMb: Math.min(64, Math.max(4, limits.maxMemoryMb / 8)) },
      });
      let settled = false;
      const settle = (outcome: () => void) => {
        if (settled) return;
        settled = true;
        clearTimeout(clock);
        outcome();
        void worker.terminate();
      };
      const clock = setTimeout(
        () => settle(() => reject(new XlsxLimitError(`"${fileName}" is too large to read: it took longer than ${seconds(limits.timeoutMs)} (GRAFIEK_XLSX_TIMEOUT_MS).`))),
        limits.timeoutMs,
      );
      worker.on('message', (message: WorkerMessage) => {
        if (settled) return;
        try {
          if (message.kind === 'sheet') {
            const { kind: _, ...sheet } = message;
            visit.sheet(sheet);
          } else if (message.kind === 'rows') {
            visit.rows(message.rows);
            worker.postMessage('more');
          } else if (message.kind === 'done') {
            settle(() => resolve());
          } else {
            settle(() => reject(message.limit ? new XlsxLimitError(message.message) : new XlsxError(message.message)));
          }
        } catch (error) {
          settle(() => reject(error as Error));
        }
      });
      worker.on('error', (error: Error & { code?: string }) =>
        settle(() =>
          reject(
            error.code === 'ERR_WORKER_OUT_OF_MEMORY'
              ? new XlsxLimitError(`"${fileName}" is too large to read: it needs more than ${limits.maxMemoryMb} MB of memory (GRAFIEK_XLSX_MAX_MEMORY_MB).`)
              : new XlsxError(`"${fileName}" could not be read (${error.message}).`),
          ),
        ),
      );
      worker.on('exit', (code) => settle(() => reject(new XlsxError(`"${fileName}" could not be read (the reader stopped with code ${code}).`))));
    });
  } finally {
    done();
  }
}
