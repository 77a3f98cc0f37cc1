import type { LegendEntry } from './nebulaGraph';
import classes from './NebulaView.module.css';
import { useTranslation } from 'react-i18next';

/** What a colour on the graph means, and how many nodes have it. */
export function NebulaLegend({ entries }: { entries: readonly LegendEntry[] }) {
  const { t } = useTranslation();
  if (entries.length === 0) return null;
  return (
    <ul className={classes.legend} aria-label={t('widget.legend')}>
      {entries.map((entry) => (
        <li key={entry.key} className={classes.legendItem}>
          <span className={classes.swatch} style={{ background: entry.color }} aria-hidden />
          <span>{entry.label}</span>
          <span className={classes.count}>{entry.count.toLocaleString('en-US')}</span>
        </li>
      ))}
    </ul>
  );
}
