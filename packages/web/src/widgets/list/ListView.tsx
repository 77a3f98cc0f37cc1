import { Checkbox, Text, UnstyledButton } from '@mantine/core';
import { isMultipleValueFormat, RESET_VALUE, toBoolean, type MultipleValueFormat } from '@grafiek/core';
import { useEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import { usePublish, useVariable, useWidgetQuery, WidgetMessage, type WidgetViewProps } from '../../kit';
import { queryChoices } from '../../kit/queryChoices';
import { selectionFromValue, valueForSelection } from './listSelection';
import classes from './ListView.module.css';

const SOURCE = 'List';
/** The list's font size (a styling option) reaches the checkbox labels too. */
const INHERIT_FONT = { label: { fontSize: 'inherit' } };

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

export default function ListView({ config }: WidgetViewProps) {
  const query = useWidgetQuery(config.query, { source: SOURCE });
  const publish = usePublish(SOURCE);
  const choices = useMemo(() => queryChoices(query.table), [query.table]);
  const multiple = toBoolean(config.multipleselect);
  const format: MultipleValueFormat = isMultipleValueFormat(config.multipleselectparametertype) ? config.multipleselectparametertype : 'csv as uri';
  const resetValue = typeof config.resetValue === 'string' ? config.resetValue : RESET_VALUE;
  const publishVariable = text(config.publishVariable);
  const subscribeVariable = text(config.subscribeVariable) || publishVariable;
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
  useEffect(() => {
    if (!multiple || !toBoolean(config.defaultSelectAll) || choices.length === 0) return;
    if (selectedAllFor.current === choiceKey || parsed.selection.length > 0) return;
    selectedAllFor.current = choiceKey;
    change(choices.map((choice) => choice.value));
    // `change` is recreated every render; the key and the selection say when to run.
  }, [multiple, config.defaultSelectAll, choiceKey, parsed.selection]);

  if (query.state === 'error' || query.state === 'loading' || (query.state === 'empty' && choices.length === 0)) {
    return <WidgetMessage query={query} config={config} />;
  }

  const title = text(config.title);
  const selected = new Set(selection);
  const style = {
    '--list-selected-bg': text(config.selectedColor) || undefined,
    fontSize: text(config.fontSize) || undefined,
  } as CSSProperties;
  const itemClass = `${classes.item} ${toBoolean(config.dense) ? classes.dense : ''}`;
  const listLabel = title || text(config.titleMenubar) || 'List';
  const error = parsed.error ?? publishError;

  return (
    <div className={classes.root} style={style}>
      {title && (
        <Text fw={600} size="sm" className={classes.title}>
          {title}
        </Text>
      )}
      {error && (
        <Text c="red.8" size="sm" role="alert" px="xs">
          {error}
        </Text>
      )}
      {multiple ? (
        <div className={classes.items} role="group" aria-label={listLabel}>
          {toBoolean(config.allMultipleSelect) && (
            <Checkbox
              className={itemClass}
              styles={INHERIT_FONT}
              label={text(config.allLabel) || 'All'}
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
