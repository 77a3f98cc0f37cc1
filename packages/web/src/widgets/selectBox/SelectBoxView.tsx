import { Select, Text } from '@mantine/core';
import { isEmptyValue, RESET_VALUE, toBoolean } from '@grafiek/core';
import { useEffect, useMemo } from 'react';
import { usePublish, useVariable, useWidgetQuery, WidgetMessage, type WidgetViewProps } from '../../kit';
import { queryChoices } from '../../kit/queryChoices';

export default function SelectBoxView({ config }: WidgetViewProps) {
  const query = useWidgetQuery(config.query, { source: 'SelectBox' });
  const publishVariable = typeof config.publishVariable === 'string' ? config.publishVariable.trim() : '';
  const current = useVariable(publishVariable || null);
  const publish = usePublish('SelectBox');
  const options = useMemo(() => queryChoices(query.table), [query.table]);
  // spec/widgets.md §9: a select box preselects its first item unless told otherwise.
  const preselect = toBoolean(config.preSelectFirstItem, true);
  const currentValue = isEmptyValue(current) ? null : String(current);
  const known = currentValue !== null && options.some((option) => option.value === currentValue);

  // Like a select setting with a default (spec/widgets.md §5): a value that is not among the
  // options falls back to the first item, with a console warning saying so.
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
    return <WidgetMessage query={query} config={config} />;
  }
  const label = typeof config.label === 'string' && config.label ? config.label : undefined;
  return (
    <div style={{ padding: 'var(--mantine-spacing-xs)' }}>
      <Select
        label={label}
        aria-label={label ?? (typeof config.titleMenubar === 'string' && config.titleMenubar ? config.titleMenubar : 'Select a value')}
        placeholder={typeof config.placeholderText === 'string' && config.placeholderText ? config.placeholderText : 'Select…'}
        data={options}
        value={known ? currentValue : null}
        searchable
        clearable={!preselect}
        clearButtonProps={{ 'aria-label': 'Clear selection' }}
        nothingFoundMessage="No options"
        onChange={(value) => {
          if (!publishVariable) return;
          publish(publishVariable, value ?? RESET_VALUE);
        }}
        comboboxProps={{ withinPortal: true }}
      />
      {query.state === 'empty' && (
        <Text size="xs" c="dimmed" mt={4}>
          {typeof config.textNoResults === 'string' && config.textNoResults ? config.textNoResults : 'No options'}
        </Text>
      )}
    </div>
  );
}
