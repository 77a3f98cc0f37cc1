import type { YasguiRequestConfig } from '@zazuko/yasgui';

export interface PlatformRequest {
  /** The absolute address of the app's endpoint on this server (`/api/sparql/{repo}`). */
  url: string;
  /** The headers that make a call count in the name of the person's login (the CSRF header). */
  loginHeaders: () => Record<string, string>;
  /** The query as it is sent: placeholders filled; throws with the reason when it cannot be. */
  prepare: (query: string) => string;
}

/**
 * Yasgui's request settings for Grafiek: every query of every tab goes to the app's endpoint on
 * this server, as the platform sends queries (POST, form-encoded, infer and sameAs off, the
 * login cookies and the CSRF header, so the caller's access applies).
 *
 * The endpoint and the headers are functions on purpose: Yasgui evaluates the functions of its
 * own request settings for each request and lets them win over what a tab has stored, so neither
 * a tab restored from the browser's storage nor its settings menu can send a query elsewhere.
 * (The arguments stay a list: Yasgui joins a tab's lists with these and would fail on a function.)
 */
export function platformRequestConfig({ url, loginHeaders, prepare }: PlatformRequest): Partial<YasguiRequestConfig> {
  return {
    endpoint: () => url,
    method: () => 'POST',
    headers: (): Record<string, string> => loginHeaders(),
    withCredentials: () => true,
    acceptHeaderSelect: () => 'application/sparql-results+json',
    acceptHeaderGraph: () => 'text/turtle',
    args: [
      { name: 'infer', value: 'false' },
      { name: 'sameAs', value: 'false' },
    ],
    adjustQueryBeforeRequest: (yasqe) => prepare(yasqe.getValue()),
  };
}
