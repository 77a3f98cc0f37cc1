import { Checkbox, Text, UnstyledButton } from '@mantine/core';
import { useEffect, useEffectEvent, useMemo, useRef, useState, type CSSProperties } from 'react';
import { usePublish, useVariable, useWidgetQuery, WidgetMessage, WidgetProblem, type WidgetViewProps } from '../../kit';
import { queryChoices } from '../../kit/queryChoices';
import type { ListSettings } from '.';
import { selectionFromValue, valueForSelection } from './listSelection';
import classes from './ListView.module.css';
import { useTranslation } from 'react-i18next';

const SOURCE = 'List';
/** The list's font size (a styling option) reaches the checkbox labels too. */
const INHERIT_FONT = { label: { fontSize: 'inherit' } };

/** The panel's title bar text (a common option): the list's name for screen readers when it has no title. */

export default function ListView({ settings, panelTitle }: WidgetViewProps<ListSettings>) {
  const { t } = useTranslation();
  const query = useWidgetQuery(settings.query, { source: SOURCE });
  const publish = usePublish(SOURCE);
  const choices = useMemo(() => queryChoices(query.table), [query.table]);
  const multiple = settings.multipleselect;
  const format = settings.multipleselectparametertype;
  const resetValue = settings.resetValue;
  const publishVariable = settings.publishVariable;
  const subscribeVariable = settings.subscribeVariable || publishVariable;
  const subscribed = useVariable(subscribeVariable || null);

  // The selection follows the subscribed variable, and a click changes it at once even when the
  // list publishes to another variable than it listens to.
  const parsed = useMemo(() => {
    try {
      return { selection: selectionFromValue(subscribed, multiple, format), error: undefined };
    } catch (error) {
      // One plain item, published by another widget (a map click), is a selection of one, not malformed.
      if (typeof subscribed === 'string' && choices.some((choice) => choice.value === subscribed)) return { selection: [subscribed], error: undefined };
      return { selection: [], error: error instanceof Error ? error.message : String(error) };
    }
  }, [subscribed, multiple, format, choices]);
  const [selection, setSelection] = useState<string[]>(parsed.selection);
  const [publishError, setPublishError] = useState<string | undefined>(undefined);
  useEffect(() => setSelection(parsed.selection), [parsed.selection]);

  const change = (next: string[]) => {
    setSelection(next);
    if (!publishVariable) return;
    try {
      publish(publishVariable, valueForSelection(next, multiple, format, resetValue));
      setPublishError(undefined);
    } catch (error) {
      setPublishError(error instanceof Error ? error.message : String(error));
    }
  };

  // Select all at the start: once per set of items, while the variable holds nothing.
  const selectedAllFor = useRef<string | null>(null);
  const choiceKey = choices.map((choice) => choice.value).join('\u0000');
  const defaultSelectAll = settings.defaultSelectAll;
  // `change` and `choices` are new every render; the key and the selection say when to run.
  const selectAll = useEffectEvent(() => change(choices.map((choice) => choice.value)));
  useEffect(() => {
    if (!multiple || !defaultSelectAll || choiceKey === '') return;
    if (selectedAllFor.current === choiceKey || parsed.selection.length > 0) return;
    selectedAllFor.current = choiceKey;
    selectAll();
  }, [multiple, defaultSelectAll, choiceKey, parsed.selection]);

  if (query.state === 'error' || query.state === 'loading' || (query.state === 'empty' && choices.length === 0)) {
    return <WidgetMessage query={query} texts={settings} />;
  }

  const title = settings.title.trim();
  const selected = new Set(selection);
  const style = {
    '--list-selected-bg': settings.selectedColor.trim() || undefined,
    fontSize: settings.fontSize.trim() || undefined,
  } as CSSProperties;
  const itemClass = `${classes.item} ${settings.dense ? classes.dense : ''}`;
  const listLabel = title || panelTitle.trim() || t('widget.list.name');
  const error = parsed.error ?? publishError;

  return (
    <div className={classes.root} style={style}>
      {title && (
        <Text fw={600} size="sm" className={classes.title}>
          {title}
        </Text>
      )}
      {error && <WidgetProblem>{error}</WidgetProblem>}
      {multiple ? (
        <div className={classes.items} role="group" aria-label={listLabel}>
          {settings.allMultipleSelect && (
            <Checkbox
              className={itemClass}
              styles={INHERIT_FONT}
              label={settings.allLabel}
              checked={choices.length > 0 && choices.every((choice) => selected.has(choice.value))}
              indeterminate={selection.length > 0 && !choices.every((choice) => selected.has(choice.value))}
              onChange={(event) => change(event.currentTarget.checked ? choices.map((choice) => choice.value) : [])}
            />
          )}
          {choices.map((choice) => (
            <Checkbox
              key={choice.value}
              className={itemClass}
              styles={INHERIT_FONT}
              data-selected={selected.has(choice.value) || undefined}
              label={choice.label}
              checked={selected.has(choice.value)}
              onChange={(event) =>
                // Keep the query's order, whatever order the clicks came in.
                change(choices.map((c) => c.value).filter((value) => (value === choice.value ? event.currentTarget.checked : selected.has(value))))
              }
            />
          ))}
        </div>
      ) : (
        <div className={classes.items} role="listbox" aria-label={listLabel}>
          {choices.map((choice) => {
            const isSelected = selected.has(choice.value);
            return (
              <UnstyledButton
                key={choice.value}
                role="option"
                aria-selected={isSelected}
                data-selected={isSelected || undefined}
                className={itemClass}
                // A second click on the chosen item lets go of it: the reset value is published.
                onClick={() => change(isSelected ? [] : [choice.value])}
              >
                {choice.label}
              </UnstyledButton>
            );
          })}
        </div>
      )}
    </div>
  );
}
