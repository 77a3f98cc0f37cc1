import crypto from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { repositoryAccounts, type RepositoryAccountRow } from '../db/schema.js';

/** Logins are matched without regard to case, as platform e-mail addresses are. */
const loginIs = (login: string) => sql`lower(${repositoryAccounts.login}) = lower(${login})`;

export async function listRepositoryAccounts(db: Db, repository: string): Promise<RepositoryAccountRow[]> {
  return db.select().from(repositoryAccounts).where(eq(repositoryAccounts.repository, repository)).orderBy(asc(repositoryAccounts.login));
}

export async function findRepositoryAccount(db: Db, repository: string, login: string): Promise<RepositoryAccountRow | undefined> {
  const [row] = await db.select().from(repositoryAccounts).where(and(eq(repositoryAccounts.repository, repository), loginIs(login)));
  return row;
}

export async function findRepositoryAccountById(db: Db, id: string): Promise<RepositoryAccountRow | undefined> {
  const [row] = await db.select().from(repositoryAccounts).where(eq(repositoryAccounts.id, id));
  return row;
}

export type RepositoryAccountInput = Pick<RepositoryAccountRow, 'parameters' | 'userUri' | 'userName' | 'fullAccess' | 'viewerPaths'>;

export async function createRepositoryAccount(db: Db, repository: string, login: string, passwordHash: string, input: RepositoryAccountInput) {
  const [row] = await db.insert(repositoryAccounts).values({ id: crypto.randomUUID(), repository, login, passwordHash, ...input }).returning();
  return row!;
}

/** Changes an account; the password only when a new hash is given. */
export async function updateRepositoryAccount(db: Db, id: string, input: RepositoryAccountInput & { passwordHash?: string }) {
  const [row] = await db
    .update(repositoryAccounts)
    .set({ ...input, updatedAt: new Date() })
    .where(eq(repositoryAccounts.id, id))
    .returning();
  return row!;
}

export async function deleteRepositoryAccount(db: Db, repository: string, login: string) {
  const deleted = await db.delete(repositoryAccounts).where(and(eq(repositoryAccounts.repository, repository), loginIs(login))).returning({ id: repositoryAccounts.id });
  return deleted.length > 0;
}
