/**
 * The base layers a map can start with and switch between. The default needs no tile server, so
 * a map works offline and inside networks that block tile servers; the PDOK presets load the
 * Dutch government's WMTS tiles (Web Mercator) when the browser can reach them, and a map whose
 * tiles do not load still shows its features on the plain background.
 */
import type { TFunction } from 'i18next';

export interface BaseLayerPreset {
  name: string;
  /** Under raster tiles too, so a missing tile shows this instead of a hole. */
  background: string;
  /** Faint lines of longitude and latitude, so panning is visible on an empty background. */
  graticule?: boolean;
  raster?: {
    /** A URL template with {z}, {x} and {y}. */
    tiles: string;
    tileSize: number;
    maxzoom: number;
    attribution: string;
  };
}

export const OFFLINE_BASE_LAYER = 'Offline';

const PDOK_ATTRIBUTION = 'Kaartgegevens &copy; <a href="https://www.kadaster.nl" target="_blank" rel="noopener noreferrer">Kadaster</a> / PDOK';

function pdokBrt(layer: string): BaseLayerPreset['raster'] {
  return {
    tiles: `https://service.pdok.nl/brt/achtergrondkaart/wmts/v2_0/${layer}/EPSG:3857/{z}/{x}/{y}.png`,
    tileSize: 256,
    maxzoom: 19,
    attribution: PDOK_ATTRIBUTION,
  };
}

export const BASE_LAYER_PRESETS: readonly BaseLayerPreset[] = [
  { name: OFFLINE_BASE_LAYER, background: '#f3f2ee', graticule: true },
  { name: 'Geen', background: '#ffffff' },
  { name: 'PDOK grijs', background: '#f3f2ee', raster: pdokBrt('grijs') },
  { name: 'PDOK standaard', background: '#f3f2ee', raster: pdokBrt('standaard') },
  { name: 'PDOK pastel', background: '#f3f2ee', raster: pdokBrt('pastel') },
  {
    name: 'PDOK luchtfoto',
    background: '#dcdcd6',
    raster: {
      tiles: 'https://service.pdok.nl/hwh/luchtfotorgb/wmts/v1_0/Actueel_orthoHR/EPSG:3857/{z}/{x}/{y}.jpeg',
      tileSize: 256,
      maxzoom: 19,
      attribution: 'Luchtfoto &copy; <a href="https://www.beeldmateriaal.nl" target="_blank" rel="noopener noreferrer">Beeldmateriaal.nl</a> / PDOK',
    },
  },
];

export const BASE_LAYER_NAMES = BASE_LAYER_PRESETS.map((preset) => preset.name);

/** The grey base layer that the `startWithGreyBase` option asks for. */
export const GREY_BASE_LAYER = 'PDOK grijs';

/**
 * Base layers an author adds in the `baseLayers` option (read as JSON): an array of
 * `{ "name", "tiles", "attribution"?, "tileSize"?, "maxzoom"?, "background"? }`. A preset with the
 * name of a built-in one replaces it. Returns the problems in words for entries it cannot use.
 */
export function customBaseLayers(list: unknown, t?: TFunction): { presets: BaseLayerPreset[]; problems: string[] } {
  const problems: string[] = [];
  if (list === undefined || list === null) return { presets: [], problems };
  if (!Array.isArray(list)) return { presets: [], problems: [t ? t('widget.baseLayers.notList') : 'Base layers: expected a JSON array of {"name", "tiles"} objects.'] };
  const presets: BaseLayerPreset[] = [];
  list.forEach((entry: unknown, index) => {
    const item = (entry ?? {}) as Record<string, unknown>;
    const name = typeof item.name === 'string' ? item.name.trim() : '';
    const tiles = typeof item.tiles === 'string' ? item.tiles.trim() : '';
    if (!name || !/^https:\/\/.+\{z\}.*\{x\}.*\{y\}/.test(tiles)) {
      problems.push(t ? t('widget.baseLayers.unusable', { number: index + 1 }) : `Base layer ${index + 1}: needs a "name" and an https "tiles" URL template with {z}, {x} and {y}.`);
      return;
    }
    presets.push({
      name,
      background: typeof item.background === 'string' && item.background ? item.background : '#f3f2ee',
      raster: {
        tiles,
        tileSize: typeof item.tileSize === 'number' && item.tileSize > 0 ? item.tileSize : 256,
        maxzoom: typeof item.maxzoom === 'number' && item.maxzoom > 0 ? item.maxzoom : 19,
        attribution: typeof item.attribution === 'string' ? item.attribution : '',
      },
    });
  });
  return { presets, problems };
}

/** Built-in presets with the author's own ones added or replacing those of the same name. */
export function availableBaseLayers(custom: readonly BaseLayerPreset[]): BaseLayerPreset[] {
  const byName = new Map<string, BaseLayerPreset>();
  for (const preset of [...BASE_LAYER_PRESETS, ...custom]) byName.set(preset.name.toLowerCase(), preset);
  return [...byName.values()];
}

export interface BaseLayerChoice {
  preset: BaseLayerPreset;
  /** Set when the configured name is not a known base layer. */
  problem?: string;
}

/**
 * The base layer a map starts with: the widget's `startWithBase` setting, else the query's
 * `#baselayer:` directive, else `startWithGreyBase`, else the offline default. Names match
 * case-insensitively; an unknown name falls back to the default and says so (in the reader's
 * language with `t`, else in English).
 */
export function initialBaseLayer(
  presets: readonly BaseLayerPreset[],
  settings: { startWithBase?: string; startWithGreyBase?: boolean; directive?: string },
  t?: TFunction,
): BaseLayerChoice {
  const fallback = presets.find((preset) => preset.name === OFFLINE_BASE_LAYER) ?? BASE_LAYER_PRESETS[0]!;
  const wanted = settings.startWithBase?.trim() || settings.directive?.trim() || (settings.startWithGreyBase ? GREY_BASE_LAYER : '');
  if (!wanted) return { preset: fallback };
  const found = presets.find((preset) => preset.name.toLowerCase() === wanted.toLowerCase());
  if (found) return { preset: found };
  const known = presets.map((p) => p.name).join(', ');
  return { preset: fallback, problem: t ? t('widget.baseLayers.unknown', { name: wanted, shown: fallback.name, known }) : `Unknown base layer "${wanted}"; showing "${fallback.name}". Known: ${known}.` };
}
