// `{{name}}` placeholders as existing apps' queries write them: names use letters, digits and | : . _ /,
// `||` separates alternatives, `::` starts a default, a leading `!` negates a boolean.

const PLACEHOLDER_SOURCE = String.raw`\{\{(!?)([\p{L}\p{N}|:._/]+)\}\}`;

/** Matches one placeholder exactly at `lastIndex`. */
export function placeholderAt(text: string, index: number): PlaceholderToken | undefined {
  const sticky = new RegExp(PLACEHOLDER_SOURCE, 'uy');
  sticky.lastIndex = index;
  const match = sticky.exec(text);
  if (!match) return undefined;
  return toToken(match[0], match[1] ?? '', match[2] ?? '', index);
}

export function findPlaceholders(text: string): PlaceholderToken[] {
  const tokens: PlaceholderToken[] = [];
  for (const match of text.matchAll(new RegExp(PLACEHOLDER_SOURCE, 'gu'))) {
    tokens.push(toToken(match[0], match[1] ?? '', match[2] ?? '', match.index));
  }
  return tokens;
}

/** The name that gives a fresh random UUID on every use. */
export const UUID_PLACEHOLDER = 'UUID';

export interface PlaceholderToken {
  /** The placeholder as written, e.g. `{{a||b::x}}`; error messages quote it. */
  token: string;
  start: number;
  end: number;
  negate: boolean;
  /** Variable names to try in order. */
  alternatives: string[];
  /** The text after `::`, when there is one (it may be empty). */
  defaultValue: string | undefined;
}

function toToken(token: string, bang: string, body: string, start: number): PlaceholderToken {
  const defaultAt = body.indexOf('::');
  const names = defaultAt === -1 ? body : body.slice(0, defaultAt);
  return {
    token,
    start,
    end: start + token.length,
    negate: bang === '!',
    alternatives: names.split('||').filter((name) => name !== ''),
    defaultValue: defaultAt === -1 ? undefined : body.slice(defaultAt + 2),
  };
}
