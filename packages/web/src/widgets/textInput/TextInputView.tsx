import { CloseButton, TextInput } from '@mantine/core';
import { isEmptyValue } from '@grafiek/core';
import { useEffect, useMemo, useRef, useState } from 'react';
import { usePublish, useReportWidgetState, useVariable, WidgetProblem, type WidgetViewProps } from '../../kit';
import type { TextInputSettings } from '.';
import { TextPublisher } from './textPublisher';
import { cssWidth, waitingTime } from './waitingTime';
import { useTranslation } from 'react-i18next';

const SOURCE = 'Text input';
/** The panel's title bar text (a common option) names the field for screen readers when it has no label. */

export default function TextInputView({ settings, panelTitle }: WidgetViewProps<TextInputSettings>) {
  const { t } = useTranslation();
  const waiting = waitingTime(settings.debounceTimeInSeconds, t);
  useReportWidgetState(waiting.ok ? 'ready' : 'error', waiting.ok ? undefined : waiting.error);
  if (!waiting.ok) return <WidgetProblem>{waiting.error}</WidgetProblem>;
  const name = settings.label || panelTitle || t('widget.textInput.name');
  return <TextField settings={settings} waitMs={waiting.ms} name={name} />;
}

/** What a variable's value reads as in the field: nothing for an empty or reset variable. */
function fieldText(value: unknown): string {
  if (isEmptyValue(value)) return '';
  return typeof value === 'string' ? value : typeof value === 'number' || typeof value === 'boolean' ? String(value) : JSON.stringify(value);
}

function TextField({ settings, waitMs, name }: { settings: TextInputSettings; waitMs: number; name: string }) {
  const { t } = useTranslation();
  const topic = settings.topicToPublish;
  const publish = usePublish(SOURCE);
  const published = useVariable(topic || null);
  const input = useVariable(settings.inputParameter || null);
  const [text, setText] = useState(() => fieldText(input === undefined ? published : input));

  const publisher = useMemo(
    () => new TextPublisher({ waitMs, resetValue: settings.resetValue, publish: (value) => topic && publish(topic, value) }),
    [waitMs, settings.resetValue, topic, publish],
  );
  useEffect(() => () => publisher.cancel(), [publisher]);

  // Someone else set the variable this field publishes (the back menu, the URL, another widget):
  // the field shows it, unless the visitor is typing into it.
  useEffect(() => {
    if (published === undefined) return;
    publisher.known(String(published));
    if (!publisher.pending) setText(fieldText(published));
  }, [published, publisher]);

  // A value from elsewhere fills the field, and is published as if it had been typed and confirmed,
  // so what the field shows and what its variable holds never differ.
  const firstInput = useRef(true);
  useEffect(() => {
    const atStart = firstInput.current;
    firstInput.current = false;
    if (input === undefined) return;
    const filled = fieldText(input);
    setText(filled);
    // At the start the field only shows what the variables already hold; nothing needs publishing
    // when the topic holds the same text.
    if (atStart && filled === fieldText(published)) return;
    publisher.now(filled);
    // Only a new input value fills the field; the topic's own changes are followed above.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [input, publisher]);

  const change = (next: string) => {
    setText(next);
    publisher.changed(next);
  };
  const clear = () => {
    setText('');
    publisher.now('');
  };

  return (
    <div style={{ padding: 'var(--mantine-spacing-xs)' }}>
      <TextInput
        label={settings.label || undefined}
        aria-label={settings.label ? undefined : name}
        placeholder={settings.placeholderText || undefined}
        value={text}
        w={cssWidth(settings.width)}
        onChange={(event) => change(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            publisher.now(text);
          } else if (event.key === 'Escape' && text !== '') {
            event.preventDefault();
            clear();
          }
        }}
        rightSection={text !== '' ? <CloseButton size="sm" aria-label={t('widget.clearNamed', { name })} onClick={clear} /> : null}
      />
    </div>
  );
}
