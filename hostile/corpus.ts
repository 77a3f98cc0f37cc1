/**
 * Builders of the hostile inputs: each makes, in memory and in a moment, what an attacker would
 * send. The numbers are those of issue #12's findings, or well past this server's limits.
 */
import { zipSync, type Zippable } from 'fflate';

/** `ASK { FILTER((((…1…)))) }`: the 4 KB query whose parser trap once broke a repository until restart. */
export const nestedAsk = (depth: number) => `ASK { FILTER(${'('.repeat(depth)}1${')'.repeat(depth)}) }`;

/** A query whose comment is 40,000 `#` and a `<`: a quadratic regex over comments once stalled the server. */
export const hashCommentQuery = () => `SELECT * {?s ?p ?o} #${'#'.repeat(40_000)}<`;

/** A syntactically valid query longer than `chars` characters (a long VALUES list). */
export function longQuery(chars: number): string {
  const values: string[] = [];
  let length = 0;
  for (let i = 0; length < chars; i++) {
    const value = `"v${i}"`;
    values.push(value);
    length += value.length + 1;
  }
  return `SELECT ?v WHERE { VALUES ?v { ${values.join(' ')} } } LIMIT 1`;
}

/** An app config whose main area nests `depth` split layouts deep. */
export function deepAppConfig(path: string, depth: number): Record<string, unknown> {
  let area: Record<string, unknown> = { widget: 'Text', text: 'bottom' };
  for (let i = 0; i < depth; i++) area = { widget: 'SplitLayout', direction: 'column', areaSizes: ['1'], areas: [area] };
  return { path, title: 'Deep', mainArea: area };
}

/** A JSON text of arrays nested `depth` deep, as text (JSON.stringify of such a value would recurse). */
export const deepJsonArray = (depth: number) => `{"path":"deeparray","title":"x","mainArea":${'['.repeat(depth)}${']'.repeat(depth)}}`;

/** RDF/XML with nested internal entities: a billion laughs, 10^`levels` copies of 100 characters. */
export function entityBomb(levels: number): string {
  const entities = [`  <!ENTITY e0 "${'a'.repeat(100)}">`];
  for (let i = 1; i <= levels; i++) entities.push(`  <!ENTITY e${i} "${`&e${i - 1};`.repeat(10)}">`);
  return `<?xml version="1.0"?>
<!DOCTYPE rdf:RDF [
${entities.join('\n')}
]>
<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" xmlns:ex="http://example.org/">
  <rdf:Description rdf:about="http://example.org/bomb"><ex:text>&e${levels};</ex:text></rdf:Description>
</rdf:RDF>
`;
}

const SHEET_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG_REL_NS = 'http://schemas.openxmlformats.org/package/2006/relationships';

/** The parts of a one-sheet workbook around its sheet XML, as Excel writes them (the least of them). */
function workbookParts(sheetXml: string): Zippable {
  const text = (s: string) => new TextEncoder().encode(s);
  return {
    '[Content_Types].xml': text(
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
        '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
        '<Default Extension="xml" ContentType="application/xml"/>' +
        '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
        '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
        '</Types>',
    ),
    '_rels/.rels': text(
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="${PKG_REL_NS}">` +
        `<Relationship Id="rId1" Type="${REL_NS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ),
    'xl/workbook.xml': text(
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<workbook xmlns="${SHEET_NS}" xmlns:r="${REL_NS}">` +
        '<sheets><sheet name="Data" sheetId="1" r:id="rId1"/></sheets></workbook>',
    ),
    'xl/_rels/workbook.xml.rels': text(
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="${PKG_REL_NS}">` +
        `<Relationship Id="rId1" Type="${REL_NS}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
    ),
    'xl/worksheets/sheet1.xml': text(sheetXml),
  };
}

const sheet = (dimension: string, rows: string) =>
  `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<worksheet xmlns="${SHEET_NS}"><dimension ref="${dimension}"/><sheetData>${rows}</sheetData></worksheet>`;

const inline = (ref: string, text: string) => `<c r="${ref}" t="inlineStr"><is><t>${text}</t></is></c>`;

/** Finding 5: one header cell at column XFD (the last) and `rows` rows below it, some 13 KB zipped. */
export function farColumnWorkbook(rows: number): Uint8Array {
  let xml = `<row r="1">${inline('XFD1', 'Far (m)')}</row>`;
  for (let r = 2; r <= rows + 1; r++) xml += `<row r="${r}"><c r="XFD${r}"><v>${r / 2}</v></c></row>`;
  return zipSync(workbookParts(sheet(`XFD1:XFD${rows + 1}`, xml)), { level: 9 });
}

/** A sheet of `rows` × `columns` numbers under a header: a huge sheet in a small file. */
export function hugeSheetWorkbook(rows: number, columns: number): Uint8Array {
  const letter = (n: number) => {
    let s = '';
    for (; n > 0; n = Math.floor((n - 1) / 26)) s = String.fromCharCode(65 + ((n - 1) % 26)) + s;
    return s;
  };
  const letters = Array.from({ length: columns }, (_, c) => letter(c + 1));
  const parts = [`<row r="1">${letters.map((l, c) => inline(`${l}1`, `Column ${c + 1}`)).join('')}</row>`];
  for (let r = 2; r <= rows + 1; r++) parts.push(`<row r="${r}">${letters.map((l, c) => `<c r="${l}${r}"><v>${(r * 7 + c) % 1000}</v></c>`).join('')}</row>`);
  return zipSync(workbookParts(sheet(`A1:${letters.at(-1)}${rows + 1}`, parts.join(''))), { level: 6 });
}

/** A workbook whose sheet is `bytes` of spaces: compressed about a thousand to one (a zip bomb). */
export function zipBombWorkbook(bytes: number): Uint8Array {
  const parts = workbookParts('');
  parts['xl/worksheets/sheet1.xml'] = new Uint8Array(bytes).fill(0x20);
  return zipSync(parts, { level: 9 });
}

/**
 * A small workbook whose zip directory declares that its sheet unpacks to `declared` bytes (the
 * central directory's uncompressed size of that entry, rewritten): refused from the directory alone.
 */
export function lyingWorkbook(declared: number): Uint8Array {
  const zip = farColumnWorkbook(3);
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  const name = new TextEncoder().encode('xl/worksheets/sheet1.xml');
  for (let i = 0; i + 46 < zip.length; i++) {
    if (view.getUint32(i, true) !== 0x02014b50) continue; // a central directory header
    const nameLength = view.getUint16(i + 28, true);
    const entry = zip.subarray(i + 46, i + 46 + nameLength);
    if (entry.length === name.length && entry.every((b, k) => b === name[k])) {
      view.setUint32(i + 24, declared, true);
      return zip;
    }
  }
  throw new Error('the sheet entry is not in the zip directory');
}

/** A multipart body exactly as a browser's FormData sends it. */
export async function multipart(fields: Record<string, string>, file?: { name: string; bytes: Uint8Array | string; type?: string }) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  if (file) form.append('file', new Blob([file.bytes as BlobPart], { type: file.type ?? 'application/octet-stream' }), file.name);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return { body: Buffer.from(await request.arrayBuffer()), contentType: request.headers.get('content-type')! };
}
