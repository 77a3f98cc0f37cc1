import { Button, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AppSummary } from '../../api/platformTypes';
import { formatDate } from './formatDate';

interface DeleteAppDialogProps {
  app: AppSummary | null;
  deleting: boolean;
  onKeep: () => void;
  onDelete: () => void;
}

export function DeleteAppDialog({ app, deleting, onKeep, onDelete }: DeleteAppDialogProps) {
  const { t, i18n } = useTranslation();
  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('common.close') }}
      opened={app !== null}
      onClose={deleting ? () => undefined : onKeep}
      title={app ? t('project.deleteTitle', { title: app.title }) : ''}
      closeOnClickOutside={!deleting}
      closeOnEscape={!deleting}
    >
      {app && (
        <Stack gap="md">
          {/* The text says "project" although an app is deleted: the spec keeps the historical wording. */}
          <Text>{t('project.deleteText')}</Text>
          <Table variant="vertical" withTableBorder layout="fixed">
            <Table.Tbody>
              <Table.Tr>
                <Table.Th w={130}>{t('project.deleteFieldTitle')}</Table.Th>
                <Table.Td>{app.title}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>{t('project.deleteCreatedBy')}</Table.Th>
                <Table.Td>{app.user?.name ?? '—'}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>{t('project.deleteCreatedOn')}</Table.Th>
                <Table.Td>{formatDate(app.createdAt, i18n.language)}</Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onKeep} disabled={deleting} data-autofocus>
              {t('project.keep')}
            </Button>
            <Button color="red.8" onClick={onDelete} disabled={deleting}>
              {deleting ? t('project.deleting') : t('project.deleteButton')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
