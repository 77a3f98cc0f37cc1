export interface SsoProvider {
  ssoClientId: string;
  label: string;
  image: string;
  uri?: string;
}

function isProvider(value: unknown): value is SsoProvider {
  if (typeof value !== 'object' || value === null) return false;
  const provider = value as Record<string, unknown>;
  return typeof provider.ssoClientId === 'string' && typeof provider.label === 'string';
}

/** Single sign-on is optional: a failure or a non-JSON answer simply means "no providers". */
export async function fetchSsoProviders(repo: string, viewerPath: string, signal?: AbortSignal): Promise<SsoProvider[]> {
  try {
    const response = await fetch(
      `/servlets/cgi/api/ssoconfig/repo/${encodeURIComponent(repo)}/viewer/${encodeURIComponent(viewerPath)}`,
      { headers: { Accept: 'application/json' }, credentials: 'include', signal },
    );
    if (!response.ok) return [];
    const body: unknown = await response.json();
    const list = Array.isArray(body) ? body : [];
    return list.filter(isProvider).map((provider) => ({
      ...provider,
      image: typeof provider.image === 'string' ? provider.image : '',
    }));
  } catch {
    return [];
  }
}

/**
 * The sign-on link: the server returns to successRedirectUrl once signed in, and to
 * failureRedirectUrl (the login page) with the reason in the query parameter ssoError when not.
 */
export function ssoAuthorizeUrl(ssoClientId: string, successRedirectUrl: string, failureRedirectUrl?: string): string {
  const failure = failureRedirectUrl ? `&ssoFailureRedirectUrl=${encodeURIComponent(failureRedirectUrl)}` : '';
  return `/servlets/cgi/api/sso/authorize/${encodeURIComponent(ssoClientId)}?ssoSuccessRedirectUrl=${encodeURIComponent(successRedirectUrl)}${failure}`;
}

/** Why a single sign-on failed, as the server put it on the login page's URL. */
export const readSsoError = (search: string): string | null => new URLSearchParams(search).get('ssoError');
