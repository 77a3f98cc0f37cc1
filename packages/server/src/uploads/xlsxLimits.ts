/**
 * What reading one workbook may cost (README: What the server limits, and why). A workbook past
 * one of them is refused with a message naming it; the worker reading it is ended.
 */
export interface XlsxLimits {
  /** Cells in all sheets together, counted as the sheets are unpacked (GRAFIEK_XLSX_MAX_CELLS). */
  maxCells: number;
  /** Distinct columns holding cells, over all sheets (GRAFIEK_XLSX_MAX_COLUMNS). */
  maxColumns: number;
  /** What the zip unpacks to, declared and real (GRAFIEK_XLSX_MAX_UNZIPPED_BYTES). */
  maxUnzippedBytes: number;
  /** The reading worker's heap (GRAFIEK_XLSX_MAX_MEMORY_MB). */
  maxMemoryMb: number;
  /** Wall-clock time for reading (GRAFIEK_XLSX_TIMEOUT_MS). */
  timeoutMs: number;
}

export const defaultXlsxLimits: XlsxLimits = {
  maxCells: 1_000_000,
  maxColumns: 2_000,
  maxUnzippedBytes: 200 * 1024 * 1024,
  maxMemoryMb: 1024,
  timeoutMs: 120_000,
};
