import { toResultTable, type SparqlTerm } from '@grafiek/core';
import { describe, expect, it } from 'vitest';
import { galleryItems, movedIndex } from './galleryItems';
import { translator } from '../../i18n/testTranslations';

const english = await translator('en');
const dutch = await translator('nl');

const term = (value: string): SparqlTerm => (value.startsWith('http') ? { type: 'uri', value } : { type: 'literal', value });

function table(vars: string[], rows: Record<string, string>[]) {
  return toResultTable({
    head: { vars },
    results: { bindings: rows.map((row) => Object.fromEntries(Object.entries(row).map(([key, value]) => [key, term(value)]))) },
  });
}

describe('galleryItems', () => {
  it('takes ?image, ?label and ?uri of every row that has a picture, in the query\'s order', () => {
    const rows = table(
      ['uri', 'label', 'image'],
      [
        { uri: 'http://ex/molen', label: 'Molen', image: 'https://img.example/molen.jpg' },
        { uri: 'http://ex/kerk', label: 'Kerk' },
        { uri: 'http://ex/brug', image: ' https://img.example/brug.jpg ' },
      ],
    );
    expect(galleryItems(rows)).toEqual({
      items: [
        { source: 'https://img.example/molen.jpg', caption: 'Molen', uri: 'http://ex/molen' },
        { source: 'https://img.example/brug.jpg', caption: '', uri: 'http://ex/brug' },
      ],
    });
  });

  it('knows the usual names in any case, and falls back to the first variable for the picture', () => {
    expect(galleryItems(table(['src_URL', 'Caption'], [{ src_URL: '/a.png', Caption: 'A' }])).items).toEqual([{ source: '/a.png', caption: 'A', uri: undefined }]);
    expect(galleryItems(table(['foto', 'titel'], [{ foto: '/b.png', titel: 'B' }])).items).toEqual([{ source: '/b.png', caption: '', uri: undefined }]);
    expect(galleryItems(table(['x', 'title'], [{ x: '/c.png', title: 'C' }])).items).toEqual([{ source: '/c.png', caption: 'C', uri: undefined }]);
  });

  it('uses configured variables, with or without the question mark, and says which ones the query lacks', () => {
    const rows = table(['thing', 'pic', 'words'], [{ thing: 'http://ex/1', pic: '/1.png', words: 'Een' }]);
    expect(galleryItems(rows, { image: 'pic', caption: '?words', uri: 'thing' }).items).toEqual([{ source: '/1.png', caption: 'Een', uri: 'http://ex/1' }]);
    const gallery = galleryItems(rows, { image: 'plaatje', uri: 'ding' });
    expect(gallery.items).toEqual([]);
    expect(english(gallery.problem!.key, gallery.problem!.values)).toBe('The query has no ?plaatje, ?ding column (it has ?thing, ?pic, ?words).');
    expect(dutch(gallery.problem!.key, gallery.problem!.values)).toBe('De query heeft geen kolom ?plaatje, ?ding (ze heeft ?thing, ?pic, ?words).');
  });

  it('has no items without a result', () => {
    expect(galleryItems(undefined)).toEqual({ items: [] });
    expect(galleryItems(table(['image'], []))).toEqual({ items: [] });
  });
});

describe('movedIndex', () => {
  it('goes to the next and previous picture with the arrow keys and stops at the ends', () => {
    expect(movedIndex('ArrowRight', 0, 3)).toBe(1);
    expect(movedIndex('ArrowRight', 2, 3)).toBe(2);
    expect(movedIndex('ArrowLeft', 1, 3)).toBe(0);
    expect(movedIndex('ArrowLeft', 0, 3)).toBe(0);
    expect(movedIndex('Home', 2, 3)).toBe(0);
    expect(movedIndex('End', 0, 3)).toBe(2);
  });

  it('leaves other keys alone', () => {
    expect(movedIndex('Enter', 1, 3)).toBeUndefined();
    expect(movedIndex('a', 1, 3)).toBeUndefined();
    expect(movedIndex('ArrowRight', 0, 0)).toBeUndefined();
  });
});
