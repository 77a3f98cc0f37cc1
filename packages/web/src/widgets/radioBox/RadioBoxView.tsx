import { Group, Radio, Stack } from '@mantine/core';
import { useMemo } from 'react';
import { usePublish, useReportWidgetState, useVariable, WidgetProblem, type WidgetViewProps } from '../../kit';
import type { RadioBoxSettings } from '.';
import { parseRadioOptions } from './radioOptions';
import { useTranslation } from 'react-i18next';

/** The panel's title bar text (a common option) names the group for screen readers. */

export default function RadioBoxView({ settings, panelTitle }: WidgetViewProps<RadioBoxSettings>) {
  const { t } = useTranslation();
  const parsed = useMemo(() => parseRadioOptions(settings.options), [settings.options]);
  const publishVariable = settings.publishVariable;
  // The variable's current value is the choice: the app's default parameter values set the initial one.
  const current = useVariable(publishVariable || null);
  const publish = usePublish('RadioBox');
  useReportWidgetState(parsed.ok ? 'ready' : 'error', parsed.ok ? undefined : parsed.error);

  if (!parsed.ok) return <WidgetProblem>{parsed.error}</WidgetProblem>;
  const value = typeof current === 'string' || typeof current === 'number' ? String(current) : null;
  const Layout = settings.horizontal ? Group : Stack;
  const title = panelTitle || t('widget.radioBox.name');
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
