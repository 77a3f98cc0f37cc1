import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resultMediaTypes } from '../repository.js';
import { openRemoteRepository } from './remoteRepository.js';

// An endpoint on loopback that answers as the path says, and counts what it was asked.
let server: http.Server;
let base = '';
const asked: string[] = [];
/** How far the huge answer got before its reader went away. */
let hugeSent: Promise<number> | undefined;
const HUGE_BYTES = 64 * 1024 * 1024;

beforeAll(async () => {
  server = http.createServer((request, response) => {
    asked.push(request.url ?? '');
    if (request.url === '/redirect') {
      response.writeHead(302, { location: `${base}/internal` }).end();
    } else if (request.url === '/html') {
      response.writeHead(200, { 'content-type': 'text/html' }).end('<script>steal(localStorage)</script>');
    } else if (request.url === '/huge') {
      // A 64 MB answer, written as fast as the reader takes it.
      response.writeHead(200, { 'content-type': 'application/sparql-results+json' });
      const chunk = Buffer.alloc(64 * 1024, 0x20);
      let sent = 0;
      hugeSent = new Promise((resolve) => {
        response.on('close', () => resolve(sent));
        const pump = () => {
          while (sent < HUGE_BYTES && !response.destroyed) {
            sent += chunk.length;
            if (!response.write(chunk)) return void response.once('drain', pump);
          }
          response.end();
        };
        pump();
      });
    } else if (request.url === '/json') {
      response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }).end('{"head":{},"boolean":true}');
    } else {
      response.writeHead(200, { 'content-type': 'text/plain' }).end('internal secrets');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const ask = (path: string, maxAnswerBytes?: number) =>
  openRemoteRepository({ name: 'far', queryUrl: `${base}${path}` }).query({
    query: 'ASK {}',
    form: 'ASK',
    mediaType: resultMediaTypes.json,
    signal: new AbortController().signal,
    timeoutMs: 20_000,
    maxAnswerBytes,
  });

describe('a remote SPARQL endpoint', () => {
  it('is not followed when it redirects: the caller is told where it pointed, and that address is never asked', async () => {
    await expect(ask('/redirect')).rejects.toMatchObject({
      kind: 'remote',
      message: `The SPARQL endpoint of repository "far" answered with a redirect to ${base}/internal; redirects are not followed: configure the address it names.`,
    });
    expect(asked).not.toContain('/internal');
  });

  it('may answer only SPARQL results or RDF: an HTML page is refused, not passed on', async () => {
    await expect(ask('/html')).rejects.toMatchObject({ kind: 'remote', message: 'The SPARQL endpoint of repository "far" answered text/html, which is not SPARQL results or RDF.' });
  });

  it('stops reading an answer past the caller\'s limit, says how to page it, and never holds the rest', async () => {
    await expect(ask('/huge', 1024 * 1024)).rejects.toMatchObject({
      kind: 'tooLarge',
      message: 'The answer is larger than the 1 MB this server sends at once (GRAFIEK_MAX_ANSWER_BYTES). Add a LIMIT, or page through it with LIMIT and OFFSET.',
    });
    // The endpoint was cut off far before the end of its 64 MB.
    expect(await hugeSent).toBeLessThan(HUGE_BYTES / 4);
  });

  it('has a JSON answer passed on as SPARQL JSON results', async () => {
    await expect(ask('/json')).resolves.toMatchObject({ mediaType: resultMediaTypes.json, body: '{"head":{},"boolean":true}' });
  });
});
