import { ActionIcon, NavLink, Text, Tooltip } from '@mantine/core';
import { IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand } from '@tabler/icons-react';
import { useState } from 'react';
import { useReportWidgetState, type WidgetViewProps } from '../../kit';
import type { SideMenuSettings } from '.';
import { DEFAULT_TAB_ICON, TabIcon } from '../../kit/tabs/tabIcons';
import { TabPanes } from '../../kit/tabs/TabPanes';
import { useTabSelection } from '../../kit/tabs/useTabSelection';
import classes from './SideMenuView.module.css';
import { useTranslation } from 'react-i18next';

// The frame's title, which also names the menu for screen readers; a common option, not the menu's own.

/**
 * The side menu: one entry per tab, with its icon; the chosen entry's area fills the rest. A
 * viewer may fold the menu to its icons to give the area more room.
 */
export default function SideMenuView(props: WidgetViewProps<SideMenuSettings>) {
  const { t } = useTranslation();
  const { renderArea, panelTitle } = props;
  useReportWidgetState('ready');
  const { entries, listed, hidden, shown, select } = useTabSelection(props);
  const [folded, setFolded] = useState(false);
  const title = panelTitle;
  const menuLabel = title.trim() ? title : t('widget.sideMenu.name');

  return (
    <div className={classes.root}>
      <nav className={classes.menu} data-folded={folded || undefined} aria-label={menuLabel}>
        <div className={classes.entries}>
          {listed.map((entry) => {
            const active = entry.index === shown;
            const icon = entry.icon ? <TabIcon name={entry.icon} size={20} /> : <DEFAULT_TAB_ICON size={20} stroke={1.6} aria-hidden />;
            const link = (
              <NavLink
                key={entry.index}
                component="button"
                type="button"
                active={active}
                aria-current={active ? 'true' : undefined}
                aria-label={folded ? entry.label : undefined}
                label={folded ? undefined : entry.label}
                leftSection={icon}
                onClick={() => select(entry.index)}
                className={hidden.has(entry.index) ? classes.hiddenEntry : undefined}
                data-hidden-tab={hidden.has(entry.index) || undefined}
                variant="light"
              />
            );
            return folded ? (
              <Tooltip key={entry.index} label={entry.label} position="right" withinPortal>
                {link}
              </Tooltip>
            ) : (
              link
            );
          })}
          {listed.length === 0 && (
            <Text size="sm" c="dimmed" p="xs">
              {t('widget.noMenuEntries')}
            </Text>
          )}
        </div>
        <ActionIcon
          variant="subtle"
          color="gray"
          className={classes.fold}
          aria-label={folded ? t('widget.sideMenu.unfold') : t('widget.sideMenu.fold')}
          aria-expanded={!folded}
          onClick={() => setFolded((value) => !value)}
        >
          {folded ? <IconLayoutSidebarLeftExpand size={18} /> : <IconLayoutSidebarLeftCollapse size={18} />}
        </ActionIcon>
      </nav>
      <TabPanes entries={entries} shown={shown} renderArea={renderArea} />
    </div>
  );
}
