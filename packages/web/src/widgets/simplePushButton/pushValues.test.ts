import { describe, expect, it } from 'vitest';
import { translator } from '../../i18n/testTranslations';
import {
  CHANGES_NOT_AN_OBJECT,
  MESSAGES_NOT_AN_OBJECT,
  dispositionName,
  downloadFileName,
  fillJson,
  parameterChanges,
  pushSettingsProblem,
  readMessages,
} from './pushValues';

const en = await translator('en');
const nl = await translator('nl');

describe('fillJson', () => {
  it('fills every text, deep, and keeps names and other values', () => {
    const object = { gebouw: '{{gebouw}}', meta: { jaar: 2024, open: true, niets: null, tags: ['{{soort}}', 'vast'] }, '{{naam}}': 'x' };
    expect(fillJson(object, { gebouw: 'http://example.org/g1', soort: 'kantoor' })).toEqual({
      ok: true,
      value: { gebouw: 'http://example.org/g1', meta: { jaar: 2024, open: true, niets: null, tags: ['kantoor', 'vast'] }, '{{naam}}': 'x' },
    });
  });

  it('names where a placeholder has no value', () => {
    expect(fillJson({ meta: { tags: ['ok', '{{soort}}'] } }, {})).toEqual({ ok: false, error: 'postObject.meta.tags[1]: Template-placeholder {{soort}} did not resolve to a value' });
  });
});

describe('parameterChanges', () => {
  it('gives the variables in order, texts filled, other values as they are', () => {
    expect(parameterChanges({ stap: '2', gekozen: '{{gebouw}}', open: true, ' ': 'x' }, { gebouw: 'g1' })).toEqual({
      ok: true,
      value: [
        ['stap', '2'],
        ['gekozen', 'g1'],
        ['open', true],
      ],
    });
    expect(parameterChanges(undefined, {})).toEqual({ ok: true, value: [] });
  });

  it('refuses what is not an object, and a text whose placeholder has no value', () => {
    expect(parameterChanges(['stap'], {})).toEqual({ ok: false, error: CHANGES_NOT_AN_OBJECT });
    expect(parameterChanges({ gekozen: '{{gebouw}}' }, {})).toEqual({ ok: false, error: 'changeParameter.gekozen: Template-placeholder {{gebouw}} did not resolve to a value' });
  });
});

describe('readMessages', () => {
  it('reads success and failure, or the action notification names', () => {
    expect(readMessages({ success: 'Verstuurd', failure: 'Mislukt' })).toEqual({ ok: true, value: { success: 'Verstuurd', failure: 'Mislukt' } });
    expect(readMessages({ onSuccess: 'Ja', onFailure: ' ' })).toEqual({ ok: true, value: { success: 'Ja', failure: undefined } });
    expect(readMessages(undefined)).toEqual({ ok: true, value: {} });
    expect(readMessages('Verstuurd')).toEqual({ ok: false, error: MESSAGES_NOT_AN_OBJECT });
  });
});

describe('download file names', () => {
  const url = new URL('https://example.org/export/rapport%202024.pdf');

  it('reads the server\'s name, the encoded form first', () => {
    expect(dispositionName('attachment; filename="a b.csv"')).toBe('a b.csv');
    expect(dispositionName('attachment; filename=plain.txt; size=3')).toBe('plain.txt');
    expect(dispositionName("attachment; filename=\"x.csv\"; filename*=UTF-8''caf%C3%A9.csv")).toBe('café.csv');
    expect(dispositionName(null)).toBeUndefined();
  });

  it('prefers the configured name, then the server\'s, then the address, and never a path', () => {
    expect(downloadFileName('rapport-{{jaar}}.pdf', { jaar: '2024' }, 'attachment; filename="server.pdf"', url)).toBe('rapport-2024.pdf');
    expect(downloadFileName('', {}, 'attachment; filename="../../etc/passwd"', url)).toBe('passwd');
    expect(downloadFileName('  ', {}, null, url)).toBe('rapport 2024.pdf');
    expect(downloadFileName('', {}, null, new URL('https://example.org/'))).toBe('download');
    expect(downloadFileName('rapporten/a:b.txt', {}, null, url)).toBe('a_b.txt');
  });
});

describe('pushSettingsProblem', () => {
  const none = { link: '', postLink: '', postObject: undefined, postDownload: false, changeParameter: undefined, messages: undefined };

  it('says what a button without an action, or with half of one, lacks', () => {
    expect(pushSettingsProblem(none, en)).toBe('This button does nothing yet: give it a link, a post link or variables to change.');
    expect(pushSettingsProblem({ ...none, link: 'x', postObject: {} }, en)).toBe('A post object needs a post link to go to.');
    expect(pushSettingsProblem({ ...none, link: 'x', postDownload: true }, en)).toBe('Saving the answer as a file needs a post link.');
    expect(pushSettingsProblem({ ...none, changeParameter: 'stap=2' }, en)).toBe(CHANGES_NOT_AN_OBJECT);
    expect(pushSettingsProblem({ ...none, link: 'x', messages: 'klaar' }, en)).toBe(MESSAGES_NOT_AN_OBJECT);
    expect(pushSettingsProblem(none, nl)).toBe('Deze knop doet nog niets: geef hem een link, een post-link of variabelen om te wijzigen.');
    expect(pushSettingsProblem({ ...none, changeParameter: 'stap=2' }, nl)).toBe('Te wijzigen variabelen moeten een JSON-object zijn van appvariabelen en hun nieuwe waarden, bijv. {"stap": "2"}.');
  });

  it('takes any one action', () => {
    expect(pushSettingsProblem({ ...none, link: '/x' }, en)).toBeUndefined();
    expect(pushSettingsProblem({ ...none, postLink: '/x', postObject: { a: 1 }, postDownload: true }, en)).toBeUndefined();
    expect(pushSettingsProblem({ ...none, changeParameter: {} }, en)).toBeUndefined();
  });
});
