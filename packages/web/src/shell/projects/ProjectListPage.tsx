import { Alert, Card, Group, SimpleGrid, Skeleton, Stack, Text, ThemeIcon, Title, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconChevronRight, IconPlus } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation } from 'react-router';
import { isApiError } from '../../api/ApiError';
import { platformClient } from '../../api/platformClient';
import type { NewProject, Project } from '../../api/platformTypes';
import { useSession } from '../../api/SessionProvider';
import { goAfterLogin } from '../login/LoginPage';
import { LoginForm } from '../login/LoginForm';
import { SessionCheckSpinner } from '../RequireLogin';
import { ShellPage } from '../ShellPage';
import { CreateProjectDialog } from './CreateProjectDialog';
import { ProjectIcon } from './ProjectIcon';
import classes from './ProjectListPage.module.css';

export const projectsQueryKey = ['projects'] as const;

const byTitle = (a: { title: string }, b: { title: string }) => a.title.localeCompare(b.title, undefined, { sensitivity: 'base' });

/** `/`: the project list, or the login form for a visitor who is not logged in. */
export function ProjectListPage() {
  const { t } = useTranslation();
  const session = useSession();
  const location = useLocation();

  if (session.status === 'checking') return <SessionCheckSpinner />;
  if (!session.isLoggedIn || !session.me) {
    return (
      <ShellPage size="sm" header={{ title: t('product.name'), noLoginButton: true }}>
        <LoginForm onLoggedIn={() => goAfterLogin(location.search)} />
      </ShellPage>
    );
  }
  // Users below superadmin work in one project only, so the choice is made for them.
  if (session.me.role !== 'superadmin' && session.me.project) {
    return <Navigate to={`/projects/${encodeURIComponent(session.me.project.path)}`} replace />;
  }
  return <ProjectList isSuperadmin={session.me.role === 'superadmin'} />;
}

function ProjectList({ isSuperadmin }: { isSuperadmin: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [dialogOpened, dialog] = useDisclosure(false);
  const projects = useQuery({ queryKey: projectsQueryKey, queryFn: ({ signal }) => platformClient.listProjects(signal) });

  const createProject = useMutation({
    mutationFn: (project: NewProject) => platformClient.createProject(project),
    onSuccess: (created) => {
      queryClient.setQueryData<Project[]>(projectsQueryKey, (list) => [...(list ?? []), created]);
      notifications.show({ message: t('projects.created', { title: created.title }), color: 'teal' });
    },
    onError: (error) => {
      if (isApiError(error, 401)) return; // the redirect to /login says enough
      notifications.show({ message: t('projects.createFailed', { message: error.message }), color: 'red' });
    },
  });

  const sorted = [...(projects.data ?? [])].sort(byTitle);

  return (
    <ShellPage header={{ title: t('product.name') }}>
      <Stack gap={6} mb={32}>
        <Title order={1} c="grafiek.9">
          {t('projects.welcome')}
        </Title>
        <Text size="lg" c="dimmed">
          {t('product.tagline')}
        </Text>
      </Stack>
      <Title order={2} size="h4" mb="md" id="select-project">
        {t('projects.selectProject')}
      </Title>

      {projects.isError && (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} mb="md">
          {t('common.loadFailed', { message: projects.error.message })}
        </Alert>
      )}

      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md" component="ul" className={classes.grid} aria-labelledby="select-project"
        aria-busy={projects.isPending}>
        {projects.isPending &&
          [0, 1, 2].map((key) => (
            <li key={key}>
              <Skeleton height={92} radius="lg" />
            </li>
          ))}
        {sorted.map((project) => (
          <li key={project.id}>
            <Card component={Link} to={`/projects/${encodeURIComponent(project.path)}`} withBorder padding="lg" className={classes.tile}>
              <Group wrap="nowrap" gap="md">
                <ProjectIcon path={project.path} />
                <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
                  <Text fw={600} lineClamp={1}>
                    {project.title}
                  </Text>
                  <Text size="sm" c="dimmed" lineClamp={1}>
                    /{project.path}
                  </Text>
                </Stack>
                <IconChevronRight size={18} color="var(--mantine-color-gray-5)" aria-hidden />
              </Group>
            </Card>
          </li>
        ))}
        {isSuperadmin && (
          <li>
            <UnstyledButton onClick={dialog.open} className={`${classes.tile} ${classes.createTile}`}>
              <Group wrap="nowrap" gap="md">
                <ThemeIcon size={44} radius="md" variant="light" color="gray" aria-hidden>
                  <IconPlus size={24} />
                </ThemeIcon>
                <Text fw={600} c="grafiek.8">
                  {t('projects.createProject')}
                </Text>
              </Group>
            </UnstyledButton>
          </li>
        )}
      </SimpleGrid>
      {projects.isSuccess && sorted.length === 0 && !isSuperadmin && (
        <Text c="dimmed" mt="md">
          {t('projects.none')}
        </Text>
      )}

      <CreateProjectDialog opened={dialogOpened} onClose={dialog.close} onSubmit={(project) => createProject.mutate(project)} />
    </ShellPage>
  );
}
