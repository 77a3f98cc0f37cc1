import { RESET_VALUE } from '@grafiek/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { translator } from '../../i18n/testTranslations';
import { readSettings } from '../../kit';
import { textInput } from '.';
import { TextPublisher } from './textPublisher';
import { cssWidth, waitingTime } from './waitingTime';

describe('Text input publishing', () => {
  let sent: string[];
  let publisher: TextPublisher;
  beforeEach(() => {
    vi.useFakeTimers();
    sent = [];
    publisher = new TextPublisher({ waitMs: 1000, resetValue: RESET_VALUE, publish: (value) => sent.push(value) });
  });
  afterEach(() => vi.useRealTimers());

  it('publishes once, the pause after the last key', () => {
    publisher.changed('A');
    vi.advanceTimersByTime(600);
    publisher.changed('Am');
    vi.advanceTimersByTime(600);
    publisher.changed('Ams');
    vi.advanceTimersByTime(999);
    expect(sent).toEqual([]);
    expect(publisher.pending).toBe(true);
    vi.advanceTimersByTime(1);
    expect(sent).toEqual(['Ams']);
    expect(publisher.pending).toBe(false);
  });

  it('publishes at once on Enter, and the pause that was running does not publish again', () => {
    publisher.changed('Utrecht');
    publisher.now('Utrecht');
    expect(sent).toEqual(['Utrecht']);
    vi.advanceTimersByTime(5000);
    expect(sent).toEqual(['Utrecht']);
    publisher.now('Utrecht');
    expect(sent).toEqual(['Utrecht', 'Utrecht']);
  });

  it('does not publish text that is already published after a pause', () => {
    publisher.known('Delft');
    publisher.changed('Delftx');
    publisher.changed('Delft');
    vi.advanceTimersByTime(1000);
    expect(sent).toEqual([]);
  });

  it('publishes the reset value for an emptied or blank field', () => {
    publisher.changed('  ');
    vi.advanceTimersByTime(1000);
    publisher.now('');
    expect(sent).toEqual([RESET_VALUE, RESET_VALUE]);
    const own = new TextPublisher({ waitMs: 0, resetValue: 'niets', publish: (value) => sent.push(value) });
    own.now('');
    expect(sent.at(-1)).toBe('niets');
  });

  it('publishes nothing after it is cancelled (the widget went away)', () => {
    publisher.changed('weg');
    publisher.cancel();
    vi.advanceTimersByTime(2000);
    expect(sent).toEqual([]);
  });
});

describe('Text input waiting time', () => {
  it('reads seconds, as a number or as text, in milliseconds', () => {
    expect(waitingTime('1')).toEqual({ ok: true, ms: 1000 });
    expect(waitingTime(' 0.25 ')).toEqual({ ok: true, ms: 250 });
    expect(waitingTime('0')).toEqual({ ok: true, ms: 0 });
    expect(waitingTime('-3')).toEqual({ ok: true, ms: 0 });
  });

  it('says exactly which configured value is not a number, in the reader’s language', async () => {
    expect(waitingTime('een seconde')).toEqual({ ok: false, error: 'Error: configured waiting time is not a number: "een seconde"' });
    expect(waitingTime('een seconde', await translator('en'))).toEqual(waitingTime('een seconde'));
    expect(waitingTime('1,5', await translator('nl'))).toEqual({ ok: false, error: 'Fout: de ingestelde wachttijd is geen getal: "1,5"' });
    expect(waitingTime('1,5')).toEqual({ ok: false, error: 'Error: configured waiting time is not a number: "1,5"' });
    expect(waitingTime(' ')).toEqual({ ok: false, error: 'Error: configured waiting time is not a number: " "' });
  });

  it('reads a stored number, and an unset value as the 1 second default', () => {
    expect(waitingTime(readSettings(textInput.options, { debounceTimeInSeconds: 2 }).settings.debounceTimeInSeconds)).toEqual({ ok: true, ms: 2000 });
    expect(waitingTime(readSettings(textInput.options, {}).settings.debounceTimeInSeconds)).toEqual({ ok: true, ms: 1000 });
  });
});

describe('Text input width', () => {
  it('is 100% by default, pixels for a bare number, and any CSS length as written', () => {
    expect(cssWidth(readSettings(textInput.options, {}).settings.width)).toBe('100%');
    expect(cssWidth('240')).toBe('240px');
    expect(cssWidth('20em')).toBe('20em');
  });
});
