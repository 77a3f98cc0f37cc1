import { describe, expect, it } from 'vitest';
import en from './en.json';
import nl from './nl.json';
import widgetEn from './widgetTexts.en.json';
import widgetNl from './widgetTexts.nl.json';

type Texts = { [key: string]: string | Texts };

/** Every text as its dotted key, e.g. `editor.topBar.appSettings`. */
function flatten(texts: Texts, prefix = ''): Map<string, unknown> {
  const all = new Map<string, unknown>();
  for (const [key, value] of Object.entries(texts)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === 'object') for (const [inner, text] of flatten(value, path)) all.set(inner, text);
    else all.set(path, value);
  }
  return all;
}

/** The `{{name}}` placeholders a text fills in, sorted. */
function placeholders(text: unknown): string[] {
  return typeof text === 'string' ? [...text.matchAll(/\{\{\s*([^}\s]+)\s*\}\}/g)].map((match) => match[1]!).sort() : [];
}

// The lazily loaded widget texts are held to the same rules, under the keys they get (widget.*).
const languages = { en: flatten({ ...en, widget: { ...en.widget, ...widgetEn } }), nl: flatten({ ...nl, widget: { ...nl.widget, ...widgetNl } }) };

describe('the interface texts', () => {
  it('have the same keys in English and Dutch', () => {
    const missingInDutch = [...languages.en.keys()].filter((key) => !languages.nl.has(key));
    const missingInEnglish = [...languages.nl.keys()].filter((key) => !languages.en.has(key));
    expect({ missingInDutch, missingInEnglish }).toEqual({ missingInDutch: [], missingInEnglish: [] });
  });

  it('are non-empty strings in both languages', () => {
    for (const [language, texts] of Object.entries(languages)) {
      const bad = [...texts].filter(([, text]) => typeof text !== 'string' || text.trim() === '').map(([key]) => `${language}: ${key}`);
      expect(bad).toEqual([]);
    }
  });

  it('fill in the same placeholders in both languages', () => {
    const differing = [...languages.en]
      .filter(([key, text]) => placeholders(text).join() !== placeholders(languages.nl.get(key)).join())
      .map(([key]) => key);
    expect(differing).toEqual([]);
  });

  it('cover the editor and the texts every widget shares', () => {
    for (const key of ['editor.topBar.appSettings', 'editor.widgetSettings.title', 'widget.noResults']) {
      expect(languages.en.has(key), key).toBe(true);
    }
  });
});
