import { describe, expect, it } from 'vitest';
import { readUploadAnswer, uploadForm, UploadError } from './uploadClient';

describe('uploadForm', () => {
  it('sends the fields, the command and its options, then the one file', async () => {
    const form = uploadForm({
      command: 'uploadAnyXLSX:sheets',
      file: new Blob(['a,b'], { type: 'text/csv' }),
      fileName: 'data.xlsx',
      fields: { graph: 'urn:g', command: 'overridden' },
      background: true,
      initiatorTags: ['nightly', 'import'],
    });
    expect([...form.keys()]).toEqual(['graph', 'command', 'background', 'initiatorTags', 'file']);
    expect(form.get('command')).toBe('uploadAnyXLSX:sheets');
    expect(form.get('initiatorTags')).toBe('["nightly","import"]');
    const file = form.get('file') as File;
    expect(file.name).toBe('data.xlsx');
    expect(await file.text()).toBe('a,b');
  });
});

describe('readUploadAnswer', () => {
  it('gives the answer of an upload that was done or accepted', () => {
    expect(readUploadAnswer(200, JSON.stringify({ success: true, loggedIn: true, errors: [], debugMessages: [], fileUrl: 'u' }))).toMatchObject({ fileUrl: 'u' });
    expect(readUploadAnswer(202, JSON.stringify({ success: true, loggedIn: true, errors: [], debugMessages: [], jobId: 'j' })).jobId).toBe('j');
  });

  it('turns a refusal into an UploadError with the server’s message and its command fields', () => {
    const refusal = { message: '"a.xlsx" is empty.', success: false, loggedIn: true, errors: ['"a.xlsx" is empty.'], debugMessages: [] };
    let caught: unknown;
    try {
      readUploadAnswer(400, JSON.stringify(refusal));
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(UploadError);
    expect(caught).toMatchObject({ status: 400, message: '"a.xlsx" is empty.', answer: { success: false, errors: ['"a.xlsx" is empty.'] } });
    expect(() => readUploadAnswer(502, 'Bad gateway')).toThrow('Bad gateway');
    expect(() => readUploadAnswer(200, '<html>')).toThrow('The upload endpoint did not answer with an upload result.');
  });
});
