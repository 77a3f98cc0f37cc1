import type { AppArea } from '../api/platformTypes';

/** Every area that names a widget counts, layout widgets (split layouts, tabs) included. */
export function countWidgets(area: AppArea | null | undefined): number {
  if (!area) return 0;
  const own = typeof area.widget === 'string' && area.widget !== '' ? 1 : 0;
  const children = Array.isArray(area.areas) ? area.areas : [];
  return children.reduce((total, child) => total + countWidgets(child), own);
}
