import type { Locator, Page } from 'playwright-core';

/** A part of an element, in fractions of its width and height. */
export interface Region {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

const WHOLE: Region = { left: 0, top: 0, right: 1, bottom: 1 };

function rgb(hex: string): [number, number, number] {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) throw new Error(`Expected a colour like #rrggbb, got ${hex}`);
  return [parseInt(match[1]!, 16), parseInt(match[2]!, 16), parseInt(match[3]!, 16)];
}

/**
 * How many pixels of an element, as the user sees it on screen, have this colour (within
 * `tolerance` per channel). A WebGL canvas cannot be read back from script, so this takes a
 * screenshot and decodes it in the page, where a 2D canvas can.
 */
export async function countColour(page: Page, target: Locator, hex: string, options: { tolerance?: number; region?: Region } = {}): Promise<number> {
  const png = await target.screenshot({ animations: 'disabled' });
  const [r, g, b] = rgb(hex);
  return page.evaluate(
    async ({ base64, r, g, b, tolerance, region }) => {
      const image = new Image();
      image.src = `data:image/png;base64,${base64}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.width;
      canvas.height = image.height;
      const context = canvas.getContext('2d')!;
      context.drawImage(image, 0, 0);
      const x0 = Math.floor(region.left * image.width);
      const y0 = Math.floor(region.top * image.height);
      const width = Math.max(1, Math.floor((region.right - region.left) * image.width));
      const height = Math.max(1, Math.floor((region.bottom - region.top) * image.height));
      const data = context.getImageData(x0, y0, width, height).data;
      let count = 0;
      for (let i = 0; i < data.length; i += 4) {
        if (Math.abs(data[i]! - r) <= tolerance && Math.abs(data[i + 1]! - g) <= tolerance && Math.abs(data[i + 2]! - b) <= tolerance) count++;
      }
      return count;
    },
    { base64: png.toString('base64'), r, g, b, tolerance: options.tolerance ?? 6, region: options.region ?? WHOLE },
  );
}

