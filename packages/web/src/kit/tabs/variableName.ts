/**
 * The app-variable name an option holds. Authors write it bare (`tabChoice`) or as a
 * placeholder (`{{tabChoice}}`); both name the same variable. Null when the option is empty.
 */
export function variableName(text: string): string | null {
  const trimmed = text.trim();
  const placeholder = /^\{\{\s*([^{}]+?)\s*\}\}$/.exec(trimmed);
  const name = placeholder ? placeholder[1]! : trimmed;
  return name === '' ? null : name;
}
