import { describe, expect, it } from 'vitest';
import { allOptions, type OptionSpec } from '../kit';
import { localizedGroup, localizedOptions, translatedOptionText, type OptionTexts } from './optionTexts';
import { loadAllWidgets } from '../widgets/registry';
import dutchJson from '../i18n/options.nl.json';

const dutch = dutchJson as OptionTexts;
const WIDGETS = await loadAllWidgets();

/** Every option the settings dialog shows, per widget: the shared part and the widget's own. */
const OPTIONS = WIDGETS.map((definition) => ({ type: definition.type, options: allOptions(definition) as Record<string, OptionSpec> }));

/** What must stay the same in a translation: `{{placeholders}}` and result `?variables`, sorted. */
function fixedParts(text: string | undefined): string {
  if (!text) return '';
  const placeholders = [...text.matchAll(/\{\{\s*([^}\s]+)\s*\}\}/g)].map((match) => `{{${match[1]}}}`);
  const variables = [...text.matchAll(/\?[A-Za-z_][A-Za-z0-9_]*/g)].map((match) => match[0]);
  return [...placeholders, ...variables].sort().join(' ');
}

describe('the Dutch texts of the widget options', () => {
  it('give every option of every widget a Dutch label, and Dutch help where there is English help', () => {
    const missing: string[] = [];
    for (const { type, options } of OPTIONS) {
      for (const [key, spec] of Object.entries(options)) {
        if (!translatedOptionText(dutch, type, key, 'label', spec.label)) missing.push(`${type}.${key}.label`);
        if (spec.help && !translatedOptionText(dutch, type, key, 'help', spec.help)) missing.push(`${type}.${key}.help`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('keep the placeholders and result variables of the English texts', () => {
    const differing: string[] = [];
    for (const { type, options } of OPTIONS) {
      for (const [key, spec] of Object.entries(options)) {
        for (const field of ['label', 'help', 'placeholder'] as const) {
          const english = spec[field];
          const translated = english && translatedOptionText(dutch, type, key, field, english);
          if (translated && fixedParts(translated) !== fixedParts(english)) differing.push(`${type}.${key}.${field}`);
        }
      }
    }
    expect(differing).toEqual([]);
  });

  it('translate every option group, and name only widgets and options that exist', () => {
    const groups = new Set(OPTIONS.flatMap(({ options }) => Object.values(options).flatMap((spec) => (spec.group ? [spec.group] : []))));
    expect([...groups].filter((group) => !dutch.groups[group])).toEqual([]);
    const known = new Map(OPTIONS.map(({ type, options }) => [type, new Set(Object.keys(options))]));
    const stale = Object.entries(dutch.widgets).flatMap(([type, options]) => Object.keys(options).filter((key) => !known.get(type)?.has(key)).map((key) => `${type}.${key}`));
    const everyKey = new Set(OPTIONS.flatMap(({ options }) => Object.keys(options)));
    stale.push(...Object.keys(dutch.shared).filter((key) => !everyKey.has(key)));
    expect(stale).toEqual([]);
  });

  it('use a shared translation only for the English text it translates', () => {
    const texts: OptionTexts = {
      shared: { query: { en: { label: 'Query', help: 'Returns ?uri.' }, label: 'Query', help: 'Geeft ?uri.' } },
      widgets: { Map: { query: { help: 'Geeft ?geometry.' } } },
      groups: { Look: 'Uiterlijk' },
      choices: { 'Left to right': 'Van links naar rechts' },
    };
    const query = (help: string): OptionSpec => ({ kind: 'sparql', label: 'Query', help });
    expect(localizedOptions(texts, 'List', { query: query('Returns ?uri.') }).query?.help).toBe('Geeft ?uri.');
    expect(localizedOptions(texts, 'Tree', { query: query('Returns ?uri and ?parentUri.') }).query?.help).toBe('Returns ?uri and ?parentUri.');
    expect(localizedOptions(texts, 'Map', { query: query('Returns ?geometry.') }).query?.help).toBe('Geeft ?geometry.');
    const direction: OptionSpec = { kind: 'select', label: 'Direction', choices: [{ value: 'LR', label: 'Left to right' }] };
    expect(localizedOptions(texts, 'TreeD3', { direction }).direction?.choices).toEqual([{ value: 'LR', label: 'Van links naar rechts' }]);
    expect(localizedOptions(null, 'List', { query: query('Returns ?uri.') }).query?.help).toBe('Returns ?uri.');
    expect([localizedGroup(texts, 'Look'), localizedGroup(texts, 'Other'), localizedGroup(null, 'Look')]).toEqual(['Uiterlijk', 'Other', 'Look']);
  });
});
