import { CloseButton, Combobox, Loader, Text, TextInput, useCombobox } from '@mantine/core';
import { isEmptyValue, MAX_TIMESTAMP_PARAMETERS, RESET_VALUE, TOO_MANY_TIMESTAMP_PARAMETERS } from '@grafiek/core';
import { useCallback, useEffect, useId, useMemo, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { useAppRuntime, usePublish, useReportWidgetState, useVariable, useWidgetQuery, WidgetMessage, WidgetProblem, type WidgetViewProps } from '../../kit';
import { queryChoices, type QueryChoice } from '../../kit/queryChoices';
import type { SearchAutocompleteSettings } from '.';
import { autocompleteMatches } from './autocompleteMatches';
import { useTranslation } from 'react-i18next';

/** The original product's words when nothing matches, which its visitors know. */
export const NO_MATCHES_TEXT = 'geen resultaten gevonden';
/** Long enough for a click on a suggestion to land before the popup goes. */
export const HIDE_AFTER_BLUR_MS = 300;

const SOURCE = 'SearchAutocomplete';

export default function SearchAutocompleteView({ settings }: WidgetViewProps<SearchAutocompleteSettings>) {
  if (settings.timestampParameters.length > MAX_TIMESTAMP_PARAMETERS) return <ConfigurationError message={TOO_MANY_TIMESTAMP_PARAMETERS} />;
  return <SearchBox settings={settings} />;
}

function ConfigurationError({ message }: { message: string }) {
  useReportWidgetState('error', message);
  return <WidgetProblem>{message}</WidgetProblem>;
}

function SearchBox({ settings }: { settings: SearchAutocompleteSettings }) {
  const { t } = useTranslation();
  const query = useWidgetQuery(settings.query, { source: SOURCE });
  const { store } = useAppRuntime();
  const publish = usePublish(SOURCE);
  const publishVariable = settings.publishVariable;
  const timestampParameters = settings.timestampParameters;
  const current = useVariable(publishVariable || null);
  const choices = useMemo(() => queryChoices(query.table), [query.table]);
  const resetOnClear = settings.nullSelectionResetVariable;

  const selectedLabel = useMemo(() => {
    if (isEmptyValue(current)) return '';
    return choices.find((choice) => choice.value === String(current))?.label ?? '';
  }, [current, choices]);

  const [text, setText] = useState(selectedLabel);
  const [opened, setOpened] = useState(false);
  const focused = useRef(false);
  const hideTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(hideTimer.current), []);

  // The box shows the variable's choice whenever it changes, unless someone is typing in it.
  useEffect(() => {
    if (!focused.current) setText(selectedLabel);
  }, [selectedLabel]);

  const open = useCallback(() => {
    clearTimeout(hideTimer.current);
    setOpened(true);
  }, []);
  const close = useCallback(() => {
    clearTimeout(hideTimer.current);
    setOpened(false);
  }, []);
  // Arrow keys open; Escape closes at once; a click elsewhere closes through the blur, 300 ms later.
  const combobox = useCombobox({
    opened,
    onOpenedChange: (next) => next && open(),
    onDropdownClose: (source) => source === 'keyboard' && close(),
  });

  const publishChoice = useCallback(
    (value: string) => {
      if (!publishVariable) return;
      publish(publishVariable, value);
      if (timestampParameters.length > 0) store.publishTimestamps(timestampParameters, SOURCE);
    },
    [publish, publishVariable, store, timestampParameters],
  );

  const choose = (choice: QueryChoice) => {
    setText(choice.label);
    close();
    combobox.resetSelectedOption();
    publishChoice(choice.value);
  };

  const clear = () => {
    setText('');
    if (resetOnClear && !isEmptyValue(current)) publishChoice(RESET_VALUE);
  };

  const searching = text !== selectedLabel;
  const matches = useMemo(() => (opened ? autocompleteMatches(choices, searching ? text : '') : []), [opened, choices, text, searching]);
  // While someone types, the best match is highlighted, so Enter chooses it.
  useEffect(() => {
    if (opened && searching && matches.length > 0) combobox.selectFirstOption();
    else combobox.resetSelectedOption();
    // The combobox store is a new object every render; the matches say when to run.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [opened, searching, matches]);

  if (query.state === 'error') return <WidgetMessage query={query} texts={settings} />;

  const before = settings.textbefore;
  const placeholder = settings.placeholderText;
  const alignItems = settings.alignItems;
  return (
    <SearchRow alignItems={alignItems} before={before}>
      {(inputId) => (
        <Combobox store={combobox} onOptionSubmit={(value) => {
          const choice = matches.find((match) => match.value === value);
          if (choice) choose(choice);
        }} withinPortal>
          <Combobox.Target>
            <TextInput
              id={inputId}
              style={{ flex: 1, minWidth: 0 }}
              aria-label={before ? undefined : placeholder || 'Search'}
              placeholder={placeholder}
              value={text}
              autoComplete="off"
              onChange={(event) => {
                const next = event.currentTarget.value;
                setText(next);
                open();
                if (next === '') clear();
              }}
              onClick={open}
              onFocus={() => {
                focused.current = true;
                open();
              }}
              onBlur={() => {
                focused.current = false;
                hideTimer.current = setTimeout(() => {
                  setOpened(false);
                  // What was typed but not chosen was only a search: show the choice again.
                  setText((typed) => (typed === '' ? typed : selectedLabel));
                }, HIDE_AFTER_BLUR_MS);
              }}
              rightSection={
                query.state === 'loading' ? (
                  <Loader size={16} aria-label={t('widget.loading')} />
                ) : text !== '' ? (
                  <CloseButton size="sm" aria-label={t('widget.clearSearch')} onMouseDown={(event) => event.preventDefault()} onClick={clear} />
                ) : null
              }
            />
          </Combobox.Target>
          <Combobox.Dropdown data-testid="search-suggestions">
            <Combobox.Options mah={280} style={{ overflowY: 'auto' }}>
              {matches.length > 0 ? (
                matches.map((match) => (
                  <Combobox.Option value={match.value} key={match.value}>
                    {match.label}
                  </Combobox.Option>
                ))
              ) : (
                <Combobox.Empty>{query.state === 'loading' ? t('widget.searchAutocomplete.loading') : NO_MATCHES_TEXT}</Combobox.Empty>
              )}
            </Combobox.Options>
          </Combobox.Dropdown>
        </Combobox>
      )}
    </SearchRow>
  );
}

/** The text before and the search box on one line, aligned as the author chose. */
function SearchRow({ alignItems, before, children }: { alignItems: CSSProperties['alignItems']; before: string; children: (inputId: string) => ReactNode }) {
  const inputId = useId();
  return (
    <div style={{ display: 'flex', flexDirection: 'row', alignItems, gap: 'var(--mantine-spacing-xs)', padding: 'var(--mantine-spacing-xs)' }}>
      {before && (
        <Text component="label" htmlFor={inputId} size="sm" fw={500} style={{ whiteSpace: 'nowrap' }}>
          {before}
        </Text>
      )}
      {children(inputId)}
    </div>
  );
}
