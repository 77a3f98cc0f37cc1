import { parseJsonText, readUrlVariables, type UrlSyncSettings } from '@grafiek/core';
import type { AppConfig } from '../api/platformTypes';

/**
 * The variables an app starts with: its `parameterValues` (JSON text of initial variables), then
 * what the URL carries for the variables it syncs, or every parameter with `parseUrlProperties`.
 */
export function initialVariables(app: AppConfig, search: string): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  const parsed = parseJsonText(app.parameterValues);
  if (!parsed.ok) console.error('The app\'s default parameter values are not valid JSON; ignored.', parsed.error);
  else if (typeof parsed.value === 'object' && parsed.value !== null && !Array.isArray(parsed.value)) Object.assign(values, parsed.value);
  Object.assign(values, readUrlVariables(search, urlSyncSettings(app)));
  return values;
}

/** The app settings that decide which variables live in the URL. */
export function urlSyncSettings(app: AppConfig): UrlSyncSettings {
  return { updateURLVariables: app.updateURLVariables, pushURLVariables: app.pushURLVariables, parseUrlProperties: app.parseUrlProperties };
}
