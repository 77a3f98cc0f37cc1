import { Text, UnstyledButton } from '@mantine/core';
import { withAreasForTabs } from '@grafiek/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useEffect, useId, useMemo, useState, type KeyboardEvent } from 'react';
import { AreaActiveContext, useAreaActive, useReportWidgetState, type WidgetViewProps } from '../../kit';
import { tabEntriesOf } from '../../kit/tabs/tabAtStart';
import { TabIcon } from '../../kit/tabs/tabIcons';
import type { AccordionSettings } from '.';
import { sectionsOpenAtStart, toggleSection } from './sections';
import classes from './AccordionView.module.css';
import { useTranslation } from 'react-i18next';

// Up and down move between the section headers, Home and End to the first and last, as screen
// reader users expect of an accordion; Enter and Space open and close (the headers are buttons).
const FOCUS_KEYS: Record<string, (at: number, count: number) => number> = {
  ArrowDown: (at, count) => (at + 1) % count,
  ArrowUp: (at, count) => (at - 1 + count) % count,
  Home: () => 0,
  End: (_at, count) => count - 1,
};

function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
  const target = FOCUS_KEYS[event.key];
  if (!target || !(event.target instanceof HTMLElement)) return;
  // Only this accordion's own headers: an accordion inside a section has its own.
  const headers = [...event.currentTarget.querySelectorAll<HTMLElement>(':scope > div > h3 > button')];
  const at = headers.indexOf(event.target);
  if (at === -1) return;
  event.preventDefault();
  headers[target(at, headers.length)]?.focus();
}

/**
 * Sections stacked under their titles; a click on a title opens or closes its area. Every area
 * stays mounted once rendered, so a widget keeps its state while its section is closed, and a
 * section that is closed marks its area inactive, so that its widgets neither load their code
 * nor query until it is opened.
 */
export default function AccordionView({ settings, config, mode, renderArea, updateConfig }: WidgetViewProps<AccordionSettings>) {
  const { t } = useTranslation();
  useReportWidgetState('ready');
  const parentActive = useAreaActive();
  const id = useId();
  const icons = settings.icons;
  const entries = useMemo(() => tabEntriesOf(config, { icons }), [config, icons]);
  const { openSections, multipleOpen } = settings;
  const atStart = useMemo(() => sectionsOpenAtStart(entries, openSections, multipleOpen), [entries, openSections, multipleOpen]);

  // The visitor's choice holds until the settings change what starts open (an author editing them).
  const startKey = `${atStart.join(',')}|${multipleOpen}`;
  const [open, setOpen] = useState<number[]>(atStart);
  const [startedFrom, setStartedFrom] = useState(startKey);
  if (startedFrom !== startKey) {
    setStartedFrom(startKey);
    setOpen(atStart);
  }

  // An author who adds a section title in the settings gets an area for it.
  const titleCount = Array.isArray(config.tabs) ? config.tabs.length : 0;
  const areaCount = Array.isArray(config.areas) ? config.areas.length : 0;
  const needsAreas = mode === 'edit' && titleCount > areaCount;
  useEffect(() => {
    if (needsAreas) updateConfig(withAreasForTabs);
  }, [needsAreas, updateConfig]);

  if (entries.length === 0) {
    return (
      <Text size="sm" c="dimmed" className={classes.empty}>
        {t('widget.accordion.noSections')}
      </Text>
    );
  }

  return (
    <div className={classes.root} onKeyDown={moveFocus}>
      {entries.map((entry) => {
        const isOpen = open.includes(entry.index);
        const headerId = `${id}-header-${entry.index}`;
        const panelId = `${id}-panel-${entry.index}`;
        return (
          <div key={entry.index} className={classes.section} data-open={isOpen || undefined} data-section={entry.index}>
            <h3 className={classes.heading}>
              <UnstyledButton
                id={headerId}
                className={classes.header}
                aria-expanded={isOpen}
                aria-controls={panelId}
                onClick={() => setOpen((current) => toggleSection(current, entry.index, multipleOpen))}
              >
                <TabIcon name={entry.icon} size={18} />
                <span className={classes.title}>{entry.label}</span>
                <IconChevronDown className={classes.chevron} size={18} aria-hidden />
              </UnstyledButton>
            </h3>
            <div id={panelId} role="region" aria-labelledby={headerId} className={classes.panel} data-section-panel={entry.index}>
              <AreaActiveContext.Provider value={parentActive && isOpen}>{renderArea(entry.index)}</AreaActiveContext.Provider>
            </div>
          </div>
        );
      })}
    </div>
  );
}
