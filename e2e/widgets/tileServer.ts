import { deflateSync } from 'node:zlib';
import type { Page } from 'playwright-core';

const PDOK_TILES = /^https:\/\/service\.pdok\.nl\/brt\/achtergrondkaart\/wmts\/v2_0\/([a-z]+)\/EPSG:3857\/(\d+)\/(\d+)\/(\d+)\.png/;

export interface Tile {
  layer: string;
  z: number;
  x: number;
  y: number;
}

function crc32(bytes: Buffer): number {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A one-pixel PNG of one colour: a map stretches it over the whole tile. */
export function solidPng(hex: string): Buffer {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  const header = Buffer.alloc(13);
  header.writeUInt32BE(1, 0);
  header.writeUInt32BE(1, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.from([0, r!, g!, b!]))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * Stands in for PDOK's tile server, which the test machine cannot reach: answers every BRT tile
 * with one colour and records which tiles the map asked for.
 */
export async function servePdokTiles(page: Page, hex: string): Promise<Tile[]> {
  const tiles: Tile[] = [];
  const png = solidPng(hex);
  await page.route('https://service.pdok.nl/**', async (route) => {
    const match = PDOK_TILES.exec(route.request().url());
    if (!match) return route.abort();
    tiles.push({ layer: match[1]!, z: Number(match[2]), x: Number(match[3]), y: Number(match[4]) });
    await route.fulfill({ status: 200, contentType: 'image/png', body: png, headers: { 'Access-Control-Allow-Origin': '*' } });
  });
  return tiles;
}

/** PDOK unreachable, as on a machine without internet: every request fails at once. */
export async function blockPdok(page: Page): Promise<void> {
  await page.route('https://service.pdok.nl/**', (route) => route.abort('internetdisconnected'));
}

/** The Web Mercator tile that holds a longitude and latitude at zoom z. */
export function tileAt(lon: number, lat: number, z: number): { x: number; y: number } {
  const n = 2 ** z;
  const rad = (lat * Math.PI) / 180;
  return { x: Math.floor(((lon + 180) / 360) * n), y: Math.floor(((1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2) * n) };
}
