import { useLayoutEffect, useState, type RefObject } from 'react';

const EXTRA_ROWS = 8;

/** The part of the scroller's content on screen, in pixels from the top of its rows. */
function shownSpan(element: HTMLElement, headerHeight: number): [number, number] {
  const box = element.getBoundingClientRect();
  // The scroller normally scrolls itself; when its area lets it grow, the page does, and the
  // viewport clips it instead.
  const hiddenAbove = Math.max(0, -box.top);
  const shownHeight = Math.max(0, Math.min(element.clientHeight, window.innerHeight - box.top) - hiddenAbove);
  const top = element.scrollTop + hiddenAbove - headerHeight;
  return [top, top + shownHeight];
}

/**
 * The rows [start, end) to draw: those on screen plus a few, all rows being one height. Follows
 * scrolling (of the scroller or anything around it) and size changes.
 */
export function useVisibleRows(scrollRef: RefObject<HTMLElement | null>, rowCount: number, rowHeight: number, headerHeight: number): { start: number; end: number } {
  const [span, setSpan] = useState<[number, number]>([0, 1000]);

  useLayoutEffect(() => {
    const element = scrollRef.current;
    if (!element) return;
    const update = () => {
      const next = shownSpan(element, headerHeight);
      setSpan((current) => (current[0] === next[0] && current[1] === next[1] ? current : next));
    };
    update();
    const observer = new ResizeObserver(update);
    observer.observe(element);
    window.addEventListener('scroll', update, { capture: true, passive: true });
    window.addEventListener('resize', update);
    return () => {
      observer.disconnect();
      window.removeEventListener('scroll', update, { capture: true });
      window.removeEventListener('resize', update);
    };
  }, [scrollRef, headerHeight]);

  const start = Math.max(0, Math.min(rowCount, Math.floor(span[0] / rowHeight) - EXTRA_ROWS));
  const end = Math.max(start, Math.min(rowCount, Math.ceil(span[1] / rowHeight) + EXTRA_ROWS));
  return { start, end };
}
