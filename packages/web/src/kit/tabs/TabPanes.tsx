import type { TabEntry } from '@grafiek/core';
import type { MouseEventHandler, ReactNode } from 'react';
import { AreaActiveContext, useAreaActive } from '..';
import classes from './TabPanes.module.css';

export interface TabPanesProps {
  entries: readonly TabEntry[];
  shown: number | undefined;
  renderArea: (index: number) => ReactNode;
  onClick?: MouseEventHandler<HTMLDivElement>;
  className?: string;
}

/**
 * The areas of a tab widget, stacked. Every area stays mounted, so a widget keeps its own state
 * (map view, scroll position, typed text) while another tab shows; the areas that do not show
 * are invisible but keep their size, so maps and charts lay out correctly when they appear, and
 * they are marked inactive so that their widgets do not query until their tab is shown.
 */
export function TabPanes({ entries, shown, renderArea, onClick, className }: TabPanesProps) {
  const parentActive = useAreaActive();
  return (
    <div className={className ? `${classes.panes} ${className}` : classes.panes} onClick={onClick}>
      {entries.map((entry) => {
        const active = entry.index === shown;
        return (
          <div
            key={entry.index}
            className={active ? classes.pane : `${classes.pane} ${classes.inactive}`}
            role="tabpanel"
            aria-label={entry.label}
            aria-hidden={active ? undefined : true}
            inert={!active}
            data-tab-pane={entry.index}
            data-active={active || undefined}
          >
            <AreaActiveContext.Provider value={parentActive && active}>{renderArea(entry.index)}</AreaActiveContext.Provider>
          </div>
        );
      })}
    </div>
  );
}
