import { ActionIcon, Alert, Badge, Button, Group, Modal, Paper, Skeleton, Table, Text, Title, Tooltip } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconArrowLeft, IconTrash, IconUserCheck, IconUserOff, IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '../../api/ApiError';
import { platformClient } from '../../api/platformClient';
import type { NewUser, Role, User } from '../../api/platformTypes';
import { useSession } from '../../api/SessionProvider';
import { projectsQueryKey } from '../projects/ProjectListPage';
import { ShellPage } from '../ShellPage';
import { CreateUserDialog } from './CreateUserDialog';

const usersQueryKey = ['users'] as const;

const ROLE_COLORS: Record<Role, string> = { superadmin: 'grape', admin: 'grafiek', editor: 'teal', viewer: 'gray' };

const byName = (a: User, b: User) => a.name.localeCompare(b.name, undefined, { sensitivity: 'base' });

export function UsersPage() {
  const { t } = useTranslation();
  const { me } = useSession();
  const queryClient = useQueryClient();
  const [dialogOpened, dialog] = useDisclosure(false);
  const isSuperadmin = me?.role === 'superadmin';

  const users = useQuery({ queryKey: usersQueryKey, queryFn: ({ signal }) => platformClient.listUsers(signal) });
  const projects = useQuery({
    queryKey: projectsQueryKey,
    queryFn: ({ signal }) => platformClient.listProjects(signal),
    enabled: isSuperadmin,
  });

  const createUser = useMutation({
    mutationFn: (user: NewUser) => platformClient.createUser(user),
    onSuccess: (created) => {
      queryClient.setQueryData<User[]>(usersQueryKey, (list) => [...(list ?? []), created]);
      notifications.show({ message: t('users.created', { name: created.name }), color: 'teal' });
    },
    onError: (error) => {
      if (isApiError(error, 401)) return;
      notifications.show({ message: t('users.createFailed'), color: 'red' });
    },
  });

  const failed = (error: Error) => {
    if (isApiError(error, 401)) return;
    notifications.show({ message: error.message, color: 'red' });
  };
  const setDisabled = useMutation({
    mutationFn: ({ user, disabled }: { user: User; disabled: boolean }) => platformClient.setUserDisabled(user.id, disabled),
    onSuccess: (updated) => {
      queryClient.setQueryData<User[]>(usersQueryKey, (list) => (list ?? []).map((user) => (user.id === updated.id ? updated : user)));
      notifications.show({ message: t(updated.disabled ? 'users.disabledDone' : 'users.enabledDone', { name: updated.name }), color: 'teal' });
    },
    onError: failed,
  });
  const [deleting, setDeleting] = useState<User | null>(null);
  const deleteUser = useMutation({
    mutationFn: (user: User) => platformClient.deleteUser(user.id),
    onSuccess: (_answer, user) => {
      queryClient.setQueryData<User[]>(usersQueryKey, (list) => (list ?? []).filter((other) => other.id !== user.id));
      notifications.show({ message: t('users.deleted', { name: user.name }), color: 'teal' });
    },
    onError: failed,
    onSettled: () => setDeleting(null),
  });

  const sorted = [...(users.data ?? [])].sort(byName);
  const columns = isSuperadmin ? 6 : 5;

  return (
    <ShellPage pageTitle={t('users.heading')} header={{ title: t('product.name') }}>
      <Group gap="md" mb="xl" wrap="nowrap">
        <Tooltip label={t('common.back')}>
          <ActionIcon component={Link} to="/" variant="default" size="xl" radius="md" aria-label={t('common.back')}>
            <IconArrowLeft size={20} />
          </ActionIcon>
        </Tooltip>
        <Title order={1} size="h2" c="grafiek.9" style={{ flex: 1 }}>
          {t('users.heading')}
        </Title>
        {me && (
          <Button leftSection={<IconUserPlus size={18} />} onClick={dialog.open}>
            {t('users.createUser')}
          </Button>
        )}
      </Group>

      {users.isError && (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} mb="md">
          {t('common.loadFailed', { message: users.error.message })}
        </Alert>
      )}

      <Paper withBorder style={{ overflow: 'hidden' }}>
        <Table.ScrollContainer minWidth={560}>
          <Table verticalSpacing="sm" horizontalSpacing="lg" highlightOnHover aria-busy={users.isPending}>
            <Table.Thead bg="gray.0">
              <Table.Tr>
                <Table.Th scope="col">{t('users.name')}</Table.Th>
                <Table.Th scope="col">{t('users.email')}</Table.Th>
                <Table.Th scope="col">{t('users.role')}</Table.Th>
                {isSuperadmin && <Table.Th scope="col">{t('users.project')}</Table.Th>}
                <Table.Th scope="col">{t('users.status')}</Table.Th>
                <Table.Th scope="col">{t('users.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {users.isPending &&
                [0, 1, 2].map((key) => (
                  <Table.Tr key={key}>
                    <Table.Td colSpan={columns}>
                      <Skeleton height={20} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              {sorted.map((user) => (
                <Table.Tr key={user.id}>
                  <Table.Td fw={500}>{user.name}</Table.Td>
                  <Table.Td>{user.email}</Table.Td>
                  <Table.Td>
                    <Badge variant="dot" color={ROLE_COLORS[user.role] ?? 'gray'} radius="sm" tt="none" size="lg" fw={500}>
                      {t(`roles.${user.role}`)}
                    </Badge>
                  </Table.Td>
                  {isSuperadmin && <Table.Td>{user.project?.title ?? t('users.noProject')}</Table.Td>}
                  <Table.Td>
                    <Badge variant="dot" color={user.disabled ? 'red' : 'teal'} radius="sm" tt="none" size="lg" fw={500}>
                      {t(user.disabled ? 'users.disabled' : 'users.active')}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    {user.id === me?.id ? (
                      <Text size="sm" c="dimmed">
                        {t('users.yourself')}
                      </Text>
                    ) : (
                      <Group gap="xs" wrap="nowrap">
                        <Button
                          size="compact-sm"
                          variant="default"
                          leftSection={user.disabled ? <IconUserCheck size={14} /> : <IconUserOff size={14} />}
                          loading={setDisabled.isPending && setDisabled.variables?.user.id === user.id}
                          onClick={() => setDisabled.mutate({ user, disabled: !user.disabled })}
                        >
                          {t(user.disabled ? 'users.enable' : 'users.disable')}
                        </Button>
                        <Tooltip label={t('users.delete')}>
                          <ActionIcon variant="subtle" color="red" onClick={() => setDeleting(user)} aria-label={t('users.delete')}>
                            <IconTrash size={16} />
                          </ActionIcon>
                        </Tooltip>
                      </Group>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
              {users.isSuccess && sorted.length === 0 && (
                <Table.Tr>
                  <Table.Td colSpan={columns}>
                    <Text c="dimmed" ta="center" py="md">
                      {t('users.none')}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              )}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Paper>

      <Modal opened={deleting !== null} onClose={() => setDeleting(null)} title={t('users.deleteTitle')} centered>
        <Text size="sm" mb="md">
          {t('users.deleteConfirm', { name: deleting?.name ?? '' })}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setDeleting(null)}>
            {t('common.cancel')}
          </Button>
          <Button color="red" loading={deleteUser.isPending} onClick={() => deleting && deleteUser.mutate(deleting)}>
            {t('users.delete')}
          </Button>
        </Group>
      </Modal>

      <CreateUserDialog
        opened={dialogOpened}
        actorRole={me?.role}
        projects={isSuperadmin ? (projects.data ?? []) : null}
        onClose={dialog.close}
        onSubmit={(user) => createUser.mutate(user)}
      />
    </ShellPage>
  );
}
