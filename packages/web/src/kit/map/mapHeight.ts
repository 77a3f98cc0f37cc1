/**
 * The map's own height from the `height` setting: "400px" (or a bare 400, as pixels) fixes it;
 * empty or "100%" lets the map fill its panel, which is what undefined means here.
 */
export function mapHeight(height: string): { height: string; flex: string } | undefined {
  const value = height.trim();
  if (!value || value === '100%') return undefined;
  return { height: /^\d+(\.\d+)?$/.test(value) ? `${value}px` : value, flex: '0 0 auto' };
}
