import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { resolvePlaceholders, type Row, rowValues } from '@grafiek/core';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppRuntime, useRunRule } from '../../kit';

/** The original product's texts: the English of widget.table.* (delete, noDeleteRule, deleteFailed). */
export const DELETE_QUESTION = 'Are you sure you want to delete this?';
export const NO_DELETE_RULE = 'This function is not available, as no rule has been configured for the delete button';
export const DELETE_FAILED = 'An error occurred during deletion';

/**
 * `deletebuttonruleParams` (read as JSON): an object of extra rule parameters whose text values
 * may use {{variables}}. Only text values are sent, as the server takes only those; others are
 * skipped with a log.
 */
export function extraDeleteParameters(parameters: unknown, lookup: (name: string) => unknown): Record<string, string> {
  if (parameters === undefined) return {};
  if (typeof parameters !== 'object' || parameters === null || Array.isArray(parameters)) {
    console.error('deletebuttonruleParams is not a JSON object of parameter names to text values; no extra parameters are sent.', parameters);
    return {};
  }
  const extras: Record<string, string> = {};
  for (const [key, value] of Object.entries(parameters)) {
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
  const { store } = useAppRuntime();
  const { t } = useTranslation();
  const runRule = useRunRule();

  const remove = useCallback(
    async (row: Row) => {
      const parameters = { ...rowValues(row), ...extraDeleteParameters(extraParameters, (name) => store.get(name)) };
      try {
        await runRule({ rule, parameters });
      } catch (error) {
        console.error(DELETE_FAILED, error);
        notifications.show({ color: 'red', title: t('widget.table.deleteFailed'), message: error instanceof Error ? error.message : String(error) });
      }
    },
    [extraParameters, rule, runRule, store, t],
  );

  return useCallback(
    (row: Row) => {
      if (!rule) {
        notifications.show({ color: 'yellow', message: t('widget.table.noDeleteRule') });
        return;
      }
      modals.openConfirmModal({
        title: t('widget.table.delete'),
        children: <Text size="sm">{t('widget.table.deleteQuestion')}</Text>,
        labels: { confirm: t('widget.table.delete'), cancel: t('common.cancel') },
        confirmProps: { color: 'red' },
        onConfirm: () => void remove(row),
      });
    },
    [remove, rule, t],
  );
}
