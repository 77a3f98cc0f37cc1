import crypto from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../db/database.js';
import type { TestDatabaseKind } from './testDatabases.js';

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
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('the PostgreSQL tests need TEST_DATABASE_URL');
  const name = `grafiek_test_${crypto.randomBytes(6).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const first = await openDatabase({ kind: 'postgres', url: url.toString() });
  const second = await openDatabase({ kind: 'postgres', url: url.toString() });
  return {
    first,
    second,
    async close() {
      await first.close();
      await second.close();
      await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}
