import crypto from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { repoAccounts, type RepoAccountRow } from '../db/schema.js';

/** Logins are matched without regard to case, as platform e-mail addresses are. */
const loginIs = (login: string) => sql`lower(${repoAccounts.login}) = lower(${login})`;

export async function listRepoAccounts(db: Db, repository: string): Promise<RepoAccountRow[]> {
  return db.select().from(repoAccounts).where(eq(repoAccounts.repository, repository)).orderBy(asc(repoAccounts.login));
}

export async function findRepoAccount(db: Db, repository: string, login: string): Promise<RepoAccountRow | undefined> {
  const [row] = await db.select().from(repoAccounts).where(and(eq(repoAccounts.repository, repository), loginIs(login)));
  return row;
}

export async function findRepoAccountById(db: Db, id: string): Promise<RepoAccountRow | undefined> {
  const [row] = await db.select().from(repoAccounts).where(eq(repoAccounts.id, id));
  return row;
}

export type RepoAccountInput = Pick<RepoAccountRow, 'parameters' | 'userUri' | 'userName' | 'fullAccess' | 'viewerPaths'>;

export async function createRepoAccount(db: Db, repository: string, login: string, passwordHash: string, input: RepoAccountInput) {
  const [row] = await db.insert(repoAccounts).values({ id: crypto.randomUUID(), repository, login, passwordHash, ...input }).returning();
  return row!;
}

/** Changes an account; the password only when a new hash is given. */
export async function updateRepoAccount(db: Db, id: string, input: RepoAccountInput & { passwordHash?: string }) {
  const [row] = await db
    .update(repoAccounts)
    .set({ ...input, updatedAt: new Date() })
    .where(eq(repoAccounts.id, id))
    .returning();
  return row!;
}

export async function deleteRepoAccount(db: Db, repository: string, login: string) {
  const deleted = await db.delete(repoAccounts).where(and(eq(repoAccounts.repository, repository), loginIs(login))).returning({ id: repoAccounts.id });
  return deleted.length > 0;
}
