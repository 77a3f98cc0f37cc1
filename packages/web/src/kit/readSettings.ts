import { readOption, type OptionNote } from './optionKinds';
import type { OptionSpec, OptionSpecs, SettingsOf } from './options';

/** A stored value an option could not use; the widget uses the default instead. */
export interface SettingsProblem {
  option: string;
  label: string;
  /** In English; `note` says it in the reader's language (optionNoteText). */
  message: string;
  note?: OptionNote;
}

export interface WidgetSettings<S> {
  settings: S;
  problems: SettingsProblem[];
}

/**
 * A widget's stored options as its view uses them: each read by its kind (legacy forms included),
 * defaults applied here and nowhere else. Never throws; what could not be used is listed.
 */
export function readSettings<O extends OptionSpecs>(options: O, node: Readonly<Record<string, unknown>>): WidgetSettings<SettingsOf<O>> {
  const settings: Record<string, unknown> = {};
  const problems: SettingsProblem[] = [];
  for (const [key, spec] of Object.entries(options)) {
    const reading = readOption(spec, node[key]);
    settings[key] = reading.value;
    if (reading.problem) problems.push({ option: key, label: spec.label, message: reading.problem, ...(reading.note ? { note: reading.note } : {}) });
  }
  return { settings: settings as SettingsOf<O>, problems };
}

/**
 * Whether an option applies to a config, by its `dependsOn` conditions. The named option's value
 * is read as that option reads it, so a stored "TRUE" shows the fields that depend on it.
 */
export function optionApplies(spec: OptionSpec, config: Readonly<Record<string, unknown>>, options: OptionSpecs): boolean {
  if (!spec.dependsOn) return true;
  return Object.entries(spec.dependsOn).every(([key, expected]) => {
    const other = options[key];
    const actual = other ? readOption(other, config[key]).value : config[key];
    return actual === expected;
  });
}
