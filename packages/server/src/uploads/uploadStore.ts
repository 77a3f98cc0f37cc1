import crypto from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';
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

export interface StoredFile {
  id: string;
  name: string;
  path: string;
  meta: StoredFileMeta;
}

/**
 * The metadata's file name. Sanitised upload names never start with a dot, so no upload can take
 * it (an upload named `meta.json` once overwrote the metadata of the older layout).
 */
const META = '.meta.json';
/** Where stores written before that kept the metadata. */
const OLD_META = 'meta.json';

const idPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * Files uploaded with `uploadAnyFile`, kept in the data folder as
 * `uploads/{repository}/{random id}/{sanitised name}` with its metadata beside it. The random
 * id makes a file's URL unguessable and lets two uploads share a name.
 */
export class UploadStore {
  constructor(private readonly root: string) {}

  /** Where uploads arrive before they are kept or thrown away. */
  get incomingDir() {
    return path.join(this.root, '.incoming');
  }

  /** Moves an arrived file into the store. */
  async keep(repository: string, arrived: string, originalName: string, meta: Omit<StoredFileMeta, 'originalName'>): Promise<StoredFile> {
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

  /** A stored file by the parts of its URL; undefined for anything that does not name one exactly. */
  async find(repository: string, id: string, name: string): Promise<StoredFile | undefined> {
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
