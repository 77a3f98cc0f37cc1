import { openDatabase, type Database } from '../db/database.js';
import { createTestPostgres, type TestDatabaseKind } from './testDatabases.js';

/** One platform database as two servers see it: each its own connection (PostgreSQL), or the one PGlite. */
export interface TwoServersDatabase {
  first: Database;
  second: Database;
  close(): Promise<void>;
}

/**
 * For tests of what servers share through the platform database: on PostgreSQL a database of its
 * own (TEST_DATABASE_URL, dropped afterwards) opened twice, as two servers would; PGlite is one
 * process's database, so both "servers" use the same one.
 */
export async function openTwoServersDatabase(kind: TestDatabaseKind): Promise<TwoServersDatabase> {
  if (kind.name === 'pglite') {
    const database = await kind.open();
    return { first: database, second: database, close: () => database.close() };
  }
  const { url, database: first } = await createTestPostgres();
  const second = await openDatabase({ kind: 'postgres', url });
  return {
    first,
    second,
    async close() {
      await second.close();
      // Closing the first drops the database.
      await first.close();
    },
  };
}
