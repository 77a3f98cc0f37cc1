import { hiddenTabIndices, type TabEntry } from '@grafiek/core';

/**
 * The sections open when the app opens: those the settings name (by id, title or position
 * counted from 0), or the first when they name none. A list whose names match no section opens
 * nothing, which is how an author starts with every section closed. With one section open at a
 * time only the first named one opens.
 */
export function sectionsOpenAtStart(entries: readonly TabEntry[], openSections: readonly string[], multipleOpen: boolean): number[] {
  if (entries.length === 0) return [];
  const named = openSections.length === 0 ? [entries[0]!.index] : [...hiddenTabIndices(entries, openSections)].sort((a, b) => a - b);
  return multipleOpen ? named : named.slice(0, 1);
}

/** The open sections after a click on a section's header. */
export function toggleSection(open: readonly number[], index: number, multipleOpen: boolean): number[] {
  if (open.includes(index)) return open.filter((other) => other !== index);
  return multipleOpen ? [...open, index].sort((a, b) => a - b) : [index];
}
