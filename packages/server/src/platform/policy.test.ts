import { describe, expect, it } from 'vitest';
import { HttpError } from '../http/httpError.js';
import type { RepositorySession } from '../repository-login/repositorySession.js';
import { authorize, type Actor } from './policy.js';

const editor: Actor = { id: 'u1', email: 'e@example.org', name: 'E', role: 'editor', projectId: 'p1', projectPath: 'alpha' };
const session: RepositorySession = {
  accountId: 'a1',
  repo: 'secret',
  login: 'reader',
  fullAccess: false,
  viewerPaths: null,
  parameters: {},
  userUri: null,
  userName: null,
};

function refusal(run: () => void): { status: number; message: string } | 'allowed' {
  try {
    run();
    return 'allowed';
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    return { status: error.statusCode, message: error.message };
  }
}

describe('authorize', () => {
  it('lets an allowed caller through, logged in or not', () => {
    expect(refusal(() => authorize({ actor: null }, true))).toBe('allowed');
    expect(refusal(() => authorize({ actor: editor }, true))).toBe('allowed');
  });

  it('asks a caller who is not logged in to log in (401), with the route message or the default', () => {
    expect(refusal(() => authorize({ actor: null }, false, { forbidden: 'No.', logIn: 'Log in to see it.' }))).toEqual({ status: 401, message: 'Log in to see it.' });
    expect(refusal(() => authorize({ actor: null }, false))).toEqual({ status: 401, message: 'Please log in to continue.' });
  });

  it('refuses a logged-in caller without the right (403), since logging in again would not help', () => {
    expect(refusal(() => authorize({ actor: editor }, false, { forbidden: 'No.', logIn: 'Log in.' }))).toEqual({ status: 403, message: 'No.' });
    expect(refusal(() => authorize({ actor: editor }, false))).toEqual({ status: 403, message: 'You do not have permission to do this.' });
  });

  it('counts a repository login as logged in for its own repository only', () => {
    const caller = { actor: null, repositorySession: session };
    expect(refusal(() => authorize(caller, false, { repository: 'secret' }))).toMatchObject({ status: 403 });
    expect(refusal(() => authorize(caller, false, { repository: 'other' }))).toMatchObject({ status: 401 });
    // Platform decisions (apps, users, rules) name no repository: a repository login is no login there.
    expect(refusal(() => authorize(caller, false))).toMatchObject({ status: 401 });
  });
});
