import { ActionIcon, Alert, Badge, Button, Group, Paper, Skeleton, Table, Text, Title, Tooltip } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconArrowLeft, IconUserPlus } from '@tabler/icons-react';
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

  const sorted = [...(users.data ?? [])].sort(byName);
  const columns = isSuperadmin ? 4 : 3;

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
