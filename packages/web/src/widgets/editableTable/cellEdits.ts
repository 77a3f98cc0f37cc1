import { resolvePlaceholders, sameTerm, termFromText, type DataColumn, type SparqlBinding, type SparqlTerm, type TripleChange, type WhenEmptyField } from '@grafiek/core';
import type { TFunction } from 'i18next';
import { coreText } from '../../kit/coreTexts';

/** What a cell editor holds: typed text, or a choice from a dropdown (null: the choice was cleared). */
export type Draft = { kind: 'text'; text: string } | { kind: 'choice'; term: SparqlTerm | null; label: string };

/** A change of one cell, with the column it shows in, so the grid can show the saved value. */
export interface CellChange extends TripleChange {
  columnId: string;
}

export type CellChangeResult = { ok: true; change: CellChange | null } | { ok: false; error: string };

/** Row values by variable name, then app variables: what placeholders in a column's settings read. */
export type Lookup = (name: string) => unknown;

export function rowLookup(bindings: SparqlBinding, appValue: (name: string) => unknown): Lookup {
  return (name) => (name in bindings ? bindings[name]!.value : appValue(name));
}

/**
 * A subject, predicate or graph as the column names it: a `{{placeholder}}` text (the row's
 * variables, then app variables), the name of one of the row's variables (`uri` or `?uri`), or
 * the IRI itself. Its error is in the reader's language.
 */
export function resolveName(text: string, bindings: SparqlBinding, lookup: Lookup, t: TFunction): { ok: true; value: string } | { ok: false; error: string } {
  const trimmed = text.trim();
  if (trimmed.includes('{{')) {
    const resolved = resolvePlaceholders(trimmed, lookup, { mode: 'plain', unresolved: 'error' });
    return resolved.ok ? { ok: true, value: resolved.text.trim().replace(/^<(.*)>$/, '$1') } : { ok: false, error: coreText(resolved.error, t) };
  }
  const variable = trimmed.replace(/^[?$]/, '');
  if (variable in bindings) return { ok: true, value: bindings[variable]!.value };
  return { ok: true, value: trimmed.replace(/^<(.*)>$/, '$1') };
}

export interface CellTarget {
  subject: string;
  predicate: string;
  graph?: string;
}

/**
 * Which triple a cell shows: the column's `editable.subject` (default: the row's ?uri), its
 * predicate, and its graph (the column's, else the row editor's).
 */
export function cellTarget(column: DataColumn, rowEditorGraph: string | undefined, bindings: SparqlBinding, lookup: Lookup, t: TFunction): { ok: true; target: CellTarget } | { ok: false; error: string } {
  const editable = column.editable;
  const label = column.label || column.id;
  if (!editable?.predicate?.trim()) return { ok: false, error: t('widget.editableTable.noPredicate', { label }) };
  const subjectText = editable.subject?.trim() || 'uri';
  const subject = resolveName(subjectText, bindings, lookup, t);
  if (!subject.ok) return subject;
  if (!subject.value || (subjectText === 'uri' && !('uri' in bindings))) {
    return { ok: false, error: t('widget.editableTable.noSubjectToSave', { label, subject: subjectText }) };
  }
  const predicate = resolveName(editable.predicate, bindings, lookup, t);
  if (!predicate.ok) return predicate;
  const graphText = editable.graph?.trim() || rowEditorGraph?.trim() || '';
  const graph = graphText ? resolveName(graphText, bindings, lookup, t) : null;
  if (graph && !graph.ok) return graph;
  return { ok: true, target: { subject: subject.value, predicate: predicate.value, ...(graph?.value ? { graph: graph.value } : {}) } };
}

/** The value a cell's editor starts with. */
export function initialDraft(column: DataColumn, bindings: SparqlBinding): Draft {
  const term = bindings[column.id];
  if (column.editable?.componentType === 'searchable-dropdown') return { kind: 'choice', term: term ?? null, label: term?.value ?? '' };
  return { kind: 'text', text: term?.value ?? '' };
}

/**
 * The change a draft makes to its cell, or null when it changes nothing. An emptied field does
 * what `whenEmptyField` says: refused (`disallow`, the default), the triple removed, or the empty
 * string stored. Its errors are in the reader's language.
 */
export function cellChange(column: DataColumn, draft: Draft, target: CellTarget, bindings: SparqlBinding, objectType: string | undefined, t: TFunction): CellChangeResult {
  const old = bindings[column.id];
  const label = column.label || column.id;
  const empty = draft.kind === 'text' ? draft.text.trim() === '' : draft.term === null || draft.term.value.trim() === '';
  let next: SparqlTerm | null;
  if (empty) {
    const when: WhenEmptyField = column.editable?.whenEmptyField ?? 'disallow';
    if (when === 'disallow') return { ok: false, error: t('widget.editableTable.mayNotBeEmpty', { label }) };
    next = when === 'remove-triple' ? null : { type: 'literal', value: '' };
  } else if (draft.kind === 'choice') {
    next = draft.term;
  } else {
    const made = termFromText(draft.text, { objectType, old });
    if (!made.ok) return { ok: false, error: t('widget.editableTable.cellProblem', { label, problem: coreText(made.error, t) }) };
    next = made.term;
  }
  const unchanged = old ? next !== null && sameTerm(old, next) : next === null;
  if (unchanged) return { ok: true, change: null };
  return { ok: true, change: { columnId: column.id, ...target, old: old ? [old] : [], new: next } };
}

