import { describe, expect, it } from 'vitest';
import { loadConfig, readEmbedOrigins } from '../config.js';

describe('GRAFIEK_EMBED_ORIGINS', () => {
  it('is a list of origins, written as browsers compare them', () => {
    expect(readEmbedOrigins('')).toEqual([]);
    expect(readEmbedOrigins(' https://Intranet.Example.org , http://127.0.0.1:8080/ ')).toEqual(['https://intranet.example.org', 'http://127.0.0.1:8080']);
    expect(loadConfig({ GRAFIEK_EMBED_ORIGINS: 'https://a.example.org' }, []).embedOrigins).toEqual(['https://a.example.org']);
  });

  it('refuses at start what is not an origin, naming it', () => {
    for (const entry of ['https://a.example.org/portal', '*', 'https://*.example.org', 'intranet', 'ftp://a.example.org', 'https://user@a.example.org']) {
      expect(() => readEmbedOrigins(entry), entry).toThrow(/GRAFIEK_EMBED_ORIGINS: ".*" is not an origin/);
    }
  });
});
