import { crc32, deflateSync } from 'node:zlib';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeViolations } from '../harness/axe.js';
import { screenshot } from '../harness/browser.js';
import { column, pageAs, row, startScene, type Scene } from '../harness/scene.js';
import { waitForState, widget } from './inputWidgetScene.js';
import { recordQueries } from './tabsAndPanelsScene.js';

// Picture, Image Gallery, VideoPlayer and BBStructuredText: one server, one browser, one project.
// Pictures are data URLs and the video an uploaded file of this server: nothing from the internet.

const PROJECT = 'media';
const EX = 'http://example.org/grafiek-media/';
const PREFIXES = `PREFIX ex: <${EX}>\n`;
/** Set by any of the hostile texts below if its script ever ran. */
const FLAG = '__mediaPwned';
/** Queries answer within seconds, but the machine is shared: poll as long as a locator waits. */
const POLL = { timeout: 20_000 };

/** A PNG of one colour with a white band, as base64: a real raster picture made here. */
function png(width: number, height: number, [r, g, b]: [number, number, number]): string {
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const band = y > height / 3 && y < (height * 2) / 3;
    for (let x = 0; x < width; x++) raw.set(band ? [255, 255, 255] : [r, g, b], y * (width * 3 + 1) + 1 + x * 3);
  }
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const check = Buffer.alloc(4);
    check.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, check]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits per channel, RGB
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]).toString('base64');
}

/** An SVG picture as a data URL, with a script and an onload handler that must never run. */
function hostileSvg(colour: string, text: string): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="100" onload="window.${FLAG}='svg onload'">` +
    `<rect width="160" height="100" fill="${colour}"/><text x="12" y="58" font-size="24" font-family="sans-serif" fill="white">${text}</text>` +
    `<script>window.${FLAG}='svg script'</script></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const RED_PNG = png(60, 40, [192, 48, 48]);
const BLUE_PNG = png(90, 60, [48, 96, 192]);

/** A SPARQL literal; JSON's escapes are SPARQL's. */
const literal = (text: string) => JSON.stringify(text);

const PICTURES = [
  { id: 'molen', label: 'Molen', image: hostileSvg('#c03030', 'Molen'), order: 1 },
  { id: 'kerk', label: 'Kerk', image: `data:image/png;base64,${BLUE_PNG}`, order: 2 },
  { id: 'brug', label: 'Brug', image: hostileSvg('#2f8f4f', 'Brug'), order: 3 },
  { id: 'gemaal', label: `Gemaal <img src=x onerror="window.${FLAG}='caption'">`, image: hostileSvg('#b08020', 'Gemaal'), order: 4 },
];

const HOSTILE_MARKDOWN = `## Uit de data

Een *veilige* zin.

<img id="kwaad-data" alt="kwaad" src="/no-such-image.png" onerror="window.${FLAG}='markdown onerror'">
<script>window.${FLAG}='markdown script'</script>

[gevaarlijk](javascript:window.${FLAG}='markdown-link')`;

let scene: Scene;
let videoPath: string;
let brokenVideoPath: string;

/** Keeps a file on the server as the Upload widget would (uploadAnyFile) and returns its download path. */
async function upload(name: string, bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  const form = new FormData();
  form.set('command', 'uploadAnyFile');
  form.set('file', new Blob([bytes]), name);
  const response = await fetch(`${scene.server.url}/api/upload/demo`, { method: 'POST', headers: { Authorization: `Bearer ${scene.admin.token}` }, body: form });
  const answer = (await response.json()) as { success: boolean; fileUrl?: string; errors?: string[] };
  if (!answer.success || !answer.fileUrl) throw new Error(`The upload of ${name} failed: ${JSON.stringify(answer)}`);
  return new URL(answer.fileUrl).pathname;
}

/** A short real WebM video (64x48), recorded from a canvas by the test browser itself. */
async function recordVideo(): Promise<Uint8Array<ArrayBuffer>> {
  // A blank page will do: nothing of the app is needed to record.
  const page = await scene.browser.newPage(scene.server.url);
  const base64 = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 64;
    canvas.height = 48;
    const context = canvas.getContext('2d')!;
    const recorder = new MediaRecorder(canvas.captureStream(15), { mimeType: 'video/webm' });
    const chunks: Blob[] = [];
    recorder.ondataavailable = (event) => chunks.push(event.data);
    const stopped = new Promise((resolve) => (recorder.onstop = resolve));
    recorder.start();
    for (let frame = 0; frame < 10; frame++) {
      context.fillStyle = frame % 2 ? '#c03030' : '#3060c0';
      context.fillRect(0, 0, 64, 48);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    recorder.stop();
    await stopped;
    const bytes = new Uint8Array(await new Blob(chunks).arrayBuffer());
    let binary = '';
    for (const byte of bytes) binary += String.fromCharCode(byte);
    return btoa(binary);
  });
  await page.context().close();
  return new Uint8Array(Buffer.from(base64, 'base64'));
}

beforeAll(async () => {
  scene = await startScene({ project: { title: 'Media widgets', path: PROJECT } }, async () => ({}));
  videoPath = await upload('film.webm', await recordVideo());
  brokenVideoPath = await upload('kapot.webm', new TextEncoder().encode('this is no video at all'));
  await scene.update(`${PREFIXES}INSERT DATA {
    ${PICTURES.map((p) => `ex:${p.id} a ex:Foto ; ex:naam ${literal(p.label)} ; ex:beeld ${literal(p.image)} ; ex:volgorde ${p.order} .`).join('\n')}
    ex:svg ex:plaatje ${literal(hostileSvg('#6040a0', 'SVG'))} ; ex:titel "Paars uit de query" .
    ex:film ex:bestand ${literal(videoPath)} ; ex:titel "Een korte film" .
    ex:tekst ex:markdown ${literal(HOSTILE_MARKDOWN)} .
  }`);
});
afterAll(async () => {
  await scene?.close();
});

async function open(path: string, mainArea: Record<string, unknown>, extra: Record<string, unknown> = {}): Promise<Page> {
  await scene.publicApp(path, mainArea, extra);
  const page = await pageAs(scene, null);
  await page.goto(`/projects/${PROJECT}/${path}`);
  return page;
}

function follower(title: string, query: string): Record<string, unknown> {
  return { widget: 'Table', titleMenubar: title, query: PREFIXES + query };
}

/** A table of buttons; a click publishes the button's value to `variable`, as a click elsewhere would. */
function chooser(title: string, variable: string, choices: [label: string, value: string][]): Record<string, unknown> {
  const rows = choices.map(([label, value]) => `(${literal(label)} ${literal(value)})`).join(' ');
  return { widget: 'Table', titleMenubar: title, publishVariable: variable, query: `SELECT ?keuze ?keuzeURI WHERE { VALUES (?keuze ?keuzeURI) { ${rows} } }` };
}

async function cells(page: Page, title: string): Promise<string[]> {
  return widget(page, 'Table', title).getByRole('cell').allTextContents();
}

const flag = (page: Page) => page.evaluate((name) => (window as unknown as Record<string, unknown>)[name], FLAG);
const naturalWidth = (image: Locator) => image.evaluate((element: HTMLImageElement) => (element.complete ? element.naturalWidth : 0));

const GALLERY_QUERY = `${PREFIXES}SELECT ?uri ?image ?label WHERE { ?uri a ex:Foto ; ex:beeld ?image ; ex:naam ?label ; ex:volgorde ?o } ORDER BY ?o`;

describe('Picture', () => {
  it('shows base64 from its config, a data URL from its query with the SVG\'s script removed, refuses javascript: and waits for its variable', async () => {
    const page = await open(
      'picture',
      row(
        column(
          { widget: 'Picture', titleMenubar: 'Foto', src: RED_PNG, title: 'Rode rechthoek', alt: 'Een rode rechthoek' },
          { widget: 'BBPicture', titleMenubar: 'Uit de query', query: `${PREFIXES}SELECT ?picture ?title WHERE { ex:svg ex:plaatje ?picture ; ex:titel ?title }`, fit: 'cover' },
        ),
        column(
          { widget: 'Picture', titleMenubar: 'Geweigerd', src: `javascript:window.${FLAG}='picture'` },
          { widget: 'Picture', titleMenubar: 'Ontbreekt', src: '/no-such-picture.png' },
          { widget: 'Picture', titleMenubar: 'Gekozen', src: '{{gekozenFoto}}', alt: 'De gekozen foto' },
          chooser('Kiezer', 'gekozenFoto', [['Kies blauw', `data:image/png;base64,${BLUE_PNG}`]]),
        ),
      ),
    );
    const own = widget(page, 'Picture', 'Foto');
    await waitForState(own, 'ready');
    const image = own.getByRole('img', { name: 'Een rode rechthoek' });
    await expect.poll(() => naturalWidth(image), POLL).toBe(60);
    expect(await image.getAttribute('src')).toBe(`data:image/png;base64,${RED_PNG}`);
    expect(await image.evaluate((element) => getComputedStyle(element).objectFit)).toBe('contain');
    expect(await own.locator('figcaption').textContent()).toBe('Rode rechthoek');

    // The SVG from the data is shown, sanitised: its script and handler are gone, not run.
    const fromQuery = widget(page, 'Picture', 'Uit de query');
    await waitForState(fromQuery, 'ready');
    const svg = fromQuery.getByRole('img', { name: 'Paars uit de query' });
    await expect.poll(() => naturalWidth(svg), POLL).toBe(160);
    const svgSource = decodeURIComponent((await svg.getAttribute('src'))!);
    expect(svgSource.startsWith('data:image/svg+xml;charset=utf-8,<svg')).toBe(true);
    expect(svgSource).toContain('fill="#6040a0"');
    expect(svgSource).not.toMatch(/script|onload/i);
    expect(await svg.evaluate((element) => getComputedStyle(element).objectFit)).toBe('cover');

    const refused = widget(page, 'Picture', 'Geweigerd');
    await waitForState(refused, 'error');
    expect(await refused.getByRole('alert').textContent()).toBe('Pictures come from https, this server or data:image URLs, not from "javascript:" URLs.');
    expect(await refused.locator('img').count()).toBe(0);
    const missing = widget(page, 'Picture', 'Ontbreekt');
    await waitForState(missing, 'error');
    expect(await missing.getByRole('alert').textContent()).toBe('The picture /no-such-picture.png could not be loaded.');

    const chosen = widget(page, 'Picture', 'Gekozen');
    await waitForState(chosen, 'empty');
    await chosen.getByText('Waiting for gekozenFoto').waitFor();
    await widget(page, 'Table', 'Kiezer').getByRole('button', { name: 'Kies blauw' }).click();
    await expect.poll(() => naturalWidth(chosen.getByRole('img', { name: 'De gekozen foto' })), POLL).toBe(90);
    await waitForState(chosen, 'ready');
    expect(await flag(page)).toBeUndefined();
    await screenshot(page, 'media-picture');
    expect(await seriousAxeViolations(page), 'axe').toEqual([]);
  });
});

describe('Image Gallery', () => {
  it('shows the query\'s pictures lazily in a grid; a click publishes and opens the large view, arrow keys move, Escape closes', async () => {
    const page = await open(
      'gallery',
      row(
        { widget: 'Image Gallery', titleMenubar: 'Galerij', query: GALLERY_QUERY, publishVariable: 'foto', thumbnailSize: 140 },
        column(
          follower('Gekozen foto', 'SELECT ?naam WHERE { <{{foto}}> ex:naam ?naam }'),
          { widget: 'ImageGallery', titleMenubar: 'Lege galerij', query: `${PREFIXES}SELECT ?image WHERE { ?x ex:bestaatNiet ?image }` },
          { widget: 'ImageGallery', titleMenubar: 'Kapotte galerij', query: 'SELECT ?image WHERE { kapot', textErrorLoading: 'De galerij kon niet laden.' },
          { widget: 'ImageGallery', titleMenubar: 'Verkeerde kolom', query: GALLERY_QUERY, imageVariable: 'plaatje' },
          {
            widget: 'ImageGallery',
            titleMenubar: 'Kapotte fotos',
            query: 'SELECT ?image ?label WHERE { VALUES (?image ?label) { ("/no-such-picture.png" "Weg") ("javascript:alert(1)" "Eng") } }',
            thumbnailSize: 60,
          },
        ),
      ),
    );
    const gallery = widget(page, 'ImageGallery', 'Galerij');
    await waitForState(gallery, 'ready');
    const list = gallery.getByRole('list', { name: 'Galerij' });
    expect(await list.getByRole('button').evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label')))).toEqual(PICTURES.map((p) => p.label));
    const thumbnails = gallery.locator('img[data-gallery-image]');
    expect(await thumbnails.evaluateAll((images) => images.map((image) => image.getAttribute('loading')))).toEqual(['lazy', 'lazy', 'lazy', 'lazy']);
    for (let index = 0; index < PICTURES.length; index++) await expect.poll(() => naturalWidth(thumbnails.nth(index)), POLL).toBeGreaterThan(0);
    // The caption with HTML in it is text: nothing of it runs.
    await gallery.getByText(PICTURES[3]!.label, { exact: true }).waitFor();
    expect(await gallery.locator('img:not([data-gallery-image])').count()).toBe(0);

    await list.getByRole('button', { name: 'Molen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Molen' });
    await dialog.waitFor();
    expect(await dialog.locator('[data-gallery-position]').textContent()).toBe('1 / 4');
    const large = dialog.locator('img[data-gallery-large-image]');
    await expect.poll(() => naturalWidth(large), POLL).toBe(160);
    expect(await large.evaluate((element) => getComputedStyle(element).objectFit)).toBe('contain');
    await expect.poll(() => cells(page, 'Gekozen foto'), POLL).toEqual(['Molen']);
    await screenshot(page, 'media-gallery-large');

    // The arrow keys go through the pictures; what the large view shows is published.
    await page.keyboard.press('ArrowRight');
    await page.getByRole('dialog', { name: 'Kerk' }).waitFor();
    expect(await page.getByRole('dialog').locator('[data-gallery-position]').textContent()).toBe('2 / 4');
    await expect.poll(() => naturalWidth(page.getByRole('dialog').locator('img[data-gallery-large-image]')), POLL).toBe(90);
    await expect.poll(() => cells(page, 'Gekozen foto'), POLL).toEqual(['Kerk']);
    await page.keyboard.press('End');
    expect(await page.getByRole('dialog').locator('[data-gallery-position]').textContent()).toBe('4 / 4');
    await page.keyboard.press('ArrowRight');
    expect(await page.getByRole('dialog').locator('[data-gallery-position]').textContent()).toBe('4 / 4');
    await page.keyboard.press('ArrowLeft');
    await page.getByRole('dialog', { name: 'Brug' }).waitFor();
    await page.getByRole('button', { name: 'Previous picture' }).click();
    await page.getByRole('dialog', { name: 'Kerk' }).waitFor();

    // Escape closes, and the focus is back on the picture that opened it.
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')), POLL).toBe('Molen');
    expect(await list.getByRole('button', { name: 'Kerk' }).getAttribute('aria-current')).toBe('true');

    // The keyboard opens it too.
    await list.getByRole('button', { name: 'Brug' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'Brug' }).waitFor();
    await expect.poll(() => cells(page, 'Gekozen foto'), POLL).toEqual(['Brug']);
    await page.getByRole('button', { name: 'Close the large view' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    const empty = widget(page, 'ImageGallery', 'Lege galerij');
    await waitForState(empty, 'empty');
    await empty.getByText('No pictures').waitFor();
    const failing = widget(page, 'ImageGallery', 'Kapotte galerij');
    await waitForState(failing, 'error');
    expect(await failing.getByRole('alert').textContent()).toBe('De galerij kon niet laden.');
    const wrongColumn = widget(page, 'ImageGallery', 'Verkeerde kolom');
    await waitForState(wrongColumn, 'error');
    expect(await wrongColumn.getByRole('alert').textContent()).toBe('The query has no ?plaatje column (it has ?uri, ?image, ?label).');
    // Each picture that cannot be shown says why under its place in the grid.
    const brokenPictures = widget(page, 'ImageGallery', 'Kapotte fotos');
    await expect
      .poll(() => brokenPictures.getByRole('alert').allTextContents(), POLL)
      .toEqual(['The picture could not be loaded.', 'Pictures come from https, this server or data:image URLs, not from "javascript:" URLs.']);
    expect(await brokenPictures.getByRole('button').count()).toBe(2);
    expect(await flag(page)).toBeUndefined();
    await screenshot(page, 'media-gallery');
    expect(await seriousAxeViolations(page), 'axe').toEqual([]);
  });
});

describe('VideoPlayer', () => {
  it('plays an uploaded video from its query\'s ?src_URL, and says why an external, broken or missing one does not play', async () => {
    const page = await open(
      'video',
      row(
        { widget: 'VideoPlayer', titleMenubar: 'Film', query: `${PREFIXES}SELECT ?src_URL ?title WHERE { ex:film ex:bestand ?src_URL ; ex:titel ?title }`, loop: true },
        column(
          { widget: 'VideoPlayer', titleMenubar: 'Extern', url: 'https://videos.example.org/film.mp4' },
          { widget: 'VideoPlayer', titleMenubar: 'Kapot', url: brokenVideoPath },
          { widget: 'VideoPlayer', titleMenubar: 'Geen video', url: '{{film}}' },
        ),
      ),
    );
    const film = widget(page, 'VideoPlayer', 'Film');
    await waitForState(film, 'ready');
    const video = film.locator('video');
    expect(await video.getAttribute('src')).toBe(videoPath);
    expect(await video.getAttribute('aria-label')).toBe('Een korte film');
    expect(await video.evaluate((element: HTMLVideoElement) => [element.controls, element.loop])).toEqual([true, true]);
    // The browser read the uploaded file as a video of 64 by 48.
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.videoWidth), POLL).toBe(64);
    expect(await film.locator('figcaption').textContent()).toBe('Een korte film');

    const external = widget(page, 'VideoPlayer', 'Extern');
    await waitForState(external, 'error');
    expect(await external.getByRole('alert').textContent()).toBe(
      'External video URLs are not supported (videos.example.org): only video files on this server play, such as uploaded files under /api/download/.',
    );
    expect(await external.locator('video').count()).toBe(0);

    const broken = widget(page, 'VideoPlayer', 'Kapot');
    await waitForState(broken, 'error');
    expect(await broken.getByRole('alert').textContent()).toBe(`The video ${brokenVideoPath} cannot be played: the file was not found, or this browser does not play its format.`);

    const none = widget(page, 'VideoPlayer', 'Geen video');
    await waitForState(none, 'empty');
    await none.getByText('Waiting for film').waitFor();
    await screenshot(page, 'media-video');
  });
});

const MARKDOWN = `# Monumenten in {{plaats::Nederland}}

- **Molen** de Hoop
- Grote *Kerk*

Kies een plaats: [Utrecht](publish:plaats=Utrecht) of [Zeist](publish:plaats=Zeist), of een monument: [Molen](publish:${EX}molen).

Meer op [de site](https://example.org/monumenten).

<img id="kwaad" alt="kwaad" src="/no-such-image.png" onerror="window.${FLAG}='onerror'"><script>window.${FLAG}='script'</script>
[klik hier](javascript:window.${FLAG}='link')`;

describe('BBStructuredText', () => {
  it('renders Markdown with variables filled in, publishes from its links, and never runs a script from the text or the data', async () => {
    const page = await open(
      'text',
      row(
        column(
          { widget: 'BBStructuredText', titleMenubar: 'Tekst', markdown: MARKDOWN, publishVariable: 'monument' },
          { widget: 'BBStructuredText', titleMenubar: 'Uit de data', query: `${PREFIXES}SELECT ?markdown WHERE { ex:tekst ex:markdown ?markdown }` },
          { widget: 'BBStructuredText', titleMenubar: 'Leeg', query: `${PREFIXES}SELECT ?markdown WHERE { ex:niets ex:markdown ?markdown }` },
        ),
        column(
          follower('Keuzes', 'SELECT ?plaats ?monument WHERE { BIND("{{plaats::geen}}" AS ?plaats) BIND("{{monument::geen}}" AS ?monument) }'),
          follower('Monument', 'SELECT ?naam WHERE { <{{monument}}> ex:naam ?naam }'),
        ),
      ),
    );
    const text = widget(page, 'BBStructuredText', 'Tekst');
    await waitForState(text, 'ready');
    await text.getByRole('heading', { level: 1, name: 'Monumenten in Nederland' }).waitFor();
    expect(await text.getByRole('listitem').allTextContents()).toEqual(['Molen de Hoop', 'Grote Kerk']);
    expect(await text.locator('strong').textContent()).toBe('Molen');
    const site = text.getByRole('link', { name: 'de site' });
    expect(await site.getAttribute('href')).toBe('https://example.org/monumenten');
    expect(await site.getAttribute('target')).toBe('_blank');
    expect(await site.getAttribute('rel')).toBe('noopener noreferrer');
    await expect.poll(() => cells(page, 'Keuzes'), POLL).toEqual(['geen', 'geen']);

    // A publishing link sets the variable, the page stays where it is, and the placeholder follows.
    const address = page.url();
    await text.getByRole('link', { name: 'Utrecht' }).click();
    await text.getByRole('heading', { level: 1, name: 'Monumenten in Utrecht' }).waitFor();
    await expect.poll(() => cells(page, 'Keuzes'), POLL).toEqual(['Utrecht', 'geen']);
    expect(page.url()).toBe(address);
    // From the keyboard: Enter on the focused link.
    await text.getByRole('link', { name: 'Zeist' }).focus();
    await page.keyboard.press('Enter');
    await text.getByRole('heading', { level: 1, name: 'Monumenten in Zeist' }).waitFor();
    // Without a name, the link sets the widget's publish variable; an IRI keeps its address.
    const molen = text.getByRole('link', { name: 'Molen' });
    expect(await molen.getAttribute('href')).toBe(`${EX}molen`);
    await molen.click();
    await expect.poll(() => cells(page, 'Keuzes'), POLL).toEqual(['Zeist', `${EX}molen`]);
    await expect.poll(() => cells(page, 'Monument'), POLL).toEqual(['Molen']);
    expect(page.url()).toBe(address);

    // The script, the handler and the javascript: link in the text are gone.
    await page.waitForFunction(() => (document.querySelector('#kwaad') as HTMLImageElement | null)?.complete === true);
    expect(await text.locator('#kwaad').getAttribute('onerror')).toBeNull();
    expect(await text.locator('script').count()).toBe(0);
    await text.getByText('klik hier').click();
    expect(page.url()).toBe(address);

    // The same from the data.
    const fromData = widget(page, 'BBStructuredText', 'Uit de data');
    await fromData.getByRole('heading', { level: 2, name: 'Uit de data' }).waitFor();
    await fromData.getByText('veilige').waitFor();
    await page.waitForFunction(() => {
      const images = [...document.querySelectorAll('img[src="/no-such-image.png"]')] as HTMLImageElement[];
      return images.length === 2 && images.every((image) => image.complete);
    });
    expect(await fromData.locator('script, [onerror]').count()).toBe(0);
    const dangerous = fromData.getByText('gevaarlijk', { exact: true });
    expect(await dangerous.evaluate((element) => [element.tagName, element.getAttribute('href')])).toEqual(['A', null]);
    await dangerous.click();
    expect(await flag(page)).toBeUndefined();

    const empty = widget(page, 'BBStructuredText', 'Leeg');
    await waitForState(empty, 'empty');
    await empty.getByText('No text').waitFor();
    await screenshot(page, 'media-text');
    expect(await seriousAxeViolations(page), 'axe').toEqual([]);
  });
});

describe('the four inside a Tab', () => {
  it('load nothing until their tab is shown, then work as on their own', async () => {
    await scene.publicApp(
      'tabs',
      row(
        {
          widget: 'Tab',
          tabs: ['Start', 'Foto', 'Galerij', 'Video', 'Tekst'],
          areas: [
            { widget: 'Table', titleMenubar: 'Welkom', query: 'SELECT ?welkom WHERE { BIND("Welkom" AS ?welkom) }' },
            { widget: 'Picture', titleMenubar: 'Tab foto', src: RED_PNG, alt: 'Rood in een tab' },
            { widget: 'Image Gallery', titleMenubar: 'Tab galerij', query: `${GALLERY_QUERY} # tab-gallery`, publishVariable: 'tfoto' },
            { widget: 'VideoPlayer', titleMenubar: 'Tab video', query: `${PREFIXES}SELECT ?src_URL WHERE { ex:film ex:bestand ?src_URL } # tab-video` },
            { widget: 'BBStructuredText', titleMenubar: 'Tab tekst', markdown: '### Kies\n\n[Brug](publish:tfoto=' + EX + 'brug)' },
          ],
        },
        follower('In de tab gekozen', 'SELECT ?naam WHERE { <{{tfoto}}> ex:naam ?naam }'),
      ),
    );
    const page = await pageAs(scene, null);
    const queries = recordQueries(page);
    await page.goto(`/projects/${PROJECT}/tabs`);
    await waitForState(widget(page, 'Table', 'Welkom'), 'ready');
    expect(queries.filter((query) => query.includes('# tab-'))).toEqual([]);

    await page.getByRole('tab', { name: 'Foto' }).click();
    await expect.poll(() => naturalWidth(widget(page, 'Picture', 'Tab foto').getByRole('img', { name: 'Rood in een tab' })), POLL).toBe(60);

    await page.getByRole('tab', { name: 'Galerij' }).click();
    const gallery = widget(page, 'ImageGallery', 'Tab galerij');
    await waitForState(gallery, 'ready');
    await gallery.getByRole('button', { name: 'Kerk' }).click();
    await page.getByRole('dialog', { name: 'Kerk' }).waitFor();
    await page.keyboard.press('ArrowRight');
    await page.getByRole('dialog', { name: 'Brug' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await expect.poll(() => cells(page, 'In de tab gekozen'), POLL).toEqual(['Brug']);

    await page.getByRole('tab', { name: 'Video' }).click();
    const video = widget(page, 'VideoPlayer', 'Tab video').locator('video');
    await video.waitFor();
    expect(await video.getAttribute('src')).toBe(videoPath);

    await page.getByRole('tab', { name: 'Tekst' }).click();
    const text = widget(page, 'BBStructuredText', 'Tab tekst');
    await text.getByRole('heading', { level: 3, name: 'Kies' }).waitFor();
    await page.getByRole('tab', { name: 'Galerij' }).click();
    await gallery.getByRole('button', { name: 'Molen' }).click();
    await page.getByRole('dialog', { name: 'Molen' }).waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => cells(page, 'In de tab gekozen'), POLL).toEqual(['Molen']);
    await page.getByRole('tab', { name: 'Tekst' }).click();
    await text.getByRole('link', { name: 'Brug' }).click();
    await expect.poll(() => cells(page, 'In de tab gekozen'), POLL).toEqual(['Brug']);
    expect(await flag(page)).toBeUndefined();
    await screenshot(page, 'media-in-tab');
  });
});
