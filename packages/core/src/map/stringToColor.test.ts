import { describe, expect, it } from 'vitest';
import { stringToColor } from './stringToColor.js';

describe('stringToColor', () => {
  const provinces = [
    'Groningen', 'Friesland', 'Drenthe', 'Overijssel', 'Flevoland', 'Gelderland',
    'Utrecht', 'Noord-Holland', 'Zuid-Holland', 'Zeeland', 'Noord-Brabant', 'Limburg',
  ];

  it('gives the same category the same hex colour every time', () => {
    expect(stringToColor('Perceel')).toBe(stringToColor('Perceel'));
    expect(stringToColor('Perceel')).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('tells the twelve provinces apart', () => {
    expect(new Set(provinces.map(stringToColor)).size).toBe(12);
  });
});
