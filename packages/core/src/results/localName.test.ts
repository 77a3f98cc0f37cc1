import { describe, expect, it } from 'vitest';
import { localName } from './localName.js';

describe('localName', () => {
  it('takes the part after the last #, / or :', () => {
    expect(localName('http://modellen.geostandaarden.nl/def/imx-geo#Buurt')).toBe('Buurt');
    expect(localName('http://xmlns.com/foaf/0.1/Person')).toBe('Person');
    expect(localName('urn:isbn:0451450523')).toBe('0451450523');
  });

  it('skips a trailing separator and decodes percent-escapes', () => {
    expect(localName('http://example.org/things/')).toBe('things');
    expect(localName('http://example.org/id/Caf%C3%A9')).toBe('Café');
    expect(localName('http://example.org/id/100%')).toBe('100%');
  });

  it('gives an IRI without a local part back unchanged', () => {
    expect(localName('http://')).toBe('http://');
    expect(localName('plain')).toBe('plain');
  });
});
