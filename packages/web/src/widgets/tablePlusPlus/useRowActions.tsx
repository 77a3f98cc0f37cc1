import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { type ActionButton, type EditableTableAction, readBoolean, resolvePlaceholders, type Row, rowValues } from '@grafiek/core';
import { useMemo } from 'react';
import { useAppRuntime, usePublish, useRunRule } from '../../kit';
import { DEFAULT_CONFIRMATION, RULE_FAILED, RULE_SUCCEEDED } from '../../kit/ruleRuns';

/** The original product's texts, which authors and visitors know. */
export const PUBLISH_SUCCEEDED = 'successfully published app variable';
export const PUBLISH_FAILED = 'failed to published app variable';

/** What an action column's buttons can do with their row. */
export interface RowActions {
  /** `hidden`: true, or a text such as `{{readOnly}}` that resolves to true. */
  isHidden: (button: ActionButton, row: Row) => boolean;
  /** Asks first when the button has a confirmation, then runs its actions in order. */
  press: (button: ActionButton, row: Row) => void;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * The publish and start-rule actions of Table++ buttons (the action columns' help in index.ts).
 * Values and rule parameters may hold `{{placeholders}}`: the row's variables first, then app
 * variables. A start-rule action runs the rules tagged `startRule` (the command
 * `runSparqlRulesWithTag`, as start-rule buttons do; the tag `EMPTY` runs nothing) with the row's
 * values plus its parameters, through the kit (event log, repository answers reloaded, since the
 * server has cleared its cache); on success it stamps `timestampVariable`. A failing action stops
 * the chain.
 */
export function useRowActions(source: string): RowActions {
  const { store } = useAppRuntime();
  const publish = usePublish(source);
  const runRule = useRunRule();

  return useMemo(() => {
    const resolver = (row: Row) => {
      const values = rowValues(row);
      return (text: string) => {
        const resolved = resolvePlaceholders(text, (name) => (name in values ? values[name] : store.get(name)), { mode: 'plain', unresolved: 'emptyValue' });
        if (!resolved.ok) throw new Error(resolved.error);
        return resolved.text;
      };
    };

    const runPublish = (action: Extract<EditableTableAction, { type: 'publish' }>, resolve: (text: string) => string): boolean => {
      try {
        publish(action.topic, resolve(action.value));
        // Publishing is quiet unless the action asks to be told.
        if (action.notification) notifications.show({ color: 'green', message: action.notification.onSuccess || PUBLISH_SUCCEEDED });
        return true;
      } catch (error) {
        notifications.show({ color: 'red', title: action.notification?.onFailure || PUBLISH_FAILED, message: messageOf(error) });
        return false;
      }
    };

    const runStartRule = async (action: Extract<EditableTableAction, { type: 'start-rule' }>, row: Row, resolve: (text: string) => string): Promise<boolean> => {
      try {
        const parameters: Record<string, string> = rowValues(row);
        for (const [key, value] of Object.entries(action.parameters ?? {})) parameters[key] = resolve(value);
        await runRule({ rule: action.startRule, command: 'runSparqlRulesWithTag', parameters });
        notifications.show({ color: 'green', message: action.notification?.onSuccess || RULE_SUCCEEDED });
        if (action.timestampVariable) publish(action.timestampVariable, Date.now());
        return true;
      } catch (error) {
        console.error(RULE_FAILED, error);
        notifications.show({ color: 'red', title: action.notification?.onFailure || RULE_FAILED, message: messageOf(error) });
        return false;
      }
    };

    const run = async (button: ActionButton, row: Row) => {
      const resolve = resolver(row);
      for (const action of button.actions ?? []) {
        let ok: boolean;
        if (action.type === 'publish') ok = runPublish(action, resolve);
        else if (action.type === 'start-rule') ok = await runStartRule(action, row, resolve);
        else {
          // Settings already list these as a problem; row editing belongs to the editable table.
          ok = false;
        }
        if (!ok) return;
      }
    };

    return {
      isHidden: (button, row) => {
        if (typeof button.hidden === 'boolean') return button.hidden;
        if (typeof button.hidden !== 'string' || !button.hidden.trim()) return false;
        try {
          return readBoolean(resolver(row)(button.hidden)) === true;
        } catch {
          return false;
        }
      },
      press: (button, row) => {
        const confirmation = button.confirmation;
        if (!confirmation) {
          void run(button, row);
          return;
        }
        modals.openConfirmModal({
          title: button.label || 'Confirm',
          children: <Text size="sm">{confirmation.message || DEFAULT_CONFIRMATION}</Text>,
          labels: { confirm: 'Yes', cancel: 'No' },
          confirmProps: confirmation.yesColor ? { color: confirmation.yesColor } : undefined,
          cancelProps: confirmation.noColor ? { color: confirmation.noColor } : undefined,
          onConfirm: () => void run(button, row),
        });
      },
    };
  }, [publish, runRule, store]);
}
