// Reading and writing workbooks in the browser. Only the widget's view imports this module, so
// exceljs (about a megabyte) loads with the Excel widget and never with the rest of an app.
import ExcelJS from 'exceljs';
import type { TFunction } from 'i18next';
import { readErrorBody } from '../../api/ApiError';
import { loginHeaders } from '../../api/loginCookie';
import { fileSizeProblem } from './sheetGrid';

export type Workbook = ExcelJS.Workbook;

export const XLSX_MEDIA_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A workbook that cannot be opened; the message says why, for the visitor. */
export class WorkbookError extends Error {}

/** The file name an address ends in, for messages and for saving. */
export function nameFromUrl(url: string): string {
  try {
    const path = new URL(url, window.location.href).pathname;
    return decodeURIComponent(path.slice(path.lastIndexOf('/') + 1)) || 'sheet.xlsx';
  } catch {
    return 'sheet.xlsx';
  }
}

/**
 * Fetches a workbook: a file this server keeps (`/api/download/...`, with the visitor's login) or
 * any other address the browser may reach (without it: the token never leaves this server).
 */
export async function fetchWorkbookBytes(url: string, signal: AbortSignal, t: TFunction): Promise<ArrayBuffer> {
  const address = new URL(url, window.location.href);
  const own = address.origin === window.location.origin;
  const headers: Record<string, string> = {};
  if (own) Object.assign(headers, loginHeaders());
  const name = nameFromUrl(url);
  let response: Response;
  try {
    response = await fetch(address, { headers, credentials: own ? 'include' : 'omit', signal });
  } catch (error) {
    if (signal.aborted) throw error;
    throw new WorkbookError(t('widget.excel.notFetched', { name, url, message: (error as Error).message }));
  }
  if (!response.ok) throw new WorkbookError(t('widget.excel.fetchRefused', { name, status: response.status, message: (await readErrorBody(response)).message }));
  const announced = Number(response.headers.get('content-length') ?? '0');
  const tooBig = fileSizeProblem(name, announced, t);
  if (tooBig) {
    await response.body?.cancel();
    throw new WorkbookError(tooBig);
  }
  const bytes = await response.arrayBuffer();
  const problem = fileSizeProblem(name, bytes.byteLength, t);
  if (problem) throw new WorkbookError(problem);
  return bytes;
}

export async function readWorkbook(name: string, bytes: ArrayBuffer, t: TFunction): Promise<Workbook> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes);
  } catch (error) {
    throw new WorkbookError(t('widget.excel.notAWorkbook', { name, message: (error as Error).message }));
  }
  return workbook;
}

export async function workbookBlob(workbook: Workbook): Promise<Blob> {
  const buffer = await workbook.xlsx.writeBuffer();
  return new Blob([buffer], { type: XLSX_MEDIA_TYPE });
}
