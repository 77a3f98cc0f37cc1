import { layout, normalizeSolution, venn, type ISetOverlap, type ISolution } from '@upsetjs/venn.js';
import type { VennData, VennRegion, VennSet } from './vennRegions';

export interface VennCircle {
  set: VennSet;
  x: number;
  y: number;
  radius: number;
}

export interface VennShape {
  region: VennRegion;
  /** The widest a line of its text may be: most of the set's circle, a part of an overlap's smallest circle. */
  room: number;
  /** The SVG path of the region: the whole circle of a set, the lens of an overlap. */
  path: string;
  /** Where its text goes. */
  text: { x: number; y: number };
}

export interface VennPicture {
  circles: VennCircle[];
  /** Sets first, then overlaps of two, three... sets, the smaller after (on top of) the larger. */
  shapes: VennShape[];
  /** Overlaps the arrangement could not give a place of their own (their circles do not all meet). */
  hidden: VennRegion[];
}

function areasOf(data: VennData): ISetOverlap[] {
  return [...data.regions.map((region) => ({ sets: region.sets, size: region.size })), ...data.apart.map((sets) => ({ sets, size: 0 }))];
}

/**
 * Where the circles go, in the layout's own units: found by venn.js from random starts, so it is
 * computed once per result and only scaled when the panel changes size (the picture would jump).
 */
export function solveVenn(data: VennData): ISolution {
  return normalizeSolution(venn(areasOf(data)), Math.PI / 2);
}

/** The circles and regions of a solution, scaled to fit a width and height with some padding. */
export function placeVenn(data: VennData, solution: ISolution, width: number, height: number, padding = 8): VennPicture {
  const placed = layout(areasOf(data), { width, height, padding, normalize: false, layoutFunction: () => solution, round: 2 });
  const circles = new Map<string, VennCircle>();
  const shapes: VennShape[] = [];
  const hidden: VennRegion[] = [];
  for (const [index, region] of data.regions.entries()) {
    const area = placed[index]!;
    for (const circle of area.circles) circles.set(circle.set, { set: data.sets.find((set) => set.id === circle.set)!, x: circle.x, y: circle.y, radius: circle.radius });
    const disjoint = (area.text as { disjoint?: boolean } | undefined)?.disjoint === true;
    if (disjoint || !area.text || area.arcs.length === 0) {
      hidden.push(region);
      continue;
    }
    const smallest = Math.min(...area.circles.map((circle) => circle.radius));
    shapes.push({ region, room: smallest * (region.sets.length === 1 ? 1.8 : 0.8), path: area.path.replace(/\s+/g, ' ').trim(), text: { x: area.text.x, y: area.text.y } });
  }
  shapes.sort((a, b) => a.region.sets.length - b.region.sets.length || b.region.size - a.region.size);
  return { circles: data.sets.flatMap((set) => circles.get(set.id) ?? []), shapes, hidden };
}

/**
 * A label cut to about the room it has, with an ellipsis (the whole label is in the region's
 * tooltip and name): long labels would run over each other. Estimated at 0.55 of the font size per
 * character, as the layout has no fonts to measure with.
 */
export function fitLabel(label: string, room: number, fontSize: number): string {
  const characters = [...label];
  const fits = Math.max(3, Math.floor(room / (fontSize * 0.55)));
  return characters.length <= fits ? label : `${characters.slice(0, fits - 1).join('').trimEnd()}…`;
}
