import type { Page } from 'playwright-core';
import type { PlatformApi } from '../harness/platformApi.js';
import { pageAs, startScene, type Scene } from '../harness/scene.js';

export const PASSWORD = 'e2e-Password-123';

/** Regions and towns: enough for a select box that drives a table. */
export const PLACES_TTL = `
PREFIX ex: <http://example.org/> PREFIX rdfs: <http://www.w3.org/2000/01/rdf-schema#>
INSERT DATA {
  ex:Province rdfs:label "Provincie" . ex:Town rdfs:label "Gemeente" .
  ex:utrecht a ex:Province ; rdfs:label "Utrecht" .
  ex:gelderland a ex:Province ; rdfs:label "Gelderland" .
  ex:doesburg a ex:Town ; rdfs:label "Doesburg" .
  ex:otterlo a ex:Town ; rdfs:label "Otterlo" .
  ex:ede a ex:Town ; rdfs:label "Ede" .
}`;

export interface ViewerScene extends Scene {
  superadmin: PlatformApi;
  editor: PlatformApi;
  pageAs: (who: PlatformApi | null) => Promise<Page>;
}

/** A platform with project Kadaster, an editor in it, and places in the demo repository. */
export function viewerScene(): Promise<ViewerScene> {
  return startScene({ project: { title: 'Kadaster', path: 'kadaster' } }, async (scene) => {
    const editor = await scene.admin.createAndLogin({ name: 'Eddy Editor', email: 'eddy@grafiek.test', password: PASSWORD, role: 'editor', project: scene.project.id });
    await scene.update(PLACES_TTL);
    return { superadmin: scene.admin, editor, pageAs: (who: PlatformApi | null) => pageAs(scene, who) };
  });
}

/** Replaces the text of the CodeMirror editor inside a settings field. */
export async function fillCode(page: Page, option: string, text: string): Promise<void> {
  const content = page.locator(`[data-option="${option}"] .cm-content`);
  await content.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Delete');
  await content.fill(text);
}

/** Opens the Widget Settings of an area by hovering it and pressing its gear. */
export async function configureArea(page: Page, area: string): Promise<void> {
  // A 'saved' notice may still cover part of the page; an author would wait the 3 s too.
  await page.locator('.mantine-Notification-root').first().waitFor({ state: 'detached' });
  const target = page.locator(`[data-edit-area="${area}"]`);
  await target.hover({ position: { x: 20, y: 20 } });
  await target.getByRole('toolbar').first().getByRole('button', { name: 'Configure' }).click();
  await page.getByRole('dialog', { name: 'Widget Settings' }).waitFor();
}

export async function chooseWidget(page: Page, type: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Widget Settings' });
  await dialog.locator('input[data-option="widget"]').fill(type);
  await page.getByRole('option', { name: type, exact: true }).click();
}
