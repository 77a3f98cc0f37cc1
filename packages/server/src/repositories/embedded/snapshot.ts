import { promises as fs } from 'node:fs';
import path from 'node:path';

/**
 * The store as N-Quads, with the last journal sequence it contains in a comment on the first line
 * (N-Quads allows comments, so Oxigraph loads the file as it is). Start-up replays only journal
 * entries after that sequence, so a crash between writing a snapshot and truncating the journal
 * never applies an entry twice.
 */
export const snapshotFile = 'snapshot.nq';
const headerPattern = /^# grafiek-snapshot seq=(\d+)\n/;

export interface Snapshot {
  seq: number;
  /** The whole file, header included. */
  data: Buffer;
}

export async function readSnapshot(dir: string): Promise<Snapshot | undefined> {
  let data: Buffer;
  try {
    data = await fs.readFile(path.join(dir, snapshotFile));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  const header = headerPattern.exec(data.subarray(0, 64).toString('latin1'));
  // Snapshots only appear by rename after a full fsync, so a bad header is real damage.
  if (!header) throw new Error(`${path.join(dir, snapshotFile)} has no snapshot header; the file is damaged`);
  return { seq: Number(header[1]), data };
}

/** Atomic: readers see the old snapshot or the new one, never a part, even after a crash. */
export async function writeSnapshot(dir: string, seq: number, nquads: Uint8Array): Promise<void> {
  const target = path.join(dir, snapshotFile);
  const temp = `${target}.tmp`;
  const handle = await fs.open(temp, 'w');
  try {
    await handle.write(`# grafiek-snapshot seq=${seq}\n`);
    await handle.write(nquads);
    await handle.sync();
  } finally {
    await handle.close();
  }
  await fs.rename(temp, target);
  await syncDirectory(dir);
}

/** Makes a file's creation, rename or removal in `dir` survive a power cut. */
export async function syncDirectory(dir: string): Promise<void> {
  const handle = await fs.open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}
