import { UUID_PLACEHOLDER, findPlaceholders } from './placeholderSyntax.js';

/**
 * The variable names a text references, each once, in order of first use: a widget subscribes
 * to exactly these keys. `UUID` is generated, not a variable, so it is left out.
 */
export function listPlaceholderVariables(text: string): string[] {
  const names = new Set<string>();
  for (const placeholder of findPlaceholders(text)) {
    for (const name of placeholder.alternatives) if (name !== UUID_PLACEHOLDER) names.add(name);
  }
  return [...names];
}
