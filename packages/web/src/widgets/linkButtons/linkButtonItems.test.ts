import { RESET_VALUE, toResultTable } from '@grafiek/core';
import { describe, expect, it } from 'vitest';
import { translator } from '../../i18n/testTranslations';
import { isActiveItem, itemsFromList, itemsFromTable, linkHref } from './linkButtonItems';

const en = await translator('en');
const nl = await translator('nl');

const PAGE = 'https://grafiek.example/projects/p/app?gemeente=x#top';

function table(vars: string[], rows: Record<string, string>[]) {
  return toResultTable({
    head: { vars },
    results: { bindings: rows.map((row) => Object.fromEntries(Object.entries(row).map(([name, value]) => [name, { type: 'literal' as const, value }]))) },
  });
}

describe('linkHref', () => {
  it('reads addresses against the page and keeps only web addresses', () => {
    expect(linkHref('/projects/p/ander', PAGE, en)).toEqual({ href: 'https://grafiek.example/projects/p/ander' });
    expect(linkHref('https://example.org/a b', PAGE, en)).toEqual({ href: 'https://example.org/a%20b' });
    expect(linkHref('javascript:alert(1)', PAGE, en)).toEqual({ problem: '"javascript:alert(1)" is not a web address (http or https)' });
    expect(linkHref('http://[nope', PAGE, en)).toEqual({ problem: '"http://[nope" is not an address' });
  });

  it('gives no link for an empty target or the reset value', () => {
    for (const link of [undefined, '', ' x ', RESET_VALUE]) expect(linkHref(link, PAGE, en)).toEqual({});
  });
});

describe('itemsFromTable', () => {
  it('makes a button per row from ?label with ?link or ?value', () => {
    const read = itemsFromTable(table(['label', 'link', 'value'], [{ label: 'Kaart', value: 'kaart' }, { label: 'Hulp', link: 'https://example.org/hulp' }, { value: 'los' }]), PAGE, en);
    expect(read).toEqual({
      items: [{ label: 'Kaart', value: 'kaart' }, { label: 'Hulp', href: 'https://example.org/hulp' }, { label: 'los', value: 'los' }],
      problems: [],
    });
  });

  it('reads ?url and ?uri as ?link and ?value', () => {
    const read = itemsFromTable(table(['label', 'url', 'uri'], [{ label: 'A', url: '/a', uri: 'http://example.org/a' }]), PAGE, en);
    expect(read.items).toEqual([{ label: 'A', href: 'https://grafiek.example/a', value: 'http://example.org/a' }]);
  });

  it('names a row whose link is no web address, and keeps its button without it', () => {
    const read = itemsFromTable(table(['label', 'link'], [{ label: 'Kwaad', link: 'javascript:alert(1)' }]), PAGE, en);
    expect(read).toEqual({ items: [{ label: 'Kwaad' }], problems: ['Row 1 (Kwaad): "javascript:alert(1)" is not a web address (http or https); it links nowhere.'] });
  });

  it('tells the author when the query has neither a link nor a value', () => {
    expect(itemsFromTable(table(['label', 'naam'], [{ label: 'A', naam: 'b' }]), PAGE, en)).toEqual({
      items: [],
      problems: ['The query returns neither ?link nor ?value (it returns ?label ?naam).'],
    });
  });
});

describe('itemsFromList', () => {
  it('reads labelled links and values, and plain texts as values', () => {
    const read = itemsFromList([{ label: 'Kaart', value: 'kaart' }, { label: 'Hulp', link: 'https://example.org' }, 'tabel', { label: 'Jaar', value: 2024 }], PAGE, en);
    expect(read).toEqual({
      items: [
        { label: 'Kaart', value: 'kaart' },
        { label: 'Hulp', href: 'https://example.org/' },
        { label: 'tabel', value: 'tabel' },
        { label: 'Jaar', value: '2024' },
      ],
      problems: [],
    });
  });

  it('names the entries it leaves out', () => {
    expect(itemsFromList([{ label: 'Leeg' }, null, ['a']], PAGE, en)).toEqual({
      items: [],
      problems: [
        'Button 1 (Leeg) has neither a link nor a value; it is left out.',
        'Button 2 is neither text nor an object with a label and a link or value; it is left out.',
        'Button 3 is neither text nor an object with a label and a link or value; it is left out.',
      ],
    });
    expect(itemsFromList({ label: 'a' }, PAGE, en)).toEqual({
      items: [],
      problems: ['Buttons must be a JSON list such as [{"label": "Kaart", "value": "kaart"}, {"label": "Handleiding", "link": "https://example.org"}].'],
    });
    expect(itemsFromList(undefined, PAGE, en)).toEqual({ items: [], problems: [] });
  });

  it('says what it leaves out in the reader’s language', () => {
    expect(itemsFromList([{ label: 'Leeg' }, { label: 'Kwaad', link: 'javascript:x' }, {}], PAGE, nl)).toEqual({
      items: [{ label: 'Kwaad' }],
      problems: [
        'Knop 1 (Leeg) heeft geen link en geen waarde; de knop is weggelaten.',
        'Knop 2 (Kwaad): "javascript:x" is geen webadres (http of https); de knop linkt nergens heen.',
        'Knop 3 heeft geen link en geen waarde; de knop is weggelaten.',
      ],
    });
    expect(itemsFromTable(table(['naam'], [{ naam: 'b' }]), PAGE, nl).problems).toEqual(['De query geeft geen ?link en geen ?value (hij geeft ?naam).']);
    expect(itemsFromTable(table(['link'], [{ link: '' }]), PAGE, nl).items).toEqual([{ label: '(geen label)' }]);
  });
});

describe('isActiveItem', () => {
  it('highlights the value the variable holds', () => {
    expect(isActiveItem({ label: 'Kaart', value: 'kaart' }, 'kaart', PAGE)).toBe(true);
    expect(isActiveItem({ label: 'Kaart', value: 'kaart' }, 'tabel', PAGE)).toBe(false);
    expect(isActiveItem({ label: 'Jaar', value: '2024' }, 2024, PAGE)).toBe(true);
    expect(isActiveItem({ label: 'Kaart', value: 'kaart' }, undefined, PAGE)).toBe(false);
  });

  it('highlights the link to the page shown, whatever its query string', () => {
    expect(isActiveItem({ label: 'Hier', href: 'https://grafiek.example/projects/p/app/' }, undefined, PAGE)).toBe(true);
    expect(isActiveItem({ label: 'Hier', href: 'https://grafiek.example/projects/p/app?gemeente=y' }, undefined, PAGE)).toBe(true);
    expect(isActiveItem({ label: 'Daar', href: 'https://grafiek.example/projects/p/ander' }, undefined, PAGE)).toBe(false);
  });
});
