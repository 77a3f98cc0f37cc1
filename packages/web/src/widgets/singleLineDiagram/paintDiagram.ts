import { partOf } from '../../kit/diagram/diagramActivation';
import type { ElementRow } from './diagramRows';

// Applies a single-line diagram's rows to its SVG in the page: colours, tooltips, labels, and
// what a click publishes. Each call starts from the sanitised SVG as given (PanZoom puts it back).

export type Paint = 'auto' | 'fill' | 'stroke';

/** Marks a clickable element with the number of its row. */
export const ROW_ATTRIBUTE = 'data-diagram-row';

const SVG_NAMESPACE = 'http://www.w3.org/2000/svg';
/** Elements that only hold others: their shapes are coloured. */
const GROUPS = new Set(['g', 'svg', 'a', 'switch', 'symbol']);
const SHAPES = 'path, rect, circle, ellipse, line, polyline, polygon, text';
/** Shapes without an inside: coloured by their stroke. */
const LINES = new Set(['line', 'polyline']);

function paintShape(shape: SVGElement, color: string, paint: Paint): void {
  let property: 'fill' | 'stroke' = paint === 'stroke' ? 'stroke' : 'fill';
  if (paint === 'auto') {
    const name = shape.localName;
    property = LINES.has(name) || (name !== 'text' && getComputedStyle(shape).fill === 'none') ? 'stroke' : 'fill';
  }
  // Through the style object: an attribute-free change, above the SVG's own presentation attributes.
  shape.style.setProperty(property, color);
}

function colour(element: SVGElement, color: string, paint: Paint): void {
  if (!GROUPS.has(element.localName)) {
    paintShape(element, color, paint);
    return;
  }
  for (const shape of element.querySelectorAll<SVGElement>(SHAPES)) paintShape(shape, color, paint);
}

function setTooltip(element: SVGElement, tooltip: string): void {
  for (const child of [...element.children]) if (child.localName === 'title') child.remove();
  const title = element.ownerDocument.createElementNS(SVG_NAMESPACE, 'title');
  title.textContent = tooltip;
  element.prepend(title);
}

export interface PaintOptions {
  paint: Paint;
  /** Rows with an IRI become buttons (there is a variable to publish to). */
  clickable: boolean;
  /** The IRI the publish variable holds now: its elements are marked. */
  chosen: unknown;
}

/** Paints the rows onto the SVG in `container`; returns the ids that matched no element. */
export function paintDiagram(container: HTMLElement, rows: readonly ElementRow[], options: PaintOptions): string[] {
  const unmatched: string[] = [];
  rows.forEach((row, index) => {
    // The attribute is id or data-* (diagramRows checked it); the value is compared here, not in a selector.
    const elements = [...container.querySelectorAll<SVGElement>(`[${row.attribute}]`)].filter((element) => element.getAttribute(row.attribute) === row.value);
    if (elements.length === 0) unmatched.push(row.value);
    for (const element of elements) {
      if (row.color) colour(element, row.color, options.paint);
      if (row.label && element.localName === 'text') element.textContent = row.label;
      if (row.tooltip) setTooltip(element, row.tooltip);
      if (row.uri && row.uri === options.chosen) element.setAttribute('data-chosen', '');
      if (row.uri && options.clickable) {
        element.setAttribute(ROW_ATTRIBUTE, String(index));
        element.setAttribute('tabindex', '0');
        element.setAttribute('role', 'button');
        element.setAttribute('aria-label', row.label ?? row.tooltip ?? row.value);
      }
    }
  });
  return unmatched;
}

/** The row of the clickable element an event happened in, or -1. */
export function rowOf(target: EventTarget, container: Element): number {
  const element = partOf(target, container, `[${ROW_ATTRIBUTE}]`);
  return element ? Number(element.getAttribute(ROW_ATTRIBUTE)) : -1;
}
