import { isEmptyValue, isResetValue, listPlaceholderVariables, resolvePlaceholders, toBoolean, toList, type LayoutNode } from '@grafiek/core';

/** The variables that decide whether a widget is hidden. */
export function visibilityVariables(node: LayoutNode): string[] {
  const names = new Set(toList(node.hiddenwhenparametersareempty));
  if (typeof node.hidden === 'string') for (const name of listPlaceholderVariables(node.hidden)) names.add(name);
  return [...names];
}

/**
 * Hidden when `hidden` resolves to true, or when a parameter in
 * `hiddenwhenparametersareempty` has no value or holds the reset value.
 */
export function isWidgetHidden(node: LayoutNode, get: (name: string) => unknown): boolean {
  for (const name of toList(node.hiddenwhenparametersareempty)) {
    const value = get(name);
    if (isEmptyValue(value) || isResetValue(value)) return true;
  }
  const hidden = node.hidden;
  if (typeof hidden === 'string' && hidden.includes('{{')) {
    const resolved = resolvePlaceholders(hidden, get, { mode: 'plain', unresolved: 'emptyValue' });
    return resolved.ok && toBoolean(resolved.text.trim());
  }
  return toBoolean(hidden);
}
