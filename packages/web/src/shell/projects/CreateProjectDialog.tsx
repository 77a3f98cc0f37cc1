import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { NewProject } from '../../api/platformTypes';

interface CreateProjectDialogProps {
  opened: boolean;
  onClose: () => void;
  onSubmit: (project: NewProject) => void;
}

/** The spec asks for no client-side validation here: the server's answer is what counts. */
export function CreateProjectDialog({ opened, onClose, onSubmit }: CreateProjectDialogProps) {
  const { t } = useTranslation();
  const [title, setTitle] = useState('');
  const [path, setPath] = useState('');

  useEffect(() => {
    if (opened) {
      setTitle('');
      setPath('');
    }
  }, [opened]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit({ title, path });
    onClose();
  };

  return (
    <Modal closeButtonProps={{ 'aria-label': t('common.close') }} opened={opened} onClose={onClose} title={t('projects.dialogTitle')}>
      <form onSubmit={submit}>
        <Stack gap="md">
          <TextInput label={t('projects.title')} value={title} onChange={(e) => setTitle(e.currentTarget.value)} data-autofocus />
          <TextInput
            label={t('projects.path')}
            value={path}
            onChange={(e) => setPath(e.currentTarget.value)}
            description={path ? t('projects.pathHint', { path }) : undefined}
          />
          <Group justify="flex-end" gap="sm" mt="sm">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit">{t('common.ok')}</Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
