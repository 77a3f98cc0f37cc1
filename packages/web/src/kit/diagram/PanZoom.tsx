import { ActionIcon } from '@mantine/core';
import { IconZoomIn, IconZoomOut, IconZoomReset } from '@tabler/icons-react';
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent, type MouseEvent, type PointerEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { fitView, MAX_SCALE, panBy, wheelFactor, zoomAt, ZOOM_STEP, type Size, type View } from './panZoom';
import classes from './PanZoom.module.css';

export interface PanZoomProps {
  /** Sanitised SVG markup: the caller sanitises, this component only shows it. */
  svg: string;
  /** The accessible name of the diagram. */
  label: string;
  /**
   * Called after the SVG was put in the page, and again whenever it changes identity (memoise
   * it): the caller adds what its SVG needs (colours, buttons). Each call starts from the SVG as given.
   */
  decorate?: (container: HTMLElement) => void;
  /** Clicks and keys inside the SVG; a click that ended a drag never arrives. */
  onClick?: (event: MouseEvent<HTMLDivElement>) => void;
  onKeyDown?: (event: KeyboardEvent<HTMLDivElement>) => void;
  /** Shown above the diagram: notes, problems. */
  header?: ReactNode;
  /** A class for the whole, e.g. for the styles of the caller's SVG. */
  className?: string;
  /**
   * Fitting may enlarge the diagram to fill the panel (drawings in their own units); without it
   * a diagram is never shown larger than its own size (text laid out in pixels).
   */
  grow?: boolean;
}

/** How far a press may move and still be a click rather than a drag, in pixels. */
const CLICK_SLOP = 4;
/** What an arrow key pans, in pixels. */
const KEY_PAN = 40;

/** The size an SVG is drawn at: its viewBox, else its width and height. */
function naturalSize(svg: SVGSVGElement): Size {
  const box = svg.viewBox.baseVal;
  if (box && box.width > 0 && box.height > 0) return { width: box.width, height: box.height };
  return { width: svg.width.baseVal.value || 300, height: svg.height.baseVal.value || 150 };
}

/**
 * A diagram to pan and zoom: the SVG at its own size in a viewport that fits it at first (and
 * again with the reset button, or `0`), a wheel or the buttons (`+`, `-`) zoom around the pointer
 * or the middle, dragging or the arrow keys pan. For diagrams larger than their panel.
 */
export function PanZoom({ svg, label, decorate, onClick, onKeyDown, header, className, grow = false }: PanZoomProps) {
  const { t } = useTranslation();
  const viewport = useRef<HTMLDivElement>(null);
  const content = useRef<HTMLDivElement>(null);
  const [view, setView] = useState<View>({ x: 0, y: 0, scale: 1 });
  const size = useRef<Size>({ width: 0, height: 0 });
  /** Whether the visitor moved or zoomed since the last fit: a resized panel then keeps the view. */
  const moved = useRef(false);
  const drag = useRef<{ x: number; y: number; view: View; dragging: boolean } | null>(null);
  const dragged = useRef(false);
  const shown = useRef<string | null>(null);

  const fit = useCallback(() => {
    const element = viewport.current;
    if (!element) return;
    moved.current = false;
    setView(fitView(size.current, { width: element.clientWidth, height: element.clientHeight }, 8, grow ? MAX_SCALE : 1));
  }, [grow]);

  // The SVG goes in by hand, so that each decoration starts from it as given.
  useLayoutEffect(() => {
    const host = content.current;
    if (!host) return;
    host.innerHTML = svg;
    const root = host.querySelector('svg');
    if (root) {
      size.current = naturalSize(root);
      root.setAttribute('width', String(size.current.width));
      root.setAttribute('height', String(size.current.height));
      root.style.maxWidth = 'none';
    }
    decorate?.(host);
    if (shown.current !== svg) {
      shown.current = svg;
      fit();
    }
  }, [svg, decorate, fit]);

  // A resized panel fits the diagram again, unless the visitor has moved it.
  useEffect(() => {
    const element = viewport.current;
    if (!element) return;
    const observer = new ResizeObserver(() => {
      if (!moved.current) fit();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [fit]);

  // A wheel zooms the diagram rather than scrolling the page: the listener may not be passive.
  useEffect(() => {
    const element = viewport.current;
    if (!element) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const bounds = element.getBoundingClientRect();
      moved.current = true;
      setView((current) => zoomAt(current, wheelFactor(event.deltaY), { x: event.clientX - bounds.left, y: event.clientY - bounds.top }));
    };
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => element.removeEventListener('wheel', onWheel);
  }, []);

  const zoomMiddle = (factor: number) => {
    const element = viewport.current;
    if (!element) return;
    moved.current = true;
    setView((current) => zoomAt(current, factor, { x: element.clientWidth / 2, y: element.clientHeight / 2 }));
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0 || (event.target instanceof Element && event.target.closest('[data-pan-zoom-controls]'))) return;
    drag.current = { x: event.clientX, y: event.clientY, view, dragging: false };
    dragged.current = false;
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const start = drag.current;
    if (!start) return;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    if (!start.dragging) {
      if (Math.hypot(dx, dy) < CLICK_SLOP) return;
      // From here on the press is a drag: it follows the pointer outside the panel too.
      start.dragging = true;
      event.currentTarget.setPointerCapture(event.pointerId);
    }
    moved.current = true;
    setView(panBy(start.view, dx, dy));
  };
  const endDrag = () => {
    dragged.current = drag.current?.dragging ?? false;
    drag.current = null;
  };
  // A press that became a drag is not a click on what it started on.
  const onClickCapture = (event: MouseEvent<HTMLDivElement>) => {
    if (!dragged.current) return;
    dragged.current = false;
    event.stopPropagation();
    event.preventDefault();
  };

  const onViewportKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const pans: Record<string, [number, number]> = { ArrowLeft: [KEY_PAN, 0], ArrowRight: [-KEY_PAN, 0], ArrowUp: [0, KEY_PAN], ArrowDown: [0, -KEY_PAN] };
    if (event.key === '+' || event.key === '=') zoomMiddle(ZOOM_STEP);
    else if (event.key === '-') zoomMiddle(1 / ZOOM_STEP);
    else if (event.key === '0') fit();
    else if (pans[event.key]) {
      const [dx, dy] = pans[event.key]!;
      moved.current = true;
      setView((current) => panBy(current, dx, dy));
    } else return;
    event.preventDefault();
  };

  return (
    <div className={className ? `${classes.frame} ${className}` : classes.frame}>
      {header}
      <div
        ref={viewport}
        className={classes.viewport}
        // Focusable: the keys pan and zoom.
        tabIndex={0}
        role="figure"
        aria-label={label}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
        onClickCapture={onClickCapture}
        onKeyDown={onViewportKeyDown}
      >
        <div
          ref={content}
          className={classes.content}
          style={{ transform: `translate(${view.x}px, ${view.y}px) scale(${view.scale})` }}
          onClick={onClick}
          onKeyDown={onKeyDown}
          data-scale={view.scale.toFixed(3)}
        />
        <ActionIcon.Group className={classes.controls} data-pan-zoom-controls>
          <ActionIcon variant="default" size="sm" aria-label={t('widget.zoomIn')} onClick={() => zoomMiddle(ZOOM_STEP)}>
            <IconZoomIn size={16} aria-hidden />
          </ActionIcon>
          <ActionIcon variant="default" size="sm" aria-label={t('widget.zoomOut')} onClick={() => zoomMiddle(1 / ZOOM_STEP)}>
            <IconZoomOut size={16} aria-hidden />
          </ActionIcon>
          <ActionIcon variant="default" size="sm" aria-label={t('widget.fit')} onClick={fit}>
            <IconZoomReset size={16} aria-hidden />
          </ActionIcon>
        </ActionIcon.Group>
      </div>
    </div>
  );
}
