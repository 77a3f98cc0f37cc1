import crypto from 'node:crypto';
import { createReadStream, promises as fs } from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { sanitiseFileName } from './fileName.js';

/** What is kept beside a stored file. */
export interface StoredFileMeta {
  originalName: string;
  mediaType: string;
  size: number;
  uploadedAt: string;
  /** The platform user's e-mail or the repository account's login, for whoever looks on disk. */
  uploadedBy: string | null;
}

/** A kept file: its URL's parts and metadata. */
export interface StoredFile {
  id: string;
  name: string;
  meta: StoredFileMeta;
}

/** An uploaded file held for a background job, as a file on this server's disk while the job runs. */
export interface LocalCopy {
  path: string;
  /** Removes the copy, when it is one. */
  release(): Promise<void>;
}

/**
 * Where uploads are kept (uploadAnyFile) and where an upload waits for its background job: a
 * folder of the data directory with one server (FolderUploadStore), the platform database with
 * several (DatabaseUploadStore), so that any server serves a file another one received and runs
 * a job another one queued.
 */
export interface UploadStore {
  /** Where uploads arrive (on this server's disk) before they are kept or thrown away. */
  readonly incomingDir: string;
  /** Keeps an arrived file (it is moved or copied away: the arrived file is gone afterwards). */
  keep(repository: string, arrived: string, originalName: string, meta: Omit<StoredFileMeta, 'originalName'>): Promise<StoredFile>;
  /** A kept file by the parts of its URL; undefined for anything that does not name one exactly. */
  find(repository: string, id: string, name: string): Promise<StoredFile | undefined>;
  /** The bytes of a kept file, streamed. */
  read(repository: string, file: StoredFile): Readable;
  /** Removes a kept file (e.g. when the job it was kept for could not be queued). */
  remove(repository: string, id: string): Promise<void>;
  /** Holds an arrived file for a background job that any server may run; answers the reference the job's payload carries. */
  stage(repository: string, arrived: string): Promise<string>;
  /** The staged file as a file on this server's disk; undefined when it is gone. */
  staged(repository: string, ref: string): Promise<LocalCopy | undefined>;
  /** Removes a staged file (its job has ended). */
  unstage(repository: string, ref: string): Promise<void>;
}

/**
 * The metadata's file name. Sanitised upload names never start with a dot, so no upload can take
 * it (an upload named `meta.json` once overwrote the metadata of the older layout).
 */
const META = '.meta.json';
/** Where stores written before that kept the metadata. */
const OLD_META = 'meta.json';

const idPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export const isUploadId = (id: string) => idPattern.test(id);
const incomingNamePattern = idPattern;

/**
 * Files uploaded with `uploadAnyFile`, kept in the data folder as
 * `uploads/{repository}/{random id}/{sanitised name}` with its metadata beside it. The random
 * id makes a file's URL unguessable and lets two uploads share a name. A file waiting for its
 * background job stays where it arrived (one server: the job runs on this disk).
 */
export class FolderUploadStore implements UploadStore {
  constructor(private readonly root: string) {}

  /** Where uploads arrive before they are kept or thrown away. */
  get incomingDir() {
    return path.join(this.root, '.incoming');
  }

  async keep(repository: string, arrived: string, originalName: string, meta: Omit<StoredFileMeta, 'originalName'>): Promise<StoredFile & { path: string }> {
    const id = crypto.randomUUID();
    const name = sanitiseFileName(originalName);
    const dir = path.join(this.root, repository, id);
    await fs.mkdir(dir, { recursive: true });
    const target = path.join(dir, name);
    await fs.rename(arrived, target);
    const full = { originalName, ...meta };
    await fs.writeFile(path.join(dir, META), `${JSON.stringify(full, null, 2)}\n`, { mode: 0o600 });
    return { id, name, path: target, meta: full };
  }

  async find(repository: string, id: string, name: string): Promise<(StoredFile & { path: string }) | undefined> {
    if (!idPattern.test(id) || name !== sanitiseFileName(name)) return undefined;
    const dir = path.join(this.root, repository, id);
    try {
      const meta = JSON.parse(await readMeta(dir, name)) as StoredFileMeta;
      const file = path.join(dir, name);
      await fs.access(file);
      return { id, name, path: file, meta };
    } catch {
      return undefined;
    }
  }

  read(repository: string, file: StoredFile): Readable {
    return createReadStream(path.join(this.root, repository, file.id, file.name));
  }

  async remove(repository: string, id: string): Promise<void> {
    if (idPattern.test(id)) await fs.rm(path.join(this.root, repository, id), { recursive: true, force: true });
  }

  async stage(_repository: string, arrived: string): Promise<string> {
    const ref = path.basename(arrived);
    if (path.dirname(path.resolve(arrived)) !== path.resolve(this.incomingDir) || !incomingNamePattern.test(ref)) {
      throw new Error(`an upload to stage must have arrived in ${this.incomingDir}`);
    }
    return ref;
  }

  async staged(_repository: string, ref: string): Promise<LocalCopy | undefined> {
    if (!incomingNamePattern.test(ref)) return undefined;
    const file = path.join(this.incomingDir, ref);
    try {
      await fs.access(file);
    } catch {
      return undefined;
    }
    // The staged file itself: it is removed by unstage, when the job has ended.
    return { path: file, release: async () => undefined };
  }

  async unstage(_repository: string, ref: string): Promise<void> {
    if (incomingNamePattern.test(ref)) await fs.rm(path.join(this.incomingDir, ref), { force: true });
  }

  /** Every file kept here, with its repository and its place on disk (see adoptFolderUploads). */
  async *kept(): AsyncGenerator<StoredFile & { repository: string; path: string }> {
    for (const repository of await entries(this.root)) {
      if (repository.startsWith('.')) continue;
      for (const id of await entries(path.join(this.root, repository))) {
        if (!idPattern.test(id)) continue;
        // The upload is the one entry that is not its metadata; in the older layout `meta.json`
        // is the metadata unless it is the only entry.
        const names = (await entries(path.join(this.root, repository, id))).filter((name) => !name.startsWith('.'));
        const candidates = names.length > 1 ? names.filter((name) => name !== OLD_META) : names;
        for (const name of candidates) {
          const file = await this.find(repository, id, name);
          if (file) yield { ...file, repository };
        }
      }
    }
  }
}

/** The names in a folder; none when it is not there. */
async function entries(dir: string): Promise<string[]> {
  try {
    return (await fs.readdir(dir)).sort();
  } catch {
    return [];
  }
}

/** The metadata of the upload in `dir`; in an older store, `meta.json` unless that is the upload itself. */
async function readMeta(dir: string, name: string): Promise<string> {
  try {
    return await fs.readFile(path.join(dir, META), 'utf8');
  } catch (error) {
    if (name === OLD_META) throw error;
    return fs.readFile(path.join(dir, OLD_META), 'utf8');
  }
}
