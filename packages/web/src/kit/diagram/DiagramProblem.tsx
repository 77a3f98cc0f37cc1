import type { ReactNode } from 'react';
import { WidgetProblem } from '../WidgetProblem';
import classes from './DiagramProblem.module.css';

/**
 * Why a diagram cannot be drawn, in the library's own words (line, column, what it expected),
 * kept as written: monospace, line breaks kept, scrolling (and so focusable) when it is long.
 */
export function DiagramProblem({ children }: { children: ReactNode }) {
  return (
    <div className={classes.problem} tabIndex={0}>
      <WidgetProblem>{children}</WidgetProblem>
    </div>
  );
}
