import type { RepositoryRegistry } from '../../repositories/repositoryRegistry.js';
import { generateDemoGraph } from '../generator/generateDemoGraph.js';
import { demoRepositoryName, replaceDemoGraph } from './demoRepository.js';

export type DemoDataOutcome =
  | { kind: 'loaded'; quads: number; generateMs: number; loadMs: number }
  | { kind: 'kept'; quads: number }
  | { kind: 'skipped'; reason: string };

/**
 * On start: an empty embedded `demo` repository gets the generated demo graph. A repository that
 * holds anything (the generated graph, imported real data, an author's own data) is left as is.
 */
export async function seedDemoData(registry: RepositoryRegistry): Promise<DemoDataOutcome> {
  const definition = registry.definition(demoRepositoryName);
  if (!definition) return { kind: 'skipped', reason: `there is no repository "${demoRepositoryName}"` };
  if (definition.kind !== 'embedded') return { kind: 'skipped', reason: `repository "${demoRepositoryName}" is not embedded` };
  if (!registry.servesHere(demoRepositoryName)) return { kind: 'skipped', reason: `repository "${demoRepositoryName}" is embedded in another server of this deployment` };
  const repo = await registry.get(demoRepositoryName);
  if (!repo) return { kind: 'skipped', reason: `repository "${demoRepositoryName}" could not be opened` };
  const size = await repo.size();
  if (size === undefined || size > 0) return { kind: 'kept', quads: size ?? 0 };
  const started = performance.now();
  const graph = generateDemoGraph();
  const generated = performance.now();
  const { quads } = await replaceDemoGraph(repo, graph.nTriples);
  return { kind: 'loaded', quads, generateMs: generated - started, loadMs: performance.now() - generated };
}
