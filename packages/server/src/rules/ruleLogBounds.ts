import type { RuleLogRow } from '../db/schema.js';

/**
 * What a rule log entry may hold. The parameters and the messages of a run come from the caller
 * (any JSON up to the body limit, one message per skipped parameter), so an entry is cut to a
 * bounded size before it is stored: a caller cannot fill the database through the rule logs.
 */
export type BoundableRuleLog = Pick<RuleLogRow, 'params' | 'messages'>;

/** The key that stands for parameters left out of a cut entry. */
export const omittedParametersKey = '[truncated]';

const utf8 = new TextEncoder();
const bytesOf = (text: string) => utf8.encode(text).length;
const jsonBytes = (value: unknown) => bytesOf(JSON.stringify(value) ?? 'null');

/**
 * A text of at most `maxBytes` UTF-8 bytes: cut, when longer, at a character boundary and ended
 * with a marker that says how much was left out.
 */
export function truncateText(text: string, maxBytes: number): string {
  const bytes = utf8.encode(text);
  if (bytes.length <= maxBytes) return text;
  const marker = (omitted: number) => `… [truncated: ${omitted} more bytes]`;
  // The marker's own length depends on the number in it; the longest number is the whole length.
  let keep = Math.max(0, maxBytes - bytesOf(marker(bytes.length)));
  // Never cut inside a character: step back over UTF-8 continuation bytes.
  while (keep > 0 && (bytes[keep]! & 0xc0) === 0x80) keep--;
  return new TextDecoder().decode(bytes.subarray(0, keep)) + marker(bytes.length - keep);
}

/** Every text inside a JSON value cut to `maxString` bytes. */
function cutTexts(value: unknown, maxString: number): unknown {
  if (typeof value === 'string') return truncateText(value, maxString);
  if (Array.isArray(value)) return value.map((v) => cutTexts(v, maxString));
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [truncateText(k, maxString), cutTexts(v, maxString)]));
  }
  return value;
}

function boundParams(params: Record<string, unknown>, budget: number, maxString: number): Record<string, unknown> {
  const cut = cutTexts(params, maxString) as Record<string, unknown>;
  if (jsonBytes(cut) <= budget) return cut;
  // Keep the parameters that fit, in their order, and say how many were left out.
  const kept: Record<string, unknown> = {};
  const entries = Object.entries(cut);
  const marker = (omitted: number) => `${omitted} parameter${omitted === 1 ? '' : 's'} (${jsonBytes(params)} bytes in all) left out`;
  // The marker at its longest: every parameter left out.
  const markerRoom = jsonBytes({ [omittedParametersKey]: marker(entries.length) });
  let used = 2 + markerRoom;
  let omitted = 0;
  for (const [key, value] of entries) {
    const size = jsonBytes({ [key]: value }) - 1; // the pair and its comma
    if (used + size <= budget) {
      kept[key] = value;
      used += size;
    } else {
      omitted++;
    }
  }
  kept[omittedParametersKey] = marker(omitted);
  return kept;
}

function boundMessages(messages: RuleLogRow['messages'], budget: number, maxString: number): RuleLogRow['messages'] {
  const cut = messages.map((m) => ({ level: m.level, text: truncateText(m.text, maxString) }));
  if (jsonBytes(cut) <= budget) return cut;
  // Errors say why a run failed: they go first, then the other messages in order, while they fit.
  const markerRoom = jsonBytes({ level: 'WARN', text: `[truncated: ${messages.length} more messages left out]` }) + 1;
  let used = 2 + markerRoom;
  const keep = new Set<number>();
  const order = [...cut.keys()].sort((a, b) => Number(cut[b]!.level === 'ERROR') - Number(cut[a]!.level === 'ERROR') || a - b);
  for (const index of order) {
    const size = jsonBytes(cut[index]) + 1;
    if (used + size > budget) continue;
    keep.add(index);
    used += size;
  }
  const omitted = cut.length - keep.size;
  const marker = { level: 'WARN' as const, text: `[truncated: ${omitted} more message${omitted === 1 ? '' : 's'} left out]` };
  const others = cut.filter((m, i) => keep.has(i) && m.level !== 'ERROR');
  const errors = cut.filter((m, i) => keep.has(i) && m.level === 'ERROR');
  return [...others, marker, ...errors];
}

/**
 * A rule log entry whose parameters and messages fit in `maxBytes` (as JSON, UTF-8): every text
 * is cut to an eighth of it, the parameters get half and the messages a quarter; what does not fit
 * is left out with a marker saying how much. The rest (tag, URI, the before/after items of the
 * chain's rules) is named by the repository's authors, not by the caller, and is kept as it is.
 */
export function boundRuleLog<T extends BoundableRuleLog>(entry: T, maxBytes: number): T {
  const maxString = Math.floor(maxBytes / 8);
  return {
    ...entry,
    params: boundParams(entry.params, Math.floor(maxBytes / 2), maxString),
    messages: boundMessages(entry.messages, Math.floor(maxBytes / 4), maxString),
  };
}
