import { SVG, type Element as SvgElement, type G, type Svg } from '@svgdotjs/svg.js';
import { drawnBox, roundPoint, type DrawPoint } from './drawing';

// The drawing surface of the SVG editor, on svg.js: draws rectangles, ellipses, lines and texts,
// selects, moves, recolours and deletes the drawing's top-level elements, and gives the drawing
// back as SVG text. Imperative, like the library; the view drives it and shows its state.

export type Tool = 'select' | 'rect' | 'ellipse' | 'line' | 'text';

export interface Paint {
  fill: string;
  stroke: string;
  strokeWidth: number;
  /** What the text tool writes. */
  text: string;
  fontSize: number;
}

export interface CanvasStatus {
  /** The kind of element selected (rect, text...), or null. */
  selected: string | null;
  /** Changed since it was loaded or saved. */
  dirty: boolean;
}

const SVG_NAMESPACE = 'http://www.w3.org/2000/svg';
/** The editor's own marks (the selection box), never part of the drawing. */
const UI_ATTRIBUTE = 'data-editor-ui';
/** A press that moves less than this (in drawing units) draws nothing. */
const MIN_SIZE = 2;

interface Gesture {
  start: DrawPoint;
  last: DrawPoint;
  /** The element being drawn or moved. */
  element: SvgElement | null;
  moved: boolean;
}

/** The SVG element of a drawing text that parses as one, imported into this document. */
function parseDrawing(text: string): SVGSVGElement | null {
  if (!text.trim()) return null;
  const parsed = new DOMParser().parseFromString(text, 'image/svg+xml');
  const root = parsed.documentElement;
  if (parsed.querySelector('parsererror') || root.localName !== 'svg' || root.namespaceURI !== SVG_NAMESPACE) return null;
  return document.importNode(root, true) as unknown as SVGSVGElement;
}

export class SvgCanvas {
  private root: Svg | null = null;
  private ui: G | null = null;
  private selected: SvgElement | null = null;
  private gesture: Gesture | null = null;
  private dirty = false;
  tool: Tool = 'select';

  constructor(
    private readonly host: HTMLElement,
    public paint: Paint,
    private readonly onStatus: (status: CanvasStatus) => void,
  ) {}

  /** Shows a drawing (sanitised SVG text; '' for a new one of `size`), replacing what was there. */
  load(text: string, size: { width: number; height: number }): void {
    this.clear();
    const node = parseDrawing(text) ?? (document.createElementNS(SVG_NAMESPACE, 'svg') as SVGSVGElement);
    node.setAttribute('xmlns', SVG_NAMESPACE);
    if (!node.getAttribute('viewBox')) {
      const width = Number.parseFloat(node.getAttribute('width') ?? '') || size.width;
      const height = Number.parseFloat(node.getAttribute('height') ?? '') || size.height;
      node.setAttribute('viewBox', `0 0 ${width} ${height}`);
    }
    // The drawing fills the editor; its viewBox keeps its own coordinates.
    node.setAttribute('width', '100%');
    node.setAttribute('height', '100%');
    this.host.append(node);
    const root = SVG(node) as Svg;
    this.root = root;
    this.ui = root.group().attr(UI_ATTRIBUTE, '');
    node.addEventListener('pointerdown', this.onPointerDown);
    node.addEventListener('pointermove', this.onPointerMove);
    node.addEventListener('pointerup', this.onPointerUp);
    node.addEventListener('pointercancel', this.onPointerUp);
    this.dirty = false;
    this.report();
  }

  /** The drawing as standalone SVG text, without the editor's marks, at the size of its viewBox. */
  toSvg(): string {
    if (!this.root) return '';
    const clone = this.root.node.cloneNode(true) as SVGSVGElement;
    for (const mark of clone.querySelectorAll(`[${UI_ATTRIBUTE}]`)) mark.remove();
    const box = this.root.viewbox();
    clone.setAttribute('width', String(box.width));
    clone.setAttribute('height', String(box.height));
    // svg.js's own bookkeeping is not part of the drawing.
    for (const element of [clone, ...clone.querySelectorAll('*')]) {
      for (const name of element.getAttributeNames()) if (name.startsWith('svgjs:') || name === 'xmlns:svgjs') element.removeAttribute(name);
    }
    return new XMLSerializer().serializeToString(clone);
  }

  isDirty(): boolean {
    return this.dirty;
  }

  /** After a save: what is shown is what is stored. */
  markSaved(): void {
    this.dirty = false;
    this.report();
  }

  setTool(tool: Tool): void {
    this.tool = tool;
    if (tool !== 'select') this.select(null);
  }

  /** New paint for what is drawn next, and for the selected element. */
  setPaint(change: Partial<Paint>): void {
    this.paint = { ...this.paint, ...change };
    const element = this.selected;
    if (!element) return;
    const kind = element.type;
    if (change.fill !== undefined && kind !== 'line') element.fill(change.fill);
    if (change.stroke !== undefined && kind !== 'text') element.stroke({ color: change.stroke });
    if (change.strokeWidth !== undefined && kind !== 'text') element.stroke({ width: change.strokeWidth });
    if (change.text !== undefined && kind === 'text' && change.text.trim()) (element as unknown as { text: (text: string) => void }).text(change.text);
    this.changed();
  }

  deleteSelected(): void {
    if (!this.selected) return;
    this.selected.remove();
    this.selected = null;
    this.changed();
  }

  /** Moves the selected element by (dx, dy) drawing units: the arrow keys. */
  nudge(dx: number, dy: number): void {
    if (!this.selected) return;
    this.selected.dmove(dx, dy);
    this.changed();
  }

  select(element: SvgElement | null): void {
    this.selected = element;
    this.showSelection();
    this.report();
  }

  destroy(): void {
    this.clear();
  }

  private clear(): void {
    this.gesture = null;
    this.selected = null;
    const node = this.root?.node;
    if (node) {
      node.removeEventListener('pointerdown', this.onPointerDown);
      node.removeEventListener('pointermove', this.onPointerMove);
      node.removeEventListener('pointerup', this.onPointerUp);
      node.removeEventListener('pointercancel', this.onPointerUp);
      node.remove();
    }
    this.root = null;
    this.ui = null;
  }

  private report(): void {
    this.onStatus({ selected: this.selected?.type ?? null, dirty: this.dirty });
  }

  private changed(): void {
    this.dirty = true;
    this.showSelection();
    this.report();
  }

  private point(event: PointerEvent): DrawPoint {
    const point = this.root!.point(event.clientX, event.clientY);
    return roundPoint({ x: point.x, y: point.y });
  }

  /** The drawing's top-level element an event happened in (not the editor's marks), or null. */
  private topLevel(target: EventTarget | null): SvgElement | null {
    const root = this.root?.node;
    if (!root || !(target instanceof Element) || target === root) return null;
    let element: Element | null = target;
    while (element && element.parentElement !== (root as Element)) element = element.parentElement;
    if (!element || element.hasAttribute(UI_ATTRIBUTE)) return null;
    return SVG(element) as SvgElement;
  }

  /** Keeps the editor's marks above the drawing and the selection box around the selection. */
  private showSelection(): void {
    const root = this.root;
    const ui = this.ui;
    if (!root || !ui) return;
    ui.clear();
    root.add(ui);
    if (!this.selected) return;
    const box = this.selected.rbox(root);
    const pad = 4;
    ui.rect(box.width + 2 * pad, box.height + 2 * pad)
      .move(box.x - pad, box.y - pad)
      .fill('none')
      .stroke({ color: '#1c7ed6', width: 1.5, dasharray: '6 4' })
      .attr({ 'vector-effect': 'non-scaling-stroke', 'pointer-events': 'none' });
  }

  private readonly onPointerDown = (event: PointerEvent): void => {
    const root = this.root;
    if (!root || event.button !== 0) return;
    event.preventDefault();
    const start = this.point(event);
    let element: SvgElement | null = null;
    const { fill, stroke, strokeWidth, text, fontSize } = this.paint;
    switch (this.tool) {
      case 'select':
        element = this.topLevel(event.target);
        this.select(element);
        break;
      case 'rect':
        element = root.rect(0, 0).attr({ x: start.x, y: start.y }).fill(fill).stroke({ color: stroke, width: strokeWidth });
        break;
      case 'ellipse':
        element = root.ellipse(0, 0).attr({ cx: start.x, cy: start.y }).fill(fill).stroke({ color: stroke, width: strokeWidth });
        break;
      case 'line':
        element = root.line(start.x, start.y, start.x, start.y).stroke({ color: stroke, width: strokeWidth, linecap: 'round' });
        break;
      case 'text':
        element = root.plain(text.trim() || 'Tekst').font({ size: fontSize, family: 'sans-serif' }).fill(fill).attr({ x: start.x, y: start.y });
        this.select(element);
        this.changed();
        return;
    }
    if (!element) return;
    (event.currentTarget as Element).setPointerCapture(event.pointerId);
    this.gesture = { start, last: start, element, moved: false };
  };

  private readonly onPointerMove = (event: PointerEvent): void => {
    const gesture = this.gesture;
    if (!gesture?.element) return;
    const point = this.point(event);
    if (this.tool === 'select') {
      gesture.element.dmove(point.x - gesture.last.x, point.y - gesture.last.y);
      gesture.last = point;
      gesture.moved = true;
      this.showSelection();
      return;
    }
    gesture.last = point;
    const box = drawnBox(gesture.start, point);
    if (this.tool === 'rect') gesture.element.attr({ x: box.x, y: box.y, width: box.width, height: box.height });
    else if (this.tool === 'ellipse') gesture.element.attr({ cx: box.x + box.width / 2, cy: box.y + box.height / 2, rx: box.width / 2, ry: box.height / 2 });
    else if (this.tool === 'line') gesture.element.attr({ x2: point.x, y2: point.y });
  };

  private readonly onPointerUp = (): void => {
    const gesture = this.gesture;
    this.gesture = null;
    if (!gesture?.element) return;
    if (this.tool === 'select') {
      if (gesture.moved) this.changed();
      return;
    }
    const box = drawnBox(gesture.start, gesture.last);
    if (Math.max(box.width, box.height) < MIN_SIZE) {
      // A click with a drawing tool draws nothing.
      gesture.element.remove();
      return;
    }
    this.selected = gesture.element;
    this.changed();
  };
}
