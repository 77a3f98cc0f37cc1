import { ActionIcon, Box, Button, Group, Modal, Paper, Stack, Switch, Text, TextInput } from '@mantine/core';
import { DEFAULT_TRIGGER_LABEL } from '@grafiek/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AppDocument } from '../viewer/appDocument';
import { QueryField } from './queryField/QueryField';

interface TriggerDraft {
  id: string;
  label: string;
  sparqlQuery: string;
  voteForUserActionsDisabledWhenLoading: boolean;
  [key: string]: unknown;
}

function toDrafts(triggers: unknown): TriggerDraft[] {
  if (!Array.isArray(triggers)) return [];
  return triggers
    .filter((trigger): trigger is Record<string, unknown> => typeof trigger === 'object' && trigger !== null)
    .map((trigger) => ({
      ...trigger,
      id: typeof trigger.id === 'string' ? trigger.id : crypto.randomUUID(),
      label: typeof trigger.label === 'string' ? trigger.label : DEFAULT_TRIGGER_LABEL,
      sparqlQuery: typeof trigger.sparqlQuery === 'string' ? trigger.sparqlQuery : '',
      voteForUserActionsDisabledWhenLoading: trigger.voteForUserActionsDisabledWhenLoading === true,
    }));
}

/**
 * Triggers: queries that run with the app and publish their one result row as variables.
 * The label is required.
 */
export function TriggersDialog({ opened, document, onClose }: { opened: boolean; document: AppDocument; onClose: () => void }) {
  const { t } = useTranslation();
  const [drafts, setDrafts] = useState<TriggerDraft[]>([]);
  useEffect(() => {
    if (opened) setDrafts(toDrafts(document.get().triggers));
  }, [opened, document]);
  const change = (index: number, patch: Partial<TriggerDraft>) => setDrafts((all) => all.map((t, i) => (i === index ? { ...t, ...patch } : t)));
  const invalid = drafts.filter((trigger) => !trigger.label.trim()).length;

  return (
    <Modal opened={opened} onClose={onClose} title={t('editor.triggers.title')} size="xl" zIndex={1300} data-testid="triggers-dialog">
      <Stack>
        {drafts.length === 0 && <Text c="dimmed">{t('editor.triggers.none')}</Text>}
        {drafts.map((trigger, index) => (
          <Paper key={trigger.id} withBorder p="sm">
            <Stack gap="xs">
              <Group align="flex-end">
                <TextInput
                  style={{ flex: 1 }}
                  label={t('editor.triggers.label')}
                  required
                  value={trigger.label}
                  error={trigger.label.trim() ? undefined : t('editor.triggers.labelRequired')}
                  onChange={(event) => change(index, { label: event.currentTarget.value })}
                />
                <ActionIcon color="red" variant="subtle" aria-label={t('editor.triggers.delete', { label: trigger.label })} onClick={() => setDrafts((all) => all.filter((_, i) => i !== index))}>
                  <IconTrash size={16} />
                </ActionIcon>
              </Group>
              {/* As a widget's query in its settings: checked while typed, prefixes completed, Run shows its rows. */}
              <Box data-trigger-query={index}>
                <QueryField ariaLabel={t('editor.triggers.query', { label: trigger.label })} value={trigger.sparqlQuery} onChange={(value) => change(index, { sparqlQuery: value })} height="120px" />
              </Box>
              <Switch
                label={t('editor.triggers.blocks')}
                checked={trigger.voteForUserActionsDisabledWhenLoading}
                onChange={(event) => change(index, { voteForUserActionsDisabledWhenLoading: event.currentTarget.checked })}
              />
            </Stack>
          </Paper>
        ))}
        <Group justify="space-between">
          <Button
            variant="light"
            leftSection={<IconPlus size={16} />}
            onClick={() => setDrafts((all) => [...all, { id: crypto.randomUUID(), label: DEFAULT_TRIGGER_LABEL, sparqlQuery: '', voteForUserActionsDisabledWhenLoading: false }])}
          >
            {t('editor.triggers.add')}
          </Button>
          <Group>
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button
              disabled={invalid > 0}
              onClick={() => {
                document.set({ ...document.get(), triggers: drafts }, 'edit');
                onClose();
              }}
            >
              {t('common.ok')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </Modal>
  );
}
