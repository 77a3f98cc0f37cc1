import { Button, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { usePublish, useReportWidgetState, useVariable, useWidgetQuery, WidgetMessage, WidgetProblem, type WidgetViewProps } from '../../kit';
import type { LinkButtonsSettings } from '.';
import { isActiveItem, itemsFromList, itemsFromTable, type LinkButtonItems } from './linkButtonItems';
import classes from './LinkButtonsView.module.css';

const SOURCE = 'BBLinkButtons';

type Props = WidgetViewProps<LinkButtonsSettings>;

export default function LinkButtonsView(props: Props) {
  return props.settings.query.trim() ? <QueryButtons {...props} /> : <ListButtons {...props} />;
}

function QueryButtons(props: Props) {
  const { settings } = props;
  const query = useWidgetQuery(settings.query, { source: SOURCE });
  const base = window.location.href;
  const { t } = useTranslation();
  const read = useMemo(() => (query.table ? itemsFromTable(query.table, base, t) : undefined), [query.table, base, t]);
  if (!read || query.state === 'error' || query.state === 'loading' || (query.state === 'empty' && read.items.length === 0)) {
    return <WidgetMessage query={query} texts={settings} />;
  }
  return <ButtonRow {...props} read={read} />;
}

function ListButtons(props: Props) {
  const { settings } = props;
  const base = window.location.href;
  const { t } = useTranslation();
  const read = useMemo(() => itemsFromList(settings.buttons, base, t), [settings.buttons, base, t]);
  const failed = read.items.length === 0 && read.problems.length > 0;
  useReportWidgetState(failed ? 'error' : read.items.length === 0 ? 'empty' : 'ready', failed ? read.problems.join(' ') : undefined);
  if (read.items.length === 0 && !failed) {
    return (
      <Text c="gray.7" size="sm" p="sm">
        {settings.textNoResults.trim() || t('widget.linkButtons.noButtons')}
      </Text>
    );
  }
  return <ButtonRow {...props} read={read} />;
}

function ButtonRow({ settings, panelTitle, read }: Props & { read: LinkButtonItems }) {
  const { t } = useTranslation();
  const publish = usePublish(SOURCE);
  const variable = settings.publishVariable;
  const current = useVariable(variable || null);
  const pageHref = window.location.href;
  const needsVariable = !variable && read.items.some((entry) => entry.value !== undefined && entry.href === undefined);
  const problems = needsVariable ? [...read.problems, t('widget.linkButtons.noVariable')] : read.problems;

  return (
    <div className={classes.root}>
      <div className={settings.vertical ? classes.column : classes.row} role="group" aria-label={panelTitle.trim() || t('widget.linkButtons.name')}>
        {read.items.map((entry, index) => {
          const active = isActiveItem(entry, current, pageHref);
          const look = { variant: active ? 'filled' : 'light', size: 'sm', 'data-active': active || undefined } as const;
          const publishValue = () => {
            if (entry.value !== undefined && variable) publish(variable, entry.value);
          };
          if (entry.href) {
            // Other sites open in a new tab; pages of this site in this one unless asked otherwise.
            const newTab = settings.openInNewTab || new URL(entry.href).origin !== window.location.origin;
            return (
              <Button
                key={index}
                {...look}
                component="a"
                href={entry.href}
                target={newTab ? '_blank' : undefined}
                rel={newTab ? 'noopener noreferrer' : undefined}
                aria-current={active ? (entry.value !== undefined ? 'true' : 'page') : undefined}
                onClick={publishValue}
              >
                {entry.label}
              </Button>
            );
          }
          return (
            <Button key={index} {...look} aria-pressed={entry.value !== undefined ? active : undefined} disabled={entry.value === undefined || !variable} onClick={publishValue}>
              {entry.label}
            </Button>
          );
        })}
      </div>
      {problems.length > 0 && (
        <div data-problems>
          {problems.map((problem) => (
            <WidgetProblem key={problem} size="xs">
              {problem}
            </WidgetProblem>
          ))}
        </div>
      )}
    </div>
  );
}
