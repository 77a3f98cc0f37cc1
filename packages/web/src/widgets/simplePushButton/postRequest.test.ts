import { describe, expect, it } from 'vitest';
import { postJson } from './postRequest';

const PAGE = 'https://grafiek.example';

function answering(response: Response | Error) {
  const calls: { url: string; init: RequestInit | undefined }[] = [];
  const fetcher = (async (url: URL | RequestInfo, init?: RequestInit) => {
    calls.push({ url: String(url), init });
    if (response instanceof Error) throw response;
    return response;
  }) as typeof fetch;
  return { calls, fetcher };
}

describe('postJson', () => {
  it('posts the body as JSON, with cookies for this site only and no login token', async () => {
    const { calls, fetcher } = answering(new Response('{"ok":true}', { status: 200 }));
    const response = await postJson(new URL('https://grafiek.example/hooks/x'), { a: 1 }, PAGE, fetcher);
    expect(await response.json()).toEqual({ ok: true });
    expect(calls).toHaveLength(1);
    const init = calls[0]!.init!;
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"a":1}');
    expect(init.credentials).toBe('same-origin');
    expect(init.headers).toEqual({ 'Content-Type': 'application/json', Accept: 'application/json, text/plain, */*' });
  });

  it('says who answered what, quoting a JSON message or the text', async () => {
    const url = new URL('https://api.example.org/v1/x');
    await expect(postJson(url, {}, PAGE, answering(new Response('{"message":"Geen rechten"}', { status: 403, statusText: 'Forbidden' })).fetcher)).rejects.toThrow(
      'api.example.org answered 403 Forbidden: Geen rechten',
    );
    await expect(postJson(url, {}, PAGE, answering(new Response(`${'x'.repeat(300)}\n`, { status: 500 })).fetcher)).rejects.toThrow(`api.example.org answered 500: ${'x'.repeat(200)}…`);
  });

  it('says that an address could not be reached, and why that may be for another site', async () => {
    const failing = answering(new TypeError('Failed to fetch')).fetcher;
    await expect(postJson(new URL('https://api.example.org/x'), {}, PAGE, failing)).rejects.toThrow(
      'Could not reach https://api.example.org: Failed to fetch (api.example.org may not allow requests from this site).',
    );
    await expect(postJson(new URL('https://grafiek.example/x'), {}, PAGE, failing)).rejects.toThrow('Could not reach https://grafiek.example: Failed to fetch.');
  });
});
