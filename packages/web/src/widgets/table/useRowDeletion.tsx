import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { parseJsonText, resolvePlaceholders, type Row } from '@grafiek/core';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { runRule } from '../../api/commandClient';
import { useAppRuntime } from '../../kit';
import { rowValues } from './rowClickScript';

/** spec/widgets.md §8. */
export const DELETE_QUESTION = 'Are you sure you want to delete this?';
export const NO_DELETE_RULE = 'This function is not available, as no rule has been configured for the delete button';
export const DELETE_FAILED = 'An error occurred during deletion';

/**
 * `deletebuttonruleParams`: a JSON object of extra rule parameters whose text values may use
 * {{variables}}. Only text values are sent (spec/widgets.md §5); others are skipped with a log.
 */
export function extraDeleteParameters(source: unknown, lookup: (name: string) => unknown): Record<string, string> {
  const parsed = parseJsonText(source);
  if (!parsed.ok || (parsed.value !== undefined && (typeof parsed.value !== 'object' || parsed.value === null || Array.isArray(parsed.value)))) {
    console.error('deletebuttonruleParams is not a JSON object of parameter names to text values; no extra parameters are sent.', parsed.ok ? parsed.value : parsed.error);
    return {};
  }
  const extras: Record<string, string> = {};
  for (const [key, value] of Object.entries((parsed.value ?? {}) as Record<string, unknown>)) {
    if (typeof value !== 'string') {
      console.warn(`deletebuttonruleParams: "${key}" is not a text value and was skipped.`);
      continue;
    }
    const resolved = resolvePlaceholders(value, lookup, { mode: 'plain', unresolved: 'emptyValue' });
    extras[key] = resolved.ok ? resolved.text : value;
  }
  return extras;
}

/**
 * The delete button of the results table: asks first, then runs the configured rule with the
 * row's values plus the extra parameters, and on success reloads every query of the repository
 * (the server has cleared its cache, and other widgets may show the deleted thing too).
 */
export function useRowDeletion(rule: string, extraParameters: unknown): (row: Row) => void {
  const { endpoint, store, mode } = useAppRuntime();
  const queryClient = useQueryClient();

  const remove = useCallback(
    async (row: Row) => {
      const parameters = { ...rowValues(row), ...extraDeleteParameters(extraParameters, (name) => store.get(name)) };
      store.logEvent({ type: 'rule-execution', tag: rule, params: parameters, timestamp: Date.now() });
      try {
        if (!endpoint) throw new Error('Repo URL is not set!');
        const answer = await runRule(endpoint, { rule, parameters, debugMode: mode === 'edit' });
        if (!answer.success) throw new Error(answer.errors.join(' ') || 'The rule did not succeed.');
        if (answer.debugMessages.length > 0) console.info(`Delete rule "${rule}":`, answer.debugMessages.join('\n'));
        await queryClient.invalidateQueries({ queryKey: ['sparql', endpoint.queryUrl] });
      } catch (error) {
        console.error(DELETE_FAILED, error);
        notifications.show({ color: 'red', title: DELETE_FAILED, message: error instanceof Error ? error.message : String(error) });
      }
    },
    [endpoint, extraParameters, mode, queryClient, rule, store],
  );

  return useCallback(
    (row: Row) => {
      if (!rule) {
        notifications.show({ color: 'yellow', message: NO_DELETE_RULE });
        return;
      }
      modals.openConfirmModal({
        title: 'Delete',
        children: <Text size="sm">{DELETE_QUESTION}</Text>,
        labels: { confirm: 'Delete', cancel: 'Cancel' },
        confirmProps: { color: 'red' },
        onConfirm: () => void remove(row),
      });
    },
    [remove, rule],
  );
}
