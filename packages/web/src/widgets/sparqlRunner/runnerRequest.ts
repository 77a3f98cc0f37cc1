/** What the runner shows when a run fails, in the original product's words, above the engine's own message. */
export const RUNNER_FAILURE = 'Er ging iets mis met laden van de data.';

/** The original runner asks for 1000 rows at a time. */
export const DEFAULT_PAGE_SIZE = 1000;

export interface RunnerPaging {
  /** Rows asked for per run. */
  limit: number;
  offset: number;
}

/**
 * The extra protocol fields of a run, as the original runner posts them: inference as set
 * (on by default), `limit` and `offset`. The server appends them as LIMIT and OFFSET unless the
 * query ends with its own.
 */
export function runnerFields(infer: boolean, paging: RunnerPaging): Record<string, string> {
  return { infer: String(infer), limit: String(paging.limit), offset: String(paging.offset) };
}

/** The rows-per-run option: a whole number of 1 or more, else the original's 1000. */
export function readPageSize(value: number | undefined): number {
  return value !== undefined && Number.isInteger(value) && value >= 1 ? value : DEFAULT_PAGE_SIZE;
}

/** Whether the query fixes its own paging, so that Previous and Next would change nothing. */
export function hasOwnPaging(query: string): boolean {
  const code = query.replace(/#[^\n]*/g, '').trim();
  return /\b(limit|offset)\s+\d+\s*$/i.test(code);
}

/** The rows shown, 1-based: "Rows 1–1,000", or "No rows from 2,001" past the end (texts widget.sparqlRunner.rows.<kind>). */
export function rowRange(offset: number, rows: number): { kind: 'range' | 'none' | 'noneFrom'; from: number; to: number } {
  const from = offset + 1;
  if (rows === 0) return { kind: offset === 0 ? 'none' : 'noneFrom', from, to: offset };
  return { kind: 'range', from, to: offset + rows };
}
