import { toResultTable, type SparqlTerm } from '@grafiek/core';
import { describe, expect, it } from 'vitest';
import { pictureContent } from './pictureContent';

const literal = (value: string): SparqlTerm => ({ type: 'literal', value });

function table(vars: string[], rows: Record<string, string>[]) {
  return toResultTable({
    head: { vars },
    results: { bindings: rows.map((row) => Object.fromEntries(Object.entries(row).map(([key, value]) => [key, literal(value)]))) },
  });
}

const none = () => undefined;
const settings = (src = '', title = '', alt = '') => ({ src, title, alt });

describe('pictureContent', () => {
  it('shows the configured picture, its placeholders from the first row, else from app variables', () => {
    const rows = table(['plaatje', 'naam'], [{ plaatje: 'https://x.example/1.png', naam: 'Molen' }, { plaatje: 'https://x.example/2.png', naam: 'Kerk' }]);
    expect(pictureContent(settings('{{plaatje}}', 'Foto van {{naam}}'), rows, none)).toEqual({ source: 'https://x.example/1.png', title: 'Foto van Molen', alt: 'Foto van Molen' });
    const variables = (name: string) => ({ foto: 'https://x.example/var.png', wie: 'bezoeker' })[name];
    expect(pictureContent(settings('{{foto}}', '', 'Gekozen door {{wie}}'), undefined, variables)).toEqual({ source: 'https://x.example/var.png', title: '', alt: 'Gekozen door bezoeker' });
  });

  it('has no picture while a placeholder of the source has no value, and reads the title on without it', () => {
    expect(pictureContent(settings('{{foto}}', 'Titel {{ontbreekt}}'), undefined, none)).toEqual({ source: '', title: 'Titel', alt: 'Titel' });
  });

  it('takes the picture column of the query without a configured picture, and its title or label column', () => {
    const rows = table(['label', 'image'], [{ label: 'Molen', image: 'https://x.example/m.png' }]);
    expect(pictureContent(settings(), rows, none)).toEqual({ source: 'https://x.example/m.png', title: 'Molen', alt: 'Molen' });
    expect(pictureContent(settings('', 'Eigen titel'), rows, none)).toEqual({ source: 'https://x.example/m.png', title: 'Eigen titel', alt: 'Eigen titel' });
    // No known column: the first one.
    expect(pictureContent(settings(), table(['x', 'y'], [{ x: 'iVBORw0KGgo', y: 'z' }]), none).source).toBe('iVBORw0KGgo');
  });

  it('has no picture without a source or rows', () => {
    expect(pictureContent(settings(), undefined, none).source).toBe('');
    expect(pictureContent(settings(), table(['picture'], []), none).source).toBe('');
  });
});
