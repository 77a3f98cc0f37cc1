import { parseAppConfig } from './parseAppConfig.js';
import type { AppConfig } from './appConfigSchema.js';

export type ImportedAppConfig = { ok: true; config: AppConfig; path: string } | { ok: false; message: string };

/** Fields the server gives an app; an imported file's values for them belong to another app. */
const SERVER_FIELDS = ['id', 'version', 'createdAt', 'project', 'user', 'new', 'loaded', 'deleted'] as const;

const MAX_PATH = 100;

/** An app path as URLs take it: letters, digits, - and _. */
function pathFrom(value: unknown): string {
  const cleaned = typeof value === 'string' ? value.trim().replace(/[^A-Za-z0-9_-]+/g, '-').replace(/^-+|-+$/g, '') : '';
  return cleaned.slice(0, MAX_PATH) || 'imported-app';
}

function uniquePath(wanted: string, taken: ReadonlySet<string>): string {
  if (!taken.has(wanted)) return wanted;
  for (let n = 2; ; n++) {
    const suffix = `-${n}`;
    const candidate = `${wanted.slice(0, MAX_PATH - suffix.length)}${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/**
 * A config file (of Grafiek or of the original product) as a new app of a project: checked to be
 * an app config, its path taken from its own `path` and made unique among `existingPaths`, the
 * fields the server gives an app left out. Every other key keeps its value and its place, so an
 * imported app exports as the file it came from (apart from those fields).
 */
export function importAppConfig(text: string, existingPaths: Iterable<string>): ImportedAppConfig {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return { ok: false, message: `The file is not JSON: ${error instanceof Error ? error.message : String(error)}` };
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json) || typeof (json as { mainArea?: unknown }).mainArea !== 'object' || (json as { mainArea?: unknown }).mainArea === null) {
    return { ok: false, message: 'The file is not an app config: an app config is a JSON object with a mainArea (its layout).' };
  }
  const parsed = parseAppConfig(json);
  if (!parsed.ok) {
    const first = parsed.errors[0];
    return { ok: false, message: `The file is not an app config: ${first ? `${first.path || 'config'}: ${first.message}` : 'its structure is not valid'}.` };
  }
  const config: Record<string, unknown> = { ...parsed.config };
  for (const field of SERVER_FIELDS) delete config[field];
  const path = uniquePath(pathFrom(config.path), new Set(existingPaths));
  config.path = path;
  return { ok: true, config: config as AppConfig, path };
}
