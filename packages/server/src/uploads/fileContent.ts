import { promises as fs } from 'node:fs';
import path from 'node:path';
import { rdfFormatOf } from '../repositories/rdfFormats.js';

/** What the first bytes of a file say it is. */
export type ContentKind = 'zip' | 'pdf' | 'png' | 'jpeg' | 'gif' | 'ifc' | 'unknown';

const signatures: { kind: Exclude<ContentKind, 'unknown'>; bytes: number[] }[] = [
  { kind: 'zip', bytes: [0x50, 0x4b, 0x03, 0x04] },
  { kind: 'pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] }, // %PDF-
  { kind: 'png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { kind: 'jpeg', bytes: [0xff, 0xd8, 0xff] },
  { kind: 'gif', bytes: [0x47, 0x49, 0x46, 0x38] }, // GIF8
];

/** The first bytes of a file, enough for every signature above and IFC's header. */
export async function readHead(file: string, bytes = 64): Promise<Uint8Array> {
  const handle = await fs.open(file, 'r');
  try {
    const buffer = Buffer.alloc(bytes);
    const { bytesRead } = await handle.read(buffer, 0, bytes, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

export function sniffContent(head: Uint8Array): ContentKind {
  for (const { kind, bytes } of signatures) {
    if (bytes.every((b, i) => head[i] === b)) return kind;
  }
  // IFC (STEP physical file): ISO-10303-21; possibly after a byte-order mark or blank lines.
  if (/^\uFEFF?\s*ISO-10303-21;/.test(Buffer.from(head).toString('utf8'))) return 'ifc';
  return 'unknown';
}

/** Extensions that promise a kind of content, with the name a person knows it by. */
const promisedBy: Record<string, { kind: ContentKind; label: string }> = {
  '.xlsx': { kind: 'zip', label: 'an Excel workbook' },
  '.xlsm': { kind: 'zip', label: 'an Excel workbook' },
  '.docx': { kind: 'zip', label: 'a Word document' },
  '.pptx': { kind: 'zip', label: 'a PowerPoint file' },
  '.ods': { kind: 'zip', label: 'a spreadsheet' },
  '.zip': { kind: 'zip', label: 'a zip archive' },
  '.ifczip': { kind: 'zip', label: 'a zipped IFC file' },
  '.pdf': { kind: 'pdf', label: 'a PDF' },
  '.png': { kind: 'png', label: 'a PNG image' },
  '.jpg': { kind: 'jpeg', label: 'a JPEG image' },
  '.jpeg': { kind: 'jpeg', label: 'a JPEG image' },
  '.gif': { kind: 'gif', label: 'a GIF image' },
  '.ifc': { kind: 'ifc', label: 'an IFC file' },
};

/**
 * Why a file's content does not match what its name promises, or undefined when it does (or the
 * name promises nothing in particular). Uploads are judged by content, not by name alone.
 */
export function contentMismatch(fileName: string, head: Uint8Array): string | undefined {
  const extension = path.extname(fileName).toLowerCase();
  const promise = promisedBy[extension];
  if (!promise || sniffContent(head) === promise.kind) return undefined;
  return `"${fileName}" is named ${extension} but its content is not ${promise.label}.`;
}

const byKind: Record<ContentKind, string> = {
  zip: 'application/zip',
  pdf: 'application/pdf',
  png: 'image/png',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  ifc: 'application/x-step',
  unknown: 'application/octet-stream',
};

/**
 * The media type a kept file is served with: from its content, refined by its name where the
 * content confirms it (a zip named .xlsx is a workbook; text named .ttl is Turtle). Never what the
 * browser declared, and never a type a browser would render as a page.
 */
export function servedMediaType(fileName: string, kind: ContentKind): string {
  const extension = path.extname(fileName).toLowerCase();
  if (kind === 'zip' && extension === '.xlsx') return 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
  if (kind === 'unknown') return rdfFormatOf(fileName) ?? byKind.unknown;
  return byKind[kind];
}
