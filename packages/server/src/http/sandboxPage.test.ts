import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inlineScriptHashes, registerSecurityHeaders, sandboxPageCsp } from './securityHeaders.js';
import { registerStaticWeb } from './staticWeb.js';

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('base64');
const SCRIPT = "\n  parent.postMessage({ type: 'ready' }, '*');\n";
const realSandboxPage = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../web/public/sandbox.html');

describe('the script sandbox page and the app page', () => {
  let app: FastifyInstance;
  let webDir: string;
  beforeAll(async () => {
    webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'grafiek-web-'));
    fs.writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><script type="module" src="/assets/main.js"></script>');
    fs.writeFileSync(path.join(webDir, 'sandbox.html'), `<!doctype html><!-- not this <script>x</script> --><script>${SCRIPT}</script>`);
    app = Fastify();
    registerSecurityHeaders(app);
    await registerStaticWeb(app, webDir);
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    fs.rmSync(webDir, { recursive: true, force: true });
  });

  it('gives the sandbox page a policy of its own: its script by hash, eval, blob workers, no network', async () => {
    const res = await app.inject({ method: 'GET', url: '/sandbox.html' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toBe(
      `default-src 'none'; script-src 'sha256-${sha256(SCRIPT)}' 'unsafe-eval'; worker-src blob:; base-uri 'none'; form-action 'none'; frame-ancestors 'self'; sandbox allow-scripts`,
    );
  });

  it("keeps eval out of every other page's policy", async () => {
    for (const url of ['/index.html', '/api/nothing']) {
      const csp = String((await app.inject({ method: 'GET', url })).headers['content-security-policy']);
      expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval'");
      expect(csp).not.toContain("'unsafe-eval'");
      expect(csp).toContain("frame-src 'self'");
    }
  });


  it('hashes the one inline script of the real sandbox page', () => {
    const hashes = inlineScriptHashes(fs.readFileSync(realSandboxPage, 'utf8'));
    expect(hashes).toHaveLength(1);
    expect(sandboxPageCsp(hashes)).toContain(`'sha256-${hashes[0]}'`);
  });
});
