import type { GraphType } from '@grafiek/core';
import { typeColor } from './networkItems';
import classes from './VisView.module.css';
import { useTranslation } from 'react-i18next';

/** The node types and their colours: what a colour on the graph means. */
export function GraphLegend({ types }: { types: readonly GraphType[] }) {
  const { t } = useTranslation();
  if (types.length === 0) return null;
  return (
    <ul className={classes.legend} aria-label={t('widget.legend')}>
      {types.map((type) => (
        <li key={type.key} className={classes.legendItem}>
          <span className={classes.swatch} style={{ background: typeColor(type) }} aria-hidden />
          <span title={type.key}>{type.label}</span>
        </li>
      ))}
    </ul>
  );
}
