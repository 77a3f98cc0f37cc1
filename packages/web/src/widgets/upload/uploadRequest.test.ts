import { describe, expect, it } from 'vitest';
import { UploadError } from '../../api/uploadClient';
import { translator } from '../../i18n/testTranslations';
import { resolveSparqlEndpoint } from '../../api/sparqlEndpoint';
import {
  acceptAttribute,
  acceptedExtensions,
  EXTRA_NOT_AN_OBJECT,
  extensionRefusal,
  failureReason,
  madeText,
  NO_UPLOAD_URL,
  percentSent,
  resultValue,
  scriptRow,
  uploadFields,
  uploadMade,
  uploadTarget,
} from './uploadRequest';

const ORIGIN = 'https://grafiek.example';

const english = await translator('en');
const dutch = await translator('nl');

describe('acceptedExtensions and extensionRefusal', () => {
  it('reads the extensions in any of the ways authors write them', () => {
    expect(acceptedExtensions(['ttl', '.CSV', '*.xlsx', ' nt ', 'ttl'])).toEqual(['.ttl', '.csv', '.xlsx', '.nt']);
    expect(acceptAttribute(acceptedExtensions(['ttl', 'csv']))).toBe('.ttl,.csv');
  });

  it('accepts any file when none are named, or with *', () => {
    expect(acceptedExtensions([])).toBeNull();
    expect(acceptedExtensions(['', ' '])).toBeNull();
    expect(acceptedExtensions(['ttl', '*'])).toBeNull();
    expect(acceptAttribute(null)).toBeUndefined();
    expect(extensionRefusal('anything.pdf', null)).toBeNull();
  });

  it('refuses a file whose name does not end in an accepted extension, naming them', () => {
    const accepted = acceptedExtensions(['ttl', 'csv', 'tar.gz']);
    expect(extensionRefusal('data.TTL', accepted)).toBeNull();
    expect(extensionRefusal('backup.tar.gz', accepted)).toBeNull();
    expect(extensionRefusal('report.pdf', accepted)).toBe('"report.pdf" was not uploaded: choose a .ttl, .csv or .tar.gz file.');
    expect(extensionRefusal('ttl', accepted)).toBe('"ttl" was not uploaded: choose a .ttl, .csv or .tar.gz file.');
    // The extension itself is not a file name.
    expect(extensionRefusal('.ttl', accepted)).not.toBeNull();
    expect(extensionRefusal('data.ttl.exe', acceptedExtensions(['ttl']))).toBe('"data.ttl.exe" was not uploaded: choose a .ttl file.');
    // The same in the interface texts, and in Dutch for a Dutch reader.
    expect(extensionRefusal('report.pdf', accepted, english)).toBe('"report.pdf" was not uploaded: choose a .ttl, .csv or .tar.gz file.');
    expect(extensionRefusal('report.pdf', accepted, dutch)).toBe('"report.pdf" is niet geüpload: kies een .ttl, .csv of .tar.gz-bestand.');
  });
});

describe('uploadTarget', () => {
  const app = resolveSparqlEndpoint('demo', ORIGIN);

  it('is the app repository without a server URL, and says so when there is none', () => {
    expect(uploadTarget('', app, ORIGIN)).toEqual({ ok: true, endpoint: app });
    expect(uploadTarget('  ', null, ORIGIN)).toEqual({ ok: false, error: NO_UPLOAD_URL });
  });

  it('takes a repository by name or by its query or upload address on this server', () => {
    for (const serverUrl of ['other', '/api/sparql/other', 'api/upload/other', '/api/upload/other/', `${ORIGIN}/api/upload/other`, `${ORIGIN}/api/sparql/other`]) {
      const target = uploadTarget(serverUrl, app, ORIGIN);
      expect(target.ok && target.endpoint.repo, serverUrl).toBe('other');
    }
  });

  it('never sends files (and the token) to another server', () => {
    const elsewhere = uploadTarget('https://evil.example/api/upload/demo', app, ORIGIN);
    expect(elsewhere).toEqual({ ok: false, error: `${NO_UPLOAD_URL}: files go to a repository of this server, and "https://evil.example/api/upload/demo" is not one.` });
    expect(uploadTarget('', resolveSparqlEndpoint('https://dbpedia.org/sparql', ORIGIN), ORIGIN).ok).toBe(false);
  });
});

describe('uploadFields', () => {
  const variables = { keuze: 'A&B', leeg: undefined };

  it('sends text with its placeholders filled, and other values as text', () => {
    expect(uploadFields({ graph: 'http://example.org/{{keuze}}', status: 'klaar', aantal: 3, spoed: true, lijst: ['a', 1], niets: null }, variables)).toEqual({
      ok: true,
      fields: { graph: 'http://example.org/A&B', status: 'klaar', aantal: '3', spoed: 'true', lijst: '["a",1]' },
    });
    expect(uploadFields(undefined, variables)).toEqual({ ok: true, fields: {} });
  });

  it('stops the upload for a placeholder without a value, or extras that are not an object', () => {
    const missing = uploadFields({ door: '{{gebruiker}}' }, variables);
    expect(missing.ok).toBe(false);
    expect(!missing.ok && missing.error).toMatch(/^Extra field "door": .*\{\{gebruiker\}\}/);
    expect(uploadFields(['graph'], variables)).toEqual({ ok: false, error: EXTRA_NOT_AN_OBJECT });
    expect(uploadFields('graph=x', variables)).toEqual({ ok: false, error: EXTRA_NOT_AN_OBJECT });
  });

  it('says so word for word with the English texts, and in Dutch for a Dutch reader', async () => {
    const [en, nl] = [await translator('en'), await translator('nl')];
    for (const extra of [{ door: '{{gebruiker}}' }, ['graph']]) expect(uploadFields(extra, variables, en)).toEqual(uploadFields(extra, variables));
    const missing = uploadFields({ door: '{{gebruiker}}' }, variables, nl);
    expect(!missing.ok && missing.error).toMatch(/^Extra veld "door": Sjabloonplaatshouder .*\{\{gebruiker\}\}.* kreeg geen waarde$/);
    expect(uploadFields(['graph'], variables, nl)).toMatchObject({ ok: false, error: expect.stringMatching(/^Extra JSON moet een object/) });
  });
});

describe('what an upload made', () => {
  it('publishes the kept file, else the graph; a default-graph load publishes nothing', () => {
    const kept = uploadMade('a.csv', { success: true, fileUrl: '/api/download/r/1/a.csv', fileName: 'a.csv', jobId: 'j1' });
    expect(resultValue(kept)).toBe('/api/download/r/1/a.csv');
    expect(madeText(kept)).toBe('kept');
    const loaded = uploadMade('a.ttl', { graph: 'urn:g', quads: 1 });
    expect(resultValue(loaded)).toBe('urn:g');
    expect(madeText(loaded)).toBe('1 triple loaded');
    expect(madeText(loaded, english)).toBe('1 triple loaded');
    expect(madeText(uploadMade('b.ttl', { quads: 3 }), dutch)).toBe('3 triples geladen');
    expect(madeText(kept, dutch)).toBe('bewaard');
    expect(resultValue(uploadMade('b.ttl', { graph: '', quads: 12 }))).toBeUndefined();
  });

  it('reads a background job’s result the same way, with the job’s id', () => {
    const made = uploadMade('book.xlsx', { graph: 'urn:grafiek:upload:1', quads: 9, fileName: 'book.xlsx' }, 'job-7');
    expect(scriptRow(made)).toEqual({ fileName: 'book.xlsx', graph: 'urn:grafiek:upload:1', quads: '9', jobId: 'job-7' });
    expect(uploadMade('x.ttl', null)).toEqual({ fileName: 'x.ttl' });
  });

  it('gives the server’s reason for a failure', () => {
    expect(failureReason(new UploadError(401, 'Log in to upload to repository "demo".'))).toBe('Log in to upload to repository "demo".');
    expect(failureReason('boom')).toBe('boom');
  });

  it('counts progress in whole percents', () => {
    expect(percentSent(0, 0)).toBe(0);
    expect(percentSent(512, 1024)).toBe(50);
    expect(percentSent(2000, 1024)).toBe(100);
  });
});
