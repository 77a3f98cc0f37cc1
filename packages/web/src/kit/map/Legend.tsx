import type { LegendEntry } from '@grafiek/core';
import { useTranslation } from 'react-i18next';
import { legendScale } from './legendScale';
import classes from './MapPanel.module.css';

/** Categories with their colours, or the colour bar of a numeric scale. */
export function Legend({ title, entries, inverse }: { title?: string; entries: readonly LegendEntry[]; inverse: boolean }) {
  const { t } = useTranslation();
  if (entries.length === 0) return null;
  const scale = legendScale(entries, inverse);
  return (
    <div className={classes.legend} role="group" aria-label={title ? t('widget.legendTitle', { title }) : t('widget.legend')} data-map-legend>
      {title && <div className={classes.legendTitle}>{title}</div>}
      {scale ? (
        scale.min === scale.max ? (
          <ul className={classes.legendList}>
            <LegendItem label={String(scale.min)} color={entries[0]!.color} />
          </ul>
        ) : (
          <div className={classes.scale} data-legend-scale>
            <div className={classes.scaleBar} style={{ background: scale.gradient }} />
            <div className={classes.scaleLabels}>
              <span>{scale.min}</span>
              <span>{scale.max}</span>
            </div>
          </div>
        )
      ) : (
        <ul className={classes.legendList}>
          {entries.map((entry) => (
            <LegendItem key={entry.label} label={entry.label} color={entry.color} />
          ))}
        </ul>
      )}
    </div>
  );
}

function LegendItem({ label, color }: LegendEntry) {
  return (
    <li className={classes.legendItem}>
      <span className={classes.swatch} style={{ background: color }} aria-hidden />
      <span>{label}</span>
    </li>
  );
}
