import type { ConsoleMessage, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageAs, row } from '../harness/scene.js';
import { waitForState, widget, widgetScene, type WidgetScene } from '../widgets/inputWidgetScene.js';

// Author JavaScript (pre-app JavaScript, a table's onClick, <script> blocks in queries) runs in
// the script sandbox by default (README, "Author JavaScript"): an opaque-origin
// iframe with a policy of its own, one worker per call, 1 s per call.

const EX = 'http://example.org/grafiek-scripts/';
const PREFIXES = `PREFIX ex: <${EX}>\n`;
const HOSTILE = '"); fetch("x';
const NAMES_QUERY = `${PREFIXES}SELECT ?naam WHERE { ?p a ex:Persoon ; ex:naam ?naam } ORDER BY ?naam`;

let scene: WidgetScene;

beforeAll(async () => {
  scene = await widgetScene();
  await scene.update(`${PREFIXES}INSERT DATA {
    ex:p1 a ex:Persoon ; ex:naam "Eerste" .
    ex:p2 a ex:Persoon ; ex:naam "Tweede" .
    ex:p3 a ex:Persoon ; ex:naam ${JSON.stringify(HOSTILE)} .
  }`);
});
afterAll(async () => {
  await scene?.close();
});

/** A table that shows one variable's value as its one cell. */
function echo(variable: string, title: string): Record<string, unknown> {
  return { widget: 'Table', titleMenubar: title, query: `SELECT ?waarde WHERE { BIND("{{${variable}}}" AS ?waarde) }` };
}

function names(title: string, onClick: string): Record<string, unknown> {
  return { widget: 'Table', titleMenubar: title, query: NAMES_QUERY, onClick };
}

function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message: ConsoleMessage) => message.type() === 'error' && errors.push(message.text()));
  return errors;
}

async function cellTexts(page: Page, title: string): Promise<string[]> {
  const frame = widget(page, 'Table', title);
  await waitForState(frame, 'ready');
  return frame.locator('tbody td').allTextContents();
}

async function waitForCell(page: Page, title: string, text: string): Promise<void> {
  await widget(page, 'Table', title).getByRole('cell', { name: text, exact: true }).waitFor();
}

async function waitForError(errors: string[], text: string, timeoutMs = 15_000): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (errors.some((line) => line.includes(text))) return Date.now();
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`No console error with "${text}"; there were: ${JSON.stringify(errors)}`);
}

describe('author JavaScript in the sandbox', () => {
  it('pre-app JavaScript reads a variable and publishes one that a table shows', async () => {
    const path = await scene.createApp('js1', echo('stad', 'Stad'), {
      parameterValues: '{"begin": "Welkom"}',
      prejs: 'publish("stad", getVariable("begin") + " in Almere");',
    });
    const page = await scene.open(path);
    await waitForCell(page, 'Stad', 'Welkom in Almere');
    // The app's page gets a sandboxed frame, without allow-same-origin.
    expect(await page.locator('iframe[data-grafiek-sandbox]').getAttribute('sandbox')).toBe('allow-scripts');
  });

  it('hostile pre-app JavaScript reads neither the token, nor cookies, nor the page; fetch is refused; touching document is a named error', async () => {
    const prejs = `
      const seen = [];
      const probe = (name, read) => { try { seen.push(name + "=" + String(read())); } catch (error) { seen.push(name + ":" + error.name); } };
      probe("localStorage", () => localStorage.getItem("grafiek.token"));
      probe("cookie", () => document.cookie);
      probe("parent", () => parent.document.cookie);
      probe("self", () => self.localStorage);
      publish("probes", seen.join(" "));
      return fetch(${JSON.stringify(`${scene.server.url}/api/me`)}).then((r) => r.text(), (error) => "refused " + error.name).then((text) => {
        publish("fetched", text);
        return document.cookie;
      });`;
    const path = await scene.createApp('js2', row(echo('probes', 'Probes'), echo('fetched', 'Fetched')), { prejs });
    // Logged in (the login cookies), and a cookie the page's own scripts can read.
    const page = await pageAs(scene, scene.admin);
    await page.context().addCookies([{ name: 'geheim', value: 'koekje', url: scene.server.url }]);
    const errors = consoleErrors(page);
    await page.goto(path);
    const token = scene.admin.token;
    expect(await page.evaluate(() => document.cookie)).toContain('geheim=koekje');

    expect(await cellTexts(page, 'Probes')).toEqual(['localStorage:ReferenceError cookie:ReferenceError parent:ReferenceError self=undefined']);
    expect(await cellTexts(page, 'Fetched')).toEqual(['refused TypeError']);
    await waitForError(errors, 'Pre-app JavaScript: document is not available in the sandbox');
    const body = await page.locator('body').innerText();
    expect(body).not.toContain(token);
    expect(body).not.toContain('koekje');
  });

  it('a runaway pre-app script is stopped after 1 s; the app keeps working and later scripts still run', async () => {
    const path = await scene.createApp('js3', row(names('Namen', 'publish("gekozen", row.naam)'), echo('gekozen', 'Gekozen')), { prejs: 'while (true) {}' });
    const page = await scene.browser.newPage(scene.server.url);
    // When the page hears from the sandbox: it is ready, then answers the one call.
    await page.addInitScript(() => {
      const heard: { type: string; at: number; error?: string }[] = [];
      (window as unknown as { heard: typeof heard }).heard = heard;
      window.addEventListener('message', (event) => {
        const data = event.data as { type?: unknown; error?: { name?: string } } | null;
        if (data && typeof data.type === 'string' && data.type.startsWith('grafiek-sandbox')) heard.push({ type: data.type, at: performance.now(), error: data.error?.name });
      });
    });
    const errors = consoleErrors(page);
    await page.goto(path);
    // The page is not frozen meanwhile: the table loads and answers.
    await waitForState(widget(page, 'Table', 'Namen'), 'ready');
    await waitForError(errors, 'Pre-app JavaScript: script took longer than 1 s and was stopped');
    const heard = await page.evaluate(() => (window as unknown as { heard: { type: string; at: number; error?: string }[] }).heard);
    const ready = heard.find((m) => m.type === 'grafiek-sandbox-ready')!;
    const stopped = heard.find((m) => m.error === 'ScriptTimeoutError')!;
    expect(stopped.at - ready.at).toBeGreaterThanOrEqual(1000);
    expect(stopped.at - ready.at).toBeLessThan(2500);

    await widget(page, 'Table', 'Namen').getByRole('cell', { name: 'Tweede', exact: true }).click();
    await waitForCell(page, 'Gekozen', 'Tweede');
  });

  it("a table's onClick gets the row and the app's variables and publishes", async () => {
    const onClick = 'publish("gekozen", row.naam + " in " + getVariable("stad"));';
    const path = await scene.createApp('js4', row(names('Namen', onClick), echo('gekozen', 'Gekozen')), { parameterValues: '{"stad": "Almere"}' });
    const page = await scene.open(path);
    const errors = consoleErrors(page);
    await widget(page, 'Table', 'Namen').getByRole('cell', { name: 'Eerste', exact: true }).click();
    await waitForCell(page, 'Gekozen', 'Eerste in Almere');
    expect(errors).toEqual([]);
  });

  it('a <script> block in a query picks its result by a variable; a hostile value stays data', async () => {
    const block = '<script> if ("{{persona}}" == "almere") return "systeem"; return "{{persona}}"; </script>';
    const inIri = { widget: 'Table', titleMenubar: 'Dienst', query: `SELECT ?dienst WHERE { BIND(STR(<${EX}persona/${block}>) AS ?dienst) }` };
    const inLiteral = { widget: 'Table', titleMenubar: 'Letterlijk', query: `SELECT ?tekst WHERE { BIND("${block}" AS ?tekst) }` };
    const path = await scene.createApp('js5', row(names('Kies', 'publish("persona", row.naam)'), inIri, inLiteral), { parameterValues: '{"persona": "almere"}' });
    const page = await scene.open(path);
    await waitForCell(page, 'Dienst', `${EX}persona/systeem`);
    await waitForCell(page, 'Letterlijk', 'systeem');

    await widget(page, 'Table', 'Kies').getByRole('cell', { name: 'Tweede', exact: true }).click();
    await waitForCell(page, 'Dienst', `${EX}persona/Tweede`);
    await waitForCell(page, 'Letterlijk', 'Tweede');

    // The hostile value reaches the script as a string and comes back as one: in a literal it
    // is escaped and shown as it is; inside <...> it is refused, as a placeholder's value would be.
    await widget(page, 'Table', 'Kies').getByRole('cell', { name: HOSTILE, exact: true }).click();
    await waitForCell(page, 'Letterlijk', HOSTILE);
    const dienst = widget(page, 'Table', 'Dienst');
    await waitForState(dienst, 'error');
    expect(await dienst.getAttribute('data-error')).toMatch(/^The result of <script> block 1 cannot take this value: it stands inside an IRI/);
  });

  it("the page's policy forbids eval; only the sandbox page allows it", async () => {
    const page = await scene.open('/');
    const csp = (await fetch(`${scene.server.url}/`)).headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval'");
    expect(csp).not.toContain("'unsafe-eval'");
    // Code sent by the test itself is exempt from the policy (DevTools); a string timer runs later
    // as the page's own code, so the browser checks it: refused, and reported as a violation.
    const outcome = await page.evaluate(
      () =>
        new Promise<{ ran: boolean; violated: string }>((resolve) => {
          const seen = window as unknown as { evalRan?: boolean };
          window.addEventListener('securitypolicyviolation', (event) => resolve({ ran: seen.evalRan === true, violated: event.effectiveDirective }), { once: true });
          (setTimeout as unknown as (code: string, ms: number) => void)('window.evalRan = true', 0);
          setTimeout(() => resolve({ ran: seen.evalRan === true, violated: '' }), 2000);
        }),
    );
    expect(outcome).toEqual({ ran: false, violated: 'script-src' });
    const sandbox = (await fetch(`${scene.server.url}/sandbox.html`)).headers.get('content-security-policy') ?? '';
    expect(sandbox).toMatch(/^default-src 'none'; script-src 'sha256-[A-Za-z0-9+/=]+' 'unsafe-eval'; worker-src blob:;/);
    expect(sandbox).toContain('sandbox allow-scripts');
  });
});
