import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { Conflict } from './useAppSaving';

/** A concurrent edit is never resolved silently: the author chooses which side stays. */
export function ConflictDialog({ conflict, onReload, onOverwrite }: { conflict: Conflict | null; onReload: () => void; onOverwrite: () => void }) {
  const who = conflict?.theirs?.user && typeof conflict.theirs.user === 'object' ? (conflict.theirs.user as { name?: string }).name : undefined;
  return (
    <Modal opened={conflict !== null} onClose={() => undefined} withCloseButton={false} title="This app was changed elsewhere" zIndex={1400} data-testid="conflict-dialog">
      <Stack>
        <Text role="alert">{conflict?.message}</Text>
        <Text size="sm" c="dimmed">
          Your change was not saved. Reload to see the other version{who ? ` (owner: ${who})` : ''} and lose your change, or
          overwrite it with yours.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onReload}>
            Reload their version
          </Button>
          <Button color="red" onClick={onOverwrite}>
            Overwrite with mine
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
