// Query strings by hand: URLSearchParams is a DOM/Node API, and core is compiled without either.

export type QueryParams = [name: string, value: string][];

/** The parameters of `?a=1&b=x%20y` (the leading `?` is optional), in order. */
export function parseQueryString(search: string): QueryParams {
  const text = search.startsWith('?') ? search.slice(1) : search;
  if (text === '') return [];
  return text
    .split('&')
    .filter((pair) => pair !== '')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const name = equals === -1 ? pair : pair.slice(0, equals);
      const value = equals === -1 ? '' : pair.slice(equals + 1);
      return [decode(name), decode(value)];
    });
}

/** `?a=1&b=x%20y`, or '' when there are no parameters. */
export function formatQueryString(params: QueryParams): string {
  if (params.length === 0) return '';
  return `?${params.map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`).join('&')}`;
}

function decode(text: string): string {
  const spaced = text.replace(/\+/g, ' ');
  try {
    return decodeURIComponent(spaced);
  } catch {
    // A hand-edited URL with a stray % must not break loading; keep the text as typed.
    return spaced;
  }
}
