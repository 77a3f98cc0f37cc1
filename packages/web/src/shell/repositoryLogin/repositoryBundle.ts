/** What /loginbb?id=... carries: which repository to log in to, and for which app. */
export interface RepositoryBundle {
  repo: string;
  repoUrl: string;
  viewerPath: string;
}

function toBase64(base64url: string): string {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  return base64 + '='.repeat((4 - (base64.length % 4)) % 4);
}

/** The id is base64url of the JSON bundle; anything that does not decode to all three fields is refused. */
export function decodeRepositoryBundle(id: string | null): RepositoryBundle | null {
  if (!id) return null;
  try {
    const binary = atob(toBase64(id.trim()));
    const json = new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
    const value: unknown = JSON.parse(json);
    if (typeof value !== 'object' || value === null) return null;
    const { repo, repoUrl, viewerPath } = value as Record<string, unknown>;
    if (typeof repo !== 'string' || !repo || typeof repoUrl !== 'string' || !repoUrl || typeof viewerPath !== 'string') {
      return null;
    }
    return { repo, repoUrl, viewerPath };
  } catch {
    return null;
  }
}

export function encodeRepositoryBundle(bundle: RepositoryBundle): string {
  const bytes = new TextEncoder().encode(JSON.stringify(bundle));
  const binary = Array.from(bytes, (byte) => String.fromCharCode(byte)).join('');
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}
