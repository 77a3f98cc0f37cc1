import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as oidc from 'openid-client';
import { z } from 'zod';
import type { Db } from '../db/database.js';
import type { RepositoryRegistry } from '../repositories/repositoryRegistry.js';
import { setRepositorySessionCookie } from './repositorySessionCookie.js';
import { passwordVersionOf, type RepositorySessionTokens } from './repositorySessionTokens.js';
import { sameSitePath, withQueryParameter } from './sameSiteRedirect.js';
import { findOrCreateSsoAccount, type SsoClaims } from './ssoAccounts.js';
import { createSsoFlowCookies, ssoCallbackPath } from './ssoFlowCookie.js';
import { clientSecretOf, findSsoProvider, SsoDiscovery, SsoUnavailable, ssoConfigurationProblems } from './ssoProviders.js';

/** The query parameter of the login page that carries a failed sign-on's message. */
export const ssoErrorParameter = 'ssoError';

const expiredFlowMessage = 'This sign-in has expired or was started in another browser. Please sign in again.';
const replayedCodeMessage = 'This sign-in was already used or has expired. Please sign in again.';
const unverifiedStateMessage = 'This sign-in could not be verified: its answer does not belong to the sign-in this browser started. Please sign in again.';

/** This server as the browser sees it (behind a proxy, per GRAFIEK_TRUST_PROXY). */
const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A sign-on that cannot go on: back to the login page with the message when the login page is
 * known (the page shows it), else the message itself: a small page for a browser, JSON otherwise.
 */
function fail(request: FastifyRequest, reply: FastifyReply, status: number, message: string, where: { failurePath: string | null; backPath?: string }) {
  request.log.info({ url: request.url.split('?')[0], status, reason: message }, 'single sign-on failed');
  reply.header('cache-control', 'no-store');
  if (where.failurePath) return reply.redirect(withQueryParameter(where.failurePath, ssoErrorParameter, message), 303);
  if (!(request.headers.accept ?? '').includes('text/html')) return reply.status(status).send({ message });
  const back = where.backPath ?? '/';
  return reply
    .status(status)
    .type('text/html; charset=utf-8')
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sign-in failed</title></head>` +
        `<body><h1>Sign-in failed</h1><p role="alert">${escapeHtml(message)}</p><p><a href="${escapeHtml(back)}">Back</a></p></body></html>`,
    );
}

/** The message for what openid-client refused in a provider's answer. */
function callbackFailure(error: unknown, label: string): { status: number; message: string } {
  if (error instanceof oidc.AuthorizationResponseError) {
    if (error.error === 'access_denied') return { status: 403, message: `Sign-in with ${label} was cancelled or refused.` };
    return { status: 400, message: `Sign-in with ${label} failed: ${(error.error_description ?? error.error).replace(/\.$/, '')}.` };
  }
  if (error instanceof oidc.ResponseBodyError) {
    if (error.error === 'invalid_grant') return { status: 400, message: replayedCodeMessage };
    return { status: 502, message: `Sign-in with ${label} failed: the provider refused to complete it (${error.error_description ?? error.error}).` };
  }
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : '';
  if (/"state"/.test(cause)) return { status: 400, message: unverifiedStateMessage };
  const detail = error instanceof Error ? `${error.message}${cause ? `: ${cause}` : ''}` : String(error);
  return { status: 502, message: `Sign-in with ${label} failed: its answer could not be verified (${detail}). Please sign in again.` };
}

/**
 * The ID token's claims, with the e-mail address from the UserInfo endpoint when matching by
 * e-mail and the ID token has none: a provider that keeps to the letter of OpenID Connect puts
 * the claims of the `email` and `profile` scopes there, not in the ID token of a code flow.
 * openid-client checks that the UserInfo answer is about the same subject.
 */
async function withUserInfo(configuration: oidc.Configuration, accessToken: string, claims: SsoClaims, accountClaim: 'email' | 'sub'): Promise<SsoClaims> {
  if (accountClaim !== 'email' || claims.email !== undefined || !configuration.serverMetadata().userinfo_endpoint) return claims;
  const info = await oidc.fetchUserInfo(configuration, accessToken, claims.sub);
  return { ...claims, email: info.email, email_verified: info.email_verified, name: claims.name ?? info.name };
}

/**
 * Single sign-on with OpenID Connect (README: Repository login): the authorization code flow with
 * PKCE (S256), state and nonce, through openid-client. The flow's secrets wait in a signed cookie
 * (ssoFlowCookie.ts) rather than in this server's memory; the sign-on ends in the same repository
 * session a password login opens, marked as opened through single sign-on.
 */
export const ssoRoutes: FastifyPluginAsyncZod<{
  db: Db;
  registry: RepositoryRegistry;
  tokens: RepositorySessionTokens;
  signingKey: Uint8Array;
  loginRateLimit: number;
  discovery?: SsoDiscovery;
}> = async (app, { db, registry, tokens, signingKey, loginRateLimit, discovery = new SsoDiscovery() }) => {
  const flows = createSsoFlowCookies(signingKey);
  for (const problem of ssoConfigurationProblems(registry)) app.log.warn(problem);

  const params = z.object({ ssoClientId: z.string() });
  const config = { rateLimit: { max: loginRateLimit, timeWindow: '1 minute' } };

  app.get(
    '/servlets/cgi/api/sso/authorize/:ssoClientId',
    {
      config,
      schema: {
        tags: ['repository login'],
        summary: 'Start a single sign-on: redirects to the OpenID provider',
        description:
          'ssoSuccessRedirectUrl: where to go after the sign-on (a path or URL of this site; anything else gives /). ' +
          'ssoFailureRedirectUrl: the login page, which a failed sign-on returns to with the message in ssoError; without it a failure answers the message.',
        params,
        querystring: z.object({ ssoSuccessRedirectUrl: z.string().optional(), ssoFailureRedirectUrl: z.string().optional() }),
      },
    },
    async (request, reply) => {
      const { ssoClientId } = request.params;
      const origin = originOf(request);
      const successPath = sameSitePath(request.query.ssoSuccessRedirectUrl, origin) ?? '/';
      const failurePath = sameSitePath(request.query.ssoFailureRedirectUrl, origin);
      try {
        const { provider } = findSsoProvider(registry, ssoClientId);
        const configuration = await discovery.configuration(provider, clientSecretOf(provider));
        const codeVerifier = oidc.randomPKCECodeVerifier();
        const state = oidc.randomState();
        const nonce = oidc.randomNonce();
        const redirectUri = `${origin}${ssoCallbackPath(ssoClientId)}`;
        const url = oidc.buildAuthorizationUrl(configuration, {
          redirect_uri: redirectUri,
          scope: provider.scope,
          code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
          code_challenge_method: 'S256',
          state,
          nonce,
        });
        await flows.set(request, reply, { ssoClientId, state, nonce, codeVerifier, redirectUri, successPath, failurePath });
        reply.header('cache-control', 'no-store');
        return reply.redirect(url.href, 302);
      } catch (error) {
        if (!(error instanceof SsoUnavailable)) throw error;
        if (error.statusCode >= 500) request.log.warn({ ssoClientId, reason: error.message }, 'single sign-on unavailable');
        return fail(request, reply, error.statusCode, error.message, { failurePath, backPath: successPath });
      }
    },
  );

  app.get(
    '/servlets/cgi/api/sso/callback/:ssoClientId',
    {
      config,
      schema: {
        tags: ['repository login'],
        summary: 'Where the OpenID provider returns a single sign-on: opens the repository session and redirects',
        description: 'Register {server}/servlets/cgi/api/sso/callback/{ssoClientId} as the redirect URI of this server at the provider.',
        params,
      },
    },
    async (request, reply) => {
      const { ssoClientId } = request.params;
      const flow = await flows.read(request, ssoClientId);
      // A flow is used once: whatever happens next, its cookie goes.
      flows.clear(request, reply, ssoClientId);
      if (!flow) return fail(request, reply, 400, expiredFlowMessage, { failurePath: null });
      const where = { failurePath: flow.failurePath, backPath: flow.successPath };
      let found, configuration;
      try {
        found = findSsoProvider(registry, ssoClientId);
        configuration = await discovery.configuration(found.provider, clientSecretOf(found.provider));
      } catch (error) {
        if (error instanceof SsoUnavailable) return fail(request, reply, error.statusCode, error.message, where);
        throw error;
      }
      const { provider, repo } = found;
      let claims: SsoClaims | undefined;
      try {
        // The provider's answer as it arrived, at the callback URL the code was issued for.
        const currentUrl = new URL(flow.redirectUri);
        currentUrl.search = new URL(request.url, 'http://x').search;
        const grant = await oidc.authorizationCodeGrant(configuration, currentUrl, {
          pkceCodeVerifier: flow.codeVerifier,
          expectedState: flow.state,
          expectedNonce: flow.nonce,
          idTokenExpected: true,
        });
        const idClaims = grant.claims();
        claims = idClaims && (await withUserInfo(configuration, grant.access_token, idClaims, provider.accountClaim));
      } catch (error) {
        const { status, message } = callbackFailure(error, provider.label);
        return fail(request, reply, status, message, where);
      }
      if (!claims) return fail(request, reply, 502, `Sign-in with ${provider.label} failed: the provider sent no ID token.`, where);

      const outcome = await findOrCreateSsoAccount(db, repo, provider, claims);
      if (!outcome.account) {
        const message = `There is no account "${outcome.login}" for this app. Ask an administrator to create one, then sign in with ${provider.label} again.`;
        return fail(request, reply, 403, message, where);
      }
      const { account, created } = outcome;
      const { token, maxAgeSeconds } = await tokens.issue({
        accountId: account.id,
        repo: repo.name,
        login: account.login,
        passwordVersion: passwordVersionOf(account.passwordHash),
        ssoClientId,
      });
      setRepositorySessionCookie(request, reply, token, maxAgeSeconds);
      request.log.info({ repo: repo.name, login: account.login, ssoClientId, created }, 'single sign-on');
      reply.header('cache-control', 'no-store');
      return reply.redirect(flow.successPath, 303);
    },
  );
};
