import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadedFileChunks } from '../db/schema.js';
import { openTwoServersDatabase, type TwoServersDatabase } from '../testing/twoServersDatabase.js';
import { testDatabaseKinds } from '../testing/testDatabases.js';
import { adoptFolderUploads } from './adoptFolderUploads.js';
import { chunkBytes, DatabaseUploadStore } from './databaseUploadStore.js';
import { FolderUploadStore } from './uploadStore.js';

const meta = { mediaType: 'application/octet-stream', size: 0, uploadedAt: '2026-11-25T03:00:00.000Z', uploadedBy: 'editor@example.org' };

/** A file in `dir` with `bytes`, as receiveUpload leaves one. */
function arrive(dir: string, bytes: Buffer) {
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, crypto.randomUUID());
  fs.writeFileSync(file, bytes);
  return file;
}

describe.each(testDatabaseKinds)('uploads kept in the database ($name), as several servers share them', (kind) => {
  let shared: TwoServersDatabase;
  let disk: string;
  beforeAll(async () => {
    if (kind.skip) return;
    shared = await openTwoServersDatabase(kind);
    disk = fs.mkdtempSync(path.join(os.tmpdir(), 'grafiek-upload-store-'));
  });
  afterAll(async () => {
    await shared?.close();
    if (disk) fs.rmSync(disk, { recursive: true, force: true });
  });

  describe.skipIf(kind.skip)('', () => {
    it('takes over the files a data folder kept (a server that ran alone before) under their ids and names, once', async () => {
      const root = path.join(disk, 'alone', 'uploads');
      const folder = new FolderUploadStore(root);
      const model = crypto.randomBytes(chunkBytes + 99);
      const sheet = Buffer.from('naam;waarde\nA;1\n');
      const keptModel = await folder.keep('repo', arrive(folder.incomingDir, model), 'Model A.ifc', { ...meta, size: model.length });
      const keptSheet = await folder.keep('other', arrive(folder.incomingDir, sheet), 'sheet.csv', { ...meta, size: sheet.length });
      // A store of the older layout: the metadata in meta.json beside the file.
      const oldId = crypto.randomUUID();
      const oldMeta = { originalName: 'old.ttl', ...meta, size: 11 };
      fs.mkdirSync(path.join(root, 'repo', oldId), { recursive: true });
      fs.writeFileSync(path.join(root, 'repo', oldId, 'old.ttl'), '<a> <b> <c>');
      fs.writeFileSync(path.join(root, 'repo', oldId, 'meta.json'), JSON.stringify(oldMeta));
      // Neither a file waiting in .incoming nor a stray folder is an upload.
      arrive(folder.incomingDir, Buffer.from('waiting'));
      fs.mkdirSync(path.join(root, 'repo', 'not-an-id'), { recursive: true });

      const store = new DatabaseUploadStore(shared.first.db, path.join(disk, 'c', '.incoming'));
      expect(await adoptFolderUploads(folder, store)).toEqual({ adopted: 3, present: 0 });
      // Another server finds each under its old URL, byte for byte.
      const serving = new DatabaseUploadStore(shared.second.db, path.join(disk, 'd', '.incoming'));
      const found = await serving.find('repo', keptModel.id, 'Model_A.ifc');
      expect(found).toEqual({ id: keptModel.id, name: 'Model_A.ifc', meta: keptModel.meta });
      expect((await buffer(serving.read('repo', found!))).equals(model)).toBe(true);
      expect((await buffer(serving.read('other', (await serving.find('other', keptSheet.id, 'sheet.csv'))!))).toString()).toBe(sheet.toString());
      expect(await serving.find('repo', oldId, 'old.ttl')).toEqual({ id: oldId, name: 'old.ttl', meta: oldMeta });

      // A restart adopts nothing twice; the folder stays as it was.
      expect(await adoptFolderUploads(folder, store)).toEqual({ adopted: 0, present: 3 });
      expect(fs.readFileSync(path.join(root, 'repo', keptModel.id, 'Model_A.ifc')).equals(model)).toBe(true);
      await serving.remove('repo', keptModel.id);
      await serving.remove('other', keptSheet.id);
      await serving.remove('repo', oldId);
    });

    it('serves a file kept through one server byte for byte through another, in slices of at most 1 MiB', async () => {
      // Each "server" its own connection and its own disk.
      const receiving = new DatabaseUploadStore(shared.first.db, path.join(disk, 'a', '.incoming'));
      const serving = new DatabaseUploadStore(shared.second.db, path.join(disk, 'b', '.incoming'));
      const bytes = crypto.randomBytes(2 * chunkBytes + 12345);
      const arrived = arrive(receiving.incomingDir, bytes);
      const kept = await receiving.keep('repo', arrived, 'C:\\models\\Big model.ifc', { ...meta, size: bytes.length });
      expect(kept).toMatchObject({ name: 'Big_model.ifc', meta: { originalName: 'C:\\models\\Big model.ifc', size: bytes.length } });
      expect(fs.existsSync(arrived)).toBe(false);

      const found = await serving.find('repo', kept.id, 'Big_model.ifc');
      expect(found).toEqual(kept);
      const served = await buffer(serving.read('repo', found!));
      expect(served.equals(bytes)).toBe(true);
      const slices = await shared.second.db.select().from(uploadedFileChunks);
      expect(slices.filter((s) => s.fileId === kept.id).map((s) => s.data.length)).toEqual([chunkBytes, chunkBytes, 12345]);

      // Only the exact URL finds it: another repository, name or id does not.
      expect(await serving.find('other', kept.id, 'Big_model.ifc')).toBeUndefined();
      expect(await serving.find('repo', kept.id, 'Big model.ifc')).toBeUndefined();
      expect(await serving.find('repo', crypto.randomUUID(), 'Big_model.ifc')).toBeUndefined();
      expect(await serving.find('repo', 'not-an-id', 'Big_model.ifc')).toBeUndefined();

      await serving.remove('repo', kept.id);
      expect(await receiving.find('repo', kept.id, 'Big_model.ifc')).toBeUndefined();
      expect((await shared.first.db.select().from(uploadedFileChunks)).filter((s) => s.fileId === kept.id)).toEqual([]);
    });

    it('hands a file staged by one server to a job on another, never serves it for download, and removes it when the job has ended', async () => {
      const receiving = new DatabaseUploadStore(shared.first.db, path.join(disk, 'a', '.incoming'));
      const running = new DatabaseUploadStore(shared.second.db, path.join(disk, 'b', '.incoming'));
      const bytes = Buffer.from('<urn:a> <urn:b> <urn:c> .\n');
      const ref = await receiving.stage('repo', arrive(receiving.incomingDir, bytes));
      expect(await running.find('repo', ref, 'staged')).toBeUndefined();

      const copy = await running.staged('repo', ref);
      expect(copy).toBeDefined();
      expect(path.dirname(copy!.path)).toBe(running.incomingDir);
      expect(fs.readFileSync(copy!.path).equals(bytes)).toBe(true);
      await copy!.release();
      expect(fs.existsSync(copy!.path)).toBe(false);

      await running.unstage('repo', ref);
      expect(await receiving.staged('repo', ref)).toBeUndefined();
    });
  });
});

describe('uploads kept in the data folder (one server)', () => {
  it('keeps, finds, streams, stages and removes files where it always did', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'grafiek-folder-store-'));
    try {
      const store = new FolderUploadStore(root);
      const bytes = crypto.randomBytes(70_000);
      const kept = await store.keep('repo', arrive(store.incomingDir, bytes), 'notes.txt', { ...meta, size: bytes.length });
      expect(fs.existsSync(path.join(root, 'repo', kept.id, 'notes.txt'))).toBe(true);
      expect(JSON.parse(fs.readFileSync(path.join(root, 'repo', kept.id, '.meta.json'), 'utf8'))).toMatchObject({ originalName: 'notes.txt' });
      const again = new FolderUploadStore(root);
      const found = await again.find('repo', kept.id, 'notes.txt');
      expect((await buffer(again.read('repo', found!))).equals(bytes)).toBe(true);
      await again.remove('repo', kept.id);
      expect(await store.find('repo', kept.id, 'notes.txt')).toBeUndefined();

      const arrived = arrive(store.incomingDir, bytes);
      const ref = await store.stage('repo', arrived);
      const copy = await again.staged('repo', ref);
      expect(copy?.path).toBe(arrived);
      await copy!.release();
      await again.unstage('repo', ref);
      expect(fs.existsSync(arrived)).toBe(false);
      await expect(store.stage('repo', path.join(root, 'elsewhere'))).rejects.toThrow(/must have arrived in/);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});
