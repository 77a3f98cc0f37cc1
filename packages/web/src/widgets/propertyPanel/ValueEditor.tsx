import { ActionIcon, Box, Group, Loader, Textarea, TextInput } from '@mantine/core';
import { IconCheck, IconPencil, IconX } from '@tabler/icons-react';
import type { LiteralEdit } from '@grafiek/core';
import { useState, type KeyboardEvent, type ReactNode } from 'react';
import { WidgetProblem } from '../../kit';
import { useLiteralEdit } from './useLiteralEdit';
import classes from './PropertyPanelView.module.css';
import { useTranslation } from 'react-i18next';

export interface ValueEditorProps {
  label: string;
  /** What the row shows while not editing. */
  children: ReactNode;
  /** The edit to make, given the new text. */
  edit: (newText: string) => LiteralEdit;
  initialText: string;
}

/** A value with an edit button; editing shows a field with save and cancel, and any error. */
export function ValueEditor({ label, children, edit, initialText }: ValueEditorProps) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(initialText);
  const { status, save, clear } = useLiteralEdit();
  const saving = status.kind === 'saving';
  const multiline = initialText.includes('\n') || initialText.length > 80;

  const start = () => {
    setDraft(initialText);
    clear();
    setEditing(true);
  };
  const cancel = () => {
    clear();
    setEditing(false);
  };
  const submit = async () => {
    if (draft === initialText) return cancel();
    if (await save(edit(draft))) setEditing(false);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') cancel();
    else if (event.key === 'Enter' && (!multiline || event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void submit();
    }
  };

  if (!editing) {
    return (
      <Group gap={4} wrap="nowrap" justify="space-between" className={classes.valueLine}>
        <div className={classes.valueText}>{children}</div>
        <ActionIcon variant="subtle" size="sm" color="gray" aria-label={t('widget.propertyPanel.edit', { label })} onClick={start} className={classes.editButton}>
          <IconPencil size={14} />
        </ActionIcon>
      </Group>
    );
  }

  const field = {
    value: draft,
    onChange: (event: { currentTarget: { value: string } }) => setDraft(event.currentTarget.value),
    onKeyDown,
    disabled: saving,
    'aria-label': t('widget.propertyPanel.newValue', { label }),
    size: 'xs' as const,
    autoFocus: true,
    error: status.kind === 'failed',
    style: { flex: 1 },
  };
  return (
    <div>
      <Group gap={4} wrap="nowrap" align="flex-start">
        {multiline ? <Textarea {...field} autosize minRows={2} maxRows={8} /> : <TextInput {...field} />}
        {saving ? (
          <Loader size={18} aria-label={t('widget.propertyPanel.saving')} />
        ) : (
          <>
            <ActionIcon variant="filled" size="md" aria-label={t('widget.propertyPanel.save')} onClick={() => void submit()}>
              <IconCheck size={16} />
            </ActionIcon>
            <ActionIcon variant="default" size="md" aria-label={t('common.cancel')} onClick={cancel}>
              <IconX size={16} />
            </ActionIcon>
          </>
        )}
      </Group>
      {status.kind === 'failed' && (
        <Box mt={4}>
          <WidgetProblem size="xs">{status.message}</WidgetProblem>
        </Box>
      )}
    </div>
  );
}
