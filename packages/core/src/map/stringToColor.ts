/**
 * A stable colour for a category: the same text gets the same colour in every widget and every
 * session, so "Perceel" on one map matches "Perceel" on the next. The hue comes from a hash of the
 * text; saturation and lightness are fixed so every category reads well on a grey base layer.
 */
export function stringToColor(text: string): string {
  // FNV-1a: tiny, and spreads similar names ("Wijk 01", "Wijk 02") far apart.
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  hash >>>= 0;
  const hue = hash % 360;
  const lightness = 42 + ((hash >>> 9) % 3) * 8;
  return hslToHex(hue, 65, lightness);
}

export function hslToHex(hue: number, saturation: number, lightness: number): string {
  const s = saturation / 100;
  const l = lightness / 100;
  const a = s * Math.min(l, 1 - l);
  const channel = (n: number) => {
    const k = (n + hue / 30) % 12;
    const value = l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(value * 255).toString(16).padStart(2, '0');
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}
