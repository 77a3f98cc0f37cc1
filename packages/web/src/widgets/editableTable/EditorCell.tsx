import { ActionIcon, Group, Loader, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { resolvePlaceholders, type DataColumn, type SparqlBinding } from '@grafiek/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { CustomCellRendererProps } from 'ag-grid-react';
import { useMemo, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { runSparqlQuery } from '../../api/sparqlClient';
import { sparqlQueryKeys, useAppRuntime } from '../../kit';
import { rowLookup, type Draft } from './cellEdits';
import { dropdownOptions, optionKey, type DropdownOption } from './dropdownOptions';
import { useTableContext } from './tableContext';
import type { GridRow } from './tableRows';
import classes from './EditableTable.module.css';

export interface EditorCellParams {
  column: DataColumn;
}

/** Marks an editor for the grid, which then leaves its keys (arrows, Tab, Enter) to it. */
export const EDITOR_ATTRIBUTE = 'data-cell-editor';

export function isFromEditor(event: Event): boolean {
  return event.target instanceof Element && event.target.closest(`[${EDITOR_ATTRIBUTE}]`) !== null;
}

interface EditorProps {
  label: string;
  draft: Draft;
  saving: boolean;
  invalid: boolean;
  autoFocus: boolean;
  /** Cell mode: the field saves itself (Enter, its check button); row mode: a send button saves the row. */
  cellMode: boolean;
  onDraft: (draft: Draft) => void;
  onCommit: (draft?: Draft) => void;
  onCancel: () => void;
}

/**
 * A data cell of the row being edited: its editor by the column's componentType (text, textarea,
 * searchable-dropdown). Other cells are plain text the grid writes itself.
 */
export function EditorCell({ data, column }: CustomCellRendererProps<GridRow> & EditorCellParams) {
  const { edit } = useTableContext();
  const state = edit.state;
  const text = data?.bindings[column.id]?.value ?? '';
  if (!data || !state || state.key !== data.key || !state.columns.includes(column.id)) return <>{text}</>;
  const label = column.label || column.id;
  const props: EditorProps = {
    // The column's label; each editor names its field "New value of …" in the reader's language.
    label,
    draft: state.drafts[column.id] ?? { kind: 'text', text },
    saving: state.saving,
    invalid: state.error !== null,
    autoFocus: state.columns[0] === column.id,
    cellMode: state.mode === 'cell',
    onDraft: (draft) => edit.setDraft(column.id, draft),
    onCommit: (draft) => void edit.commitCell(draft),
    onCancel: () => edit.cancel(),
  };
  switch (column.editable?.componentType) {
    case 'textarea':
      return <TextareaEditor {...props} />;
    case 'searchable-dropdown':
      return <DropdownEditor {...props} column={column} bindings={data.bindings} />;
    default:
      return <TextEditor {...props} />;
  }
}

function keys(props: EditorProps, multiline: boolean) {
  return (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      props.onCancel();
    } else if (event.key === 'Enter' && props.cellMode && (!multiline || event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      props.onCommit();
    }
  };
}

/** Save and cancel beside a multi-line field (whose Enter is a new line), stacked in the tall row. */
function CellButtons({ saving, cellMode, onCommit, onCancel }: Pick<EditorProps, 'saving' | 'cellMode' | 'onCommit' | 'onCancel'>) {
  const { t } = useTranslation();
  if (saving) return <Loader size={16} aria-label={t('widget.editableTable.saving')} />;
  if (!cellMode) return null;
  return (
    <Stack gap={4}>
      <ActionIcon variant="filled" size="sm" aria-label={t('widget.editableTable.save')} title={t('widget.editableTable.saveKeys')} onClick={() => onCommit()}>
        <IconCheck size={14} />
      </ActionIcon>
      <ActionIcon variant="default" size="sm" aria-label={t('common.cancel')} title={t('widget.editableTable.cancelKeys')} onClick={onCancel}>
        <IconX size={14} />
      </ActionIcon>
    </Stack>
  );
}

function TextEditor(props: EditorProps) {
  const { t } = useTranslation();
  const text = props.draft.kind === 'text' ? props.draft.text : '';
  // The whole cell is the field: a column may be narrow. Enter saves, Escape gives up.
  return (
    <Group gap={4} wrap="nowrap" className={classes.editor} {...{ [EDITOR_ATTRIBUTE]: '' }}>
      <TextInput
        size="xs"
        className={classes.field}
        aria-label={t('widget.editableTable.newValue', { label: props.label })}
        title={props.cellMode ? t('widget.editableTable.enterSaves') : undefined}
        value={text}
        onChange={(event) => props.onDraft({ kind: 'text', text: event.currentTarget.value })}
        onKeyDown={keys(props, false)}
        readOnly={props.saving}
        error={props.invalid}
        autoFocus={props.autoFocus}
        rightSection={props.saving ? <Loader size={12} aria-label={t('widget.editableTable.saving')} /> : undefined}
      />
    </Group>
  );
}

function TextareaEditor(props: EditorProps) {
  const { t } = useTranslation();
  const text = props.draft.kind === 'text' ? props.draft.text : '';
  return (
    <Group gap={4} wrap="nowrap" align="flex-start" className={classes.editor} {...{ [EDITOR_ATTRIBUTE]: '' }}>
      <Textarea
        size="xs"
        className={classes.field}
        aria-label={t('widget.editableTable.newValue', { label: props.label })}
        rows={4}
        value={text}
        onChange={(event) => props.onDraft({ kind: 'text', text: event.currentTarget.value })}
        onKeyDown={keys(props, true)}
        readOnly={props.saving}
        error={props.invalid}
        autoFocus={props.autoFocus}
      />
      <CellButtons {...props} />
    </Group>
  );
}

/** The choices of a column's `dropdownSPARQLQuery`, whose placeholders may name the row's variables. */
function useDropdownOptions(column: DataColumn, bindings: SparqlBinding) {
  const { endpoint, store } = useAppRuntime();
  const { t } = useTranslation();
  const template = column.editable?.dropdownSPARQLQuery?.trim() ?? '';
  const resolved = useMemo(() => (template ? resolvePlaceholders(template, rowLookup(bindings, (name) => store.get(name)), { mode: 'sparql', unresolved: 'error' }) : null), [template, bindings, store]);
  const text = resolved?.ok ? resolved.text : null;
  const query = useQuery({
    queryKey: sparqlQueryKeys.query(endpoint?.queryUrl ?? '', text),
    queryFn: async ({ signal }) => {
      if (!endpoint || text === null) throw new Error('There is no query to run.');
      return runSparqlQuery(endpoint, text, { signal });
    },
    enabled: endpoint !== null && text !== null,
    staleTime: 5 * 60_000,
    retry: 1,
  });
  const options = useMemo(() => (query.data ? dropdownOptions(query.data) : []), [query.data]);
  let problem: string | null = null;
  if (!template) problem = t('widget.editableTable.noChoices');
  else if (resolved && !resolved.ok) problem = resolved.error;
  else if (!endpoint) problem = t('widget.noRepo');
  else if (query.error) problem = t('widget.editableTable.choicesFailed', { message: query.error.message });
  return { options, loading: query.isPending && problem === null, problem };
}

function DropdownEditor(props: EditorProps & { column: DataColumn; bindings: SparqlBinding }) {
  const { t } = useTranslation();
  const { options, loading, problem } = useDropdownOptions(props.column, props.bindings);
  const chosen = props.draft.kind === 'choice' ? props.draft : null;
  // The stored value is a choice even when the query does not offer it.
  const all = useMemo((): DropdownOption[] => {
    if (!chosen?.term || options.some((option) => option.key === optionKey(chosen.term!))) return options;
    return [{ key: optionKey(chosen.term), label: chosen.label || chosen.term.value, term: chosen.term }, ...options];
  }, [options, chosen]);
  const byKey = useMemo(() => new Map(all.map((option) => [option.key, option])), [all]);
  const clearable = (props.column.editable?.whenEmptyField ?? 'disallow') !== 'disallow';
  return (
    <Group gap={4} wrap="nowrap" className={classes.editor} {...{ [EDITOR_ATTRIBUTE]: '' }}>
      <Select
        size="xs"
        className={classes.field}
        aria-label={t('widget.editableTable.newValue', { label: props.label })}
        data={all.map((option) => ({ value: option.key, label: option.label }))}
        value={chosen?.term ? optionKey(chosen.term) : null}
        searchable
        clearable={clearable}
        nothingFoundMessage="geen resultaten gevonden"
        placeholder={loading ? t('widget.editableTable.loadingChoices') : undefined}
        disabled={loading}
        readOnly={props.saving}
        error={props.invalid || problem !== null}
        autoFocus={props.autoFocus}
        defaultDropdownOpened={props.cellMode && !loading}
        comboboxProps={{ withinPortal: true }}
        onKeyDown={keys({ ...props, cellMode: false }, false)}
        onChange={(key) => {
          const option = key ? byKey.get(key) : undefined;
          const draft: Draft = { kind: 'choice', term: option?.term ?? null, label: option?.label ?? '' };
          props.onDraft(draft);
          if (props.cellMode) props.onCommit(draft);
        }}
      />
      {problem && (
        <Text size="xs" c="red.8" role="alert" className={classes.cellProblem} title={problem}>
          {problem}
        </Text>
      )}
      {props.saving && <Loader size={16} aria-label={t('widget.editableTable.saving')} />}
    </Group>
  );
}
