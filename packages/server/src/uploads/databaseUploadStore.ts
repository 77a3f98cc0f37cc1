import crypto from 'node:crypto';
import { createReadStream, createWriteStream, promises as fs } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { uploadedFileChunks, uploadedFiles } from '../db/schema.js';
import { sanitiseFileName } from './fileName.js';
import { isUploadId, type LocalCopy, type StoredFile, type StoredFileMeta, type UploadStore } from './uploadStore.js';

/** The largest slice of a file one row of `uploaded_file_chunks` holds. */
export const chunkBytes = 1024 * 1024;

/** The metadata column: a kept file's metadata, or a file staged for a job (never served). */
type MetaColumn = StoredFileMeta & { staged?: true };

/**
 * Uploads kept in the platform database (PostgreSQL, with several servers): the metadata in
 * `uploaded_files`, the bytes in `uploaded_file_chunks`, slices of at most 1 MiB in order. Any
 * server serves a file another one received, and runs the background job of an upload another
 * one received (the file is staged here before the job is queued). Only the temporary files of
 * a request (and a job's local copy) are on this server's disk.
 */
export class DatabaseUploadStore implements UploadStore {
  constructor(
    private readonly db: Db,
    /** This server's folder for files that arrive and for jobs' local copies. */
    readonly incomingDir: string,
  ) {}

  async keep(repository: string, arrived: string, originalName: string, meta: Omit<StoredFileMeta, 'originalName'>): Promise<StoredFile> {
    const full = { originalName, ...meta };
    const { id, name } = await this.insert(repository, arrived, sanitiseFileName(originalName), full);
    return { id, name, meta: full };
  }

  async find(repository: string, id: string, name: string): Promise<StoredFile | undefined> {
    if (!isUploadId(id) || name !== sanitiseFileName(name)) return undefined;
    const [row] = await this.db
      .select({ meta: uploadedFiles.meta })
      .from(uploadedFiles)
      .where(and(eq(uploadedFiles.id, id), eq(uploadedFiles.repository, repository), eq(uploadedFiles.name, name)));
    const meta = row?.meta as MetaColumn | undefined;
    if (!meta || meta.staged) return undefined;
    const { staged: _staged, ...kept } = meta;
    return { id, name, meta: kept };
  }

  /** The slices one by one, in order: never more than one slice of the file in memory. */
  read(_repository: string, file: StoredFile): Readable {
    return Readable.from(this.slices(file.id, file.meta.size));
  }

  private async *slices(id: string, size: number): AsyncGenerator<Buffer> {
    let sent = 0;
    for (let seq = 0; sent < size; seq++) {
      const [row] = await this.db
        .select({ data: uploadedFileChunks.data })
        .from(uploadedFileChunks)
        .where(and(eq(uploadedFileChunks.fileId, id), eq(uploadedFileChunks.seq, seq)));
      if (!row) throw new Error(`uploaded file ${id} is incomplete: slice ${seq} is missing after ${sent} of ${size} bytes`);
      sent += row.data.length;
      yield row.data;
    }
  }

  async remove(repository: string, id: string): Promise<void> {
    // The slices go with their file (ON DELETE CASCADE).
    await this.db.delete(uploadedFiles).where(and(eq(uploadedFiles.id, id), eq(uploadedFiles.repository, repository)));
  }

  async stage(repository: string, arrived: string): Promise<string> {
    const meta: MetaColumn = { originalName: path.basename(arrived), mediaType: 'application/octet-stream', size: 0, uploadedAt: new Date().toISOString(), uploadedBy: null, staged: true };
    return (await this.insert(repository, arrived, 'staged', meta)).id;
  }

  async staged(repository: string, ref: string): Promise<LocalCopy | undefined> {
    if (!isUploadId(ref)) return undefined;
    const [row] = await this.db
      .select({ size: uploadedFiles.size, meta: uploadedFiles.meta })
      .from(uploadedFiles)
      .where(and(eq(uploadedFiles.id, ref), eq(uploadedFiles.repository, repository)));
    if (!row || !(row.meta as unknown as MetaColumn).staged) return undefined;
    await fs.mkdir(this.incomingDir, { recursive: true });
    const copy = path.join(this.incomingDir, crypto.randomUUID());
    const release = () => fs.rm(copy, { force: true });
    try {
      await pipeline(Readable.from(this.slices(ref, row.size)), createWriteStream(copy, { mode: 0o600 }));
    } catch (error) {
      await release();
      throw error;
    }
    return { path: copy, release };
  }

  async unstage(repository: string, ref: string): Promise<void> {
    if (isUploadId(ref)) await this.remove(repository, ref);
  }

  /**
   * Takes over a file kept in a data folder (see adoptFolderUploads) under its id and name, so
   * that its URL finds it here. Answers false, and writes nothing, when a file of that id is here
   * already: adopted before, or by another server at the same moment. The file on disk stays.
   */
  async adopt(repository: string, file: StoredFile, from: string): Promise<boolean> {
    const size = (await fs.stat(from)).size;
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(uploadedFiles)
        .values({ id: file.id, repository, name: file.name, size, meta: { ...file.meta, size } })
        .onConflictDoNothing()
        .returning({ id: uploadedFiles.id });
      if (!row) return false;
      await writeSlices(tx, file.id, from);
      return true;
    });
  }

  /**
   * Writes an arrived file as one row and its slices, in one transaction (no server sees half a
   * file), then removes the arrived file.
   */
  private async insert(repository: string, arrived: string, name: string, meta: MetaColumn): Promise<{ id: string; name: string }> {
    const id = crypto.randomUUID();
    const size = (await fs.stat(arrived)).size;
    await this.db.transaction(async (tx) => {
      await tx.insert(uploadedFiles).values({ id, repository, name, size, meta: { ...meta, ...(meta.staged ? { size } : {}) } });
      await writeSlices(tx, id, arrived);
    });
    await fs.rm(arrived, { force: true });
    return { id, name };
  }
}

type Transaction = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The bytes of `file` as the slices of file `id`, in order. */
async function writeSlices(tx: Transaction, id: string, file: string): Promise<void> {
  let seq = 0;
  // A read stream's chunks are at most its highWaterMark: one slice each.
  for await (const chunk of createReadStream(file, { highWaterMark: chunkBytes })) {
    await tx.insert(uploadedFileChunks).values({ fileId: id, seq: seq++, data: chunk as Buffer });
  }
}
