import { Button, Group, Modal, PasswordInput, Select, Stack, TextInput } from '@mantine/core';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { NewUser, Project, Role } from '../../api/platformTypes';
import { roleChoices } from './roleChoices';

interface CreateUserDialogProps {
  opened: boolean;
  actorRole: Role | undefined;
  /** Only a superadmin picks the project; for everybody else the server uses their own. */
  projects: Project[] | null;
  onClose: () => void;
  onSubmit: (user: NewUser) => void;
}

/** No client-side validation, as the spec says: the server answers for what it accepts. */
export function CreateUserDialog({ opened, actorRole, projects, onClose, onSubmit }: CreateUserDialogProps) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [role, setRole] = useState<Role>('viewer');
  const [project, setProject] = useState<string | null>(null);

  useEffect(() => {
    if (!opened) return;
    setName('');
    setEmail('');
    setPassword('');
    setRole('viewer');
    setProject(null);
  }, [opened]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit({ name, email, password, role, ...(projects && project ? { project } : {}) });
    onClose();
  };

  return (
    <Modal closeButtonProps={{ 'aria-label': t('common.close') }} opened={opened} onClose={onClose} title={t('users.dialogTitle')}>
      <form onSubmit={submit}>
        <Stack gap="md">
          <TextInput label={t('users.name')} value={name} onChange={(e) => setName(e.currentTarget.value)} autoComplete="off" data-autofocus />
          <TextInput label={t('users.email')} type="email" value={email} onChange={(e) => setEmail(e.currentTarget.value)} autoComplete="off" />
          <PasswordInput label={t('users.password')} value={password} onChange={(e) => setPassword(e.currentTarget.value)} autoComplete="new-password" />
          <Select
            label={t('users.role')}
            data={roleChoices(actorRole).map((value) => ({ value, label: t(`roles.${value}`) }))}
            value={role}
            onChange={(value) => value && setRole(value as Role)}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
          />
          {projects && (
            <Select
              label={t('users.project')}
              data={projects.map((item) => ({ value: item.id, label: item.title }))}
              value={project}
              onChange={setProject}
              searchable
              clearable
              comboboxProps={{ withinPortal: true }}
            />
          )}
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
