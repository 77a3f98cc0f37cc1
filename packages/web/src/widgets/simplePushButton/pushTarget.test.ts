import { RESET_VALUE } from '@grafiek/core';
import { describe, expect, it } from 'vitest';
import { translator } from '../../i18n/testTranslations';
import { fillUrlTemplate, linkTarget, postTarget } from './pushTarget';

const en = await translator('en');
const nl = await translator('nl');

const PAGE = 'https://grafiek.example/projects/p/app';

describe('fillUrlTemplate', () => {
  it('encodes values in the query string and fragment, and leaves those before them as they are', () => {
    const values = { pad: 'rapporten/2024', zoek: 'a & b', deel: 'x y' };
    expect(fillUrlTemplate('https://example.org/{{pad}}?q={{zoek}}#{{deel}}', values)).toEqual({ ok: true, text: 'https://example.org/rapporten/2024?q=a%20%26%20b#x%20y' });
    expect(fillUrlTemplate('{{adres}}', { adres: 'https://example.org/a?b=c' })).toEqual({ ok: true, text: 'https://example.org/a?b=c' });
  });

  it('uses alternatives and defaults as everywhere, and fails on a placeholder without a value', () => {
    expect(fillUrlTemplate('/r?jaar={{jaar::2020}}', {})).toEqual({ ok: true, text: '/r?jaar=2020' });
    expect(fillUrlTemplate('/r?id={{id}}', { id: RESET_VALUE })).toEqual({ ok: false, error: 'Template-placeholder {{id}} did not resolve to a value' });
  });
});

describe('linkTarget', () => {
  it('opens web addresses, and paths on this site', () => {
    const absolute = linkTarget('https://example.org/kaart?id={{id}}', { id: '12' }, PAGE, en);
    expect(absolute.ok && absolute.url.href).toBe('https://example.org/kaart?id=12');
    const path = linkTarget('/projects/p/{{app}}', { app: 'andere' }, PAGE, en);
    expect(path.ok && path.url.href).toBe('https://grafiek.example/projects/p/andere');
  });

  it('refuses other schemes, even when a variable holds them', () => {
    for (const link of ['javascript:alert(1)', 'data:text/html,<b>x</b>', '{{doel}}']) {
      const target = linkTarget(link, { doel: 'javascript:alert(document.cookie)' }, PAGE, en);
      expect(target.ok).toBe(false);
      if (!target.ok) expect(target.error).toMatch(/is not a web address \(http or https\); it is not opened\.$/);
    }
  });

  it('ignores an empty target or the reset value, as a click does in the original', () => {
    expect(linkTarget(RESET_VALUE, {}, PAGE, en)).toEqual({ ok: false, error: `The link "${RESET_VALUE}" leads nowhere.` });
    expect(linkTarget('{{doel}}', { doel: RESET_VALUE }, PAGE, en).ok).toBe(false);
    expect(linkTarget('{{doel::x}}', {}, PAGE, en)).toEqual({ ok: false, error: 'The link "x" leads nowhere.' });
    expect(linkTarget('{{doel}}', {}, PAGE, en)).toEqual({ ok: false, error: 'The link cannot be made: Template-placeholder {{doel}} did not resolve to a value' });
  });
});

describe('postTarget', () => {
  it('posts to the server the settings name, with placeholders in path and query', () => {
    const own = postTarget('/hooks/{{soort}}?id={{id}}', { soort: 'rapport', id: 'a/b' }, PAGE, en);
    expect(own.ok && own.url.href).toBe('https://grafiek.example/hooks/rapport?id=a%2Fb');
    const other = postTarget('https://api.example.org/v1/{{id}}', { id: '7' }, PAGE, en);
    expect(other.ok && other.url.href).toBe('https://api.example.org/v1/7');
  });

  it('refuses an address whose server a variable chooses', () => {
    const cases: [string, Record<string, string>][] = [
      ['{{doel}}', { doel: 'https://evil.example/steal' }],
      ['https://api.example.org{{rest}}', { rest: '.evil.example/x' }],
      ['/{{pad}}', { pad: '/evil.example/x' }],
      ['https://{{host}}/x', { host: 'evil.example' }],
    ];
    for (const [template, values] of cases) {
      const target = postTarget(template, values, PAGE, en);
      expect(target.ok, template).toBe(false);
      if (!target.ok) expect(target.error).toMatch(/^The post link must name its server in the settings; placeholders may fill in only the path and the query\. Here they made it go to https?:\/\/[\w.]*evil\.example\.$/);
    }
  });

  it('lets a variable hold a path on this site', () => {
    const target = postTarget('{{pad}}', { pad: '/hooks/export' }, PAGE, en);
    expect(target.ok && target.url.href).toBe('https://grafiek.example/hooks/export');
  });

  it('refuses other schemes', () => {
    expect(postTarget('ftp://example.org/x', {}, PAGE, en)).toEqual({ ok: false, error: 'The post link "ftp://example.org/x" is not a web address (http or https).' });
    expect(postTarget('ftp://example.org/x', {}, PAGE, nl)).toEqual({ ok: false, error: 'De post-link "ftp://example.org/x" is geen webadres (http of https).' });
    expect(linkTarget('{{doel::x}}', {}, PAGE, nl)).toEqual({ ok: false, error: 'De link "x" leidt nergens heen.' });
  });
});
