import { loadWidgetTexts } from '../i18n/widgetTexts';
import type { AnyWidgetDefinition } from '../kit';

/**
 * A widget as the registry knows it: by its type names, with its definition either in the first
 * download (layouts, whose definitions decide which areas load next) or loaded when an app uses
 * it. Definitions carry every option's label and help text; with 75 widget types they would
 * outweigh the rest of the viewer's first download, which only needs the names.
 */
export interface WidgetEntry {
  /** The name stored in app configs. */
  readonly type: string;
  /** Older names that load as this widget. */
  readonly aliases: readonly string[];
  /** The definition, once loaded; at once for widgets in the first download. */
  readonly definition: AnyWidgetDefinition | undefined;
  /** The definition; the same promise every time, so React can wait for it. */
  load(): Promise<AnyWidgetDefinition>;
}

/** A widget whose definition is in the first download. */
export function eagerWidget(definition: AnyWidgetDefinition): WidgetEntry {
  const loaded = Promise.resolve(definition);
  return { type: definition.type, aliases: definition.aliases ?? [], definition, load: () => loaded };
}

/**
 * A widget whose definition loads when an app uses it. The names are repeated here (a test holds
 * them equal to the definition's), so that the viewer can tell a known type from an unknown one
 * without loading anything.
 */
export function lazyWidget(names: readonly [string, ...string[]], load: () => Promise<AnyWidgetDefinition>): WidgetEntry {
  const [type, ...aliases] = names;
  let definition: AnyWidgetDefinition | undefined;
  let loading: Promise<AnyWidgetDefinition> | undefined;
  return {
    type,
    aliases,
    get definition() {
      return definition;
    },
    load() {
      // The widgets' own texts come with the first of them (i18n/widgetTexts.ts).
      loading ??= Promise.all([load(), loadWidgetTexts()]).then(
        ([loaded]) => (definition = loaded),
        (error: unknown) => {
          // A chunk that failed (a dropped connection) is asked for again next time.
          loading = undefined;
          throw error;
        },
      );
      return loading;
    },
  };
}
