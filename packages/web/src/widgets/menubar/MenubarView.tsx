import { Button, Text } from '@mantine/core';
import type { KeyboardEvent } from 'react';
import { useReportWidgetState, type WidgetViewProps } from '../../kit';
import { TabIcon } from '../../kit/tabs/tabIcons';
import { TabPanes } from '../../kit/tabs/TabPanes';
import { useTabSelection } from '../../kit/tabs/useTabSelection';
import type { MenubarSettings } from '.';
import classes from './MenubarView.module.css';
import { useTranslation } from 'react-i18next';

// The frame's title, which also names the menu for screen readers; a common option, not the bar's own.

// Left and right move between the entries (Home and End to the ends), as along any menu bar.
const FOCUS_KEYS: Record<string, (at: number, count: number) => number> = {
  ArrowRight: (at, count) => (at + 1) % count,
  ArrowLeft: (at, count) => (at - 1 + count) % count,
  Home: () => 0,
  End: (_at, count) => count - 1,
};

function moveFocus(event: KeyboardEvent<HTMLElement>) {
  const target = FOCUS_KEYS[event.key];
  if (!target || !(event.target instanceof HTMLElement)) return;
  const entries = [...event.currentTarget.querySelectorAll<HTMLElement>(':scope > button')];
  const at = entries.indexOf(event.target);
  if (at === -1) return;
  event.preventDefault();
  entries[target(at, entries.length)]?.focus();
}

/** The menu bar: one entry per tab, with its icon; the chosen entry's area fills the rest below. */
export default function MenubarView(props: WidgetViewProps<MenubarSettings>) {
  const { t } = useTranslation();
  const { renderArea, panelTitle } = props;
  useReportWidgetState('ready');
  const { entries, listed, hidden, shown, select } = useTabSelection(props);
  const title = panelTitle;
  const menuLabel = title.trim() ? title : t('widget.menubar.name');

  return (
    <div className={classes.root}>
      <nav className={classes.bar} aria-label={menuLabel} onKeyDown={moveFocus}>
        {listed.map((entry) => {
          const active = entry.index === shown;
          const hiddenEntry = hidden.has(entry.index);
          return (
            <Button
              key={entry.index}
              variant={active ? 'light' : 'subtle'}
              color={active ? undefined : 'gray'}
              size="compact-sm"
              leftSection={entry.icon ? <TabIcon name={entry.icon} size={18} /> : undefined}
              aria-current={active ? 'true' : undefined}
              onClick={() => select(entry.index)}
              className={hiddenEntry ? `${classes.entry} ${classes.hiddenEntry}` : classes.entry}
              title={hiddenEntry ? `${entry.label} (hidden outside edit mode)` : undefined}
              data-hidden-tab={hiddenEntry || undefined}
            >
              {entry.label}
            </Button>
          );
        })}
        {listed.length === 0 && (
          <Text size="sm" c="dimmed" px="xs">
            {t('widget.noMenuEntries')}
          </Text>
        )}
      </nav>
      <TabPanes entries={entries} shown={shown} renderArea={renderArea} />
    </div>
  );
}
