import { useCallback, useEffect, useLayoutEffect, useState, type RefObject } from 'react';

/** Tables up to this many rows render every row; longer ones only the rows in view. */
export const WINDOW_FROM_ROWS = 200;
const OVERSCAN_ROWS = 20;
const FALLBACK_ROW_HEIGHT = 37;

export interface RowWindow {
  start: number;
  end: number;
  /** Height of the rows above and below the rendered ones, kept as spacer rows. */
  before: number;
  after: number;
}

interface View {
  /** The part of the table's content that is on screen, in pixels from its top. */
  top: number;
  bottom: number;
  rowHeight: number;
}

/**
 * Which rows of a long table to render: those on screen plus some overscan, with spacers so
 * that the scroll bar stays true. The table may scroll itself (a panel of fixed size) or grow
 * and let the page or a layout area scroll, so what is on screen is the table's own scroll
 * position clipped by the viewport. Row height is measured from a rendered row and taken as
 * the same for all rows, which is close enough for a results table.
 */
export function useRowWindow(rowCount: number, scrollRef: RefObject<HTMLElement | null>): RowWindow {
  const windowed = rowCount > WINDOW_FROM_ROWS;
  const [view, setView] = useState<View>({ top: 0, bottom: 1000, rowHeight: FALLBACK_ROW_HEIGHT });

  const measure = useCallback(() => {
    const element = scrollRef.current;
    if (!element) return;
    const row = element.querySelector<HTMLElement>('tbody tr[data-row]');
    const rowHeight = row && row.offsetHeight > 0 ? row.offsetHeight : FALLBACK_ROW_HEIGHT;
    const rect = element.getBoundingClientRect();
    const shownTop = Math.max(rect.top, 0);
    const shownBottom = Math.min(rect.top + element.clientHeight, window.innerHeight);
    const top = element.scrollTop + Math.max(0, shownTop - rect.top);
    const bottom = element.scrollTop + Math.max(0, shownBottom - rect.top);
    setView((current) => (current.top === top && current.bottom === bottom && current.rowHeight === rowHeight ? current : { top, bottom, rowHeight }));
  }, [scrollRef]);

  useLayoutEffect(() => {
    if (windowed) measure();
  }, [windowed, measure, rowCount]);

  useEffect(() => {
    const element = scrollRef.current;
    if (!windowed || !element) return;
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
  }, [windowed, measure, scrollRef, rowCount]);

  if (!windowed) return { start: 0, end: rowCount, before: 0, after: 0 };
  const first = Math.min(rowCount, Math.max(0, Math.floor(view.top / view.rowHeight) - OVERSCAN_ROWS));
  const last = Math.min(rowCount, Math.max(first, Math.ceil(view.bottom / view.rowHeight) + OVERSCAN_ROWS));
  return { start: first, end: last, before: first * view.rowHeight, after: (rowCount - last) * view.rowHeight };
}
