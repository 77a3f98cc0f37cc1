import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { readTrustProxy, type TrustProxy } from '../config.js';
import { RepositoryError } from '../repositories/repository.js';
import { setRepositorySessionCookie } from '../repository-login/repositorySessionCookie.js';
import { registerErrorHandler } from './errorHandler.js';

describe('GRAFIEK_TRUST_PROXY', () => {
  it('reads none, any, a number of hops, or a list of addresses', () => {
    expect(readTrustProxy('')).toBe(false);
    expect(readTrustProxy('false')).toBe(false);
    expect(readTrustProxy(' TRUE ')).toBe(true);
    const twoHops = readTrustProxy('2') as (address: string, hop: number) => boolean;
    expect([0, 1, 2].map((hop) => twoHops('10.0.0.1', hop))).toEqual([true, true, false]);
    expect(readTrustProxy('127.0.0.1, 10.0.0.0/8')).toEqual(['127.0.0.1', '10.0.0.0/8']);
  });

  it('makes the repository session cookie Secure behind a TLS proxy it trusts, and only then', async () => {
    const cookieFor = async (trustProxy: TrustProxy) => {
      const app = Fastify({ trustProxy });
      app.get('/login', (request, reply) => {
        setRepositorySessionCookie(request, reply, 'token', 60);
        return reply.send('ok');
      });
      const res = await app.inject({ method: 'GET', url: '/login', headers: { 'x-forwarded-proto': 'https' } });
      await app.close();
      return String(res.headers['set-cookie']);
    };
    expect(await cookieFor(readTrustProxy('true'))).toContain('; Secure');
    // Without trust, anyone could claim https with a header: the cookie stays as the connection is.
    expect(await cookieFor(readTrustProxy(''))).not.toContain('Secure');
  });
});

describe('a full disk', () => {
  it('answers 507 with a message a person can act on, not the raw ENOSPC text', async () => {
    const app = Fastify({ logger: false });
    registerErrorHandler(app, { spaFallback: false });
    app.post('/save', async () => {
      throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
    });
    app.post('/update', async () => {
      throw new RepositoryError('unavailable', 'repository demo: the journal could not be written (ENOSPC: no space left on device)');
    });
    for (const url of ['/save', '/update']) {
      const res = await app.inject({ method: 'POST', url });
      expect(res.statusCode).toBe(507);
      expect(res.json()).toEqual({ message: "The server's disk is full, so nothing was saved. Please tell the administrator and try again later." });
    }
    await app.close();
  });
});
