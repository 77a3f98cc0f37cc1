/**
 * `replaceHeaderJSON` (read as JSON) maps result variables to header texts, e.g. `{"naam": "Name"}`.
 * Anything but an object is ignored with a console error, like the app's global CSS.
 */
export function headerLabels(replaceHeaderJSON: unknown): Record<string, string> {
  if (replaceHeaderJSON === undefined) return {};
  if (typeof replaceHeaderJSON !== 'object' || replaceHeaderJSON === null || Array.isArray(replaceHeaderJSON)) {
    console.error('replaceHeaderJSON is not a JSON object of variable to header text; ignored.', replaceHeaderJSON);
    return {};
  }
  const labels: Record<string, string> = {};
  for (const [key, value] of Object.entries(replaceHeaderJSON)) if (typeof value === 'string') labels[key] = value;
  return labels;
}
