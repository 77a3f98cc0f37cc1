import { Select, Text } from '@mantine/core';
import { isEmptyValue, RESET_VALUE } from '@grafiek/core';
import { useEffect, useMemo } from 'react';
import { usePublish, useVariable, useWidgetQuery, WidgetMessage, type WidgetViewProps } from '../../kit';
import { queryChoices } from '../../kit/queryChoices';
import type { SelectBoxSettings } from '.';
import { useTranslation } from 'react-i18next';

/** The panel's title bar text (a common option) names the box for screen readers when it has no label. */

export default function SelectBoxView({ settings, panelTitle }: WidgetViewProps<SelectBoxSettings>) {
  const { t } = useTranslation();
  const query = useWidgetQuery(settings.query, { source: 'SelectBox' });
  const publishVariable = settings.publishVariable;
  const current = useVariable(publishVariable || null);
  const publish = usePublish('SelectBox');
  const options = useMemo(() => queryChoices(query.table), [query.table]);
  // A select box chooses its first item unless told otherwise, so widgets that follow it have a value.
  const preselect = settings.preSelectFirstItem;
  const currentValue = isEmptyValue(current) ? null : String(current);
  const known = currentValue !== null && options.some((option) => option.value === currentValue);

  // Like a select setting with a default: a value that is not among the options falls back to the
  // first item, with a console warning saying so.
  const settled = query.state === 'ready' && !query.refreshing;
  useEffect(() => {
    // Not from the previous answer while a new one is on its way: its first item may be gone.
    if (!settled || !publishVariable || !preselect || options.length === 0 || known) return;
    if (currentValue !== null) {
      console.warn(`SelectBox: "${currentValue}" (${publishVariable}) is not among the options; the first item is selected instead.`);
    }
    publish(publishVariable, options[0]!.value);
  }, [settled, publishVariable, preselect, options, known, currentValue, publish]);

  if (query.state === 'error' || (query.state === 'loading' && options.length === 0)) {
    return <WidgetMessage query={query} texts={settings} />;
  }
  const label = settings.label || undefined;
  return (
    <div style={{ padding: 'var(--mantine-spacing-xs)' }}>
      <Select
        label={label}
        aria-label={label ?? (panelTitle || t('widget.selectBox.name'))}
        placeholder={settings.placeholderText}
        data={options}
        value={known ? currentValue : null}
        searchable
        clearable={!preselect}
        clearButtonProps={{ 'aria-label': t('widget.clearSelection') }}
        nothingFoundMessage={t('widget.selectBox.noOptions')}
        onChange={(value) => {
          if (!publishVariable) return;
          publish(publishVariable, value ?? RESET_VALUE);
        }}
        comboboxProps={{ withinPortal: true }}
      />
      {query.state === 'empty' && (
        <Text size="xs" c="dimmed" mt={4}>
          {settings.textNoResults || t('widget.selectBox.noOptions')}
        </Text>
      )}
    </div>
  );
}
