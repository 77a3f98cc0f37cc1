import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshot } from '../harness/browser.js';
import { PROJECT, tabsAndPanelsScene, type TabsAndPanelsScene } from './tabsAndPanelsScene.js';

// A red square as an image that needs no server: the CSP allows data: images.
const PICTURE = "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='60' height='40'%3E%3Crect width='60' height='40' fill='%23c03030'/%3E%3C/svg%3E";
// HTML from the data with a script and an event handler in it, next to the part that is safe.
const PAYLOAD =
  '<p class=\\"safe-part\\">Veilig deel van de tekst</p>' +
  '<img id=\\"bad-image\\" src=\\"/no-such-image.png\\" onerror=\\"window.__grafiekPwned = \'onerror\'\\">' +
  '<script>window.__grafiekPwned = \'script\'</script>' +
  '<a href=\\"javascript:window.__grafiekPwned = \'link\'\\">a link</a>';

let scene: TabsAndPanelsScene;
beforeAll(async () => {
  scene = await tabsAndPanelsScene();
  await scene.update(`PREFIX h: <http://example.org/html/> PREFIX rdfs: <http://www.w3.org/2000/01/rdf-schema#>
    INSERT DATA {
      h:page h:body "${PAYLOAD}" .
      h:mill rdfs:label "De Hoop" ; h:picture "${PICTURE}" .
      h:church rdfs:label "Grote Kerk" .
    }`);
});
afterAll(async () => {
  await scene?.close();
});

describe('BBHTML', () => {
  it('shows HTML from its query sanitised: scripts and handlers never run, the safe part shows', async () => {
    await scene.publicApp('html1', {
      widget: 'BBHTML',
      query: 'SELECT ?html WHERE { <http://example.org/html/page> <http://example.org/html/body> ?html }',
    });
    const page = await scene.pageAs(null);
    await page.goto(`/projects/${PROJECT}/html1`);
    const widget = page.locator('[data-widget="BBHTML"][data-state="ready"]');
    await widget.getByText('Veilig deel van de tekst').waitFor();
    // The image was tried (and failed to load) without its handler; nothing set the marker.
    await page.waitForFunction(() => (document.querySelector('#bad-image') as HTMLImageElement | null)?.complete === true);
    expect(await page.evaluate(() => (window as unknown as { __grafiekPwned?: string }).__grafiekPwned)).toBeUndefined();
    expect(await widget.locator('script').count()).toBe(0);
    expect(await widget.locator('#bad-image').getAttribute('onerror')).toBeNull();
    expect(await widget.getByText('a link').getAttribute('href')).toBeNull();
    await widget.getByText('a link').click();
    expect(await page.evaluate(() => (window as unknown as { __grafiekPwned?: string }).__grafiekPwned)).toBeUndefined();
    expect(await widget.locator('p.safe-part').count()).toBe(1);
  });

  it('fills an HTML template from the query row, and shows the no-results HTML when there is none', async () => {
    await scene.publicApp('html2', {
      widget: 'SplitLayout',
      direction: 'row',
      areaSizes: ['200px', '1'],
      areas: [
        {
          widget: 'Table',
          publishVariable: 'monument',
          query: 'PREFIX rdfs: <http://www.w3.org/2000/01/rdf-schema#> SELECT ?name ?nameURI WHERE { ?nameURI rdfs:label ?name FILTER(STRSTARTS(STR(?nameURI), "http://example.org/html/")) } ORDER BY ?name',
        },
        {
          // The shape of the RCE demonstrator's picture widget.
          widget: 'BBHTML',
          query: 'PREFIX rdfs: <http://www.w3.org/2000/01/rdf-schema#> SELECT ?plaatje ?naam WHERE { <{{monument}}> <http://example.org/html/picture> ?plaatje ; rdfs:label ?naam } LIMIT 1',
          html: '<img src="{{plaatje}}" alt="Foto van {{naam}}"/> <p>{{naam}}, gekozen: {{monument}}</p>',
          htmlgeenresultaat: '<em>geen plaatje gevonden</em>',
        },
      ],
    });
    const page = await scene.pageAs(null);
    await page.goto(`/projects/${PROJECT}/html2`);
    const widget = page.locator('[data-widget="BBHTML"]');
    // Nothing chosen yet: the no-results HTML.
    await widget.locator('em').getByText('geen plaatje gevonden').waitFor();
    expect(await widget.getAttribute('data-state')).toBe('empty');

    await page.getByRole('button', { name: 'De Hoop' }).click();
    const image = widget.getByRole('img', { name: 'Foto van De Hoop' });
    await image.waitFor();
    await widget.getByText('De Hoop, gekozen: http://example.org/html/mill').waitFor();
    expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(60);
    expect(await widget.getAttribute('data-state')).toBe('ready');
    await screenshot(page, 'html-template');

    // A monument without a picture: the query has no rows.
    await page.getByRole('button', { name: 'Grote Kerk' }).click();
    await widget.getByText('geen plaatje gevonden').waitFor();
    expect(await widget.getByRole('img').count()).toBe(0);
  });

  it('shows a template from app variables alone, and nothing when it cannot be filled and has no fallback', async () => {
    await scene.publicApp('html3', {
      widget: 'SplitLayout',
      direction: 'column',
      areaSizes: ['0', '1'],
      areas: [
        { widget: 'BBHTML', query: '', html: '<h4>Welkom, {{visitor}}</h4>' },
        { widget: 'BBHTML', query: '', html: '<h4>Gekozen: {{nothingPublished}}</h4>' },
      ],
    }, { parameterValues: JSON.stringify({ visitor: 'bezoeker' }) });
    const page = await scene.pageAs(null);
    await page.goto(`/projects/${PROJECT}/html3`);
    await page.getByRole('heading', { name: 'Welkom, bezoeker' }).waitFor();
    const second = page.locator('[data-area="mainArea.areas[1]"]');
    await page.locator('[data-area="mainArea.areas[1]"][data-state="empty"]').waitFor();
    expect((await second.innerText()).trim()).toBe('');
  });
});
