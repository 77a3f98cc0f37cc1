import { createContext, useContext, useLayoutEffect } from 'react';

/** What `data-state` on a widget's outer element says. */
export type WidgetState = 'loading' | 'ready' | 'empty' | 'error';

export interface WidgetStateReport {
  state: WidgetState;
  error?: string;
}

export type ReportWidgetState = (report: WidgetStateReport) => void;

/** The frame around a widget listens here; a widget (or its query hook) reports. */
export const WidgetStateContext = createContext<ReportWidgetState | null>(null);

/**
 * Reports this widget's state to its frame before the browser paints, so the frame never shows
 * 'ready' for a widget that is still loading.
 */
export function useReportWidgetState(state: WidgetState, error?: string): void {
  const report = useContext(WidgetStateContext);
  useLayoutEffect(() => {
    report?.({ state, error });
  }, [report, state, error]);
}
