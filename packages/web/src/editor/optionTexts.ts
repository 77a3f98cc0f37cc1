import type { OptionSpec } from '../kit';

/** The texts of an option the settings dialog shows. */
export const OPTION_TEXT_FIELDS = ['label', 'help', 'placeholder'] as const;
export type OptionTextField = (typeof OPTION_TEXT_FIELDS)[number];
type FieldTexts = Partial<Record<OptionTextField, string>>;

/**
 * The widget options' texts in another language (i18n/options.nl.json). English stays in each
 * widget definition, the source the docs and the catalogue are made from; this resource only
 * translates it, and the editor loads it when it shows that language.
 *
 * Which translation an option's text gets, field by field (label, help, placeholder):
 * 1. `widgets[type][key][field]`: this widget's own translation of this option;
 * 2. `shared[key][field]`: the translation options with this key share, used only while the
 *    option's English text is exactly `shared[key].en[field]` (so a widget that says something
 *    else under the same key never shows a translation of another text);
 * 3. the English text of the definition.
 * Group titles and choice labels are translated by their English text (`groups`, `choices`).
 */
export interface OptionTexts {
  shared: Readonly<Record<string, FieldTexts & { en: FieldTexts }>>;
  widgets: Readonly<Record<string, Readonly<Record<string, FieldTexts>>>>;
  groups: Readonly<Record<string, string>>;
  choices: Readonly<Record<string, string>>;
}

/** The translation of one text of one option, or undefined where the resource has none. */
export function translatedOptionText(texts: OptionTexts, type: string, key: string, field: OptionTextField, english: string): string | undefined {
  const own = texts.widgets[type]?.[key]?.[field];
  if (own) return own;
  const shared = texts.shared[key];
  return shared?.en[field] === english ? shared[field] : undefined;
}

/** A widget's options with their texts translated; without texts (English) the options as they are. */
export function localizedOptions(texts: OptionTexts | null, type: string, options: Readonly<Record<string, OptionSpec>>): Record<string, OptionSpec> {
  if (!texts) return { ...options };
  return Object.fromEntries(
    Object.entries(options).map(([key, spec]) => {
      const translated: OptionSpec = { ...spec };
      for (const field of OPTION_TEXT_FIELDS) {
        const english = spec[field];
        if (english) translated[field] = translatedOptionText(texts, type, key, field, english) ?? english;
      }
      if (spec.choices) translated.choices = spec.choices.map((choice) => ({ ...choice, label: texts.choices[choice.label] ?? choice.label }));
      return [key, translated];
    }),
  );
}

/** A section title of the settings dialog (an option group) in the texts' language. */
export function localizedGroup(texts: OptionTexts | null, group: string): string {
  return texts?.groups[group] ?? group;
}
