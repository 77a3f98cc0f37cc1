import { findLayoutNode, isEmptyValue, isResetValue, localName, tabEntries, type HistoryEntry, type LayoutNode } from '@grafiek/core';

/** Longer values are cut, so that one step stays one line of the history menu. */
const MAX_VALUE_LENGTH = 60;

function cut(text: string): string {
  return text.length > MAX_VALUE_LENGTH ? `${text.slice(0, MAX_VALUE_LENGTH - 1)}…` : text;
}

/** A published value as people read it: an IRI by its last part, reset and blank values in words. */
export function valueText(value: unknown): string {
  if (isResetValue(value)) return '(reset)';
  if (isEmptyValue(value)) return '(empty)';
  if (typeof value === 'string') return cut(/^[a-z][a-z0-9+.-]*:\/\/\S+$/i.test(value.trim()) ? localName(value.trim()) : value);
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return cut(JSON.stringify(value) ?? String(value));
}

/**
 * One step of the history in words: "choice: wijk" for a published value, "Menu: Kaart" for a tab
 * selection, naming the tab widget by its title bar (or its type) and the tab by its label.
 */
export function historyEntryLabel(entry: HistoryEntry, mainArea: LayoutNode | null | undefined): string {
  if (entry.kind === 'variable') return `${entry.key}: ${valueText(entry.value)}`;
  const node = findLayoutNode(mainArea, entry.tabsId);
  const title = typeof node?.titleMenubar === 'string' && node.titleMenubar.trim() ? node.titleMenubar.trim() : typeof node?.widget === 'string' ? node.widget : 'Tab';
  const tab = node ? tabEntries({ tabs: node.tabs, areas: node.areas }).find((candidate) => candidate.index === entry.index) : undefined;
  return `${title}: ${tab?.label ?? `Tab ${entry.index + 1}`}`;
}

/**
 * How many steps back a choice in the history menu is: choosing a step keeps it and undoes every
 * later one. `position` counts from the oldest step (0).
 */
export function stepsBackTo(position: number, entryCount: number): number {
  return Math.max(0, entryCount - 1 - position);
}
