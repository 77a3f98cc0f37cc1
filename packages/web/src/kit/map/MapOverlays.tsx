import type { LegendEntry, MapDirectives } from '@grafiek/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Legend } from './Legend';
import classes from './MapPanel.module.css';

/** How many notices show at once; the rest are counted. */
const SHOWN_NOTICES = 4;

export interface MapOverlaysProps {
  /** A line about the current selection, above the notices. */
  status?: ReactNode;
  notices: readonly string[];
  /** The accessible name of the notice list. */
  noticesLabel: string;
  directives: Pick<MapDirectives, 'noLegend' | 'title' | 'inverse'>;
  legend: readonly LegendEntry[];
}

/**
 * What a map-like view shows over its drawing (the map, the globe, the 3D view): the selection
 * line and the first notices at the top, the legend unless `#noLegend`.
 */
export function MapOverlays({ status, notices, noticesLabel, directives, legend }: MapOverlaysProps) {
  const { t } = useTranslation();
  const shown = notices.slice(0, SHOWN_NOTICES);
  if (notices.length > SHOWN_NOTICES) shown.push(t('widget.moreNotices', { count: notices.length - SHOWN_NOTICES }));
  return (
    <>
      {(status || shown.length > 0) && (
        <div className={classes.topCenter}>
          {status && (
            <div className={classes.status} role="status">
              {status}
            </div>
          )}
          {shown.length > 0 && (
            <ul className={classes.notices} aria-label={noticesLabel}>
              {shown.map((notice) => (
                <li key={notice}>{notice}</li>
              ))}
            </ul>
          )}
        </div>
      )}
      {!directives.noLegend && <Legend title={directives.title} entries={legend} inverse={directives.inverse} />}
    </>
  );
}
