import type { AppConfig, LayoutName } from './appConfigSchema.js';
import { toBoolean } from './normalise.js';

export const DEFAULT_LAYOUT_NAME: LayoutName = 'ORIGINAL';

/** The two layouts existing apps were made with: ORIGINAL shows the footer, CUSTOM hides it. */
export const LAYOUT_DEFAULTS: Readonly<Record<LayoutName, { readonly showFooter: boolean }>> = {
  ORIGINAL: { showFooter: true },
  CUSTOM: { showFooter: false },
};

export function layoutNameOf(config: Pick<AppConfig, 'layoutName'>): LayoutName {
  return config.layoutName ?? DEFAULT_LAYOUT_NAME;
}

/** The footer shows when the layout says so, else by the layout name's default. */
export function showsFooter(config: Pick<AppConfig, 'layoutName' | 'layout'>): boolean {
  const fallback = LAYOUT_DEFAULTS[layoutNameOf(config)].showFooter;
  return toBoolean(config.layout?.showFooter, fallback);
}
