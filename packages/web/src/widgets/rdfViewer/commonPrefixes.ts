import { COMMON_PREFIXES } from '../../kit/prefixes/commonPrefixes';

export { compactIri } from '../../kit/prefixes/commonPrefixes';

/** The prefixes option (a JSON object of names to namespaces) over the common ones; what it cannot use, named. */
export function readViewerPrefixes(value: unknown): { prefixes: Record<string, string>; problem?: string } {
  const prefixes = { ...COMMON_PREFIXES };
  if (value === undefined || value === null || value === '') return { prefixes };
  if (typeof value !== 'object' || Array.isArray(value)) return { prefixes, problem: 'Prefixes: give a JSON object of names and namespaces, e.g. {"ex": "http://example.org/def#"}.' };
  const refused: string[] = [];
  for (const [name, namespace] of Object.entries(value)) {
    if (/^[A-Za-z][\w.-]*$/.test(name) && typeof namespace === 'string' && /^[A-Za-z][\w+.-]*:\S+$/.test(namespace)) prefixes[name] = namespace;
    else refused.push(name);
  }
  return refused.length ? { prefixes, problem: `Prefixes: ${refused.map((name) => `"${name}"`).join(', ')} is not a name with a namespace IRI.` } : { prefixes };
}
