// The geometry of drawing with a pointer, in drawing units (the SVG's viewBox).

export interface DrawPoint {
  x: number;
  y: number;
}

export interface DrawBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A point at one decimal: the saved SVG stays short. */
export function roundPoint(point: DrawPoint): DrawPoint {
  return { x: Math.round(point.x * 10) / 10, y: Math.round(point.y * 10) / 10 };
}

/** The box between where a press started and where the pointer is, whichever way it was dragged. */
export function drawnBox(start: DrawPoint, end: DrawPoint): DrawBox {
  return {
    x: Math.min(start.x, end.x),
    y: Math.min(start.y, end.y),
    width: Math.round(Math.abs(end.x - start.x) * 10) / 10,
    height: Math.round(Math.abs(end.y - start.y) * 10) / 10,
  };
}
