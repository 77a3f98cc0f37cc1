import { ActionIcon, Text, UnstyledButton } from '@mantine/core';
import { carouselTarget, type TabEntry } from '@grafiek/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { TabIcon } from '../../kit/tabs/tabIcons';
import classes from './TabView.module.css';
import { useTranslation } from 'react-i18next';

export interface CarouselBarProps {
  listed: readonly TabEntry[];
  shown: number | undefined;
  onSelect: (index: number) => void;
  /** CAROUSEL_WITH_BUTTONS: previous and next buttons, which stop at the ends. */
  withButtons: boolean;
}

/** Below a carousel: the shown tab's name, a dot per tab, and optionally previous and next. */
export function CarouselBar({ listed, shown, onSelect, withButtons }: CarouselBarProps) {
  const { t } = useTranslation();
  const visible = listed.map((entry) => entry.index);
  const current = listed.find((entry) => entry.index === shown);
  const previous = shown === undefined ? undefined : carouselTarget(shown, visible, 'previous');
  const next = shown === undefined ? undefined : carouselTarget(shown, visible, 'next');
  return (
    <div className={classes.carouselBar}>
      {withButtons && (
        <ActionIcon variant="subtle" aria-label={t('widget.previous')} disabled={previous === undefined || previous === shown} onClick={() => previous !== undefined && onSelect(previous)}>
          <IconChevronLeft size={20} />
        </ActionIcon>
      )}
      <div className={classes.carouselMiddle}>
        {current && (
          <Text size="sm" fw={500} className={classes.carouselLabel} data-carousel-label>
            <TabIcon name={current.icon} size={16} />
            {current.label}
          </Text>
        )}
        <div role="tablist" aria-label={t('widget.tab.slides')} className={classes.dots}>
          {listed.map((entry) => (
            <UnstyledButton
              key={entry.index}
              role="tab"
              aria-selected={entry.index === shown}
              aria-label={entry.label}
              title={entry.label}
              className={classes.dot}
              data-active={entry.index === shown || undefined}
              onClick={() => onSelect(entry.index)}
            />
          ))}
        </div>
      </div>
      {withButtons && (
        <ActionIcon variant="subtle" aria-label={t('widget.next')} disabled={next === undefined || next === shown} onClick={() => next !== undefined && onSelect(next)}>
          <IconChevronRight size={20} />
        </ActionIcon>
      )}
    </div>
  );
}
