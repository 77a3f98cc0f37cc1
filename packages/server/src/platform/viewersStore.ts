import crypto from 'node:crypto';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { users, viewers, type ProjectRow, type ViewerRow } from '../db/schema.js';
import type { ViewerConfig } from './schemas.js';

export type ViewerWithOwner = ViewerRow & { ownerName: string | null };

/** Fields of the config the server sets on every save; everything else is the author's. */
export const serverSetFields = ['id', 'path', 'project', 'user', 'createdAt', 'version'] as const;

const withOwner = { viewer: viewers, ownerName: users.name };
const flatten = (r: { viewer: ViewerRow; ownerName: string | null }): ViewerWithOwner => ({ ...r.viewer, ownerName: r.ownerName });

/** Legacy configs store booleans as booleans or as the strings "true" and "false". */
export const asBoolean = (v: unknown) => v === true || v === 'true';

export async function listViewers(db: Db, projectId: string, onlyPublic: boolean) {
  const conditions = [eq(viewers.projectId, projectId), eq(viewers.deleted, false)];
  if (onlyPublic) conditions.push(eq(viewers.isPublic, true));
  const rows = await db
    .select(withOwner)
    .from(viewers)
    .leftJoin(users, eq(viewers.ownerId, users.id))
    .where(and(...conditions))
    .orderBy(asc(viewers.title), asc(viewers.path));
  return rows.map(flatten);
}

/** The live app at a path, or else the most recently deleted one (so callers can say "deleted"). */
export async function findViewerByPath(db: Db, projectId: string, path: string) {
  const rows = await db
    .select(withOwner)
    .from(viewers)
    .leftJoin(users, eq(viewers.ownerId, users.id))
    .where(and(eq(viewers.projectId, projectId), eq(viewers.path, path)))
    .orderBy(asc(viewers.deleted), desc(viewers.updatedAt))
    .limit(1);
  return rows[0] ? flatten(rows[0]) : undefined;
}

export async function findViewerById(db: Db, id: string) {
  const rows = await db.select(withOwner).from(viewers).leftJoin(users, eq(viewers.ownerId, users.id)).where(eq(viewers.id, id));
  return rows[0] ? flatten(rows[0]) : undefined;
}

/** The config as the API returns it: the stored JSON with the server's fields brought up to date.
 * Spreading first keeps every key where the author's JSON had it. */
export function viewerJson(row: ViewerWithOwner, project: ProjectRow): ViewerConfig {
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
export async function insertViewer(
  db: Db,
  input: { projectId: string; path: string; ownerId: string; config: Record<string, unknown> },
): Promise<ViewerWithOwner | undefined> {
  const id = crypto.randomUUID();
  const now = new Date();
  const config = { ...input.config, id, path: input.path, version: 1, createdAt: now.toISOString() };
  try {
    await db.insert(viewers).values({
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
  return findViewerById(db, id);
}

/**
 * Saves a new version of an app only if nobody saved since `baseVersion` (optimistic locking in
 * one conditional UPDATE, so two concurrent saves cannot both win). Undefined means a conflict.
 */
export async function updateViewer(db: Db, row: ViewerRow, baseVersion: number, body: Record<string, unknown>) {
  const version = baseVersion + 1;
  const config = { ...body, id: row.id, path: row.path, version, createdAt: row.createdAt.toISOString() };
  const updated = await db
    .update(viewers)
    .set({ config, version, updatedAt: new Date(), ...columnsFrom(config) })
    .where(and(eq(viewers.id, row.id), eq(viewers.version, baseVersion), eq(viewers.deleted, false)))
    .returning({ id: viewers.id });
  return updated.length ? findViewerById(db, row.id) : undefined;
}

export async function markViewerDeleted(db: Db, id: string) {
  await db.update(viewers).set({ deleted: true, updatedAt: new Date() }).where(eq(viewers.id, id));
}
