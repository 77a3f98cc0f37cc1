import { ActionIcon, Button, Menu } from '@mantine/core';
import { IconArrowLeft, IconHistory } from '@tabler/icons-react';
import { useCallback, useSyncExternalStore } from 'react';
import { useAppRuntime, useReportWidgetState, type WidgetViewProps } from '../../kit';
import type { BackMenuSettings } from '.';
import { historyEntryLabel, stepsBackTo } from './historyLabel';
import classes from './BackMenuView.module.css';
import { useTranslation } from 'react-i18next';

/**
 * The back button over the history the variable store keeps of published values and tab
 * choices. Going back re-publishes the value a variable had before (or re-selects the tab), so
 * every widget that follows it shows what it showed then; going back is not itself a step.
 */
export default function BackMenuView({ settings }: WidgetViewProps<BackMenuSettings>) {
  const { t } = useTranslation();
  const { store, app } = useAppRuntime();
  useReportWidgetState('ready');
  const history = store.history;
  const entries = useSyncExternalStore(
    useCallback((listener: () => void) => history.subscribe(listener), [history]),
    () => history.entries,
  );
  // The first step is where the visitor started from: there is nothing before it to go back to.
  const canGoBack = entries.length >= 2;
  const last = entries[entries.length - 1];
  const label = settings.label.trim() || t('common.back');

  const goBackTo = (position: number) => {
    for (let step = stepsBackTo(position, entries.length); step > 0; step--) {
      if (!store.back()) break;
    }
  };

  return (
    <div className={classes.root}>
      <Button
        variant="light"
        size="compact-sm"
        leftSection={<IconArrowLeft size={16} aria-hidden />}
        disabled={!canGoBack}
        title={canGoBack && last ? t('widget.backMenu.undo', { step: historyEntryLabel(last, app.mainArea) }) : t('widget.backMenu.nothing')}
        onClick={() => store.back()}
      >
        {label}
      </Button>
      {settings.showHistory && (
        // Mantine's initial-focus placeholder is a focusable element that is no menu item, which a
        // menu must not hold for screen readers; the first item takes the focus instead.
        <Menu position="bottom-start" withinPortal shadow="md" withInitialFocusPlaceholder={false}>
          <Menu.Target>
            <ActionIcon variant="subtle" color="gray" aria-label={t('widget.backMenu.history')} disabled={!canGoBack}>
              <IconHistory size={18} aria-hidden />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown className={classes.history}>
            <Menu.Label>{t('widget.backMenu.goBackTo')}</Menu.Label>
            {entries
              .map((entry, position) => ({ entry, position }))
              .reverse()
              .map(({ entry, position }) => {
                const current = position === entries.length - 1;
                const text = historyEntryLabel(entry, app.mainArea);
                return (
                  <Menu.Item key={position} disabled={current} onClick={() => goBackTo(position)} data-history-step={position}>
                    {current ? `${text} (now)` : text}
                  </Menu.Item>
                );
              })}
          </Menu.Dropdown>
        </Menu>
      )}
    </div>
  );
}
