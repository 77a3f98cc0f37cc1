import { Center, Loader, Text } from '@mantine/core';
import { useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { AppRuntimeContext } from './runtime';
import type { MessageTexts } from './options';
import type { WidgetQuery } from './useWidgetQuery';
import { WidgetProblem } from './WidgetProblem';

export interface WidgetMessageProps {
  query: Pick<WidgetQuery, 'state' | 'error' | 'waitingFor'>;
  /** The widget's own texts (messageOptions): textLoading, textNoResults, textErrorLoading. */
  texts?: MessageTexts;
}

function own(text: unknown): string | undefined {
  return typeof text === 'string' && text.trim() ? text : undefined;
}

/**
 * What a data widget shows instead of its data: loading, no results, or its error, in the
 * widget's own words where its settings give them. Returns null when there is data to show.
 */
export function WidgetMessage({ query, texts = {} }: WidgetMessageProps) {
  const runtime = useContext(AppRuntimeContext);
  const { t } = useTranslation();
  if (query.state === 'loading') {
    return (
      <Center p="md" h="100%">
        <Loader size={32} aria-label={own(texts.textLoading) ?? t('widget.loading')} />
      </Center>
    );
  }
  if (query.state === 'error') {
    // The widget's own words first, then the app's (sparqlErrorMessage), else the engine's message.
    // Authors editing the app also see the engine's message under the app's words.
    const words = own(texts.textErrorLoading) ?? own(runtime?.app.sparqlErrorMessage);
    if (!words) return <WidgetProblem>{query.error}</WidgetProblem>;
    return (
      <WidgetProblem>
        {words}
        {runtime?.mode === 'edit' && query.error ? ` (${query.error})` : ''}
      </WidgetProblem>
    );
  }
  if (query.state === 'empty') {
    return (
      <Text c="gray.7" size="sm" p="sm">
        {own(texts.textNoResults) ?? (query.waitingFor.length > 0 ? t('widget.waitingFor', { names: query.waitingFor.join(', ') }) : t('widget.noResults'))}
      </Text>
    );
  }
  return null;
}
