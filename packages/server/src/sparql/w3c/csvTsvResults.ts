import { literal, xsd, type QueryResults, type ResultTerm, type Solution } from './resultTerms.js';

/**
 * CSV cells carry no term type: an IRI, a literal and a number all arrive as text. A cell is
 * kept as a literal of this marker datatype (a blank node as a blank node, since `_:` labels are
 * renamed freely); the comparison then looks only at the text, and at the number it spells.
 */
export const csvCellDatatype = 'urn:grafiek:w3c:csv-cell';

/** Rows of RFC 4180 CSV (quoted fields with "" escapes, CRLF or LF line ends). */
export function parseCsvRows(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let i = 0;
  let quoted = false;
  let atCellStart = true;
  while (i < text.length) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 2;
        continue;
      }
      if (c === '"') quoted = false;
      else cell += c;
      i++;
      continue;
    }
    if (c === '"' && atCellStart) {
      quoted = true;
      atCellStart = false;
      i++;
    } else if (c === ',') {
      row.push(cell);
      cell = '';
      atCellStart = true;
      i++;
    } else if (c === '\r' || c === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      atCellStart = true;
      i += c === '\r' && text[i + 1] === '\n' ? 2 : 1;
    } else {
      cell += c;
      atCellStart = false;
      i++;
    }
  }
  if (cell !== '' || row.length) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}

/** SPARQL 1.1 Query Results CSV: a header of variable names, an empty field for an unbound variable. */
export function parseSparqlCsvResults(text: string): QueryResults {
  const [header, ...rows] = parseCsvRows(text);
  if (!header) throw new Error('CSV results without a header line');
  const solutions = rows.map((cells) => {
    if (cells.length !== header.length) throw new Error(`CSV row has ${cells.length} fields, the header ${header.length}: ${cells.join(',')}`);
    const solution: Solution = new Map();
    cells.forEach((cell, i) => {
      if (cell === '') return;
      solution.set(header[i]!, cell.startsWith('_:') ? { type: 'bnode', value: cell.slice(2) } : literal(cell, csvCellDatatype));
    });
    return solution;
  });
  return { kind: 'bindings', variables: header, solutions };
}

/** SPARQL 1.1 Query Results TSV: a header of ?variables, terms in Turtle syntax, an empty field when unbound. */
export function parseSparqlTsvResults(text: string): QueryResults {
  const lines = text.split(/\r?\n/);
  if (lines[lines.length - 1] === '') lines.pop();
  const [header, ...rows] = lines;
  if (header === undefined) throw new Error('TSV results without a header line');
  const variables = header === '' ? [] : header.split('\t').map((v) => v.replace(/^[?$]/, ''));
  const solutions = rows.map((line) => {
    const cells = line.split('\t');
    if (cells.length !== variables.length) throw new Error(`TSV row has ${cells.length} fields, the header ${variables.length}: ${line}`);
    const solution: Solution = new Map();
    cells.forEach((cell, i) => {
      if (cell.trim() !== '') solution.set(variables[i]!, tsvTerm(cell.trim()));
    });
    return solution;
  });
  return { kind: 'bindings', variables, solutions };
}

const escapes: Record<string, string> = { t: '\t', b: '\b', n: '\n', r: '\r', f: '\f', '"': '"', "'": "'", '\\': '\\' };

function unescapeString(body: string) {
  return body.replace(/\\(u[0-9a-fA-F]{4}|U[0-9a-fA-F]{8}|.)/g, (whole, e: string) => {
    if (e[0] === 'u' || e[0] === 'U') return String.fromCodePoint(parseInt(e.slice(1), 16));
    return escapes[e] ?? whole;
  });
}

/** One TSV field: an IRI, a blank node, a quoted literal with @lang or ^^<datatype>, or a Turtle number or boolean. */
export function tsvTerm(cell: string): ResultTerm {
  if (cell.startsWith('<') && cell.endsWith('>')) return { type: 'uri', value: unescapeString(cell.slice(1, -1)) };
  if (cell.startsWith('_:')) return { type: 'bnode', value: cell.slice(2) };
  const quotedLiteral = /^"((?:[^"\\]|\\.)*)"(?:@([a-zA-Z]+(?:-[a-zA-Z0-9]+)*)|\^\^<([^>]*)>)?$/.exec(cell);
  if (quotedLiteral) return literal(unescapeString(quotedLiteral[1]!), quotedLiteral[3], quotedLiteral[2]);
  if (/^[+-]?\d+$/.test(cell)) return literal(cell, `${xsd}integer`);
  if (/^[+-]?\d*\.\d+$/.test(cell)) return literal(cell, `${xsd}decimal`);
  if (/^[+-]?(\d+\.?\d*|\.\d+)[eE][+-]?\d+$/.test(cell)) return literal(cell, `${xsd}double`);
  if (cell === 'true' || cell === 'false') return literal(cell, `${xsd}boolean`);
  throw new Error(`cannot read the TSV field ${cell}`);
}
