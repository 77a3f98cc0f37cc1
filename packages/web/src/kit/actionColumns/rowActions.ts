import { type ActionButton, type EditableTableAction, readBoolean, resolvePlaceholders, type Row, rowValues } from '@grafiek/core';
import type { CommandAnswer } from '../../api/commandClient';
import { ENGLISH_RULE_TEXTS, type RuleTexts } from '../ruleRuns';
import type { RuleRun } from '../useRunRule';

// The action columns of Table++ and the editable table (BBTable): what their buttons do with
// their row. The publish and start-rule actions, `hidden`, confirmations and notifications are
// the same in both; the editable table adds the row-edit actions (`runOther`).

/** The original product's texts, which authors and visitors know. */
export const PUBLISH_SUCCEEDED = ENGLISH_RULE_TEXTS.publishSucceeded;
export const PUBLISH_FAILED = ENGLISH_RULE_TEXTS.publishFailed;

/** A row as both grids keep it: its binding by variable name. */
export type ActionRow = Pick<Row, 'bindings'>;

/**
 * What an action column's buttons can do with their row. (Methods, so that the actions of a grid's
 * own row type serve where the cells know only ActionRow: the grid gives them its own rows.)
 */
export interface RowActions<R extends ActionRow = ActionRow> {
  /** `hidden`: true, or a text such as `{{readOnly}}` that resolves to true for the row. */
  isHidden(button: ActionButton, row: R): boolean;
  /** Whether the button cannot act now (greyed out). */
  isDisabled(button: ActionButton, row: R): boolean;
  /** Asks first when the button has a confirmation, then runs its actions in order. */
  press(button: ActionButton, row: R): void;
}

export type Notification = { onSuccess?: string | undefined; onFailure?: string | undefined } | undefined;

/** How the visitor is told: green for success, red with a title for a failure. */
export interface Notify {
  succeeded: (message: string) => void;
  failed: (title: string, detail: string) => void;
}

/** Fills a text's `{{placeholders}}`; throws when one cannot be filled. */
export type Resolve = (text: string) => string;

export interface RowActionsInput<R extends ActionRow> {
  publish: (key: string, value: unknown) => void;
  runRule: (run: RuleRun) => Promise<CommandAnswer>;
  /** An app variable's value, for placeholders the row does not fill. */
  appValue: (name: string) => unknown;
  notify: Notify;
  /** Asks the question, then calls `onYes` when the visitor agrees. */
  confirm: (button: ActionButton, question: string, onYes: () => void) => void;
  /** Actions other than publish and start-rule; resolves to whether the chain goes on. Without it such an action stops the chain. */
  runOther?: (action: EditableTableAction, row: R, resolve: Resolve) => Promise<boolean>;
  isDisabled?: (button: ActionButton, row: R) => boolean;
  /** The question asked before a button acts, or null; by default the button's own confirmation. */
  question?: (button: ActionButton) => string | null;
  /** The notifications' and questions' own texts in the reader's language (kit/ruleRuns ruleTexts); English by default. */
  texts?: RuleTexts;
}

export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Placeholders of a row's texts: the row's variables first, then app variables. */
export function rowResolver(row: ActionRow, appValue: (name: string) => unknown): Resolve {
  const values = rowValues(row);
  return (text) => {
    const resolved = resolvePlaceholders(text, (name) => (name in values ? values[name] : appValue(name)), { mode: 'plain', unresolved: 'emptyValue' });
    if (!resolved.ok) throw new Error(resolved.error);
    return resolved.text;
  };
}

/** `hidden`: a boolean, or a text that resolves to true (a text that cannot be resolved hides nothing). */
export function isButtonHidden(button: ActionButton, resolve: Resolve): boolean {
  if (typeof button.hidden === 'boolean') return button.hidden;
  if (typeof button.hidden !== 'string' || !button.hidden.trim()) return false;
  try {
    return readBoolean(resolve(button.hidden)) === true;
  } catch {
    return false;
  }
}

/** The question a button's own confirmation asks, or null without one. */
export function ownQuestion(button: ActionButton, texts: RuleTexts = ENGLISH_RULE_TEXTS): string | null {
  if (!button.confirmation) return null;
  return button.confirmation.message?.trim() || texts.areYouSure;
}

/** What a button shows: its label, else its icon's name. */
export function buttonLabel(button: ActionButton, fallback: string = ENGLISH_RULE_TEXTS.action): string {
  return button.label?.trim() || button.icon?.trim() || fallback;
}

/** Publishes the time now under `variable` (a leading ? or $ dropped), so that queries using it ask again. */
export function stampVariable(publish: (key: string, value: unknown) => void, variable: string | undefined): void {
  if (variable?.trim()) publish(variable.trim().replace(/^[?$]/, ''), Date.now());
}

/** Tells the success (`onSuccess`, else the fallback; nothing without either). */
export function notifySucceeded(notify: Notify, notification: Notification, fallback: string | null): void {
  const message = notification?.onSuccess || fallback;
  if (message) notify.succeeded(message);
}

export function notifyFailed(notify: Notify, notification: Notification, fallback: string, detail: string): void {
  notify.failed(notification?.onFailure || fallback, detail);
}

/**
 * The row actions of an action column. Values and rule parameters may hold `{{placeholders}}`:
 * the row's variables, then app variables. A start-rule action runs the rules tagged `startRule`
 * (the command `runSparqlRulesWithTag`, as start-rule buttons do) with the row's values plus its
 * parameters; on success it stamps `timestampVariable`, so widgets whose query uses it ask again.
 * Publishing is quiet unless the action has a notification. A failing action stops the button's chain.
 */
export function createRowActions<R extends ActionRow>(input: RowActionsInput<R>): RowActions<R> {
  const { publish, runRule, appValue, notify } = input;
  const texts = input.texts ?? ENGLISH_RULE_TEXTS;
  const stamp = (variable: string | undefined) => stampVariable(publish, variable);

  const runAction = async (action: EditableTableAction, row: R, resolve: Resolve): Promise<boolean> => {
    if (action.type === 'publish') {
      try {
        publish(action.topic, resolve(action.value));
        if (action.notification) notifySucceeded(notify, action.notification, texts.publishSucceeded);
        return true;
      } catch (error) {
        notifyFailed(notify, action.notification, texts.publishFailed, messageOf(error));
        return false;
      }
    }
    if (action.type === 'start-rule') {
      try {
        const parameters: Record<string, string> = rowValues(row);
        for (const [key, value] of Object.entries(action.parameters ?? {})) parameters[key] = resolve(value);
        await runRule({ rule: action.startRule, command: 'runSparqlRulesWithTag', parameters });
        notifySucceeded(notify, action.notification, texts.succeeded);
        stamp(action.timestampVariable);
        return true;
      } catch (error) {
        console.error(ENGLISH_RULE_TEXTS.failed, error);
        notifyFailed(notify, action.notification, texts.failed, messageOf(error));
        return false;
      }
    }
    return input.runOther ? input.runOther(action, row, resolve) : false;
  };

  const run = async (button: ActionButton, row: R) => {
    const resolve = rowResolver(row, appValue);
    for (const action of button.actions ?? []) {
      if (!(await runAction(action, row, resolve))) return;
    }
  };

  const question = input.question ?? ((button: ActionButton) => ownQuestion(button, texts));
  return {
    isHidden: (button, row) => isButtonHidden(button, rowResolver(row, appValue)),
    isDisabled: input.isDisabled ?? (() => false),
    press: (button, row) => {
      const asked = question(button);
      if (asked === null) void run(button, row);
      else input.confirm(button, asked, () => void run(button, row));
    },
  };
}
