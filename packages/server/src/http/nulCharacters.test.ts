import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerErrorHandler } from './errorHandler.js';
import { nulCharacterAt, registerNulRefusal } from './nulCharacters.js';

describe('nulCharacterAt', () => {
  it('names where a NUL character is, in a string or a key, however deep', () => {
    expect(nulCharacterAt({ title: 'fine', areas: [{ text: 'ok' }] })).toBeUndefined();
    expect(nulCharacterAt('a\u0000b')).toBe('');
    expect(nulCharacterAt({ mainArea: { areas: [{ title: 'x' }, { title: 'x\u0000' }] } })).toBe('mainArea.areas[1].title');
    expect(nulCharacterAt({ parameterValues: { 'k\u0000': 'v' } })).toBe('parameterValues.k\u0000');
    let deep: unknown = 'bottom\u0000';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(nulCharacterAt(deep)).toMatch(/^(\[0\]){100000}$/);
  });
});

describe('registerNulRefusal', () => {
  it('answers 400 naming the part, instead of a database error, for a NUL in the address, query string or body', async () => {
    const app = Fastify({ logger: false });
    registerErrorHandler(app, { spaFallback: false });
    registerNulRefusal(app);
    app.get('/projects/:path', async () => ({ ok: true }));
    app.post('/projects', async () => ({ ok: true }));
    const address = await app.inject({ method: 'GET', url: '/projects/%00' });
    expect(address.statusCode).toBe(400);
    expect(address.json().message).toBe('The address contains the NUL character (U+0000) in path; text may not contain it.');
    expect((await app.inject({ method: 'GET', url: '/projects/demo?x=%00' })).json().message).toMatch(/^The query string contains the NUL character \(U\+0000\) in x;/);
    const body = await app.inject({ method: 'POST', url: '/projects', payload: { title: 'a\u0000b', path: 'p' } });
    expect(body.statusCode).toBe(400);
    expect(body.json().message).toMatch(/^The request body contains the NUL character \(U\+0000\) in title;/);
    expect((await app.inject({ method: 'POST', url: '/projects', payload: { title: 'ab', path: 'p' } })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/projects/demo' })).statusCode).toBe(200);
    await app.close();
  });
});
