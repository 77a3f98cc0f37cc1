export interface RadioOption {
  value: string;
  label: string;
}

export const RADIO_OPTIONS_ERROR = 'Options should be a comma separated list of value,label pairs';

export type RadioOptionsResult = { ok: true; options: RadioOption[] } | { ok: false; error: string };

/**
 * The `options` text of a radio box: value,label pairs in one comma-separated list, e.g.
 * `buurt,Buurt,wijk,Wijk`. An odd count or an empty entry is an error (a value without its label
 * cannot be offered); spaces around entries are ignored.
 */
export function parseRadioOptions(text: string): RadioOptionsResult {
  if (text.trim() === '') return { ok: false, error: RADIO_OPTIONS_ERROR };
  const parts = text.split(',').map((part) => part.trim());
  if (parts.length % 2 !== 0 || parts.some((part) => part === '')) return { ok: false, error: RADIO_OPTIONS_ERROR };
  const options: RadioOption[] = [];
  for (let index = 0; index < parts.length; index += 2) options.push({ value: parts[index]!, label: parts[index + 1]! });
  return { ok: true, options };
}
