import { importAppConfig } from '@grafiek/core';
import { describe, expect, it } from 'vitest';
import { translator } from '../../i18n/testTranslations';
import { importRefusalText, importTooLargeText } from './importText';

const en = await translator('en');
const nl = await translator('nl');

function refusal(text: string): string {
  const imported = importAppConfig(text, []);
  if (imported.ok) throw new Error('core imported what it should refuse');
  return imported.message;
}

describe('importRefusalText', () => {
  it('says each refusal of core in the reader’s language, with what it names as it is', () => {
    const notJson = refusal('{ kapot');
    expect(importRefusalText(notJson, en)).toBe(notJson);
    expect(importRefusalText(notJson, nl)).toMatch(/^Het bestand is geen JSON: \S/);
    const noLayout = refusal('{"title": "x"}');
    expect(importRefusalText(noLayout, en)).toBe(noLayout);
    expect(importRefusalText(noLayout, nl)).toBe('Het bestand is geen appconfiguratie: een appconfiguratie is een JSON-object met een mainArea (de indeling).');
    const invalid = refusal('{"mainArea": {"widget": 3}}');
    expect(importRefusalText(invalid, en)).toBe(invalid);
    expect(importRefusalText(invalid, nl)).toMatch(/^Het bestand is geen appconfiguratie: mainArea\.widget: .+\.$/);
  });

  it('leaves another message as it is, and names a file that is too large', () => {
    expect(importRefusalText('Iets anders.', nl)).toBe('Iets anders.');
    expect(importTooLargeText(31 * 1024 * 1024, 10 * 1024 * 1024, en)).toBe('The file is 31 MB; an app config is at most 10 MB.');
    expect(importTooLargeText(31 * 1024 * 1024, 10 * 1024 * 1024, nl)).toBe('Het bestand is 31 MB; een appconfiguratie is hoogstens 10 MB.');
  });
});
