/** A colour the 3D view paints with: `#rrggbb` and an opacity from 0 to 1. */
export interface IfcColour {
  hex: string;
  opacity: number;
}

/** The colour names authors write most; any other name is not understood (and said so). */
const NAMES: Record<string, string> = {
  black: '#000000',
  white: '#ffffff',
  red: '#ff0000',
  green: '#008000',
  lime: '#00ff00',
  blue: '#0000ff',
  yellow: '#ffff00',
  orange: '#ffa500',
  purple: '#800080',
  magenta: '#ff00ff',
  fuchsia: '#ff00ff',
  cyan: '#00ffff',
  aqua: '#00ffff',
  pink: '#ffc0cb',
  brown: '#a52a2a',
  gray: '#808080',
  grey: '#808080',
  lightgray: '#d3d3d3',
  lightgrey: '#d3d3d3',
  darkgray: '#a9a9a9',
  darkgrey: '#a9a9a9',
  navy: '#000080',
  teal: '#008080',
  olive: '#808000',
  maroon: '#800000',
  gold: '#ffd700',
};

function hex2(value: number): string {
  return Math.round(Math.max(0, Math.min(255, value)))
    .toString(16)
    .padStart(2, '0');
}

function clampOpacity(value: number): number {
  return Math.max(0, Math.min(1, value));
}

/** A channel of rgb(): 0-255, or a percentage. */
function channel(text: string): number | undefined {
  const trimmed = text.trim();
  const percent = trimmed.endsWith('%');
  const value = Number(percent ? trimmed.slice(0, -1) : trimmed);
  if (trimmed === '' || !Number.isFinite(value)) return undefined;
  return percent ? (value / 100) * 255 : value;
}

/** An alpha: 0-1, or a percentage. */
function alpha(text: string | undefined): number | undefined {
  if (text === undefined) return 1;
  const trimmed = text.trim();
  const percent = trimmed.endsWith('%');
  const value = Number(percent ? trimmed.slice(0, -1) : trimmed);
  if (trimmed === '' || !Number.isFinite(value)) return undefined;
  return clampOpacity(percent ? value / 100 : value);
}

/**
 * A colour as queries and settings give it: `#rgb`, `#rrggbb`, `#rrggbbaa` (also without `#` or
 * as `0xrrggbb`), `rgb(r, g, b)`, `rgba(r, g, b, a)` or one of the common names. Null when it is
 * none of these.
 */
export function parseIfcColour(text: string): IfcColour | null {
  const value = text.trim().toLowerCase();
  if (value === '') return null;
  const named = NAMES[value];
  if (named) return { hex: named, opacity: 1 };
  const hex = /^(?:#|0x)?([0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/.exec(value)?.[1];
  if (hex) {
    const full = hex.length <= 4 ? [...hex].map((digit) => digit + digit).join('') : hex;
    const opacity = full.length === 8 ? parseInt(full.slice(6), 16) / 255 : 1;
    return { hex: `#${full.slice(0, 6)}`, opacity: Math.round(opacity * 1000) / 1000 };
  }
  const functional = /^rgba?\(([^)]*)\)$/.exec(value);
  if (functional) {
    const parts = functional[1]!.split(/[\s,/]+/).filter((part) => part !== '');
    if (parts.length !== 3 && parts.length !== 4) return null;
    const [r, g, b] = parts.slice(0, 3).map(channel);
    const a = alpha(parts[3]);
    if (r === undefined || g === undefined || b === undefined || a === undefined) return null;
    return { hex: `#${hex2(r)}${hex2(g)}${hex2(b)}`, opacity: a };
  }
  return null;
}

/** A colour setting: what it says, or the fallback when it is empty or not understood. */
export function colourSetting(text: string, fallback: IfcColour): IfcColour {
  return parseIfcColour(text) ?? fallback;
}
