import { Tabs, Tooltip } from '@mantine/core';
import type { TabEntry } from '@grafiek/core';
import { TabIcon, tabIcon } from '../../kit/tabs/tabIcons';
import classes from './TabView.module.css';

export interface TabBarProps {
  listed: readonly TabEntry[];
  hidden: ReadonlySet<number>;
  shown: number | undefined;
  onSelect: (index: number) => void;
  /** Inactive tabs show only their icon (a tab without an icon keeps its label). */
  inactiveOnlyIcons: boolean;
}

/** The traditional tab bar. */
export function TabBar({ listed, hidden, shown, onSelect, inactiveOnlyIcons }: TabBarProps) {
  return (
    <Tabs
      value={shown === undefined ? null : String(shown)}
      onChange={(value) => value !== null && onSelect(Number(value))}
      activateTabWithKeyboard
      className={classes.tabs}
    >
      <Tabs.List className={classes.tabList}>
        {listed.map((entry) => {
          const active = entry.index === shown;
          const iconOnly = inactiveOnlyIcons && !active && tabIcon(entry.icon) !== undefined;
          const tab = (
            <Tabs.Tab
              key={entry.index}
              value={String(entry.index)}
              leftSection={entry.icon ? <TabIcon name={entry.icon} size={16} /> : undefined}
              aria-label={iconOnly ? entry.label : undefined}
              data-hidden-tab={hidden.has(entry.index) || undefined}
              className={hidden.has(entry.index) ? classes.hiddenTab : undefined}
              title={hidden.has(entry.index) ? `${entry.label} (hidden outside edit mode)` : undefined}
            >
              {iconOnly ? null : entry.label}
            </Tabs.Tab>
          );
          return iconOnly ? (
            <Tooltip key={entry.index} label={entry.label} withinPortal>
              {tab}
            </Tooltip>
          ) : (
            tab
          );
        })}
      </Tabs.List>
    </Tabs>
  );
}
