import { parseJsonText } from '@grafiek/core';

/**
 * `replaceHeaderJSON` maps result variables to header texts, e.g. `{"naam": "Name"}`. A value
 * that does not parse is ignored with a console error, like the app's global CSS.
 */
export function headerLabels(replaceHeaderJSON: unknown): Record<string, string> {
  if (replaceHeaderJSON === undefined || replaceHeaderJSON === null || replaceHeaderJSON === '') return {};
  const parsed = parseJsonText(replaceHeaderJSON);
  if (!parsed.ok || typeof parsed.value !== 'object' || parsed.value === null || Array.isArray(parsed.value)) {
    console.error('replaceHeaderJSON is not a JSON object of variable to header text; ignored.', parsed.ok ? parsed.value : parsed.error);
    return {};
  }
  const labels: Record<string, string> = {};
  for (const [key, value] of Object.entries(parsed.value)) if (typeof value === 'string') labels[key] = value;
  return labels;
}
