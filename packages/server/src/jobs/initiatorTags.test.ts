import { describe, expect, it } from 'vitest';
import { jobTags, parseInitiatorTags } from './initiatorTags.js';

describe('parseInitiatorTags', () => {
  it('reads a list, a JSON list in text, or a comma-separated text, dropping blanks and repeats', () => {
    expect(parseInitiatorTags(undefined)).toEqual([]);
    expect(parseInitiatorTags(['a', ' b ', '', 'a'])).toEqual(['a', 'b']);
    expect(parseInitiatorTags('["import", "nightly"]')).toEqual(['import', 'nightly']);
    expect(parseInitiatorTags('import, nightly,')).toEqual(['import', 'nightly']);
  });

  it('says what is wrong with anything else, or too much', () => {
    expect(parseInitiatorTags('[not json')).toEqual({ error: 'initiatorTags is not a valid JSON list.' });
    expect(parseInitiatorTags([1, 2])).toEqual({ error: 'initiatorTags must be a list of texts.' });
    expect(parseInitiatorTags(Array.from({ length: 21 }, (_, i) => `t${i}`))).toEqual({ error: 'Give a job at most 20 initiator tags.' });
    expect(parseInitiatorTags(['x'.repeat(201)])).toEqual({ error: 'An initiator tag may have at most 200 characters.' });
  });
});

describe('jobTags', () => {
  it('puts the server’s own tags first, then the caller’s, once each', () => {
    expect(jobTags(['uploadAnyFile', undefined, ''], ['files', 'uploadAnyFile'])).toEqual(['uploadAnyFile', 'files']);
  });
});
