import type { TFunction } from 'i18next';
import { COMMON_PREFIXES } from '../../kit/prefixes/commonPrefixes';

export { compactIri } from '../../kit/prefixes/commonPrefixes';

/**
 * The prefixes option (a JSON object of names to namespaces) over the common ones; what it cannot
 * use, named (in the reader's language with `t`, else in English).
 */
export function readViewerPrefixes(value: unknown, t?: TFunction): { prefixes: Record<string, string>; problem?: string } {
  const prefixes = { ...COMMON_PREFIXES };
  if (value === undefined || value === null || value === '') return { prefixes };
  if (typeof value !== 'object' || Array.isArray(value)) {
    return { prefixes, problem: t ? t('widget.rdfViewer.prefixesNotObject') : 'Prefixes: give a JSON object of names and namespaces, e.g. {"ex": "http://example.org/def#"}.' };
  }
  const refused: string[] = [];
  for (const [name, namespace] of Object.entries(value)) {
    if (/^[A-Za-z][\w.-]*$/.test(name) && typeof namespace === 'string' && /^[A-Za-z][\w+.-]*:\S+$/.test(namespace)) prefixes[name] = namespace;
    else refused.push(name);
  }
  if (refused.length === 0) return { prefixes };
  const names = refused.map((name) => `"${name}"`).join(', ');
  return { prefixes, problem: t ? t('widget.rdfViewer.prefixesRefused', { names }) : `Prefixes: ${names} is not a name with a namespace IRI.` };
}
