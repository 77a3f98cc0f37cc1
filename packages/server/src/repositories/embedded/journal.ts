import { promises as fs } from 'node:fs';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import { syncDirectory } from './snapshot.js';

/**
 * The write-ahead journal of an embedded repository: one line per acknowledged write, synced to
 * disk before the write is acknowledged. A line is `<crc32 hex> <json>\n`; the checksum and the
 * newline tell a complete line from one torn by a crash mid-write. Loaded data is kept beside the
 * journal in `loads/<seq>.dat` rather than inside the line, so a large file is copied, not escaped.
 */
export type JournalEntry =
  | { seq: number; kind: 'update'; update: string }
  /** An update journalled as what it changed (N-Quads), not as its text: see updateEffect.ts. */
  | { seq: number; kind: 'effect'; removed: string; added: string }
  | { seq: number; kind: 'load'; format: string; graph?: string; baseIri?: string; blankNodeSalt?: string };

export type LoadMeta = Omit<Extract<JournalEntry, { kind: 'load' }>, 'seq' | 'kind'>;

export const journalFile = 'journal.log';
const loadsDir = 'loads';

interface Scan {
  entries: JournalEntry[];
  /** Bytes up to the end of the last complete line. */
  validBytes: number;
  totalBytes: number;
}

function encode(entry: JournalEntry): Buffer {
  const json = JSON.stringify(entry);
  return Buffer.from(`${crc32(json).toString(16).padStart(8, '0')} ${json}\n`);
}

function decode(line: string): JournalEntry | undefined {
  const json = line.slice(9);
  if (line[8] !== ' ' || line.slice(0, 8) !== crc32(json).toString(16).padStart(8, '0')) return undefined;
  try {
    return JSON.parse(json) as JournalEntry;
  } catch {
    return undefined;
  }
}

async function scan(file: string): Promise<Scan> {
  let data: Buffer;
  try {
    data = await fs.readFile(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { entries: [], validBytes: 0, totalBytes: 0 };
    throw error;
  }
  const entries: JournalEntry[] = [];
  let start = 0;
  let badAt: number | undefined;
  while (start < data.length) {
    const end = data.indexOf(0x0a, start);
    const entry = end < 0 ? undefined : decode(data.toString('utf8', start, end));
    if (entry && badAt !== undefined) {
      // A bad line followed by good ones is not a torn tail: acknowledged writes would be lost.
      throw new Error(`${file} is damaged at byte ${badAt}; restore it from a backup`);
    }
    if (entry) entries.push(entry);
    else badAt ??= start;
    if (end < 0) break;
    start = end + 1;
  }
  const validBytes = badAt ?? data.length;
  return { entries, validBytes, totalBytes: data.length };
}

export class Journal {
  private constructor(
    private readonly dir: string,
    private handle: fs.FileHandle,
    /** Sequence of the last acknowledged write. */
    public lastSeq: number,
    /** Journal plus loaded files: what a snapshot would free. */
    public bytes: number,
  ) {}

  /**
   * Opens the journal for appending. A torn last line was never acknowledged: it is cut off here so
   * that new lines do not follow garbage.
   */
  static async open(
    dir: string,
    snapshotSeq: number,
    log: (message: string) => void,
  ): Promise<{ journal: Journal; entries: JournalEntry[] }> {
    await fs.mkdir(path.join(dir, loadsDir), { recursive: true });
    const file = path.join(dir, journalFile);
    const found = await scan(file);
    if (found.validBytes < found.totalBytes) {
      log(`journal: ignoring a torn last entry (${found.totalBytes - found.validBytes} bytes never acknowledged)`);
      await fs.truncate(file, found.validBytes);
    }
    const entries = found.entries.filter((e) => e.seq > snapshotSeq);
    entries.forEach((entry, i) => {
      if (entry.seq !== snapshotSeq + i + 1) {
        throw new Error(`${file} skips from sequence ${snapshotSeq + i} to ${entry.seq}; a write is missing`);
      }
    });
    const handle = await fs.open(file, 'a');
    await handle.sync();
    await syncDirectory(dir);
    const lastSeq = entries.at(-1)?.seq ?? snapshotSeq;
    let bytes = found.validBytes;
    for (const name of await fs.readdir(path.join(dir, loadsDir))) {
      if (Number.parseInt(name, 10) <= snapshotSeq) await fs.rm(path.join(dir, loadsDir, name), { force: true });
      else bytes += (await fs.stat(path.join(dir, loadsDir, name))).size;
    }
    return { journal: new Journal(dir, handle, lastSeq, bytes), entries };
  }

  /** Entries after `seq`, as the disk has them now; a line still being written is left out. */
  async entriesAfter(seq: number): Promise<JournalEntry[]> {
    const { entries } = await scan(path.join(this.dir, journalFile));
    return entries.filter((e) => e.seq > seq);
  }

  loadPath(seq: number): string {
    return path.join(this.dir, loadsDir, `${seq}.dat`);
  }

  async appendUpdate(update: string): Promise<number> {
    return this.append({ seq: this.lastSeq + 1, kind: 'update', update });
  }

  async appendEffect(effect: { removed: string; added: string }): Promise<number> {
    return this.append({ seq: this.lastSeq + 1, kind: 'effect', removed: effect.removed, added: effect.added });
  }

  /** `data` is the content, or the path of a file to copy (so a large file never sits in memory). */
  async appendLoad(data: Uint8Array | { path: string }, meta: LoadMeta): Promise<number> {
    const seq = this.lastSeq + 1;
    const target = this.loadPath(seq);
    if (data instanceof Uint8Array) await fs.writeFile(target, data);
    else await fs.copyFile(data.path, target);
    const handle = await fs.open(target, 'r+');
    try {
      await handle.sync();
      this.bytes += (await handle.stat()).size;
    } finally {
      await handle.close();
    }
    await syncDirectory(path.dirname(target));
    return this.append({ seq, kind: 'load', ...meta });
  }

  private async append(entry: JournalEntry): Promise<number> {
    const line = encode(entry);
    await this.handle.write(line);
    await this.handle.datasync();
    this.lastSeq = entry.seq;
    this.bytes += line.length;
    return entry.seq;
  }

  /** After a snapshot holding everything up to `lastSeq`, the journal is no longer needed. */
  async clear(): Promise<void> {
    await this.handle.truncate(0);
    await this.handle.sync();
    for (const name of await fs.readdir(path.join(this.dir, loadsDir))) {
      if (Number.parseInt(name, 10) <= this.lastSeq) await fs.rm(path.join(this.dir, loadsDir, name), { force: true });
    }
    this.bytes = 0;
  }

  async close(): Promise<void> {
    await this.handle.close();
  }
}
