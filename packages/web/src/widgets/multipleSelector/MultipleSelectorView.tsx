import { MultiSelect } from '@mantine/core';
import { useMemo, useState } from 'react';
import { usePublish, useVariable, useWidgetQuery, WidgetMessage, WidgetProblem, type WidgetViewProps } from '../../kit';
import { queryChoices } from '../../kit/queryChoices';
import type { MultipleSelectorSettings } from '.';
import { chosenValues, publishedValue } from './selection';
import { useTranslation } from 'react-i18next';

const SOURCE = 'MultipleSelector';
/** The panel's title bar text (a common option) names the field for screen readers when it has no label. */

export default function MultipleSelectorView({ settings, panelTitle }: WidgetViewProps<MultipleSelectorSettings>) {
  const { t } = useTranslation();
  const query = useWidgetQuery(settings.query, { source: SOURCE });
  const publish = usePublish(SOURCE);
  const publishVariable = settings.publishVariable;
  const format = settings.multipleselectparametertype;
  const current = useVariable(publishVariable || null);
  const choices = useMemo(() => queryChoices(query.table), [query.table]);
  const known = useMemo(() => new Set(choices.map((choice) => choice.value)), [choices]);

  // The selection is what the variable holds, so the field follows other widgets and the back menu.
  const parsed = useMemo(() => {
    try {
      return { values: chosenValues(current, format, known), error: undefined };
    } catch (error) {
      return { values: [], error: error instanceof Error ? error.message : String(error) };
    }
  }, [current, format, known]);
  const [publishError, setPublishError] = useState<string | undefined>(undefined);
  // Without a variable the choice is only the field's own.
  const [own, setOwn] = useState<string[]>([]);
  const chosen = publishVariable ? parsed.values : own;

  if (query.state === 'error' || (query.state !== 'ready' && choices.length === 0)) {
    return <WidgetMessage query={query} texts={settings} />;
  }

  const name = settings.label || panelTitle || t('widget.multipleSelector.name');
  // A value the format cannot hold (a text with a space as an IRI) is not published; the field says why.
  const change = (values: string[]) => {
    if (!publishVariable) return setOwn(values);
    try {
      publish(publishVariable, publishedValue(values, format, settings.resetValue));
      setPublishError(undefined);
    } catch (error) {
      setPublishError(error instanceof Error ? error.message : String(error));
    }
  };
  const error = parsed.error ?? publishError;

  return (
    <div style={{ padding: 'var(--mantine-spacing-xs)' }}>
      <MultiSelect
        label={settings.label || undefined}
        aria-label={settings.label ? undefined : name}
        placeholder={chosen.length === 0 ? settings.placeholderText : undefined}
        data={choices}
        value={chosen.filter((value) => known.has(value))}
        onChange={change}
        searchable
        clearable
        clearButtonProps={{ 'aria-label': t('widget.clearNamed', { name }) }}
        nothingFoundMessage={t('widget.selectBox.noOptions')}
        comboboxProps={{ withinPortal: true }}
      />
      {error && <WidgetProblem size="xs">{error}</WidgetProblem>}
    </div>
  );
}
