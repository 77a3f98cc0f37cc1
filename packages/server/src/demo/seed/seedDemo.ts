import type { Db } from '../../db/database.js';
import type { RepositoryRegistry } from '../../repositories/repositoryRegistry.js';
import { seedDemoApp } from './seedDemoApp.js';
import { seedDemoData } from './seedDemoData.js';

/**
 * What the server does for the demo at start: fill an empty demo repository with the generated
 * graph and seed the demo project once. Neither may stop the server: a failure is reported and
 * the server starts without it. Returns the demo app's page to print, when there is one.
 */
export async function seedDemo(registry: RepositoryRegistry, db: Db, log: (message: string) => void): Promise<{ url?: string }> {
  try {
    const data = await seedDemoData(registry);
    if (data.kind === 'loaded') {
      log(`demo: loaded the generated demo graph into repository "demo": ${data.quads.toLocaleString('en')} triples in ${Math.round(data.generateMs + data.loadMs)} ms`);
    } else if (data.kind === 'skipped') {
      log(`demo: no demo data loaded: ${data.reason}`);
    }
  } catch (error) {
    log(`demo: could not load the demo graph: ${(error as Error).message}`);
  }
  try {
    const app = await seedDemoApp(db);
    if (app.created) log('demo: created project "demo" with the public demo app');
    return app.url ? { url: app.url } : {};
  } catch (error) {
    log(`demo: could not create the demo project: ${(error as Error).message}`);
    return {};
  }
}
