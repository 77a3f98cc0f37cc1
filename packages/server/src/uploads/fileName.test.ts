import { describe, expect, it } from 'vitest';
import { sanitiseFileName } from './fileName.js';

describe('sanitiseFileName', () => {
  it('keeps only the last path segment, never a way out of the folder', () => {
    expect(sanitiseFileName('../../etc/passwd')).toBe('passwd');
    expect(sanitiseFileName('C:\\Users\\ann\\model.ifc')).toBe('model.ifc');
    expect(sanitiseFileName('..')).toBe('file');
    expect(sanitiseFileName('.htaccess')).toBe('htaccess');
  });

  it('turns anything but letters, digits, dot, underscore and hyphen into one underscore, dropping accents', () => {
    expect(sanitiseFileName('Rietveld Schröder <huis> "2024".xlsx')).toBe('Rietveld_Schroder_huis_2024_.xlsx');
    expect(sanitiseFileName('')).toBe('file');
  });

  it('shortens long names but keeps the extension', () => {
    const name = sanitiseFileName(`${'a'.repeat(300)}.ttl`);
    expect(name).toHaveLength(120);
    expect(name.endsWith('.ttl')).toBe(true);
  });
});
