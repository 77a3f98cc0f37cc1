import { useEffect, useState } from 'react';
import type { WidgetState } from '../widgetState';
import type { MermaidDrawing } from './renderMermaid';

/** The last drawing finished, for the text it was made from. */
export interface MermaidDrawn {
  text: string;
  result: MermaidDrawing;
}

/**
 * Draws Mermaid text (null: nothing to draw now) for the widgets that show Mermaid diagrams;
 * Mermaid itself is loaded with the first drawing, in a chunk of its own.
 */
export function useMermaidDrawing(text: string | null): MermaidDrawn | null {
  const [drawn, setDrawn] = useState<MermaidDrawn | null>(null);
  useEffect(() => {
    if (text === null) return;
    let current = true;
    import('./renderMermaid')
      .then(({ renderMermaid }) => renderMermaid(text))
      .catch((error: unknown): MermaidDrawing => ({ ok: false, error: `Mermaid could not be loaded: ${error instanceof Error ? error.message : String(error)}` }))
      .then((result) => {
        if (current) setDrawn({ text, result });
      });
    return () => {
      current = false;
    };
  }, [text]);
  return drawn;
}

export interface MermaidDiagram {
  /** empty: nothing to draw (or not drawn yet in a tab that is not shown); loading; error; ready. */
  state: WidgetState;
  /** Mermaid's own words for a text it cannot draw. */
  error?: string;
  /** The last drawing that succeeded: still shown while a newer text is drawn. */
  svg: string | null;
  /** A newer text is being drawn. */
  drawing: boolean;
}

/**
 * A Mermaid diagram of `text` (null: nothing to draw) and its state. Nothing is drawn while the
 * area is not shown (`active`): Mermaid's layout is the costly part.
 */
export function useMermaidDiagram(text: string | null, active: boolean): MermaidDiagram {
  const wanted = active ? text : null;
  const drawn = useMermaidDrawing(wanted);
  const drawing = wanted !== null && drawn?.text !== wanted;
  const svg = drawn?.result.ok ? drawn.result.svg : null;
  if (text === null || (!active && !drawn)) return { state: 'empty', svg, drawing };
  if (drawing) return { state: 'loading', svg, drawing };
  if (drawn && !drawn.result.ok) return { state: 'error', error: drawn.result.error, svg, drawing };
  return { state: 'ready', svg, drawing };
}
