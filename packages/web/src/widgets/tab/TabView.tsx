import { Text } from '@mantine/core';
import { carouselTarget } from '@grafiek/core';
import type { MouseEvent } from 'react';
import { useReportWidgetState, type WidgetViewProps } from '../../kit';
import type { TabSettings } from '.';
import { TabPanes } from '../../kit/tabs/TabPanes';
import { useTabSelection } from '../../kit/tabs/useTabSelection';
import { CarouselBar } from './CarouselBar';
import { TabBar } from './TabBar';
import classes from './TabView.module.css';
import { useTranslation } from 'react-i18next';

// A click on these inside a slide is meant for the widget there, not for the carousel.
const INTERACTIVE = 'a, button, input, select, textarea, label, summary, canvas, [role="button"], [role="tab"], [contenteditable], [tabindex]';

export default function TabView(props: WidgetViewProps<TabSettings>) {
  const { t } = useTranslation();
  const { settings, mode, renderArea } = props;
  useReportWidgetState('ready');
  const { entries, listed, hidden, shown, select } = useTabSelection(props);
  const appearance = settings.appearance;
  const carousel = appearance !== 'TRADITIONAL';
  // Click navigation is for viewers; in edit mode a click is for the area toolbars.
  const clickNavigation = carousel && settings.carouselClickNavigation && mode !== 'edit';

  const onSlideClick = (event: MouseEvent<HTMLDivElement>) => {
    if (shown === undefined || (event.target instanceof Element && event.target.closest(INTERACTIVE))) return;
    const target = carouselTarget(shown, listed.map((entry) => entry.index), 'next', true);
    if (target !== shown) select(target);
  };

  return (
    <div className={classes.root} data-appearance={appearance}>
      {!carousel && (
        <TabBar listed={listed} hidden={hidden} shown={shown} onSelect={select} inactiveOnlyIcons={settings.inactiveTabsOnlyIcons} />
      )}
      {shown === undefined && (
        <Text size="sm" c="dimmed" className={classes.noTabs}>
          {entries.length === 0 ? t('widget.tab.noTabs') : t('widget.tab.allHidden')}
        </Text>
      )}
      <TabPanes
        entries={entries}
        shown={shown}
        renderArea={renderArea}
        onClick={clickNavigation ? onSlideClick : undefined}
        className={clickNavigation ? classes.clickable : undefined}
      />
      {carousel && <CarouselBar listed={listed} shown={shown} onSelect={select} withButtons={appearance === 'CAROUSEL_WITH_BUTTONS'} />}
    </div>
  );
}
