import crypto from 'node:crypto';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import ExcelJS from 'exceljs';
import { parse } from 'oxigraph';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../testing/testDatabases.js';
import { startTestServer, type TestServer } from '../testing/testServer.js';

const virtuoso = process.env.TEST_VIRTUOSO_URL;
const skip = virtuoso || process.env.CI ? false : 'TEST_VIRTUOSO_URL is not set: Virtuoso upload tests skipped';
const botTest = fileURLToPath(new URL('../../../../../shared/data/bot/examples/bot_test.ttl', import.meta.url));

describe.skipIf(skip)('uploads into a remote repository, on Virtuoso', () => {
  let s: TestServer;
  const run = crypto.randomUUID();
  const graphs = { bot: `urn:grafiek:uploads:${run}:bot`, sheet: `urn:grafiek:uploads:${run}:sheet`, broken: `urn:grafiek:uploads:${run}:broken` };

  beforeAll(async () => {
    if (!virtuoso) throw new Error('CI requires TEST_VIRTUOSO_URL');
    s = await startTestServer(testDatabaseKinds[0]!, {}, {
      repositories: [{ name: 'virt', kind: 'remote', public: false, projects: ['alpha'], queryUrl: virtuoso }],
    });
  });
  afterAll(async () => {
    for (const graph of Object.values(graphs)) {
      await s?.app.inject({
        method: 'POST',
        url: '/api/sparql/virt',
        headers: { 'content-type': 'application/sparql-update', ...s.auth('superadmin') },
        payload: `DROP SILENT GRAPH <${graph}>`,
      });
    }
    await s?.close();
  });

  async function upload(fields: Record<string, string>, name: string, bytes: Uint8Array | string) {
    const form = new FormData();
    for (const [key, value] of Object.entries(fields)) form.append(key, value);
    form.append('file', new Blob([bytes]), name);
    const request = new Request('http://localhost/', { method: 'POST', body: form });
    return s.app.inject({
      method: 'POST',
      url: '/api/upload/virt',
      headers: { 'content-type': request.headers.get('content-type')!, ...s.auth('editor') },
      payload: Buffer.from(await request.arrayBuffer()),
    });
  }
  const count = async (graph: string) => {
    const res = await s.app.inject({
      method: 'GET',
      url: `/api/sparql/virt?query=${encodeURIComponent(`SELECT (COUNT(*) AS ?n) WHERE { GRAPH <${graph}> { ?s ?p ?o } } #nocache`)}`,
      headers: { accept: 'application/sparql-results+json', ...s.auth('editor') },
    });
    return Number(res.json().results.bindings[0].n.value);
  };

  it('loads a Turtle file into a graph', async () => {
    const bytes = fs.readFileSync(botTest);
    const res = await upload({ command: 'uploadRDF', graph: graphs.bot }, 'bot_test.ttl', bytes);
    expect(res.statusCode, res.body).toBe(200);
    expect(await count(graphs.bot)).toBe(parse(bytes.toString('utf8'), { format: 'text/turtle' }).length);
  });

  it('loads spreadsheet rows', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('People');
    sheet.addRow(['Name', 'Age']);
    sheet.addRow(['Ada', 36]);
    sheet.addRow(['Bo', 41]);
    const res = await upload({ command: 'uploadAnyXLSX', graph: graphs.sheet }, 'people.xlsx', Buffer.from(await workbook.xlsx.writeBuffer()));
    expect(res.statusCode, res.body).toBe(200);
    expect(await count(graphs.sheet)).toBe(res.json().quads);
  });

  it('sends nothing to the store from a file with a syntax error', async () => {
    const res = await upload({ command: 'uploadRDF', graph: graphs.broken }, 'broken.nt', '<urn:a> <urn:b> <urn:c> .\n<urn:a> <urn:b> "open .\n');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/line 2/);
    expect(await count(graphs.broken)).toBe(0);
  });
});
