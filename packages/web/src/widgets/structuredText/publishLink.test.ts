import { describe, expect, it } from 'vitest';
import { translator } from '../../i18n/testTranslations';
import { linkAction } from './publishLink';

const plain = { publishVariable: '', iriLinksPublish: false };
const withVariable = { publishVariable: 'gekozen', iriLinksPublish: false };

describe('linkAction', () => {
  it('publishes publish:name=value to that variable, IRIs and all', () => {
    expect(linkAction('publish:plaats=http://example.org/utrecht', plain)).toEqual({ kind: 'publish', variable: 'plaats', value: 'http://example.org/utrecht' });
    expect(linkAction('publish:jaar=2024', withVariable)).toEqual({ kind: 'publish', variable: 'jaar', value: '2024' });
    expect(linkAction('PUBLISH:plaats=Den%20Haag', plain)).toEqual({ kind: 'publish', variable: 'plaats', value: 'Den Haag' });
    // An IRI is published as written, its escapes included.
    expect(linkAction('publish:p=http://example.org/a%20b?x=1', plain)).toEqual({ kind: 'publish', variable: 'p', value: 'http://example.org/a%20b?x=1' });
  });

  it('publishes publish:value to the widget\'s publish variable', () => {
    expect(linkAction('publish:http://example.org/a?b=c', withVariable)).toEqual({ kind: 'publish', variable: 'gekozen', value: 'http://example.org/a?b=c' });
    expect(linkAction('publish:urn:x:1', withVariable)).toEqual({ kind: 'publish', variable: 'gekozen', value: 'urn:x:1' });
  });

  it('is inert without a variable or without a value', () => {
    expect(linkAction('publish:http://example.org/a', plain)).toMatchObject({ kind: 'inert', reason: expect.stringContaining('publish:name=http://example.org/a') });
    expect(linkAction('publish:plaats=', plain)).toEqual({ kind: 'inert', reason: 'This link has no value for plaats yet.' });
    expect(linkAction('publish:', withVariable)).toMatchObject({ kind: 'inert' });
  });

  it('says why word for word so with the English texts, and in Dutch for a Dutch reader', async () => {
    const [en, nl] = [await translator('en'), await translator('nl')];
    for (const href of ['publish:http://example.org/a', 'publish:plaats=', 'publish:']) {
      expect(linkAction(href, { ...plain, t: en })).toEqual(linkAction(href, plain));
    }
    expect(linkAction('publish:plaats=', { ...plain, t: nl })).toEqual({ kind: 'inert', reason: 'Deze link heeft nog geen waarde voor plaats.' });
    expect(linkAction('publish:Utrecht', { ...plain, t: nl })).toEqual({
      kind: 'inert',
      reason: 'Deze link noemt geen variabele en de widget heeft geen variabele om te publiceren: schrijf publish:name=Utrecht.',
    });
  });

  it('lets IRI links publish only when asked, and opens every other link', () => {
    expect(linkAction('https://example.org/x', withVariable)).toEqual({ kind: 'open' });
    expect(linkAction('https://example.org/x', { publishVariable: 'gekozen', iriLinksPublish: true })).toEqual({ kind: 'publish', variable: 'gekozen', value: 'https://example.org/x' });
    expect(linkAction('urn:isbn:123', { publishVariable: 'gekozen', iriLinksPublish: true })).toMatchObject({ kind: 'publish', value: 'urn:isbn:123' });
    expect(linkAction('mailto:a@b.nl', { publishVariable: 'gekozen', iriLinksPublish: true })).toEqual({ kind: 'open' });
    expect(linkAction('https://example.org/x', { publishVariable: '', iriLinksPublish: true })).toEqual({ kind: 'open' });
    expect(linkAction('#kop', withVariable)).toEqual({ kind: 'open' });
  });
});
