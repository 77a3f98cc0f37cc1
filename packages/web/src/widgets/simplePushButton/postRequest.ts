/** The most of a failed answer's text a message quotes. */
const EXCERPT = 200;

function excerpt(text: string): string {
  let said = text.trim();
  try {
    const parsed: unknown = JSON.parse(said);
    const message = typeof parsed === 'object' && parsed !== null ? (parsed as { message?: unknown; error?: unknown }).message ?? (parsed as { error?: unknown }).error : undefined;
    if (typeof message === 'string') said = message;
  } catch {
    // not JSON: the text itself
  }
  said = said.replace(/\s+/g, ' ');
  return said.length > EXCERPT ? `${said.slice(0, EXCERPT)}…` : said;
}

/**
 * POSTs a JSON body and resolves with the answer when it is a success (2xx); otherwise rejects
 * with what a visitor can act on: who answered what, or that the address could not be reached.
 * Cookies go only to this site (`same-origin`) and no login token is sent at all: the address is
 * the app author's, not this platform's API.
 */
export async function postJson(url: URL, body: unknown, pageOrigin: string, fetcher: typeof fetch = fetch): Promise<Response> {
  let response: Response;
  try {
    response = await fetcher(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json, text/plain, */*' },
      body: JSON.stringify(body ?? {}),
      credentials: 'same-origin',
    });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    const crossSite = url.origin !== pageOrigin ? ` (${url.host} may not allow requests from this site)` : '';
    throw new Error(`Could not reach ${url.origin}: ${reason}${crossSite}.`);
  }
  if (!response.ok) {
    const said = excerpt(await response.text().catch(() => ''));
    throw new Error(`${url.host} answered ${response.status}${response.statusText ? ` ${response.statusText}` : ''}${said ? `: ${said}` : ''}`);
  }
  return response;
}
