import { z } from 'zod';
import { appConfigSchema } from './appConfigSchema.js';

/**
 * The app config's own fields as JSON Schema, from the same zod schema the server checks bodies
 * with. The layout nodes (mainArea, footer, areas) are left for the caller to describe: the web
 * fills them in from the widget definitions (docs/app-config.schema.json).
 */
export function appConfigJsonSchema(): Record<string, unknown> {
  return z.toJSONSchema(appConfigSchema, { io: 'input', unrepresentable: 'any', cycles: 'ref', reused: 'inline' }) as Record<string, unknown>;
}
