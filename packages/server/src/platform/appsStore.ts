import crypto from 'node:crypto';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { apps, users, type AppRow, type ProjectRow } from '../db/schema.js';
import type { SavedApp } from './schemas.js';

export type AppWithOwner = AppRow & { ownerName: string | null };

/** Fields of the config the server sets on every save; everything else is the author's. */
export const serverSetFields = ['id', 'path', 'project', 'user', 'createdAt', 'version'] as const;

const withOwner = { app: apps, ownerName: users.name };
const flatten = (r: { app: AppRow; ownerName: string | null }): AppWithOwner => ({ ...r.app, ownerName: r.ownerName });

/** Legacy configs store booleans as booleans or as the strings "true" and "false". */
export const asBoolean = (v: unknown) => v === true || v === 'true';

export async function listApps(db: Db, projectId: string, onlyPublic: boolean) {
  const conditions = [eq(apps.projectId, projectId), eq(apps.deleted, false)];
  if (onlyPublic) conditions.push(eq(apps.isPublic, true));
  const rows = await db
    .select(withOwner)
    .from(apps)
    .leftJoin(users, eq(apps.ownerId, users.id))
    .where(and(...conditions))
    .orderBy(asc(apps.title), asc(apps.path));
  return rows.map(flatten);
}

/** The live app at a path, or else the most recently deleted one (so callers can say "deleted"). */
export async function findAppByPath(db: Db, projectId: string, path: string) {
  const rows = await db
    .select(withOwner)
    .from(apps)
    .leftJoin(users, eq(apps.ownerId, users.id))
    .where(and(eq(apps.projectId, projectId), eq(apps.path, path)))
    .orderBy(asc(apps.deleted), desc(apps.updatedAt))
    .limit(1);
  return rows[0] ? flatten(rows[0]) : undefined;
}

export async function findAppById(db: Db, id: string) {
  const rows = await db.select(withOwner).from(apps).leftJoin(users, eq(apps.ownerId, users.id)).where(eq(apps.id, id));
  return rows[0] ? flatten(rows[0]) : undefined;
}

/** The config as the API returns it: the stored JSON with the server's fields brought up to date.
 * Spreading first keeps every key where the author's JSON had it. */
export function savedAppJson(row: AppWithOwner, project: ProjectRow): SavedApp {
  return {
    ...row.config,
    id: row.id,
    path: row.path,
    title: typeof row.config.title === 'string' ? row.config.title : row.title,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    project: { id: project.id, path: project.path, title: project.title, createdAt: project.createdAt.toISOString() },
    user: row.ownerId ? { id: row.ownerId, name: row.ownerName ?? '' } : {},
  };
}

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: string }).code === '23505') return true;
  }
  return false;
}

function columnsFrom(config: Record<string, unknown>) {
  return {
    title: typeof config.title === 'string' ? config.title : '',
    isPublic: asBoolean(config.public),
    noConfigCache: asBoolean(config.noConfigCache),
  };
}

/** Stores a new app; undefined when a live app already has that path. */
export async function insertApp(
  db: Db,
  input: { projectId: string; path: string; ownerId: string; config: Record<string, unknown> },
): Promise<AppWithOwner | undefined> {
  const id = crypto.randomUUID();
  const now = new Date();
  const config = { ...input.config, id, path: input.path, version: 1, createdAt: now.toISOString() };
  try {
    await db.insert(apps).values({
      id,
      projectId: input.projectId,
      path: input.path,
      ownerId: input.ownerId,
      version: 1,
      createdAt: now,
      updatedAt: now,
      config,
      ...columnsFrom(config),
    });
  } catch (error) {
    if (isUniqueViolation(error)) return undefined;
    throw error;
  }
  return findAppById(db, id);
}

/**
 * Saves a new version of an app only if nobody saved since `baseVersion` (optimistic locking in
 * one conditional UPDATE, so two concurrent saves cannot both win). Undefined means a conflict.
 */
export async function updateApp(db: Db, row: AppRow, baseVersion: number, body: Record<string, unknown>) {
  const version = baseVersion + 1;
  const config = { ...body, id: row.id, path: row.path, version, createdAt: row.createdAt.toISOString() };
  const updated = await db
    .update(apps)
    .set({ config, version, updatedAt: new Date(), ...columnsFrom(config) })
    .where(and(eq(apps.id, row.id), eq(apps.version, baseVersion), eq(apps.deleted, false)))
    .returning({ id: apps.id });
  return updated.length ? findAppById(db, row.id) : undefined;
}

export async function markAppDeleted(db: Db, id: string) {
  await db.update(apps).set({ deleted: true, updatedAt: new Date() }).where(eq(apps.id, id));
}
