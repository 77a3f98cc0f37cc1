import { defaultAppConfig } from '@grafiek/core';
import type { AppConfig } from '../api/platformTypes';

/**
 * The app a visitor gets at a path where none exists yet: the default config (a split layout
 * with two empty areas), marked `new` so that the first change saves it with POST, not PUT.
 */
export function newAppConfig(path: string, title: string): AppConfig {
  return { ...(defaultAppConfig({ path }) as AppConfig), title, public: false };
}
