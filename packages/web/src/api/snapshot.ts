/**
 * The answers a static export stored with the site (`npm run export -- ... --snapshot`), so that it
 * works with no endpoint at all: the queries the app runs at start and after the clicks the export
 * made. Keyed by the request as the app sends it (the form body), so an answer is found only for
 * exactly the query it answers.
 */
export interface StoredAnswer {
  status: number;
  contentType: string;
  body: string;
}

export interface Snapshot {
  /** When it was recorded (ISO time), and from which endpoint. */
  recordedAt: string;
  endpoint: string;
  answers: Record<string, StoredAnswer>;
}

/** What the app says when a query has no stored answer and the endpoint does not answer either. */
export function notInSnapshotMessage(reason: string): string {
  return `This answer is not in the static site's snapshot, and the endpoint does not answer (${reason}).`;
}

let loading: Promise<Snapshot | null> | undefined;

/** The site's snapshot (fetched once), or null when the site has none or it cannot be read. */
export function loadSnapshot(url: string | undefined): Promise<Snapshot | null> {
  if (!url) return Promise.resolve(null);
  loading ??= fetch(url, { headers: { Accept: 'application/json' } }).then(
    async (response) => (response.ok ? ((await response.json()) as Snapshot) : null),
    (error: unknown) => {
      console.error('The static site\'s snapshot could not be read; queries go to the endpoint.', error);
      return null;
    },
  );
  return loading;
}

/** The stored answer to a request body, if any. */
export function storedAnswer(snapshot: Snapshot | null, body: string): StoredAnswer | undefined {
  return snapshot && Object.hasOwn(snapshot.answers, body) ? snapshot.answers[body] : undefined;
}
