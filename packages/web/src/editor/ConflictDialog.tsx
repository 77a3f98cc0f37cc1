import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Conflict } from './useAppSaving';

/** A concurrent edit is never resolved silently: the author chooses which side stays. */
export function ConflictDialog({ conflict, onReload, onOverwrite }: { conflict: Conflict | null; onReload: () => void; onOverwrite: () => void }) {
  const { t } = useTranslation();
  const who = conflict?.theirs?.user && typeof conflict.theirs.user === 'object' ? (conflict.theirs.user as { name?: string }).name : undefined;
  return (
    <Modal opened={conflict !== null} onClose={() => undefined} withCloseButton={false} title={t('editor.conflict.title')} zIndex={1400} data-testid="conflict-dialog">
      <Stack>
        <Text role="alert">{conflict?.message}</Text>
        <Text size="sm" c="dimmed">
          {who ? t('editor.conflict.explainOwner', { owner: who }) : t('editor.conflict.explain')}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onReload}>
            {t('editor.conflict.reload')}
          </Button>
          <Button color="red" onClick={onOverwrite}>
            {t('editor.conflict.overwrite')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
