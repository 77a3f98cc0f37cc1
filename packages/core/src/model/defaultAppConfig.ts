import type { AppConfig } from './appConfigSchema.js';
import type { LayoutNode } from './layoutNodeSchema.js';
import { DEFAULT_LAYOUT_NAME, LAYOUT_DEFAULTS } from './layoutDefaults.js';

const PATH_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
export const APP_PATH_LENGTH = 5;

/** A new split layout: a column of a 200px area and the rest (docs/widgets.md, SplitLayout). */
export const SPLIT_LAYOUT_DEFAULTS = {
  widget: 'SplitLayout',
  direction: 'column',
  areaSizes: ['200px', '1'],
  panelstyleExtra: 'noScrollBars',
} as const;

/** Loading behaviour every widget starts with (docs/widgets.md, Options every widget has). */
export const GENERAL_WIDGET_DEFAULTS = {
  showLoadingOverlay: true,
  syncWithUserActionsDisabled: true,
  voteForUserActionsDisabledWhenLoading: true,
} as const;

/** A new app's path: 5 letters and digits. `random` returns [0, 1) like Math.random. */
export function createAppPath(random: () => number = Math.random): string {
  let path = '';
  for (let i = 0; i < APP_PATH_LENGTH; i++) {
    path += PATH_ALPHABET[Math.floor(random() * PATH_ALPHABET.length) % PATH_ALPHABET.length];
  }
  return path;
}

export interface DefaultAppConfigOptions {
  path?: string;
  random?: () => number;
}

/** The config of a new app (also used when a viewer URL gives 404: new=true with that path). */
export function defaultAppConfig(options: DefaultAppConfigOptions = {}): AppConfig {
  const emptyArea = (): LayoutNode => ({ ...GENERAL_WIDGET_DEFAULTS });
  return {
    path: options.path ?? createAppPath(options.random),
    title: '',
    subtitle: '',
    layoutName: DEFAULT_LAYOUT_NAME,
    layout: { showFooter: LAYOUT_DEFAULTS[DEFAULT_LAYOUT_NAME].showFooter },
    mainArea: {
      ...SPLIT_LAYOUT_DEFAULTS,
      areaSizes: [...SPLIT_LAYOUT_DEFAULTS.areaSizes],
      areas: [emptyArea(), emptyArea()],
    },
    triggers: [],
    updateURLVariables: [],
    pushURLVariables: [],
    new: true,
  };
}
