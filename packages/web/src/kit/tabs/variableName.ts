/**
 * The app-variable name an option holds. Authors write it bare (`tabChoice`) or as a
 * placeholder (`{{tabChoice}}`); both name the same variable.
 */
export function variableName(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  const placeholder = /^\{\{\s*([^{}]+?)\s*\}\}$/.exec(text);
  const name = placeholder ? placeholder[1]! : text;
  return name === '' ? null : name;
}
