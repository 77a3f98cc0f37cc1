import crypto from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../db/database.js';

export interface TestDatabaseKind {
  name: 'pglite' | 'postgres';
  /** Why this kind is skipped here, if it is. */
  skip?: string;
  open(): Promise<Database>;
}

const pgUrl = process.env.TEST_DATABASE_URL;

/**
 * The server suite runs on PGlite and on PostgreSQL. PostgreSQL needs TEST_DATABASE_URL (a role
 * that may create databases); each suite gets a database of its own, dropped afterwards.
 * In CI a missing PostgreSQL is a failure, locally a skip with a message.
 */
export const testDatabaseKinds: TestDatabaseKind[] = [
  { name: 'pglite', open: () => openDatabase({ kind: 'pglite' }) },
  {
    name: 'postgres',
    ...(pgUrl || process.env.CI
      ? {}
      : { skip: 'TEST_DATABASE_URL is not set: PostgreSQL tests skipped (CI runs them; see scripts/ci-postgres.sh)' }),
    async open() {
      const { database } = await createTestPostgres();
      return database;
    },
  },
];

/**
 * A PostgreSQL database of its own on TEST_DATABASE_URL, migrated, with its URL (for a second
 * connection, as a second server would make); closing the database drops it.
 */
export async function createTestPostgres(): Promise<{ url: string; database: Database }> {
  if (!pgUrl) throw new Error('CI requires TEST_DATABASE_URL for the PostgreSQL tests');
  const name = `grafiek_test_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(pgUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString() });
  return {
    url: url.toString(),
    database: {
      ...database,
      async close() {
        await database.close();
        const dropper = new pg.Client({ connectionString: pgUrl });
        await dropper.connect();
        await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await dropper.end();
      },
    },
  };
}

/** Why PostgreSQL-only tests are skipped here, if they are (never in CI). */
export const postgresSkip = testDatabaseKinds.find((kind) => kind.name === 'postgres')?.skip;
