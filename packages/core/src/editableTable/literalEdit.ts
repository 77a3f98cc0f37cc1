import { RESET_VALUE } from '../model/resetValue.js';
import { resolvePlaceholders } from '../placeholders/placeholderResolver.js';
import type { SparqlTerm } from '../results/sparqlJsonResults.js';
import { toTypedValue } from '../results/typedValue.js';

const XSD_STRING = 'http://www.w3.org/2001/XMLSchema#string';
const XSD = 'http://www.w3.org/2001/XMLSchema#';

/** One literal value of one subject and predicate, to be replaced by a new text. */
export interface LiteralEdit {
  subject: string;
  predicate: string;
  /** The value as the query returned it; its datatype or language is kept for the new value. */
  oldValue: SparqlTerm;
  newText: string;
  /** The named graph that holds the triple; absent for the default graph. */
  graph?: string;
}

export type LiteralEditPlan =
  | {
      ok: true;
      /** ASK: is the old value still stored? The edit changes nothing when it is not. */
      check: string;
      /** The SPARQL UPDATE that swaps the old value for the new one. */
      update: string;
      /** ASK: is the new value stored now? */
      confirm: string;
    }
  | { ok: false; error: string };

// The templates are fixed; every value goes in through the safe resolver, which escapes a literal
// and refuses an IRI that could end its <...>, so no value can change the update's structure.
// Nothing is concatenated.
const TYPED = '"{{value}}"^^<{{datatype}}>';
const TAGGED = '"{{value}}"@{{language}}';

function triple(object: string): string {
  return `<{{subject}}> <{{predicate}}> ${object}`;
}

function inGraph(pattern: string, graph: boolean): string {
  return graph ? `GRAPH <{{graph}}> { ${pattern} }` : pattern;
}

function isIri(text: string): boolean {
  return /^[A-Za-z][A-Za-z0-9+.-]*:[^\s<>"{}|^`\\]+$/.test(text);
}

function shortType(datatype: string): string {
  return datatype.startsWith(XSD) ? `xsd:${datatype.slice(XSD.length)}` : datatype;
}

/**
 * The queries that change one literal value (the property panel's edit): a check that the old
 * value is still there, the update, and a check that the new value arrived. The new value keeps
 * the old one's datatype or language tag, and must be a valid value of that datatype.
 */
export function planLiteralEdit(edit: LiteralEdit): LiteralEditPlan {
  if (!isIri(edit.subject)) return { ok: false, error: `The selection "${edit.subject}" is not an IRI, so its values cannot be edited.` };
  if (!isIri(edit.predicate)) return { ok: false, error: `The property "${edit.predicate}" is not an IRI, so its value cannot be edited.` };
  if (edit.graph !== undefined && !isIri(edit.graph)) return { ok: false, error: `The graph "${edit.graph}" is not an IRI.` };
  const old = edit.oldValue;
  if (old.type !== 'literal' && old.type !== 'typed-literal') return { ok: false, error: 'Only literal values can be edited here; this value is a link.' };
  if (edit.newText.trim() === '') return { ok: false, error: 'Type a value: an empty value is not saved.' };
  // The resolver reads blank text and the reset marker as "no value" (isEmptyValue.ts), so such
  // a value cannot pass through it unchanged; refusing is better than editing another value.
  if (edit.newText === RESET_VALUE || old.value === RESET_VALUE) return { ok: false, error: `The reset marker ${RESET_VALUE} cannot be edited as a value.` };
  if (old.value !== '' && old.value.trim() === '') return { ok: false, error: 'This value holds only spaces; edit it in the data itself.' };

  const language = old.type === 'literal' ? old['xml:lang'] : undefined;
  const datatype = old.datatype ?? XSD_STRING;
  if (!language) {
    const before = toTypedValue(old);
    const after = toTypedValue({ type: 'literal', value: edit.newText, datatype });
    if (before.kind !== 'string' && after.kind === 'string') {
      return { ok: false, error: `"${edit.newText}" is not a valid ${shortType(datatype)} value.` };
    }
  }

  const form = language ? TAGGED : TYPED;
  const graph = edit.graph !== undefined;
  const oldTriple = triple(form.replace('{{value}}', '{{oldValue}}'));
  const newTriple = triple(form.replace('{{value}}', '{{newValue}}'));
  const values: Record<string, string> = {
    subject: edit.subject,
    predicate: edit.predicate,
    oldValue: old.value,
    newValue: edit.newText,
    datatype,
    ...(language ? { language } : {}),
    ...(graph ? { graph: edit.graph! } : {}),
  };
  const templates = {
    check: `ASK { ${inGraph(oldTriple, graph)} }`,
    update: `DELETE { ${inGraph(oldTriple, graph)} }\nINSERT { ${inGraph(newTriple, graph)} }\nWHERE { ${inGraph(oldTriple, graph)} }`,
    confirm: `ASK { ${inGraph(newTriple, graph)} }`,
  };
  const resolved: Record<string, string> = {};
  for (const [name, template] of Object.entries(templates)) {
    // emptyValue: an old value may be the empty string, which the resolver counts as unset.
    const result = resolvePlaceholders(template, values, { mode: 'sparql', unresolved: 'emptyValue' });
    if (!result.ok) return { ok: false, error: result.error };
    resolved[name] = result.text;
  }
  return { ok: true, check: resolved.check!, update: resolved.update!, confirm: resolved.confirm! };
}
