/** Prefix names to namespace IRIs, as queries use them: Yasgui, and the query field of the widget settings. */
export type PrefixMap = Readonly<Record<string, string>>;

export interface PrefixReading {
  prefixes: PrefixMap;
  /** Lines (or entries) that name no prefix and namespace, in words an author can act on. */
  problems: string[];
}

const PREFIX_NAME = /^(?:[A-Za-z][\w.-]*)?$/;
const NAMESPACE = /^[A-Za-z][\w+.-]*:[^<>\s"{}|\\^`]*$/;
/** `ex: <http://…>` or `ex: http://…` (SPARQL's and Turtle's keyword and final dot already gone). */
const WITH_COLON = /^([A-Za-z][\w.-]*)?\s*:\s+<?([^<>\s]+?)>?$|^([A-Za-z][\w.-]*)?:<([^<>\s]+)>$/;
/** `ex http://…` */
const WITHOUT_COLON = /^([A-Za-z][\w.-]*)\s+<?([^<>\s]+?)>?$/;

/**
 * Reads the prefixes option: a JSON object `{"ex": "http://example.org/"}` (as an older editor
 * may have stored it) or text with one prefix per line, in SPARQL's or Turtle's form or without
 * their punctuation. Empty lines and lines starting with # are skipped.
 */
export function readPrefixes(value: unknown): PrefixReading {
  const prefixes: Record<string, string> = {};
  const problems: string[] = [];
  const refuse = (source: string) => problems.push(`Prefixes: "${source}" is not a prefix name and a namespace IRI (e.g. ex: http://example.org/).`);
  const add = (name: string, namespace: string, source: string) => {
    if (!PREFIX_NAME.test(name) || !NAMESPACE.test(namespace)) refuse(source);
    else prefixes[name] = namespace;
  };
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [name, namespace] of Object.entries(value)) add(name, typeof namespace === 'string' ? namespace : '', `${name}: ${String(namespace)}`);
    return { prefixes, problems };
  }
  if (typeof value !== 'string') return { prefixes, problems };
  for (const raw of value.split(/\r?\n/)) {
    const source = raw.trim();
    if (!source || source.startsWith('#')) continue;
    const line = source.replace(/^@?prefix\s+/i, '').replace(/\s*\.$/, '');
    const colon = WITH_COLON.exec(line);
    const bare = colon ? null : WITHOUT_COLON.exec(line);
    if (colon) add(colon[1] ?? colon[3] ?? '', colon[2] ?? colon[4]!, source);
    else if (bare) add(bare[1]!, bare[2]!, source);
    else refuse(source);
  }
  return { prefixes, problems };
}

/** The prefix names a query declares with PREFIX. */
export function declaredPrefixes(query: string): Set<string> {
  return new Set([...query.matchAll(/\bprefix\s+([A-Za-z][\w.-]*)?\s*:/gi)].map((match) => match[1] ?? ''));
}

/**
 * The query with a PREFIX line in front for each prefix it uses but does not declare, so that
 * a query written against the widget's prefixes runs as it reads.
 */
export function withMissingPrefixes(query: string, prefixes: PrefixMap): string {
  const declared = declaredPrefixes(query);
  // Strings and IRIs may hold "ex:" without using the prefix.
  const code = query.replace(/"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'|<[^<>\s]*>|#[^\n]*/g, ' ');
  const lines = Object.entries(prefixes)
    .filter(([name]) => !declared.has(name) && new RegExp(`(^|[\\s(,;/^|!{}\\[\\]])${escapeRegExp(name)}:`).test(code))
    .map(([name, namespace]) => prefixDeclaration(name, namespace));
  return lines.length ? `${lines.join('\n')}\n${query}` : query;
}

export function prefixDeclaration(name: string, namespace: string): string {
  return `PREFIX ${name}: <${namespace}>`;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&');
}
