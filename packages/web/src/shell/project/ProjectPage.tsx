import { ActionIcon, Alert, Button, Group, Paper, Skeleton, Stack, Text, Title, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconArrowLeft, IconPlus } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { isApiError } from '../../api/ApiError';
import { platformClient } from '../../api/platformClient';
import type { AppSummary, ProjectDetail } from '../../api/platformTypes';
import { useSession } from '../../api/SessionProvider';
import { ProjectIcon } from '../projects/ProjectIcon';
import { ShellPage } from '../ShellPage';
import { mayDeleteApp } from './appDeletionPolicy';
import { AppRow } from './AppRow';
import { DeleteAppDialog } from './DeleteAppDialog';
import { ImportAppButton } from './ImportAppButton';
import classes from './ProjectPage.module.css';
import { randomAppPath } from './randomAppPath';

export const projectQueryKey = (projectPath: string) => ['project', projectPath] as const;

const byTitle = (a: AppSummary, b: AppSummary) => a.title.localeCompare(b.title, undefined, { sensitivity: 'base' });

export function ProjectPage() {
  const { projectPath = '' } = useParams();
  const { t } = useTranslation();
  const session = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [toDelete, setToDelete] = useState<AppSummary | null>(null);

  const project = useQuery({
    queryKey: projectQueryKey(projectPath),
    queryFn: ({ signal }) => platformClient.getProject(projectPath, signal),
  });

  const deleteApp = useMutation({
    mutationFn: (app: AppSummary) => platformClient.deleteApp(app.id),
    onSuccess: (_result, app) => {
      queryClient.setQueryData<ProjectDetail>(projectQueryKey(projectPath), (current) =>
        current ? { ...current, viewers: current.viewers.filter((viewer) => viewer.id !== app.id) } : current,
      );
      notifications.show({ message: t('project.deleted', { title: app.title }), color: 'teal' });
    },
    onError: (error) => {
      if (isApiError(error, 401)) return;
      notifications.show({ message: t('project.deleteFailed'), color: 'red' });
    },
    onSettled: () => setToDelete(null),
  });

  const me = session.me;
  const mayDelete = (app: AppSummary) => mayDeleteApp(me, app);
  const canCreateApp = session.isLoggedIn && me !== null && me.role !== 'viewer';
  // The path stands in for the title only when the project could not be loaded.
  const title = project.data?.title ?? (project.isError ? projectPath : '');
  const apps = [...(project.data?.viewers ?? [])].sort(byTitle);
  const appHref = (app: AppSummary) => `/projects/${encodeURIComponent(projectPath)}/${encodeURIComponent(app.path)}`;

  return (
    <ShellPage pageTitle={title || undefined} header={{ title }}>
      <Group gap="md" mb="xl" wrap="nowrap">
        <Tooltip label={t('common.back')}>
          <ActionIcon component={Link} to="/" variant="default" size="xl" radius="md" aria-label={t('common.back')}>
            <IconArrowLeft size={20} />
          </ActionIcon>
        </Tooltip>
        <ProjectIcon path={projectPath} size={48} />
        {title ? (
          <Title order={1} size="h2" c="grafiek.9" style={{ flex: 1 }}>
            {t('project.heading', { title })}
          </Title>
        ) : (
          <Skeleton height={32} width={280} style={{ flex: 1 }} />
        )}
        {canCreateApp && <ImportAppButton projectPath={projectPath} existingPaths={apps.map((app) => app.path)} onImported={() => void queryClient.invalidateQueries({ queryKey: projectQueryKey(projectPath) })} />}
        {canCreateApp && (
          <Button
            leftSection={<IconPlus size={18} />}
            onClick={() => void navigate(`/projects/${encodeURIComponent(projectPath)}/${randomAppPath()}/edit`)}
          >
            {t('project.createApp')}
          </Button>
        )}
      </Group>

      {project.isError && (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />}>
          {isApiError(project.error, 404) || isApiError(project.error, 403)
            ? t('project.notFound', { path: projectPath })
            : t('common.loadFailed', { message: project.error.message })}
        </Alert>
      )}

      {project.isPending && (
        <Paper withBorder aria-busy="true" aria-label={t('common.loading')}>
          <Stack gap={0} p="lg">
            {[0, 1, 2].map((key) => (
              <Skeleton key={key} height={36} my={8} />
            ))}
          </Stack>
        </Paper>
      )}

      {project.isSuccess && apps.length > 0 && (
        <Paper withBorder style={{ overflow: 'hidden' }}>
          <ul className={classes.list} aria-label={t('project.appsList')}>
            {apps.map((app) => (
              <AppRow key={app.id} app={app} href={appHref(app)} canDelete={mayDelete(app)} onDelete={() => setToDelete(app)} />
            ))}
          </ul>
        </Paper>
      )}

      {project.isSuccess && apps.length === 0 && (
        <Paper withBorder p="xl">
          <Text c="dimmed" ta="center">
            {t('project.empty')}
            {!session.isLoggedIn && t('project.emptyLogin')}
          </Text>
        </Paper>
      )}

      <DeleteAppDialog
        app={toDelete}
        deleting={deleteApp.isPending}
        onKeep={() => setToDelete(null)}
        onDelete={() => toDelete && deleteApp.mutate(toDelete)}
      />
    </ShellPage>
  );
}
