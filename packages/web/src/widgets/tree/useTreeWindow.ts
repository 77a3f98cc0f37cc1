import { useCallback, useEffect, useLayoutEffect, useState, type RefObject } from 'react';

const OVERSCAN_ROWS = 6;

export interface TreeWindow {
  /** The rows to render: [start, end). */
  start: number;
  end: number;
}

/**
 * The rows of the flat tree that are on screen, plus a few: all rows have one height, so the
 * window follows from the scroll position. The tree normally scrolls itself (its area has a
 * size); when it grows and the page or a layout area scrolls instead, what is on screen is
 * its scroll position clipped by the viewport.
 */
export function useTreeWindow(rowCount: number, rowHeight: number, scrollRef: RefObject<HTMLElement | null>): TreeWindow {
  const [view, setView] = useState({ top: 0, bottom: 800 });

  const measure = useCallback(() => {
    const element = scrollRef.current;
    if (!element) return;
    const rect = element.getBoundingClientRect();
    const shownTop = Math.max(rect.top, 0);
    const shownBottom = Math.min(rect.top + element.clientHeight, window.innerHeight);
    const top = element.scrollTop + Math.max(0, shownTop - rect.top);
    const bottom = element.scrollTop + Math.max(0, shownBottom - rect.top);
    setView((current) => (current.top === top && current.bottom === bottom ? current : { top, bottom }));
  }, [scrollRef]);

  // Sizes and scrolling change the window, not the number of rows: measuring reads layout, which
  // a folder opening should not have to wait for.
  useLayoutEffect(measure, [measure]);

  useEffect(() => {
    const element = scrollRef.current;
    if (!element) return;
    // Scroll events do not bubble, but a capturing listener on the window hears every scroller.
    window.addEventListener('scroll', measure, { capture: true, passive: true });
    window.addEventListener('resize', measure);
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => {
      window.removeEventListener('scroll', measure, { capture: true });
      window.removeEventListener('resize', measure);
      observer.disconnect();
    };
  }, [measure, scrollRef]);

  const start = Math.min(rowCount, Math.max(0, Math.floor(view.top / rowHeight) - OVERSCAN_ROWS));
  const end = Math.min(rowCount, Math.max(start, Math.ceil(view.bottom / rowHeight) + OVERSCAN_ROWS));
  return { start, end };
}

/** Scrolls so that a row is in view: the least movement, or centred when asked. */
export function scrollRowIntoView(element: HTMLElement, index: number, rowHeight: number, options: { center?: boolean; smooth?: boolean } = {}): void {
  const top = index * rowHeight;
  const height = element.clientHeight;
  let target = element.scrollTop;
  if (options.center) target = top - (height - rowHeight) / 2;
  else if (top < element.scrollTop) target = top;
  else if (top + rowHeight > element.scrollTop + height) target = top + rowHeight - height;
  target = Math.max(0, target);
  if (target === element.scrollTop) return;
  element.scrollTo({ top: target, behavior: options.smooth ? 'smooth' : 'auto' });
}
