import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkRepositoryLogin, repositoryMissing } from './repositoryLoginCheck';

const target = { repo: 'Demo', repo2: null, login: 'guest', psw: 'guest' };

function answer(status: number, body: unknown = {}) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

afterEach(() => vi.unstubAllGlobals());

describe('checkRepositoryLogin', () => {
  it('says the repository does not exist instead of asking for a login, and tries no default login', async () => {
    const fetch = vi.fn(async () => answer(404, { error: 'repository Demo does not exist' }));
    vi.stubGlobal('fetch', fetch);
    expect(await checkRepositoryLogin(target, 'app')).toEqual({ kind: 'denied', message: repositoryMissing('Demo') });
    expect(repositoryMissing('Demo')).toBe('repository Demo does not exist');
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('asks for a login when the repository exists and nobody is logged in', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => answer(200, { loggedIn: false })));
    expect(await checkRepositoryLogin({ ...target, login: null, psw: null }, 'app')).toEqual({ kind: 'loginRequired', repo: 'Demo' });
  });
});
