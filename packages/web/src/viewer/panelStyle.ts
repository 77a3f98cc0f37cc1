import { PANEL_STYLES } from '../kit';
import classes from './WidgetFrame.module.css';

const known = new Set<string>(PANEL_STYLES);

/** The CSS classes for a widget's panel style and up to 4 extra styles. */
export function panelClasses(panelstyle: unknown, panelstyleExtra: unknown): string[] {
  const names: string[] = [];
  if (typeof panelstyle === 'string' && known.has(panelstyle)) names.push(panelstyle);
  if (typeof panelstyleExtra === 'string') {
    for (const extra of panelstyleExtra.split(/\s+/).filter(Boolean).slice(0, 4)) if (known.has(extra)) names.push(extra);
  }
  return names.map((name) => classes[name]).filter((name): name is string => typeof name === 'string');
}
