import type { z } from 'zod';
import { appConfigSchema, type AppConfig } from './appConfigSchema.js';
import { formatConfigPath } from './configPath.js';

export interface ConfigError {
  /** Where the problem is, e.g. `mainArea.areas[2].widget`; empty for the config itself. */
  path: string;
  message: string;
}

export type ParseAppConfigResult = { ok: true; config: AppConfig } | { ok: false; errors: ConfigError[] };

/**
 * Checks a stored app config. On success the config is a copy of the input itself, not zod's
 * output: zod rebuilds objects with known keys first, which would reorder keys and break the
 * promise that load and save give back the stored JSON. The schemas never transform, so the
 * input already has the parsed type.
 */
export function parseAppConfig(json: unknown): ParseAppConfigResult {
  const result = appConfigSchema.safeParse(json);
  if (!result.success) return { ok: false, errors: result.error.issues.map(toConfigError) };
  return { ok: true, config: copyJson(json) as AppConfig };
}

/** The JSON text to store; the editor's indent of 4. */
export function serialiseAppConfig(config: AppConfig): string {
  return JSON.stringify(config, null, 4);
}

function toConfigError(issue: z.core.$ZodIssue): ConfigError {
  return { path: formatConfigPath(issue.path), message: issue.message };
}

function copyJson(value: unknown): unknown {
  return JSON.parse(JSON.stringify(value)) as unknown;
}
