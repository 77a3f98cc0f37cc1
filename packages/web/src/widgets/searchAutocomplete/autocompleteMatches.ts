import type { QueryChoice } from '../../kit/queryChoices';

/** How many suggestions the popup lists at most; typing more narrows them down. */
export const MAX_SUGGESTIONS = 50;

/**
 * The suggestions for what someone typed: case-insensitive, labels that start with the text
 * first, then labels that contain it elsewhere, each group in the query's own order (so an
 * ORDER BY of the author still counts). An empty text lists the first choices.
 */
export function autocompleteMatches(choices: readonly QueryChoice[], typed: string, limit = MAX_SUGGESTIONS): QueryChoice[] {
  const needle = typed.trim().toLocaleLowerCase();
  if (needle === '') return choices.slice(0, limit);
  const prefix: QueryChoice[] = [];
  const contains: QueryChoice[] = [];
  for (const choice of choices) {
    const at = choice.label.toLocaleLowerCase().indexOf(needle);
    if (at === 0) prefix.push(choice);
    else if (at > 0) contains.push(choice);
  }
  return [...prefix, ...contains].slice(0, limit);
}
