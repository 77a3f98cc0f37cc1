import { describe, expect, it } from 'vitest';
import { sameSitePath, withQueryParameter } from './sameSiteRedirect.js';

const origin = 'https://grafiek.example.org';

describe('sameSitePath', () => {
  it('keeps paths and URLs of this origin, as a path', () => {
    expect(sameSitePath('/projects/a/b?x=1#top', origin)).toBe('/projects/a/b?x=1#top');
    expect(sameSitePath('https://grafiek.example.org/projects/a/b', origin)).toBe('/projects/a/b');
    expect(sameSitePath('projects/a', origin)).toBe('/projects/a');
  });

  it('refuses other sites, however they are written', () => {
    for (const value of [
      'https://evil.example/',
      'http://grafiek.example.org/', // another origin: the scheme differs
      'https://grafiek.example.org:444/',
      '//evil.example/x',
      '/\\evil.example/x',
      '\\\\evil.example/x',
      'https://grafiek.example.org//evil.example/x',
      'javascript:alert(1)',
      'data:text/html,hi',
    ]) {
      expect(sameSitePath(value, origin), value).toBeNull();
    }
    expect(sameSitePath(undefined, origin)).toBeNull();
    expect(sameSitePath('', origin)).toBeNull();
  });
});

describe('withQueryParameter', () => {
  it('adds or replaces one parameter, keeping the others', () => {
    expect(withQueryParameter('/loginbb?id=abc', 'ssoError', 'No & yes')).toBe('/loginbb?id=abc&ssoError=No+%26+yes');
    expect(withQueryParameter('/loginbb?ssoError=old&id=abc', 'ssoError', 'new')).toBe('/loginbb?ssoError=new&id=abc');
  });
});
