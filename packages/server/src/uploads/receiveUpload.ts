import crypto from 'node:crypto';
import { createWriteStream, promises as fs } from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../http/httpError.js';
import type { Refuse } from './uploadRefusal.js';

/** The one file of an upload, written to a temporary file while it arrived. */
export interface ReceivedFile {
  path: string;
  /** The name the browser sent, unsanitised. */
  originalName: string;
  /** The media type the browser declared (a claim, not a fact). */
  declaredType: string;
  size: number;
}

export interface ReceivedUpload {
  fields: Record<string, string>;
  file: ReceivedFile | undefined;
  /** Removes the temporary file, unless it has been moved elsewhere. */
  discard(): Promise<void>;
}

/** 50 MiB, 1.5 KiB, 300 bytes: limits as a person reads them. */
export function describeBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${+(bytes / 1024 / 1024).toFixed(1)} MiB`;
  if (bytes >= 1024) return `${+(bytes / 1024).toFixed(1)} KiB`;
  return `${bytes} bytes`;
}

/**
 * Reads a multipart upload: its text fields, and its one file streamed to a temporary file in
 * `incomingDir`, so that a large file never sits in memory. A file past `limit` bytes is cut
 * off by the parser; it is then removed and the upload refused with 413.
 */
export async function receiveUpload(
  request: FastifyRequest,
  options: { incomingDir: string; limit: number; refuse: Refuse },
): Promise<ReceivedUpload> {
  const fields: Record<string, string> = {};
  let file: ReceivedFile | undefined;
  const discard = async () => {
    if (file) await fs.rm(file.path, { force: true });
  };
  await fs.mkdir(options.incomingDir, { recursive: true });
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        fields[part.fieldname] = typeof part.value === 'string' ? part.value : JSON.stringify(part.value);
        continue;
      }
      const target = path.join(options.incomingDir, crypto.randomUUID());
      file = { path: target, originalName: part.filename, declaredType: part.mimetype, size: 0 };
      await pipeline(part.file, createWriteStream(target, { mode: 0o600 }));
      if (part.file.truncated) {
        throw options.refuse(413, `The file is larger than this server's upload limit of ${describeBytes(options.limit)} (GRAFIEK_UPLOAD_LIMIT).`);
      }
      file.size = (await fs.stat(target)).size;
    }
  } catch (error) {
    await discard();
    if (error instanceof HttpError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT') throw options.refuse(400, 'Send one file per upload.');
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') throw options.refuse(400, 'The upload has too many fields.');
    // The disk failing is the server's problem, not the upload's.
    if (code !== undefined && /^E[A-Z]+$/.test(code)) throw error;
    if (code === 'FST_PROTO_VIOLATION') throw options.refuse(400, 'The upload has a field name that is not allowed.');
    throw options.refuse(400, `The upload could not be read: ${(error as Error).message}`);
  }
  return { fields, file, discard };
}
