import { describe, expect, it } from 'vitest';
import { translator } from '../../i18n/testTranslations';
import { readArrows } from './arrows';

describe('readArrows', () => {
  it('reads the forms BBVis configs store', () => {
    expect(readArrows('')).toEqual({ ok: true, arrows: { head: true, tail: false } });
    expect(readArrows('none')).toEqual({ ok: true, arrows: { head: false, tail: false } });
    expect(readArrows('from')).toEqual({ ok: true, arrows: { head: false, tail: true } });
    expect(readArrows('to;from')).toEqual({ ok: true, arrows: { head: true, tail: true } });
    expect(readArrows('TO, from')).toEqual({ ok: true, arrows: { head: true, tail: true } });
  });

  it('draws BBVis\'s arrow halfway at the object', () => {
    expect(readArrows('middle')).toEqual({ ok: true, arrows: { head: true, tail: false } });
  });

  it('names the choices when it meets a word it does not know', () => {
    expect(readArrows('sideways')).toEqual({ ok: false, error: 'Unknown edge type "sideways"; choose one of none, to, from, to;from.' });
  });

  it('names them in the reader’s language', async () => {
    const unknown = { ok: false, error: 'Unknown edge type "sideways"; choose one of none, to, from, to;from.' };
    expect(readArrows('sideways', await translator('en'))).toEqual(unknown);
    expect(readArrows('sideways', await translator('nl'))).toEqual({ ok: false, error: 'Onbekend verbindingstype "sideways"; kies uit none, to, from, to;from.' });
  });
});
