import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { parse } from 'oxigraph';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openEmbeddedRepository } from '../repositories/embedded/embeddedRepository.js';
import { testDatabaseKinds } from '../testing/testDatabases.js';
import { startTestServer, type Persona, type TestServer } from '../testing/testServer.js';

const sharedData = fileURLToPath(new URL('../../../../../shared/data/', import.meta.url));
const botTest = path.join(sharedData, 'bot/examples/bot_test.ttl');
const smallIfc = path.join(sharedData, 'ifc/IfcOpenHouse_IFC4.ifc'); // 113 KB: under the limit below
const largeIfc = path.join(sharedData, 'ifc/AC20-FZK-Haus.ifc'); // 2.5 MB: over it
const jsonLd = path.join(sharedData, 'kadaster-ld/pdok-labs/bag-brk-linkset-metadata.ld.json');
const nQuads = path.join(sharedData, 'kadaster-ld/pdok-labs/mossel-en-oesterhabitats-model.nq');

interface FilePart {
  name: string;
  bytes: Uint8Array | string;
  type?: string;
}

/** A multipart body exactly as a browser's FormData sends it. */
async function multipart(fields: Record<string, string>, file?: FilePart) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  if (file) form.append('file', new Blob([file.bytes], { type: file.type ?? 'application/octet-stream' }), file.name);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return { payload: Buffer.from(await request.arrayBuffer()), contentType: request.headers.get('content-type')! };
}

async function buildingsWorkbook(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Buildings');
  sheet.addRow(['Name', 'Year built', 'Height (m)', 'Opened', 'Website', 'Name']);
  sheet.addRow(['Dom Tower', 1382, 112.32, new Date(Date.UTC(1382, 0, 1)), { text: 'site', hyperlink: 'https://domtoren.nl/' }, 'Domtoren']);
  sheet.addRow(['Rietveld Schröder House', 1924, 9.5, new Date(Date.UTC(1925, 2, 1, 14, 30)), null, null]);
  sheet.addRow([]);
  workbook.addWorksheet('Empty');
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

describe.each(testDatabaseKinds)('uploads on $name', (kind) => {
  let s: TestServer;
  beforeAll(async () => {
    if (kind.skip) return;
    s = await startTestServer(kind, { GRAFIEK_UPLOAD_LIMIT: String(200 * 1024) }, {
      repositories: [{ name: 'store', kind: 'embedded', public: false, projects: ['alpha'] }],
      openEmbedded: openEmbeddedRepository,
    });
    const rule = await s.app.inject({
      method: 'PUT',
      url: '/api/repositories/store/rules/registerFile',
      headers: s.auth('editor'),
      payload: {
        template: 'INSERT DATA { GRAPH <urn:graph:files> { <{{fileUrl}}> <urn:name> "{{fileName}}" ; <urn:project> "{{project}}" } }',
        tags: ['ingest'],
      },
    });
    expect(rule.statusCode, rule.body).toBe(200);
  });
  afterAll(async () => s?.close());

  async function upload(fields: Record<string, string>, file?: FilePart, who: Persona = 'editor', headers: Record<string, string> = {}) {
    const { payload, contentType } = await multipart(fields, file);
    return s.app.inject({ method: 'POST', url: '/api/upload/store', headers: { 'content-type': contentType, ...s.auth(who), ...headers }, payload });
  }
  async function select(query: string): Promise<Record<string, { value: string; datatype?: string; type: string }>[]> {
    const res = await s.app.inject({
      method: 'POST',
      url: '/api/sparql/store',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/sparql-results+json', ...s.auth('editor') },
      payload: new URLSearchParams({ query: `${query} #nocache` }).toString(),
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().results.bindings;
  }
  const count = async (graph: string) => Number((await select(`SELECT (COUNT(*) AS ?n) WHERE { GRAPH <${graph}> { ?s ?p ?o } }`))[0]!.n!.value);
  const uploadsDir = () => path.join(s.config.dataDir, 'uploads');
  const keptFiles = () => {
    const dir = path.join(uploadsDir(), 'store');
    return fs.existsSync(dir) ? fs.readdirSync(dir).length : 0;
  };
  const incoming = () => {
    const dir = path.join(uploadsDir(), '.incoming');
    return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
  };

  describe.skipIf(kind.skip)('', () => {
    it('loads a Turtle file into the graph it is given', async () => {
      const bytes = fs.readFileSync(botTest);
      const res = await upload({ command: 'uploadRDF', graph: 'urn:graph:bot', debugMode: 'true' }, { name: 'bot_test.ttl', bytes });
      expect(res.statusCode, res.body).toBe(200);
      const expected = parse(bytes.toString('utf8'), { format: 'text/turtle' }).length;
      expect(res.json()).toMatchObject({ success: true, loggedIn: true, errors: [], graph: 'urn:graph:bot', quads: expected });
      expect(res.json().debugMessages).toEqual([`INFO: ${expected} triples loaded into graph <urn:graph:bot>`]);
      expect(await count('urn:graph:bot')).toBe(expected);
      const rooms = await select('SELECT ?room WHERE { GRAPH <urn:graph:bot> { ?room a <https://w3id.org/bot#Space> } }');
      expect(rooms.length).toBeGreaterThan(0);
    });

    it('knows the RDF format by media type or by extension (JSON-LD, N-Quads)', async () => {
      const ld = await upload({ command: 'uploadRDF', graph: 'urn:graph:linkset' }, { name: 'metadata.txt', bytes: fs.readFileSync(jsonLd), type: 'application/ld+json' });
      expect(ld.statusCode, ld.body).toBe(200);
      expect(await count('urn:graph:linkset')).toBe(ld.json().quads);
      expect(ld.json().quads).toBeGreaterThan(10);
      // N-Quads name their own graphs; the graph parameter does not apply.
      const nq = await upload({ command: 'uploadRDF', graph: 'urn:graph:ignored' }, { name: 'model.nq', bytes: fs.readFileSync(nQuads) });
      expect(nq.statusCode, nq.body).toBe(200);
      expect(nq.json().graph).toBe('');
      expect(await count('http://data.pdok.nl/mossel-en-oesterhabitats')).toBeGreaterThan(0);
      expect(await count('urn:graph:ignored')).toBe(0);
    });

    it('loads nothing from a file with a syntax error, and names the line', async () => {
      const lines = fs.readFileSync(botTest, 'utf8').split('\n');
      const broken = 40;
      lines.splice(broken - 1, 0, '<urn:a> <urn:b> "never closed .');
      const res = await upload({ command: 'uploadRDF', graph: 'urn:graph:broken' }, { name: 'broken.ttl', bytes: lines.join('\n') });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, errors: [res.json().message] });
      expect(res.json().message).toMatch(new RegExp(`^The file was not loaded: .*line ${broken}\\b`));
      expect(await count('urn:graph:broken')).toBe(0);
      expect(incoming()).toEqual([]);
    });

    it('refuses RDF/XML that declares entities (an entity bomb), loading nothing', async () => {
      const bomb = `<?xml version="1.0"?>
<!-- a comment first, as any prolog may have -->
<!DOCTYPE rdf:RDF [
  <!ENTITY a "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa">
  <!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">
  <!ENTITY c "&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;">
]>
<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" xmlns:ex="http://example.org/">
  <rdf:Description rdf:about="http://example.org/bomb"><ex:text>&c;</ex:text></rdf:Description>
</rdf:RDF>`;
      const res = await upload({ command: 'uploadRDF', graph: 'urn:graph:bomb' }, { name: 'bomb.rdf', bytes: bomb });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/^The file was not loaded: RDF\/XML with a DOCTYPE or ENTITY declaration is not accepted/);
      expect(await count('urn:graph:bomb')).toBe(0);
      // The same data without the declaration loads.
      const plain = bomb.replace(/<!DOCTYPE[\s\S]*?\]>/, '').replace('&c;', 'safe');
      expect((await upload({ command: 'uploadRDF', graph: 'urn:graph:bomb' }, { name: 'plain.rdf', bytes: plain })).statusCode).toBe(200);
      expect(await count('urn:graph:bomb')).toBe(1);
    });

    it('turns the rows of a workbook into typed RDF in the given graph', async () => {
      const res = await upload({ command: 'uploadAnyXLSX', graph: 'urn:graph:buildings' }, { name: 'buildings.xlsx', bytes: await buildingsWorkbook() });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ success: true, graph: 'urn:graph:buildings' });
      const rows = await select(`PREFIX col: <urn:grafiek:xlsx:column:> PREFIX x: <urn:grafiek:xlsx:>
        SELECT ?row ?n ?name ?year ?height ?opened ?site ?alias WHERE { GRAPH <urn:graph:buildings> {
          ?row a x:Row ; x:rowNumber ?n ; x:sheet [ a x:Sheet ; <http://www.w3.org/2000/01/rdf-schema#label> "Buildings" ; x:fileName "buildings.xlsx" ] ;
            col:Name ?name ; col:Year_built ?year ; col:Height_m ?height ; col:Opened ?opened .
          OPTIONAL { ?row col:Website ?site } OPTIONAL { ?row col:Name_2 ?alias } } } ORDER BY ?n`);
      expect(rows).toHaveLength(2);
      const [dom, rietveld] = rows;
      expect(dom!.row!.value).toBe('urn:graph:buildings/Buildings/row/2');
      expect(dom!.name!.value).toBe('Dom Tower');
      expect(dom!.year).toMatchObject({ value: '1382', datatype: 'http://www.w3.org/2001/XMLSchema#integer' });
      expect(dom!.height).toMatchObject({ value: '112.32', datatype: 'http://www.w3.org/2001/XMLSchema#decimal' });
      expect(dom!.opened).toMatchObject({ value: '1382-01-01', datatype: 'http://www.w3.org/2001/XMLSchema#date' });
      expect(dom!.site).toMatchObject({ type: 'uri', value: 'https://domtoren.nl/' });
      expect(dom!.alias!.value).toBe('Domtoren');
      expect(rietveld!.name!.value).toBe('Rietveld Schröder House');
      expect(rietveld!.opened).toMatchObject({ value: '1925-03-01T14:30:00Z', datatype: 'http://www.w3.org/2001/XMLSchema#dateTime' });
      expect(rietveld!.site).toBeUndefined();
      const label = await select('SELECT ?l WHERE { GRAPH <urn:graph:buildings> { <urn:grafiek:xlsx:column:Height_m> <http://www.w3.org/2000/01/rdf-schema#label> ?l } }');
      expect(label.map((b) => b.l!.value)).toEqual(['Height (m)']);
    });

    it('refuses a workbook that is a zip bomb with 413 and the limit, loading nothing', async () => {
      const zip = new JSZip();
      zip.file('[Content_Types].xml', '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>');
      zip.file('xl/worksheets/sheet1.xml', ' '.repeat(4 * 1024 * 1024));
      const bytes = await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
      const res = await upload({ command: 'uploadAnyXLSX', graph: 'urn:graph:bomb-sheet' }, { name: 'bomb.xlsx', bytes });
      expect(res.statusCode, res.body).toBe(413);
      expect(res.json()).toMatchObject({ success: false, errors: [res.json().message] });
      expect(res.json().message).toMatch(/^"bomb\.xlsx" is refused as a zip bomb: "xl\/worksheets\/sheet1\.xml" is compressed more than 200 to 1/);
      expect(await count('urn:graph:bomb-sheet')).toBe(0);
      expect(incoming()).toEqual([]);
    });

    it('puts a workbook without a graph parameter into a graph of its own upload', async () => {
      const res = await upload({ command: 'uploadAnyXLSX' }, { name: 'buildings.xlsx', bytes: await buildingsWorkbook() });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().graph).toMatch(/^urn:grafiek:upload:[0-9a-f-]{36}$/);
      expect(await count(res.json().graph)).toBe(res.json().quads);
    });

    it('processes an upload as a job: during the request, or in the background when asked, and follows it to the end', async () => {
      const job = async (id: string, who: Persona = 'editor') =>
        (await s.app.inject({ method: 'GET', url: `/api/jobs/store/${id}`, headers: s.auth(who) })).json();
      const ended = (id: string) =>
        vi.waitFor(
          async () => {
            const current = await job(id);
            if (current.status !== 'DONE' && current.status !== 'FAILED') throw new Error(`job ${id} is ${current.status}`);
            return current;
          },
          { timeout: 15_000, interval: 20 },
        );

      const now = await upload({ command: 'uploadAnyXLSX', graph: 'urn:graph:job-now', initiatorTags: 'sheets' }, { name: 'buildings.xlsx', bytes: await buildingsWorkbook() });
      expect(now.statusCode, now.body).toBe(200);
      expect(await job(now.json().jobId)).toMatchObject({
        kind: 'upload',
        name: 'buildings.xlsx',
        status: 'DONE',
        initiatorTags: ['uploadAnyXLSX', 'sheets'],
        message: `"buildings.xlsx": ${now.json().quads} triples from 2 rows of 1 sheet loaded into graph <urn:graph:job-now>.`,
        result: { fileName: 'buildings.xlsx', graph: 'urn:graph:job-now', quads: now.json().quads },
      });

      const rule = await s.app.inject({
        method: 'PUT',
        url: '/api/repositories/store/rules/registerLater',
        headers: s.auth('editor'),
        payload: { template: 'INSERT DATA { GRAPH <urn:graph:later> { <{{fileUrl}}> <urn:project> "{{project}}" } }', tags: ['later'] },
      });
      expect(rule.statusCode, rule.body).toBe(200);
      const later = await upload(
        { command: 'uploadAnyFile:later', project: 'Later', background: 'true', initiatorTags: '["nightly", "files"]' },
        { name: 'later.txt', bytes: 'processed after the answer' },
      );
      expect(later.statusCode, later.body).toBe(202);
      expect(later.json()).toMatchObject({ success: true, errors: [], jobId: expect.any(String) });
      expect(later.json().fileUrl).toBeUndefined();
      const done = await ended(later.json().jobId);
      expect(done).toMatchObject({ status: 'DONE', initiatorTags: ['uploadAnyFile', 'later', 'nightly', 'files'], result: { fileName: 'later.txt' } });
      expect(done.message).toBe('"later.txt" (26 bytes) kept. 1 rule tagged "later" ran.');
      const download = await s.app.inject({ method: 'GET', url: new URL(done.result.fileUrl).pathname, headers: s.auth('viewer') });
      expect(download.body).toBe('processed after the answer');
      expect((await select(`SELECT ?n WHERE { GRAPH <urn:graph:later> { <${done.result.fileUrl}> <urn:project> ?n } }`)).map((b) => b.n!.value)).toEqual(['Later']);
      // Readers see that it ran, not what it made.
      expect(await job(later.json().jobId, 'viewer')).not.toHaveProperty('result');

      const broken = await upload({ command: 'uploadRDF', graph: 'urn:graph:job-broken', background: 'true' }, { name: 'broken.ttl', bytes: '<urn:a> <urn:b> "never closed .' });
      expect(broken.statusCode).toBe(202);
      const failed = await ended(broken.json().jobId);
      expect(failed).toMatchObject({ status: 'FAILED', message: 'Upload of "broken.ttl" failed.' });
      expect(failed.errors[0]).toMatch(/^The file was not loaded: /);
      expect(await count('urn:graph:job-broken')).toBe(0);
      // The temporary files are gone once the jobs have ended.
      expect(incoming()).toEqual([]);
    });

    it('judges files by content: a text named .xlsx or .pdf is refused, and nothing is loaded or kept', async () => {
      const before = keptFiles();
      const fakeWorkbook = await upload({ command: 'uploadAnyXLSX', graph: 'urn:graph:fake' }, { name: 'data.xlsx', bytes: 'Name,Year\nDom,1382\n' });
      expect(fakeWorkbook.statusCode).toBe(400);
      expect(fakeWorkbook.json().message).toBe('"data.xlsx" is named .xlsx but its content is not an Excel workbook.');
      const csvAsWorkbook = await upload({ command: 'uploadAnyXLSX', graph: 'urn:graph:fake' }, { name: 'data.csv', bytes: 'Name,Year\n' });
      expect(csvAsWorkbook.json().message).toBe('"data.csv" is not an Excel workbook (.xlsx).');
      const fakePdf = await upload({ command: 'uploadAnyFile' }, { name: 'report.pdf', bytes: '<html><script>alert(1)</script></html>' });
      expect(fakePdf.statusCode).toBe(400);
      expect(fakePdf.json().message).toMatch(/named \.pdf but its content is not a PDF/);
      const ifcAsRdf = await upload({ command: 'uploadRDF', graph: 'urn:graph:fake' }, { name: 'house.ttl', bytes: fs.readFileSync(smallIfc) });
      expect(ifcAsRdf.json().message).toMatch(/is not RDF: its content is an IFC file/);
      expect(await count('urn:graph:fake')).toBe(0);
      expect(keptFiles()).toBe(before);
    });

    it('keeps any file, runs the rules of the tag with its location, and serves it to those who may query', async () => {
      const bytes = fs.readFileSync(smallIfc);
      const res = await upload({ command: 'uploadAnyFile:ingest', project: 'Open House', debugMode: 'true' }, { name: 'C:\\models\\Ifc Open House.ifc', bytes });
      expect(res.statusCode, res.body).toBe(200);
      const answer = res.json();
      expect(answer).toMatchObject({ success: true, loggedIn: true, errors: [], fileName: 'Ifc_Open_House.ifc' });
      expect(answer.fileUrl).toMatch(/^http:\/\/localhost(:\d+)?\/api\/download\/store\/[0-9a-f-]{36}\/Ifc_Open_House\.ifc$/);
      expect(answer.debugMessages).toContain('INFO: Rule "registerFile" ran.');
      const registered = await select('SELECT ?file ?name ?project WHERE { GRAPH <urn:graph:files> { ?file <urn:name> ?name ; <urn:project> ?project } }');
      expect(registered).toEqual([
        { file: { type: 'uri', value: answer.fileUrl }, name: { type: 'literal', value: 'Ifc_Open_House.ifc' }, project: { type: 'literal', value: 'Open House' } },
      ]);

      const downloadPath = new URL(answer.fileUrl).pathname;
      const download = await s.app.inject({ method: 'GET', url: downloadPath, headers: s.auth('viewer') });
      expect(download.statusCode).toBe(200);
      expect(download.rawPayload.equals(bytes)).toBe(true);
      expect(download.headers['content-disposition']).toBe('attachment; filename="Ifc_Open_House.ifc"');
      expect(download.headers['content-type']).toBe('application/x-step');
      expect((await s.app.inject({ method: 'GET', url: downloadPath })).statusCode).toBe(401);
      expect((await s.app.inject({ method: 'GET', url: downloadPath, headers: s.auth('otherProjectEditor') })).statusCode).toBe(403);
      expect((await s.app.inject({ method: 'GET', url: downloadPath.replace(/[0-9a-f]{12}\//, '000000000000/'), headers: s.auth('viewer') })).statusCode).toBe(404);

      const logs = (await s.app.inject({ method: 'GET', url: '/api/repositories/store/rule-logs', headers: s.auth('editor') })).json();
      expect(logs[0]).toMatchObject({ tag: 'ingest', success: true, params: { fileUrl: answer.fileUrl, fileName: 'Ifc_Open_House.ifc', project: 'Open House' } });
    });

    it('takes the tag from command3 as well, keeps a file without a tag, and reports a tag without rules', async () => {
      const viaCommand3 = await upload({ command: 'uploadAnyFile', command3: 'ingest', project: 'p' }, { name: 'notes.txt', bytes: 'hello' });
      expect(viaCommand3.json()).toMatchObject({ success: true, fileName: 'notes.txt' });
      const untagged = await upload({ command: 'uploadAnyFile' }, { name: 'notes.txt', bytes: 'hello again' });
      expect(untagged.json()).toMatchObject({ success: true, errors: [] });
      expect(untagged.json().fileUrl).not.toBe(viaCommand3.json().fileUrl);
      const noRules = await upload({ command: 'uploadAnyFile:nothing-here' }, { name: 'notes.txt', bytes: 'x' });
      expect(noRules.json()).toMatchObject({ success: false, errors: ['No rules have the tag "nothing-here" in repository "store".'] });
    });

    it('keeps an upload named meta.json like any other, and serves it back', async () => {
      const res = await upload({ command: 'uploadAnyFile' }, { name: 'meta.json', bytes: '{"mine":true}' });
      expect(res.json()).toMatchObject({ success: true, fileName: 'meta.json' });
      const download = await s.app.inject({ method: 'GET', url: new URL(res.json().fileUrl).pathname, headers: s.auth('viewer') });
      expect(download.statusCode).toBe(200);
      expect(download.body).toBe('{"mine":true}');
    });

    it('refuses a file over the limit with 413 and keeps nothing', async () => {
      const before = keptFiles();
      const triples = await count('urn:graph:files');
      const res = await upload({ command: 'uploadAnyFile:ingest', project: 'too big' }, { name: 'AC20-FZK-Haus.ifc', bytes: fs.readFileSync(largeIfc) });
      expect(res.statusCode).toBe(413);
      expect(res.json()).toMatchObject({ success: false, message: "The file is larger than this server's upload limit of 200 KiB (GRAFIEK_UPLOAD_LIMIT)." });
      expect(keptFiles()).toBe(before);
      expect(incoming()).toEqual([]);
      expect(await count('urn:graph:files')).toBe(triples);
    });

    it('says what is wrong with a request that is not an upload it knows', async () => {
      const file = { name: 'a.ttl', bytes: '<urn:a> <urn:b> <urn:c> .' };
      const unknown = await upload({ command: 'uploadEverything' }, file);
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().message).toBe('Unknown upload command "uploadEverything": use uploadAnyFile, uploadAnyXLSX, uploadRDF.');
      expect((await upload({}, file)).json().message).toMatch(/Name what to do with the file in the field "command"/);
      expect((await upload({ command: 'uploadRDF' })).json().message).toBe('Send the file in the field "file".');
      expect((await upload({ command: 'uploadRDF', graph: 'not an iri' }, file)).json().message).toBe('The graph "not an iri" is not an absolute IRI.');
      const two = new FormData();
      two.append('command', 'uploadRDF');
      two.append('file', new Blob(['<urn:a> <urn:b> <urn:c> .']), 'one.nt');
      two.append('file', new Blob(['<urn:d> <urn:e> <urn:f> .']), 'two.nt');
      const twoRequest = new Request('http://localhost/', { method: 'POST', body: two });
      const twoFiles = await s.app.inject({
        method: 'POST',
        url: '/api/upload/store',
        headers: { 'content-type': twoRequest.headers.get('content-type')!, ...s.auth('editor') },
        payload: Buffer.from(await twoRequest.arrayBuffer()),
      });
      expect(twoFiles.statusCode).toBe(400);
      expect(twoFiles.json().message).toBe('Send one file per upload.');
      expect(incoming()).toEqual([]);
      const json = await s.app.inject({ method: 'POST', url: '/api/upload/store', headers: s.auth('editor'), payload: { command: 'uploadRDF' } });
      expect(json.statusCode).toBe(400);
      expect(json.json().message).toMatch(/multipart\/form-data/);
      expect((await s.app.inject({ method: 'POST', url: '/api/upload/nowhere', headers: s.auth('editor'), payload: {} })).statusCode).toBe(404);
    });

    it('lets only those who may change the repository upload: authors of its project, or a repository login with full access', async () => {
      const file = { name: 'a.ttl', bytes: '<urn:who> <urn:was> <urn:here> .' };
      const fields = { command: 'uploadRDF', graph: 'urn:graph:access' };
      expect((await upload(fields, file, 'anonymous')).statusCode).toBe(401);
      expect((await upload(fields, file, 'viewer')).statusCode).toBe(403);
      expect((await upload(fields, file, 'otherProjectEditor')).statusCode).toBe(403);
      expect(await count('urn:graph:access')).toBe(0);

      for (const [login, fullAccess] of [['reader', false], ['writer', true]] as const) {
        await s.app.inject({ method: 'PUT', url: `/api/repositories/store/accounts/${login}`, headers: s.auth('superadmin'), payload: { password: `${login} password`, fullAccess } });
      }
      const cookie = async (login: string) => {
        const res = await s.app.inject({ method: 'POST', url: '/api/login/store', payload: { login, psw: `${login} password` } });
        return String(res.headers['set-cookie']).split(';')[0]!;
      };
      expect((await upload(fields, file, 'anonymous', { cookie: await cookie('reader') })).statusCode).toBe(403);
      const written = await upload(fields, file, 'anonymous', { cookie: await cookie('writer') });
      expect(written.statusCode, written.body).toBe(200);
      expect(written.json().loggedIn).toBe(true);
      expect(await count('urn:graph:access')).toBe(1);
    });
  });
});
