import { Center, Loader, Text } from '@mantine/core';
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
  if (query.state === 'loading') {
    return (
      <Center p="md" h="100%">
        <Loader size={32} aria-label={own(texts.textLoading) ?? 'Loading'} />
      </Center>
    );
  }
  if (query.state === 'error') return <WidgetProblem>{own(texts.textErrorLoading) ?? query.error}</WidgetProblem>;
  if (query.state === 'empty') {
    return (
      <Text c="gray.7" size="sm" p="sm">
        {own(texts.textNoResults) ?? (query.waitingFor.length > 0 ? `Waiting for ${query.waitingFor.join(', ')}` : 'No results')}
      </Text>
    );
  }
  return null;
}
