import { Text } from '@mantine/core';
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useAppRuntime, useReportWidgetState, WidgetProblem, type WidgetViewProps } from '../../kit';
import type { ParameterLinkSettings } from '.';
import { describeValue, linkedValues, valuesToPublish } from './linkedValues';
import { useTranslation } from 'react-i18next';

const SOURCE = 'BBParameterLinkEmptyWidget';

export default function ParameterLinkView({ settings, mode }: WidgetViewProps<ParameterLinkSettings>) {
  const { t } = useTranslation();
  const { store } = useAppRuntime();
  const { parameters, urlParameters, keepExistingValues } = settings;
  // The URL as the app was opened: later URL changes are the app's own URL synchronisation.
  const [search] = useState(() => window.location.search);
  const linked = useMemo(() => linkedValues(parameters, urlParameters, search), [parameters, urlParameters, search]);
  useReportWidgetState(linked.ok ? 'ready' : 'error', linked.ok ? undefined : linked.error);

  // Once when the app opens, and again only when an author changes what the widget sets. Before
  // paint, so widgets that show at the same time start from these values.
  const applied = useRef<string | null>(null);
  const key = JSON.stringify([linked, keepExistingValues]);
  useLayoutEffect(() => {
    if (!linked.ok || applied.current === key) return;
    applied.current = key;
    for (const [name, value] of valuesToPublish(linked.values, (name) => store.get(name), keepExistingValues)) store.publish(name, value, SOURCE);
  }, [key, linked, keepExistingValues, store]);

  if (mode !== 'edit') return null;
  if (!linked.ok) return <WidgetProblem size="xs">{linked.error}</WidgetProblem>;
  const configured = Object.entries((parameters ?? {}) as Record<string, unknown>).map(([name, value]) => describeValue(name, value));
  return (
    <Text size="xs" c="dimmed" p={4} data-parameter-link-note>
      {configured.length === 0 && urlParameters.length === 0
        ? t('widget.parameterLink.none')
        : [configured.length > 0 ? t('widget.parameterLink.sets', { names: configured.join(', ') }) : '', urlParameters.length > 0 ? t('widget.parameterLink.fromUrl', { names: urlParameters.join(', ') }) : '']
            .filter(Boolean)
            .join(' · ')}
    </Text>
  );
}

