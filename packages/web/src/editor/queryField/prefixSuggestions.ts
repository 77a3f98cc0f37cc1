import { COMMON_PREFIXES } from '../../kit/prefixes/commonPrefixes';
import { declaredPrefixes, prefixDeclaration, type PrefixMap } from '../../kit/prefixes/sparqlPrefixes';

/**
 * The prefixes the query field offers (YASQE's prefix completion): those the app's own queries
 * declare, the namespaces of the repository's predicates and classes, and well-known ones.
 */

/** Well-known namespaces: the common ones of the RDF viewer and a few more that queries use. */
export const WELL_KNOWN_PREFIXES: PrefixMap = {
  ...COMMON_PREFIXES,
  geof: 'http://www.opengis.net/def/function/geosparql/',
  dc: 'http://purl.org/dc/elements/1.1/',
  dcat: 'http://www.w3.org/ns/dcat#',
  prov: 'http://www.w3.org/ns/prov#',
  void: 'http://rdfs.org/ns/void#',
};

/**
 * One query for the namespaces the repository uses: the distinct predicates and classes (a
 * sample, so that a large repository answers quickly).
 */
export const REPOSITORY_TERMS_QUERY = `SELECT DISTINCT ?term WHERE {
  { SELECT DISTINCT ?term WHERE { ?s ?term ?o } LIMIT 2000 }
  UNION
  { SELECT DISTINCT ?term WHERE { ?s a ?term } LIMIT 2000 }
}`;

const DECLARATION = /\bprefix\s+([A-Za-z][\w.-]*)?\s*:\s*<([^<>\s]*)>/gi;
const PN_PREFIX = /^[A-Za-z](?:[\w.-]*[\w-])?$/;

/** The namespace of an IRI: up to its last `#` or `/` (`''` when it has none past the scheme). */
export function namespaceOf(iri: string): string {
  const cut = Math.max(iri.lastIndexOf('#'), iri.lastIndexOf('/'));
  return cut > iri.indexOf(':') + 2 ? iri.slice(0, cut + 1) : '';
}

/** The part of an IRI after its namespace. */
export function localNameOf(iri: string): string {
  return iri.slice(namespaceOf(iri).length);
}

/** The prefixes declared in every string of an app's configuration (each widget's query). */
export function appDeclaredPrefixes(config: unknown): Record<string, string> {
  const found: Record<string, string> = {};
  const visit = (value: unknown): void => {
    if (typeof value === 'string') {
      for (const match of value.matchAll(DECLARATION)) if (match[1] && !(match[1] in found)) found[match[1]] = match[2]!;
    } else if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === 'object') Object.values(value).forEach(visit);
  };
  visit(config);
  return found;
}

/**
 * A prefix name for a namespace nobody named: its last path segment (or the host's main name),
 * made a valid prefix name; `ns1`, `ns2` ... when that gives nothing or is taken.
 */
export function prefixNameFor(namespace: string, taken: ReadonlySet<string>): string {
  let url: URL | null = null;
  try {
    url = new URL(namespace);
  } catch {
    url = null;
  }
  const segments = url ? url.pathname.split('/').filter(Boolean) : [];
  const hostName = url?.hostname.split('.').filter((part) => part !== 'www').slice(-2, -1)[0] ?? '';
  const candidate = (segments.at(-1) ?? hostName).toLowerCase().replace(/[^\w.-]/g, '').replace(/^[^a-z]+|[.]+$/g, '');
  if (candidate && PN_PREFIX.test(candidate) && !taken.has(candidate)) return candidate;
  const base = candidate && PN_PREFIX.test(candidate) ? candidate : 'ns';
  let number = 1;
  while (taken.has(`${base}${number}`)) number++;
  return `${base}${number}`;
}

/**
 * All prefixes to offer, by name: the app's own declarations first, then well-known names, then
 * a made-up name for each other namespace the repository uses. A namespace gets one name.
 */
export function suggestedPrefixes(appPrefixes: PrefixMap, repositoryIris: readonly string[]): Record<string, string> {
  const prefixes: Record<string, string> = {};
  const named = new Set<string>();
  const add = (name: string, namespace: string) => {
    if (name in prefixes || named.has(namespace)) return;
    prefixes[name] = namespace;
    named.add(namespace);
  };
  for (const [name, namespace] of Object.entries(appPrefixes)) add(name, namespace);
  for (const [name, namespace] of Object.entries(WELL_KNOWN_PREFIXES)) add(name, namespace);
  for (const namespace of new Set(repositoryIris.map(namespaceOf))) {
    if (namespace && !named.has(namespace)) add(prefixNameFor(namespace, new Set(Object.keys(prefixes))), namespace);
  }
  return prefixes;
}

export type PrefixContext =
  /** After `PREFIX `: `typed` is the part of the name typed so far, from `from`. */
  | { kind: 'declaration'; from: number; typed: string }
  /** A prefixed name being typed in the query: `prefix` without its colon, `local` after it (or null before the colon). */
  | { kind: 'name'; from: number; prefix: string; local: string | null };

/**
 * What is being typed at the end of `before` (the query up to the cursor), when it is a prefix:
 * a name after PREFIX, or a prefixed name in the query's code (not a variable, string, IRI or comment).
 */
export function prefixContext(before: string): PrefixContext | null {
  const declaration = /\bprefix\s+([A-Za-z][\w.-]*)?$/i.exec(before);
  if (declaration) return { kind: 'declaration', from: before.length - (declaration[1]?.length ?? 0), typed: declaration[1] ?? '' };
  const name = /(^|[\s(,;/^|!{}[\]=<>+*-])([A-Za-z][\w.-]*)(?::([\w.-]*))?$/.exec(before);
  if (!name || !inCode(before)) return null;
  // `<` before a name opens an IRI only when it is not a comparison: inCode has seen to that.
  return { kind: 'name', from: name.index + name[1]!.length, prefix: name[2]!, local: name[3] ?? (before.endsWith(':') ? '' : null) };
}

/** Whether the end of a query is in code: not in a comment, string or IRI, and not a keyword's place after ?/$. */
function inCode(before: string): boolean {
  const line = before.slice(before.lastIndexOf('\n') + 1);
  const code = line.replace(/"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|<[^<>\s]*>/g, '');
  return !/#|"|'|<[^\s=]*$/.test(code);
}

/** The PREFIX line to add for a prefix the query uses but does not declare: after its last declaration, else on top. */
export function declarationToAdd(query: string, name: string, namespace: string): { at: number; insert: string } | null {
  if (declaredPrefixes(query).has(name)) return null;
  const head = /^(?:\s*(?:#[^\n]*|prefix\s+[\w.-]*\s*:\s*<[^<>\s]*>|base\s+<[^<>\s]*>))*/i.exec(query)![0];
  if (!head.trim()) return { at: 0, insert: `${prefixDeclaration(name, namespace)}\n` };
  return { at: head.length, insert: `\n${prefixDeclaration(name, namespace)}` };
}
