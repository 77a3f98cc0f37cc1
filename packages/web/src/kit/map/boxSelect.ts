import type { Map as MapLibreMap, PointLike } from 'maplibre-gl';

/** A drag shorter than this (in pixels, either way) is a click, not a box. */
const MIN_BOX = 4;

/**
 * Shift-drag draws a box and hands its two corners (canvas pixels) to `onBox`, in place of
 * MapLibre's own shift-drag, which zooms to the box. The box looks like MapLibre's. Returns the
 * function that puts MapLibre's box zoom back.
 */
export function enableBoxSelect(map: MapLibreMap, onBox: (corners: [PointLike, PointLike]) => void): () => void {
  const container = map.getCanvasContainer();
  let start: [number, number] | null = null;
  let box: HTMLDivElement | null = null;

  const at = (event: MouseEvent): [number, number] => {
    const rect = container.getBoundingClientRect();
    return [event.clientX - rect.left, event.clientY - rect.top];
  };
  const onMove = (event: MouseEvent) => {
    if (!start) return;
    const [x, y] = at(event);
    box ??= container.appendChild(Object.assign(document.createElement('div'), { className: 'maplibregl-boxzoom' }));
    box.style.transform = `translate(${Math.min(x, start[0])}px, ${Math.min(y, start[1])}px)`;
    box.style.width = `${Math.abs(x - start[0])}px`;
    box.style.height = `${Math.abs(y - start[1])}px`;
  };
  const finish = (event: MouseEvent) => {
    document.removeEventListener('mousemove', onMove);
    document.removeEventListener('mouseup', finish);
    box?.remove();
    box = null;
    map.dragPan.enable();
    const from = start;
    start = null;
    if (!from) return;
    const to = at(event);
    if (Math.abs(to[0] - from[0]) < MIN_BOX && Math.abs(to[1] - from[1]) < MIN_BOX) return;
    onBox([from, to]);
  };
  const onDown = (event: MouseEvent) => {
    if (!event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    start = at(event);
    // Panning would move the map under the box.
    map.dragPan.disable();
    document.addEventListener('mousemove', onMove);
    document.addEventListener('mouseup', finish);
  };

  map.boxZoom.disable();
  // Capture: before MapLibre's own handlers on the canvas see the press.
  container.addEventListener('mousedown', onDown, true);
  return () => {
    container.removeEventListener('mousedown', onDown, true);
    document.removeEventListener('mousemove', onMove);
    document.removeEventListener('mouseup', finish);
    box?.remove();
    if (start) map.dragPan.enable();
    map.boxZoom.enable();
  };
}
