import { Center, Loader, Text } from '@mantine/core';
import type { WidgetQuery } from './useWidgetQuery';

export interface WidgetMessageProps {
  query: Pick<WidgetQuery, 'state' | 'error' | 'waitingFor'>;
  /** The widget's config, for its own texts: textLoading, textNoResults, textErrorLoading. */
  config: Readonly<Record<string, unknown>>;
}

function configText(config: Readonly<Record<string, unknown>>, key: string): string | undefined {
  const value = config[key];
  return typeof value === 'string' && value.trim() ? value : undefined;
}

/**
 * What a data widget shows instead of its data: loading, no results, or its error
 * (spec/widgets.md §3 message settings). Returns null when there is data to show.
 */
export function WidgetMessage({ query, config }: WidgetMessageProps) {
  if (query.state === 'loading') {
    return (
      <Center p="md" h="100%">
        <Loader size={32} aria-label={configText(config, 'textLoading') ?? 'Loading'} />
      </Center>
    );
  }
  if (query.state === 'error') {
    return (
      <Text c="red.8" size="sm" p="sm" role="alert">
        {configText(config, 'textErrorLoading') ?? query.error}
      </Text>
    );
  }
  if (query.state === 'empty') {
    return (
      <Text c="gray.7" size="sm" p="sm">
        {configText(config, 'textNoResults') ?? (query.waitingFor.length > 0 ? `Waiting for ${query.waitingFor.join(', ')}` : 'No results')}
      </Text>
    );
  }
  return null;
}
