import { type ActionButton, DEFAULT_DELETE_CONFIRMATION, DEFAULT_EDIT_CONFIRMATION, type EditableTableAction } from '@grafiek/core';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { usePublish, useRunRule } from '../../kit';
import { confirmInModal, notifyInApp } from '../../kit/actionColumns/mantineFeedback';
import { createRowActions, notifyFailed, notifySucceeded, ownQuestion, stampVariable, type Notification, type RowActions } from '../../kit/actionColumns/rowActions';
import { ENGLISH_RULE_TEXTS, ruleTexts, type RuleTexts } from '../../kit/ruleRuns';
import type { GridRow } from './tableRows';
import type { EditController, SaveResult } from './useEditController';

/**
 * The original product's texts of the row-edit actions, which authors and visitors know: the
 * English of the keys widget.editableTable.* (editableTable.test.ts holds them equal).
 */
export const TEXTS = {
  rowDeleted: 'successfully deleted row',
  deleteFailed: 'failed to delete row',
  rowSaved: 'successfully saved row',
  saveFailed: 'failed to save row',
  startFailed: 'failed to start row editing',
  cancelFailed: 'failed to cancel row editing',
  notEditing: 'This row is not being edited.',
  confirmDelete: DEFAULT_DELETE_CONFIRMATION,
  confirmEdit: DEFAULT_EDIT_CONFIRMATION,
} as const;

export type RowEditTexts = { [key in keyof typeof TEXTS]: string };

/** The row-edit texts in the reader's language. */
export function rowEditTexts(t: TFunction): RowEditTexts {
  return Object.fromEntries(Object.keys(TEXTS).map((key) => [key, t(`widget.editableTable.${key}`)])) as RowEditTexts;
}

function typesOf(button: ActionButton): Set<string> {
  return new Set((button.actions ?? []).map((action) => action.type));
}

/** A send or a delete always asks first (the spec's default questions); other buttons when they have a confirmation. */
export function confirmationText(button: ActionButton, texts: RowEditTexts = TEXTS, shared: RuleTexts = ENGLISH_RULE_TEXTS): string | null {
  const types = typesOf(button);
  const own = button.confirmation?.message?.trim();
  if (types.has('send-row-delete-request')) return own || texts.confirmDelete;
  if (types.has('send-row-edit-request')) return own || texts.confirmEdit;
  return ownQuestion(button, shared);
}

/**
 * The actions of the editable table's buttons: publish and start-rule as every action column
 * runs them (kit/actionColumns), and the four row-edit actions, each with its notification
 * (`onSuccess`, `onFailure`, else the original texts). A send stamps its `timestampVariable`
 * after success, so widgets whose query uses it ask again. A failing action stops the chain.
 */
export function useTableActions(edit: EditController, source: string, appValue: (name: string) => unknown): RowActions<GridRow> {
  const publish = usePublish(source);
  const runRule = useRunRule();
  const { t } = useTranslation();

  return useMemo(() => {
    const texts = rowEditTexts(t);
    const shared = ruleTexts(t);
    const stamp = (variable: string | undefined) => stampVariable(publish, variable);

    const afterSave = (result: SaveResult, action: { notification?: Notification; timestampVariable?: string | undefined }, ok: string, fail: string): boolean => {
      if (result.kind === 'saved') {
        notifySucceeded(notifyInApp, action.notification, ok);
        stamp(action.timestampVariable);
        return true;
      }
      // The user took the current values: nothing of theirs was saved, and they know why.
      if (result.kind === 'current') return false;
      notifyFailed(notifyInApp, action.notification, fail, result.message);
      return false;
    };

    const runRowEdit = async (action: EditableTableAction, row: GridRow): Promise<boolean> => {
      switch (action.type) {
        case 'start-row-edit': {
          const started = edit.startRow(row);
          if (started.ok) notifySucceeded(notifyInApp, action.notification, null);
          else notifyFailed(notifyInApp, action.notification, texts.startFailed, started.error);
          return started.ok;
        }
        case 'cancel-row-edit': {
          const cancelled = edit.cancelRow(row);
          if (cancelled) notifySucceeded(notifyInApp, action.notification, null);
          else notifyFailed(notifyInApp, action.notification, texts.cancelFailed, texts.notEditing);
          return cancelled;
        }
        case 'send-row-edit-request':
          return afterSave(await edit.sendRow(row), action, texts.rowSaved, texts.saveFailed);
        case 'send-row-delete-request':
          return afterSave(await edit.deleteRow(row), action, texts.rowDeleted, texts.deleteFailed);
        default:
          return false;
      }
    };

    return createRowActions<GridRow>({
      publish,
      runRule,
      appValue,
      notify: notifyInApp,
      confirm: confirmInModal(t),
      texts: shared,
      runOther: runRowEdit,
      question: (button) => confirmationText(button, texts, shared),
      // Send and cancel only on the row being edited, start only on another; nothing while it saves.
      isDisabled: (button, row) => {
        const types = typesOf(button);
        const editing = edit.state?.key === row.key;
        if (editing && edit.state?.saving) return types.size > 0;
        if (types.has('send-row-edit-request') || types.has('cancel-row-edit')) return !editing;
        if (types.has('start-row-edit')) return editing;
        return false;
      },
    });
  }, [appValue, edit, publish, runRule, t]);
}
