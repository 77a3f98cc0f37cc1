import type { AppConfig } from '../api/platformTypes';

/**
 * The app a visitor gets at a path where none exists yet: empty, and marked `new` so that the
 * first change saves it with POST instead of PUT.
 */
export function newAppConfig(path: string, title: string): AppConfig {
  return {
    path,
    title,
    subtitle: '',
    new: true,
    public: false,
    layoutName: 'ORIGINAL',
    layout: { showFooter: true },
    mainArea: {},
    triggers: [],
  };
}
