import { Group, Radio, Stack, Text } from '@mantine/core';
import { toBoolean } from '@grafiek/core';
import { useMemo } from 'react';
import { usePublish, useReportWidgetState, useVariable, type WidgetViewProps } from '../../kit';
import { parseRadioOptions } from './radioOptions';

export default function RadioBoxView({ config }: WidgetViewProps) {
  const parsed = useMemo(() => parseRadioOptions(config.options), [config.options]);
  const publishVariable = typeof config.publishVariable === 'string' ? config.publishVariable.trim() : '';
  // The variable's current value is the choice: the app's default parameter values set the initial one.
  const current = useVariable(publishVariable || null);
  const publish = usePublish('RadioBox');
  useReportWidgetState(parsed.ok ? 'ready' : 'error', parsed.ok ? undefined : parsed.error);

  if (!parsed.ok) {
    return (
      <Text c="red.8" size="sm" p="sm" role="alert">
        {parsed.error}
      </Text>
    );
  }
  const value = typeof current === 'string' || typeof current === 'number' ? String(current) : null;
  const Layout = toBoolean(config.horizontal) ? Group : Stack;
  const title = typeof config.titleMenubar === 'string' && config.titleMenubar ? config.titleMenubar : 'Choice';
  return (
    <Radio.Group
      value={parsed.options.some((option) => option.value === value) ? value : null}
      onChange={(next) => publishVariable && publish(publishVariable, next)}
      aria-label={title}
      p="xs"
    >
      <Layout gap="sm">
        {parsed.options.map((option, index) => (
          <Radio key={`${index}:${option.value}`} value={option.value} label={option.label} />
        ))}
      </Layout>
    </Radio.Group>
  );
}
