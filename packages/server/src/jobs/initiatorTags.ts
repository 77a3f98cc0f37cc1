/** At most this many initiator tags a caller may give a job, each at most this long. */
export const maxInitiatorTags = 20;
export const maxInitiatorTagLength = 200;

/**
 * The initiator tags a caller gives a job (`initiatorTags`): a list of texts, or one text holding
 * a JSON list or a comma-separated list (multipart uploads send text). Blank tags are dropped.
 * A message instead when it is none of these or past the bounds.
 */
export function parseInitiatorTags(raw: unknown): string[] | { error: string } {
  if (raw === undefined || raw === null) return [];
  let list: unknown = raw;
  if (typeof raw === 'string') {
    const text = raw.trim();
    if (text.startsWith('[')) {
      try {
        list = JSON.parse(text);
      } catch {
        return { error: 'initiatorTags is not a valid JSON list.' };
      }
    } else {
      list = text.split(',');
    }
  }
  if (!Array.isArray(list) || list.some((t) => typeof t !== 'string')) return { error: 'initiatorTags must be a list of texts.' };
  const tags = [...new Set((list as string[]).map((t) => t.trim()).filter(Boolean))];
  if (tags.length > maxInitiatorTags) return { error: `Give a job at most ${maxInitiatorTags} initiator tags.` };
  const long = tags.find((t) => t.length > maxInitiatorTagLength);
  if (long) return { error: `An initiator tag may have at most ${maxInitiatorTagLength} characters.` };
  return tags;
}

/** The tags a job carries: those the server gives it (its rule, tag or command) and the caller's. */
export function jobTags(own: readonly (string | undefined)[], given: readonly string[]): string[] {
  return [...new Set([...own.filter((t): t is string => t !== undefined && t !== '').map((t) => t.slice(0, maxInitiatorTagLength)), ...given])];
}
