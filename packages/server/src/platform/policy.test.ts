import { describe, expect, it } from 'vitest';
import { HttpError } from '../http/httpError.js';
import type { RepositorySession } from '../repository-login/repositorySession.js';
import { authorize, createPolicy, type Actor } from './policy.js';

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

describe('runRule', () => {
  const policy = createPolicy([]);
  const viewer: Actor = { ...editor, id: 'u2', role: 'viewer' };
  const stranger: Actor = { ...editor, id: 'u3', projectId: 'p2', projectPath: 'beta' };
  const open = { name: 'open', public: true, projects: ['alpha'] };
  const secret = { name: 'secret', public: false, projects: ['alpha'] };
  const rule = { isPublic: false };
  const publicRule = { isPublic: true };

  it('needs the update right for a rule that is not public', () => {
    expect(policy.runRule(editor, secret, rule)).toBe(true);
    expect(policy.runRule(viewer, secret, rule)).toBe(false);
    expect(policy.runRule(null, open, rule)).toBe(false);
    expect(policy.runRule(stranger, open, rule)).toBe(false);
    expect(policy.runRule(null, secret, rule, { ...session, fullAccess: true })).toBe(true);
    expect(policy.runRule(null, secret, rule, session)).toBe(false);
  });

  it('lets whoever may query the repository run a public rule', () => {
    expect(policy.runRule(null, open, publicRule)).toBe(true);
    expect(policy.runRule(viewer, secret, publicRule)).toBe(true);
    expect(policy.runRule(null, secret, publicRule, session)).toBe(true);
    expect(policy.runRule(null, secret, publicRule)).toBe(false);
    expect(policy.runRule(stranger, secret, publicRule)).toBe(false);
    // A session of another repository is no session here.
    expect(policy.runRule(null, { ...secret, name: 'other' }, publicRule, session)).toBe(false);
  });
});
