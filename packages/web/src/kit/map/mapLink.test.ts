import { describe, expect, it } from 'vitest';
import { featureLink } from './mapLink';

const URI = 'http://example.org/gemeente/Den Haag';

describe('featureLink', () => {
  it('links to the ?uri itself for `#link` alone or `#link:true`', () => {
    expect(featureLink('', URI)).toBe(URI);
    expect(featureLink(' TRUE ', URI)).toBe(URI);
  });

  it('puts the encoded ?uri in the place of {uri} or {{uri}}', () => {
    const encoded = encodeURIComponent(URI);
    expect(featureLink('https://viewer.example/?s={uri}', URI)).toBe(`https://viewer.example/?s=${encoded}`);
    expect(featureLink('/projects/p/detail?item={{ uri }}&again={{URI}}', URI)).toBe(`/projects/p/detail?item=${encoded}&again=${encoded}`);
  });

  it('uses a directive without a placeholder as the address for every feature', () => {
    expect(featureLink('https://example.org/about', URI)).toBe('https://example.org/about');
  });

  it('links nothing without the directive or without a ?uri', () => {
    expect(featureLink(undefined, URI)).toBeUndefined();
    expect(featureLink('', undefined)).toBeUndefined();
    expect(featureLink('https://example.org/{uri}', '')).toBeUndefined();
  });

  it('links only to web addresses and paths on this site', () => {
    expect(featureLink('javascript:alert({uri})', URI)).toBeUndefined();
    expect(featureLink('', 'javascript:alert(1)')).toBeUndefined();
    expect(featureLink('//evil.example/{uri}', URI)).toBeUndefined();
    expect(featureLink('ftp://files.example/{uri}', URI)).toBeUndefined();
    expect(featureLink('', 'urn:isbn:123')).toBeUndefined();
  });
});
