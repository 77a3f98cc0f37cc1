import { Select, Text } from '@mantine/core';
import { RESET_VALUE, toBoolean } from '@grafiek/core';
import { useEffect, useMemo } from 'react';
import { usePublish, useVariable, useWidgetQuery, WidgetMessage, type WidgetViewProps } from '../../kit';
import { selectOptions } from './selectOptions';

export default function SelectBoxView({ config }: WidgetViewProps) {
  const query = useWidgetQuery(config.query, { source: 'SelectBox' });
  const publishVariable = typeof config.publishVariable === 'string' ? config.publishVariable.trim() : '';
  const current = useVariable(publishVariable || null);
  const publish = usePublish('SelectBox');
  const options = useMemo(() => selectOptions(query.table), [query.table]);
  // spec/widgets.md §9: a select box preselects its first item unless told otherwise.
  const preselect = config.preSelectFirstItem === undefined ? true : toBoolean(config.preSelectFirstItem);
  const currentValue = typeof current === 'string' && current !== RESET_VALUE ? current : null;
  const known = currentValue !== null && options.some((option) => option.value === currentValue);

  useEffect(() => {
    if (!publishVariable || !preselect || options.length === 0 || known) return;
    publish(publishVariable, options[0]!.value);
  }, [publishVariable, preselect, options, known, publish]);

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
