import type { FastifyReply, FastifyRequest } from 'fastify';
import { SignJWT, jwtVerify } from 'jose';
import { loginCookieAttributes, readCookie } from './repositorySessionCookie.js';

/**
 * What a single sign-on keeps between sending the browser to the provider and its return: the
 * PKCE code verifier, the state and the nonce that the answer must match, the callback URL the
 * provider was given, and where to go afterwards. It travels in a cookie signed with the
 * platform's signing key (HS256, under an issuer of its own so no other token passes for it), so
 * no server keeps it in memory and any server of several may receive the callback.
 */
export interface SsoFlow {
  ssoClientId: string;
  state: string;
  nonce: string;
  codeVerifier: string;
  /** The callback URL sent to the provider; the code is redeemed with the same. */
  redirectUri: string;
  /** Where a successful sign-on goes: a path of this site. */
  successPath: string;
  /** Where a failed one goes with its message (the login page), if known. */
  failurePath: string | null;
}

const issuer = 'grafiek-sso-flow';
/** Time to sign in at the provider; a flow older than this is refused. */
export const ssoFlowSeconds = 600;
const cookieName = 'grafiek_sso_flow';

/** Where a provider sends the browser back; the URL to register at the provider is the server's origin plus this. */
export const ssoCallbackPath = (ssoClientId: string) => `/servlets/cgi/api/sso/callback/${encodeURIComponent(ssoClientId)}`;

// The cookie goes only to the callback of its own provider: flows with two providers do not clash.
// SameSite=Lax: the provider sends the browser back with a top-level GET, which carries it.
const attributes = (request: FastifyRequest, ssoClientId: string, maxAgeSeconds: number) =>
  loginCookieAttributes(request, ssoCallbackPath(ssoClientId), maxAgeSeconds);

export interface SsoFlowCookies {
  set(request: FastifyRequest, reply: FastifyReply, flow: SsoFlow): Promise<void>;
  /** The flow of a valid cookie for this provider; null when absent, expired, tampered with or another provider's. */
  read(request: FastifyRequest, ssoClientId: string): Promise<SsoFlow | null>;
  clear(request: FastifyRequest, reply: FastifyReply, ssoClientId: string): void;
}

export function createSsoFlowCookies(key: Uint8Array): SsoFlowCookies {
  return {
    async set(request, reply, flow) {
      const token = await new SignJWT({ flow })
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuer(issuer)
        .setIssuedAt()
        .setExpirationTime(`${ssoFlowSeconds}s`)
        .sign(key);
      reply.header('set-cookie', `${cookieName}=${token}; ${attributes(request, flow.ssoClientId, ssoFlowSeconds)}`);
    },
    async read(request, ssoClientId) {
      const token = readCookie(request.headers.cookie, cookieName);
      if (!token) return null;
      try {
        const { payload } = await jwtVerify(token, key, { issuer, algorithms: ['HS256'] });
        const flow = payload.flow as SsoFlow | undefined;
        if (!flow || typeof flow !== 'object' || flow.ssoClientId !== ssoClientId) return null;
        const texts = [flow.state, flow.nonce, flow.codeVerifier, flow.redirectUri, flow.successPath];
        if (texts.some((t) => typeof t !== 'string') || (flow.failurePath !== null && typeof flow.failurePath !== 'string')) return null;
        return flow;
      } catch {
        return null;
      }
    },
    clear(request, reply, ssoClientId) {
      reply.header('set-cookie', `${cookieName}=; ${attributes(request, ssoClientId, 0)}`);
    },
  };
}
