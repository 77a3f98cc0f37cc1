import crypto from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { projects, users, type Role } from '../db/schema.js';
import { hashPassword } from './passwords.js';
import type { Me } from './schemas.js';

export interface AccountRow extends Me {
  passwordHash: string;
}

const accountColumns = {
  id: users.id,
  email: users.email,
  name: users.name,
  role: users.role,
  passwordHash: users.passwordHash,
  projectId: projects.id,
  projectPath: projects.path,
  projectTitle: projects.title,
};

type Joined = { [K in keyof typeof accountColumns]: K extends `project${string}` ? string | null : K extends 'role' ? Role : string };

function toAccount(r: Joined): AccountRow {
  return {
    id: r.id,
    email: r.email,
    name: r.name,
    role: r.role,
    passwordHash: r.passwordHash,
    project: r.projectId ? { id: r.projectId, path: r.projectPath ?? '', title: r.projectTitle ?? '' } : null,
  };
}

export function toMe({ passwordHash: _omit, ...me }: AccountRow): Me {
  return me;
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
  return rows.map((r) => toMe(toAccount(r as Joined)));
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
