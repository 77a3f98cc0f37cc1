import crypto from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { projects, type ProjectRow } from '../db/schema.js';

export const projectJson = (p: ProjectRow) => ({ id: p.id, title: p.title, path: p.path, createdAt: p.createdAt.toISOString() });

export async function listProjects(db: Db, onlyId?: string) {
  const query = db.select().from(projects);
  return (onlyId ? query.where(eq(projects.id, onlyId)) : query).orderBy(asc(projects.title));
}

export async function findProjectByPath(db: Db, path: string) {
  const [row] = await db.select().from(projects).where(eq(projects.path, path));
  return row;
}

export async function findProjectById(db: Db, id: string) {
  const [row] = await db.select().from(projects).where(eq(projects.id, id));
  return row;
}

/** Creates a project; undefined when the path is taken. */
export async function createProject(db: Db, input: { title: string; path: string }) {
  const rows = await db
    .insert(projects)
    .values({ id: crypto.randomUUID(), title: input.title, path: input.path })
    .onConflictDoNothing({ target: projects.path })
    .returning();
  return rows[0];
}
