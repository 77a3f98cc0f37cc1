import crypto from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { projects, users, type Role } from '../db/schema.js';
import { hashPassword } from './passwords.js';
import type { Me } from './schemas.js';

export interface AccountRow extends Me {
  passwordHash: string;
  disabled: boolean;
  tokenVersion: number;
}

/** A user as the users list shows them. */
export type UserListEntry = Me & { disabled: boolean };

const accountColumns = {
  id: users.id,
  email: users.email,
  name: users.name,
  role: users.role,
  passwordHash: users.passwordHash,
  disabled: users.disabled,
  tokenVersion: users.tokenVersion,
  projectId: projects.id,
  projectPath: projects.path,
  projectTitle: projects.title,
};

type Joined = {
  [K in keyof typeof accountColumns]: K extends `project${string}` ? string | null : K extends 'role' ? Role : K extends 'disabled' ? boolean : K extends 'tokenVersion' ? number : string;
};

function toAccount(r: Joined): AccountRow {
  return {
    id: r.id,
    email: r.email,
    name: r.name,
    role: r.role,
    passwordHash: r.passwordHash,
    disabled: r.disabled,
    tokenVersion: r.tokenVersion,
    project: r.projectId ? { id: r.projectId, path: r.projectPath ?? '', title: r.projectTitle ?? '' } : null,
  };
}

export function toMe({ passwordHash: _hash, disabled: _disabled, tokenVersion: _version, ...me }: AccountRow): Me {
  return me;
}

export function toUserListEntry(account: AccountRow): UserListEntry {
  return { ...toMe(account), disabled: account.disabled };
}

function selectAccounts(db: Db) {
  return db.select(accountColumns).from(users).leftJoin(projects, eq(users.projectId, projects.id));
}

export async function findAccountByEmail(db: Db, email: string) {
  const rows = await selectAccounts(db).where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  return rows[0] ? toAccount(rows[0] as Joined) : undefined;
}

export async function findAccountById(db: Db, id: string) {
  const rows = await selectAccounts(db).where(eq(users.id, id));
  return rows[0] ? toAccount(rows[0] as Joined) : undefined;
}

export async function listAccounts(db: Db, projectId?: string) {
  const query = selectAccounts(db);
  const rows = await (projectId ? query.where(eq(users.projectId, projectId)) : query).orderBy(asc(users.name));
  return rows.map((r) => toUserListEntry(toAccount(r as Joined)));
}

export async function createAccount(
  db: Db,
  input: { email: string; name: string; password: string; role: Role; projectId: string | null },
) {
  const id = crypto.randomUUID();
  await db.insert(users).values({
    id,
    email: input.email.trim(),
    name: input.name,
    role: input.role,
    projectId: input.projectId,
    passwordHash: await hashPassword(input.password),
  });
  const created = await findAccountById(db, id);
  if (!created) throw new Error('account vanished after insert');
  return created;
}

export async function countAccounts(db: Db) {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  return row?.n ?? 0;
}

/** Disables or enables an account; disabling also ends every login it has. */
export async function setAccountDisabled(db: Db, id: string, disabled: boolean) {
  await db
    .update(users)
    .set(disabled ? { disabled, tokenVersion: sql`${users.tokenVersion} + 1` } : { disabled })
    .where(eq(users.id, id));
  return findAccountById(db, id);
}

/** A new password; every token issued before it stops working. Returns the new token version. */
export async function setAccountPassword(db: Db, id: string, password: string): Promise<number> {
  const [row] = await db
    .update(users)
    .set({ passwordHash: await hashPassword(password), tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, id))
    .returning({ tokenVersion: users.tokenVersion });
  if (!row) throw new Error('account vanished while its password changed');
  return row.tokenVersion;
}

export async function deleteAccount(db: Db, id: string): Promise<boolean> {
  const deleted = await db.delete(users).where(eq(users.id, id)).returning({ id: users.id });
  return deleted.length > 0;
}
