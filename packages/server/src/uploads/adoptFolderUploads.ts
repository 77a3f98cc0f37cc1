import type { DatabaseUploadStore } from './databaseUploadStore.js';
import type { FolderUploadStore } from './uploadStore.js';

/**
 * Brings the uploads a server kept in its data folder (with PGlite, on its own) into the platform
 * database, when it runs over PostgreSQL: each kept file under its id and name, so that every
 * link to it (in apps, in the repository's data) still finds it, now on every server. Runs at
 * start. A file already in the database is left alone, so a restart adopts nothing twice, and
 * two servers starting with copies of one folder adopt each file once. The folder stays as it
 * was; the server's log says when it may be removed.
 */
export async function adoptFolderUploads(folder: FolderUploadStore, store: DatabaseUploadStore): Promise<{ adopted: number; present: number }> {
  let adopted = 0;
  let present = 0;
  for await (const file of folder.kept()) {
    if (await store.adopt(file.repository, file, file.path)) adopted++;
    else present++;
  }
  return { adopted, present };
}
