import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { type ActionButton, DEFAULT_DELETE_CONFIRMATION, DEFAULT_EDIT_CONFIRMATION, type EditableTableAction, readBoolean, resolvePlaceholders, rowValues } from '@grafiek/core';
import { useMemo } from 'react';
import { CellIcon } from '../../kit/cells/CellIcon';
import { usePublish, useRunRule } from '../../kit';
import type { GridRow } from './tableRows';
import type { EditController, SaveResult } from './useEditController';
import { RULE_FAILED, RULE_SUCCEEDED } from '../../kit/ruleRuns';

/** The original product's texts, which authors and visitors know. */
export const TEXTS = {
  published: 'successfully published app variable',
  publishFailed: 'failed to published app variable',
  ruleSucceeded: RULE_SUCCEEDED,
  ruleFailed: RULE_FAILED,
  rowDeleted: 'successfully deleted row',
  deleteFailed: 'failed to delete row',
  rowSaved: 'successfully saved row',
  saveFailed: 'failed to save row',
  startFailed: 'failed to start row editing',
  cancelFailed: 'failed to cancel row editing',
} as const;

const CONFIRM = 'Are you sure?';

export interface TableActions {
  /** `hidden`: true, or a text such as `{{readOnly}}` that resolves to true for the row. */
  isHidden: (button: ActionButton, row: GridRow) => boolean;
  /** Whether the button can act now: send and cancel only on the row being edited, start only on another. */
  isDisabled: (button: ActionButton, row: GridRow) => boolean;
  /** Asks first when the button has a confirmation (always for a send or a delete), then runs its actions in order. */
  press: (button: ActionButton, row: GridRow) => void;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function typesOf(button: ActionButton): Set<string> {
  return new Set((button.actions ?? []).map((action) => action.type));
}

function confirmationText(button: ActionButton): string | null {
  const types = typesOf(button);
  const own = button.confirmation?.message?.trim();
  if (types.has('send-row-delete-request')) return own || DEFAULT_DELETE_CONFIRMATION;
  if (types.has('send-row-edit-request')) return own || DEFAULT_EDIT_CONFIRMATION;
  if (button.confirmation) return own || CONFIRM;
  return null;
}

type Notification = { onSuccess?: string | undefined; onFailure?: string | undefined } | undefined;

function succeeded(notification: Notification, fallback: string | null) {
  const message = notification?.onSuccess || fallback;
  if (message) notifications.show({ color: 'green', message });
}

function failed(notification: Notification, fallback: string, detail: string) {
  notifications.show({ color: 'red', title: notification?.onFailure || fallback, message: detail });
}

/**
 * The actions of the editable table's buttons: publish, start-rule and the
 * four row-edit actions, each with its notification (`onSuccess`, `onFailure`, else the original
 * texts). Values and rule parameters may hold `{{placeholders}}`: the row's variables, then app
 * variables. A send stamps its `timestampVariable` after success, so widgets whose query uses it
 * ask again. A failing action stops the button's chain.
 */
export function useTableActions(edit: EditController, source: string, appValue: (name: string) => unknown): TableActions {
  const publish = usePublish(source);
  const runRule = useRunRule();

  return useMemo(() => {
    const resolver = (row: GridRow) => {
      const values = rowValues(row);
      return (text: string) => {
        const resolved = resolvePlaceholders(text, (name) => (name in values ? values[name] : appValue(name)), { mode: 'plain', unresolved: 'emptyValue' });
        if (!resolved.ok) throw new Error(resolved.error);
        return resolved.text;
      };
    };

    const stamp = (variable: string | undefined) => {
      if (variable?.trim()) publish(variable.trim().replace(/^[?$]/, ''), Date.now());
    };

    const afterSave = (result: SaveResult, action: { notification?: Notification; timestampVariable?: string | undefined }, ok: string, fail: string): boolean => {
      if (result.kind === 'saved') {
        succeeded(action.notification, ok);
        stamp(action.timestampVariable);
        return true;
      }
      // The user took the current values: nothing of theirs was saved, and they know why.
      if (result.kind === 'current') return false;
      failed(action.notification, fail, result.message);
      return false;
    };

    const runAction = async (action: EditableTableAction, row: GridRow, resolve: (text: string) => string): Promise<boolean> => {
      switch (action.type) {
        case 'publish':
          try {
            publish(action.topic, resolve(action.value));
            // Publishing is quiet unless the action asks to be told.
            if (action.notification) succeeded(action.notification, TEXTS.published);
            return true;
          } catch (error) {
            failed(action.notification, TEXTS.publishFailed, messageOf(error));
            return false;
          }
        case 'start-rule':
          try {
            const parameters: Record<string, string> = rowValues(row);
            for (const [key, value] of Object.entries(action.parameters ?? {})) parameters[key] = resolve(value);
            await runRule({ rule: action.startRule, command: 'runSparqlRulesWithTag', parameters });
            succeeded(action.notification, TEXTS.ruleSucceeded);
            stamp(action.timestampVariable);
            return true;
          } catch (error) {
            failed(action.notification, TEXTS.ruleFailed, messageOf(error));
            return false;
          }
        case 'start-row-edit': {
          const started = edit.startRow(row);
          if (started.ok) succeeded(action.notification, null);
          else failed(action.notification, TEXTS.startFailed, started.error);
          return started.ok;
        }
        case 'cancel-row-edit': {
          const cancelled = edit.cancelRow(row);
          if (cancelled) succeeded(action.notification, null);
          else failed(action.notification, TEXTS.cancelFailed, 'This row is not being edited.');
          return cancelled;
        }
        case 'send-row-edit-request':
          return afterSave(await edit.sendRow(row), action, TEXTS.rowSaved, TEXTS.saveFailed);
        case 'send-row-delete-request':
          return afterSave(await edit.deleteRow(row), action, TEXTS.rowDeleted, TEXTS.deleteFailed);
      }
    };

    const run = async (button: ActionButton, row: GridRow) => {
      const resolve = resolver(row);
      for (const action of button.actions ?? []) {
        if (!(await runAction(action, row, resolve))) return;
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
      isDisabled: (button, row) => {
        const types = typesOf(button);
        const editing = edit.state?.key === row.key;
        if (editing && edit.state?.saving) return types.size > 0;
        if (types.has('send-row-edit-request') || types.has('cancel-row-edit')) return !editing;
        if (types.has('start-row-edit')) return editing;
        return false;
      },
      press: (button, row) => {
        const question = confirmationText(button);
        if (question === null) {
          void run(button, row);
          return;
        }
        const confirmation = button.confirmation;
        modals.openConfirmModal({
          title: button.label || 'Confirm',
          children: <Text size="sm">{question}</Text>,
          labels: { confirm: 'Yes', cancel: 'No' },
          confirmProps: { ...(confirmation?.yesColor ? { color: confirmation.yesColor } : {}), ...(confirmation?.yesIcon ? { leftSection: <CellIcon icon={confirmation.yesIcon} /> } : {}) },
          cancelProps: { ...(confirmation?.noColor ? { color: confirmation.noColor } : {}), ...(confirmation?.noIcon ? { leftSection: <CellIcon icon={confirmation.noIcon} /> } : {}) },
          onConfirm: () => void run(button, row),
        });
      },
    };
  }, [appValue, edit, publish, runRule]);
}
