import http from 'node:http';
import net from 'node:net';

export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/**
 * Sends a request exactly as written, byte for byte: fetch would normalise a path with `..` or
 * refuse a header it finds odd, and that is what this suite must send. The body goes out in
 * pieces, and no more once an answer has begun: a server answers a body over its limit (413)
 * before reading it, and closes; writing on would reset the connection and lose that answer.
 * The answer is read until the server closes the connection (the request asks it to).
 */
export async function rawRequest(url: string, head: string, body: Buffer = Buffer.alloc(0), timeoutMs = 10_000): Promise<RawAnswer> {
  const { hostname, port } = new URL(url);
  const bytes = await new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = net.connect(Number(port), hostname);
    socket.setTimeout(timeoutMs, () => socket.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', (error) => (chunks.length ? resolve(Buffer.concat(chunks)) : reject(error)));
    socket.on('close', () => resolve(Buffer.concat(chunks)));
    socket.on('connect', async () => {
      socket.write(head);
      // A body declared too large is answered from the head alone: give the server the moment.
      if (body.length > 0) await new Promise((resume) => setTimeout(resume, 300));
      const piece = 64 * 1024;
      for (let at = 0; at < body.length && !chunks.length && !socket.destroyed; at += piece) {
        if (socket.write(body.subarray(at, at + piece))) continue;
        // Wait until the server reads on, answers, or closes.
        await new Promise<void>((resume) => {
          const done = () => {
            socket.off('drain', done).off('data', done).off('close', done);
            resume();
          };
          socket.on('drain', done).on('data', done).on('close', done);
        });
      }
      if (!chunks.length && !socket.destroyed) socket.end();
    });
  });
  return parseAnswer(bytes);
}

function parseAnswer(bytes: Buffer): RawAnswer {
  const split = bytes.indexOf('\r\n\r\n');
  if (split < 0) throw new Error(`not an HTTP answer: ${JSON.stringify(bytes.subarray(0, 200).toString())}`);
  const [statusLine = '', ...lines] = bytes.subarray(0, split).toString('latin1').split('\r\n');
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1]);
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  let body = bytes.subarray(split + 4);
  if (headers['transfer-encoding'] === 'chunked') body = unchunk(body);
  return { status, headers, body: body.toString('utf8') };
}

function unchunk(data: Buffer): Buffer {
  const parts: Buffer[] = [];
  let at = 0;
  for (;;) {
    const lineEnd = data.indexOf('\r\n', at);
    if (lineEnd < 0) break;
    const size = parseInt(data.subarray(at, lineEnd).toString(), 16);
    if (!size) break;
    parts.push(data.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
  return Buffer.concat(parts);
}

/** A POST of `body` to `target` with these header lines (Content-Length is added). */
export const rawPost = (url: string, target: string, headerLines: string[], body: string) =>
  rawRequest(
    url,
    [`POST ${target} HTTP/1.1`, `Host: ${new URL(url).host}`, 'Connection: close', ...headerLines, `Content-Length: ${Buffer.byteLength(body)}`, '', ''].join('\r\n'),
    Buffer.from(body),
  );

/** A GET of `target` (a path as written) with these extra header lines. */
export const rawGet = (url: string, target: string, headerLines: string[] = []) =>
  rawRequest(url, [`GET ${target} HTTP/1.1`, `Host: ${new URL(url).host}`, 'Connection: close', ...headerLines, '', ''].join('\r\n'));

/**
 * A SPARQL endpoint elsewhere, on loopback, as an allow-listed host could behave: `/redirect`
 * points to `/internal` (a service that must never be reached through Grafiek), `/html` answers
 * a page with a script. It counts the paths it was asked.
 */
export async function startHostileEndpoint(): Promise<{ host: string; asked: string[]; close: () => Promise<void> }> {
  const asked: string[] = [];
  let base = '';
  const server = http.createServer((request, response) => {
    asked.push(request.url ?? '');
    request.resume();
    if (request.url === '/redirect') response.writeHead(302, { location: `${base}/internal` }).end();
    else if (request.url === '/html') response.writeHead(200, { 'content-type': 'text/html' }).end('<script>fetch("/api/me")</script>');
    else response.writeHead(200, { 'content-type': 'text/plain' }).end('internal secrets');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  base = `http://127.0.0.1:${port}`;
  return { host: `127.0.0.1:${port}`, asked, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
