import { useLayoutEffect, useRef, useState } from 'react';
import type { Size } from './viewport';

/**
 * The element the diagram is drawn in: its size, kept up to date, and a function that gives the
 * width of a text in its font, so the layout can make room for labels before they are drawn.
 */
export function useMeasuredStage(fontSize: number) {
  const stageRef = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState<Size | undefined>(undefined);
  const [measure, setMeasure] = useState<((text: string) => number) | undefined>(undefined);

  useLayoutEffect(() => {
    const stage = stageRef.current;
    if (!stage) return;
    const context = document.createElement('canvas').getContext('2d');
    const font = `${fontSize}px ${getComputedStyle(stage).fontFamily}`;
    const widths = new Map<string, number>();
    // Without a canvas (never in a browser), a generous guess per character keeps labels apart.
    const widthOf = (text: string): number => {
      let width = widths.get(text);
      if (width === undefined) {
        if (context) context.font = font;
        width = Math.ceil(context ? context.measureText(text).width : text.length * fontSize * 0.62);
        widths.set(text, width);
      }
      return width;
    };
    setMeasure(() => widthOf);

    const update = () => {
      const width = stage.clientWidth;
      const height = stage.clientHeight;
      setSize((current) => (current && current.width === width && current.height === height ? current : { width, height }));
    };
    update();
    const observer = new ResizeObserver(update);
    observer.observe(stage);
    return () => observer.disconnect();
  }, [fontSize]);

  return { stageRef, size, measure };
}
