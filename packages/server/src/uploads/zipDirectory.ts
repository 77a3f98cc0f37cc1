import { promises as fs } from 'node:fs';

/** One entry of a zip's central directory, as the zip declares it (nothing is inflated). */
export interface ZipEntry {
  name: string;
  compressedSize: number;
  uncompressedSize: number;
}

const endOfDirectory = 0x06054b50;
const zip64EndLocator = 0x07064b50;
const zip64End = 0x06064b50;
const directoryEntry = 0x02014b50;
const max16 = 0xffff;
const max32 = 0xffffffff;

/** A zip's directory that cannot be read; the message says why. */
export class ZipDirectoryError extends Error {}

/**
 * Reads the central directory of the zip at `file`: each entry's name and declared sizes.
 * Reads the end of the file and the directory only, so it is cheap whatever the entries hold.
 */
export async function readZipDirectory(file: string): Promise<ZipEntry[]> {
  const handle = await fs.open(file, 'r');
  try {
    const { size } = await handle.stat();
    const read = async (position: number, length: number) => {
      if (position < 0 || length < 0 || position + length > size) throw new ZipDirectoryError('its zip directory points outside the file');
      const buffer = Buffer.alloc(length);
      await handle.read(buffer, 0, length, position);
      return buffer;
    };
    // The end record (22 bytes) is followed by a comment of at most 65,535 bytes.
    const tailLength = Math.min(size, 22 + max16);
    const tail = await read(size - tailLength, tailLength);
    let end = -1;
    for (let i = tail.length - 22; i >= 0; i--) {
      if (tail.readUInt32LE(i) === endOfDirectory) {
        end = i;
        break;
      }
    }
    if (end < 0) throw new ZipDirectoryError('it has no zip directory');
    let count = tail.readUInt16LE(end + 10);
    let directorySize = tail.readUInt32LE(end + 12);
    let directoryOffset = tail.readUInt32LE(end + 16);
    if (count === max16 || directorySize === max32 || directoryOffset === max32) {
      const locator = end - 20;
      if (locator < 0 || tail.readUInt32LE(locator) !== zip64EndLocator) throw new ZipDirectoryError('its ZIP64 directory is missing');
      const record = await read(Number(tail.readBigUInt64LE(locator + 8)), 56);
      if (record.readUInt32LE(0) !== zip64End) throw new ZipDirectoryError('its ZIP64 directory is damaged');
      count = Number(record.readBigUInt64LE(32));
      directorySize = Number(record.readBigUInt64LE(40));
      directoryOffset = Number(record.readBigUInt64LE(48));
    }
    const directory = await read(directoryOffset, directorySize);
    const entries: ZipEntry[] = [];
    let at = 0;
    for (let i = 0; i < count; i++) {
      if (at + 46 > directory.length || directory.readUInt32LE(at) !== directoryEntry) throw new ZipDirectoryError('its zip directory is damaged');
      let compressedSize = directory.readUInt32LE(at + 20);
      let uncompressedSize = directory.readUInt32LE(at + 24);
      const nameLength = directory.readUInt16LE(at + 28);
      const extraLength = directory.readUInt16LE(at + 30);
      const commentLength = directory.readUInt16LE(at + 32);
      const name = directory.toString('utf8', at + 46, at + 46 + nameLength);
      // ZIP64: sizes that do not fit 32 bits are in the extra field 0x0001, uncompressed first.
      if (uncompressedSize === max32 || compressedSize === max32) {
        let extra = at + 46 + nameLength;
        const extraEnd = extra + extraLength;
        while (extra + 4 <= extraEnd && directory.readUInt16LE(extra) !== 1) extra += 4 + directory.readUInt16LE(extra + 2);
        if (extra + 4 > extraEnd) throw new ZipDirectoryError('its ZIP64 sizes are missing');
        let field = extra + 4;
        if (uncompressedSize === max32) {
          uncompressedSize = Number(directory.readBigUInt64LE(field));
          field += 8;
        }
        if (compressedSize === max32) compressedSize = Number(directory.readBigUInt64LE(field));
      }
      entries.push({ name, compressedSize, uncompressedSize });
      at += 46 + nameLength + extraLength + commentLength;
    }
    return entries;
  } catch (error) {
    if (error instanceof ZipDirectoryError) throw error;
    throw new ZipDirectoryError(`its zip directory cannot be read (${(error as Error).message})`);
  } finally {
    await handle.close();
  }
}
