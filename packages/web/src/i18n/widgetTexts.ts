// The instance i18n/index.ts sets up; imported from i18next itself, so that importing the widget
// registry (tests, the docs script) does not start the app's language setup.
import i18n from 'i18next';

/**
 * The texts of the lazily loaded widgets (`widget.<folder>.*`), in both languages, kept out of the
 * viewer's first download like the widgets' own code: they arrive with the first widget that is
 * shown (widgets/widgetEntry.ts waits for them beside its chunk). The texts of the kit and of the
 * layout widgets that are part of the first download stay in en.json and nl.json.
 */
let loading: Promise<void> | undefined;

export function loadWidgetTexts(): Promise<void> {
  loading ??= Promise.all([import('./widgetTexts.en.json'), import('./widgetTexts.nl.json')]).then(
    ([en, nl]) => {
      // Where no language was set up (unit tests, the docs script) there is nothing to add to.
      if (!i18n.isInitialized) return;
      i18n.addResourceBundle('en', 'translation', { widget: en.default }, true, false);
      i18n.addResourceBundle('nl', 'translation', { widget: nl.default }, true, false);
    },
    (error: unknown) => {
      // A chunk that failed (a dropped connection) is asked for again next time.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * A text a widget's pure code (a reader of query results, a parser of settings) gives its view:
 * the key of one of the widget's texts and what it fills in; the view says it with
 * `t(note.key, note.values)`, in the reader's language.
 */
export interface TextNote {
  key: string;
  values?: Record<string, string | number>;
}
