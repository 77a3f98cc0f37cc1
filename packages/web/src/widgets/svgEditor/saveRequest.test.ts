import { RESET_VALUE } from '@grafiek/core';
import { describe, expect, it } from 'vitest';
import { translator } from '../../i18n/testTranslations';
import { PARAMETERS_NOT_AN_OBJECT } from '../../kit/ruleRuns';
import { saveRequest } from './saveRequest';

const en = await translator('en');
const nl = await translator('nl');

const SVG = '<svg xmlns="http://www.w3.org/2000/svg"><rect width="10" height="10"/></svg>';

describe('saveRequest', () => {
  it('sends the app variables, the extras, the drawing and the subject', () => {
    expect(saveRequest({ gebouw: 'http://example.org/g1', jaar: 2024 }, { door: '{{jaar}}' }, SVG, 'gebouw', en)).toEqual({
      ok: true,
      skipped: [],
      parameters: { gebouw: 'http://example.org/g1', jaar: '2024', door: '2024', svg: SVG, uri: 'http://example.org/g1' },
    });
  });

  it('sends no uri without a subject variable, and the drawing over a variable called svg', () => {
    expect(saveRequest({ svg: 'oud' }, undefined, SVG, '', en)).toEqual({ ok: true, skipped: [], parameters: { svg: SVG } });
  });

  it('refuses to save without a subject, or with extras that are not an object', () => {
    for (const subject of [undefined, '', RESET_VALUE]) {
      expect(saveRequest({ gebouw: subject }, undefined, SVG, 'gebouw', en)).toEqual({ ok: false, error: 'There is nothing to save the drawing to: gebouw has no value yet.' });
    }
    expect(saveRequest({}, ['x'], SVG, '', en)).toEqual({ ok: false, error: PARAMETERS_NOT_AN_OBJECT });
    expect(saveRequest({}, undefined, SVG, 'gebouw', nl)).toEqual({ ok: false, error: 'Er is niets om de tekening in op te slaan: gebouw heeft nog geen waarde.' });
    expect(saveRequest({}, ['x'], SVG, '', nl)).toEqual({ ok: false, error: expect.stringMatching(/^Extra regelparameters moeten/) });
  });
});
