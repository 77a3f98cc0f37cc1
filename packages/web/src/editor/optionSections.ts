import type { OptionSpec } from '../kit';

export interface OptionSection {
  title: string;
  options: (readonly [string, OptionSpec])[];
}

function matches(key: string, spec: OptionSpec, words: string[]): boolean {
  const text = `${key} ${spec.label} ${spec.help ?? ''}`.toLowerCase();
  return words.every((word) => text.includes(word));
}

/**
 * The dialog's sections: one per option group, in the order groups first appear among the
 * options (so the common part keeps its order); options without a group form the widget's own
 * section, titled by the widget. A filter keeps the options whose name, label or help contains
 * every word typed, and drops the sections left empty.
 */
export function optionSections(options: readonly (readonly [string, OptionSpec])[], widgetLabel: string, filter = ''): OptionSection[] {
  const words = filter.toLowerCase().split(/\s+/).filter(Boolean);
  const sections = new Map<string, OptionSection>();
  for (const [key, spec] of options) {
    if (words.length > 0 && !matches(key, spec, words)) continue;
    const title = spec.group ?? widgetLabel;
    let section = sections.get(title);
    if (!section) {
      section = { title, options: [] };
      sections.set(title, section);
    }
    section.options.push([key, spec]);
  }
  return [...sections.values()];
}
