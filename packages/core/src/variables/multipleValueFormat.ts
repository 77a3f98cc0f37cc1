/**
 * How a multiple selection (List widget) is published as one variable, so that a query can use
 * it directly: the csv forms are comma-separated for `FILTER(?x IN ({{v}}))`, the sparql value
 * forms space-separated for `VALUES ?x { {{v}} }`; "uri" writes IRIs, "string" string literals.
 */
export const MULTIPLE_VALUE_FORMATS = ['csv as uri', 'csv as string', 'sparql value string', 'sparql value uri', 'JSON array'] as const;
export type MultipleValueFormat = (typeof MULTIPLE_VALUE_FORMATS)[number];

export function isMultipleValueFormat(value: unknown): value is MultipleValueFormat {
  return typeof value === 'string' && (MULTIPLE_VALUE_FORMATS as readonly string[]).includes(value);
}

const IRI_FORBIDDEN = /[<>"{}|^`\\\u0000-\u0020]/u;
const STRING_ESCAPES: Readonly<Record<string, string>> = { '\\': '\\\\', '"': '\\"', '\n': '\\n', '\r': '\\r', '\t': '\\t' };
const STRING_UNESCAPES: Readonly<Record<string, string>> = { '\\': '\\', '"': '"', "'": "'", n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' };

export function formatMultipleValues(values: readonly string[], format: MultipleValueFormat): string {
  switch (format) {
    case 'JSON array':
      return JSON.stringify(values);
    case 'csv as uri':
      return values.map(iri).join(',');
    case 'sparql value uri':
      return values.map(iri).join(' ');
    case 'csv as string':
      return values.map(stringLiteral).join(',');
    case 'sparql value string':
      return values.map(stringLiteral).join(' ');
  }
}

/** The values back from their published form; throws a clear error on malformed input. */
export function parseMultipleValues(text: string, format: MultipleValueFormat): string[] {
  if (format === 'JSON array') return parseJsonArray(text);
  const separator = format.startsWith('csv') ? ',' : ' ';
  const kind = format.endsWith('uri') ? 'uri' : 'string';
  const values: string[] = [];
  let i = skipSpace(text, 0);
  while (i < text.length) {
    if (values.length > 0) {
      if (separator === ',') {
        if (text[i] !== ',') throw malformed(format, text, i, 'a comma');
        i = skipSpace(text, i + 1);
      } else if (!/\s/.test(text[i - 1] ?? '')) {
        throw malformed(format, text, i, 'a space');
      }
    }
    const read = kind === 'uri' ? readIri(text, i) : readString(text, i);
    if (!read) throw malformed(format, text, i, kind === 'uri' ? 'an IRI in <...>' : 'a string in "..."');
    values.push(read.value);
    i = skipSpace(text, read.end);
  }
  return values;
}

function iri(value: string): string {
  if (IRI_FORBIDDEN.test(value)) throw new Error(`Cannot write ${JSON.stringify(value)} as an IRI: it contains a character not allowed in <...>`);
  return `<${value}>`;
}

function stringLiteral(value: string): string {
  return `"${value.replace(/[\\"\n\r\t]/g, (char) => STRING_ESCAPES[char] ?? char)}"`;
}

function readIri(text: string, start: number): { value: string; end: number } | undefined {
  if (text[start] !== '<') return undefined;
  const close = text.indexOf('>', start + 1);
  if (close === -1) return undefined;
  const value = text.slice(start + 1, close);
  return IRI_FORBIDDEN.test(value) ? undefined : { value, end: close + 1 };
}

function readString(text: string, start: number): { value: string; end: number } | undefined {
  const quote = text[start];
  if (quote !== '"' && quote !== "'") return undefined;
  let value = '';
  for (let i = start + 1; i < text.length; i++) {
    const char = text[i]!;
    if (char === quote) return { value, end: i + 1 };
    if (char === '\\') {
      const unescaped = STRING_UNESCAPES[text[i + 1] ?? ''];
      if (unescaped === undefined) return undefined;
      value += unescaped;
      i++;
    } else value += char;
  }
  return undefined;
}

function parseJsonArray(text: string): string[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new Error(`Malformed multiple-value parameter (JSON array): ${JSON.stringify(text)} is not JSON`);
  }
  if (!Array.isArray(parsed)) throw new Error(`Malformed multiple-value parameter (JSON array): ${JSON.stringify(text)} is not an array`);
  return parsed.map((item) => (typeof item === 'string' ? item : JSON.stringify(item)));
}

function skipSpace(text: string, i: number): number {
  while (i < text.length && /\s/.test(text[i]!)) i++;
  return i;
}

function malformed(format: MultipleValueFormat, text: string, at: number, expected: string): Error {
  return new Error(`Malformed multiple-value parameter (${format}): expected ${expected} at position ${at} of ${JSON.stringify(text)}`);
}
