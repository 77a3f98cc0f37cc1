import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { users } from '../../db/schema.js';
import { findAppByPath, insertApp } from '../../platform/appsStore.js';
import { createProject, findProjectByPath } from '../../platform/projectsStore.js';
import { demoAppConfig, demoAppPath, demoProject } from '../app/demoAppConfig.js';

export interface DemoAppOutcome {
  created: boolean;
  /** The app's page when it is live (not deleted), e.g. /projects/demo/landregistratie. */
  url?: string;
}

/**
 * Seeds the `demo` project with the public demo app, once: only when no project `demo` exists.
 * An admin who deletes the app or changes it keeps it that way, because the project stays and
 * marks the seed as done. The first superadmin owns the app, so they may delete it.
 */
export async function seedDemoApp(db: Db): Promise<DemoAppOutcome> {
  let created = false;
  if (!(await findProjectByPath(db, demoProject.path))) {
    const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.role, 'superadmin')).orderBy(asc(users.createdAt)).limit(1);
    if (owner) {
      created = await db.transaction(async (tx) => {
        const project = await createProject(tx as unknown as Db, demoProject);
        // Another server replica seeded it at the same moment: its project and app stand.
        if (!project) return false;
        await insertApp(tx as unknown as Db, { projectId: project.id, path: demoAppPath, ownerId: owner.id, config: demoAppConfig() });
        return true;
      });
    }
  }
  const project = await findProjectByPath(db, demoProject.path);
  const app = project ? await findAppByPath(db, project.id, demoAppPath) : undefined;
  return { created, ...(app && !app.deleted ? { url: `/projects/${demoProject.path}/${demoAppPath}` } : {}) };
}
