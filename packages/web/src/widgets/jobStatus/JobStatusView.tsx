import { Center, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { countJobsByStatus, listJobs } from '../../api/jobsClient';
import { useAppRuntime, useAreaActive, useReportWidgetState, WidgetProblem, type WidgetViewProps } from '../../kit';
import { SafeHtml } from '../../kit/SafeHtml';
import type { JobStatusSettings } from '.';
import { refetchInterval, statusLabels, statusLines, zeroJobsText } from './jobStatusText';

/** The server answers at most this many jobs per request; more waiting or running would be unusual. */
const JOB_LIMIT = 1000;

export default function JobStatusView({ settings }: WidgetViewProps<JobStatusSettings>) {
  const { endpoint } = useAppRuntime();
  const { t } = useTranslation();
  const active = useAreaActive();
  const interval = refetchInterval(settings.refetchInterval, t);
  const labels = statusLabels(settings.statusLabels, t);
  const statuses = labels.ok ? labels.labels.map(([status]) => status) : [];
  const tags = settings.initiatorTagsToInclude;

  let problem: string | undefined;
  if (!interval.ok) problem = interval.error;
  else if (!labels.ok) problem = labels.error;
  else if (!endpoint) problem = t('widget.noRepo');
  else if (endpoint.repo === null) problem = t('widget.jobStatus.ownRepository');

  const jobs = useQuery({
    queryKey: ['grafiek', 'jobs', endpoint?.queryUrl ?? '', tags, statuses],
    queryFn: ({ signal }) => listJobs(endpoint!, { initiatorTags: tags, statuses, limit: JOB_LIMIT }, { signal }),
    enabled: problem === undefined && active,
    refetchInterval: interval.ok ? interval.ms : false,
    retry: false,
  });

  const error = problem ?? (jobs.isError && !jobs.data ? jobs.error.message : undefined);
  useReportWidgetState(error ? 'error' : jobs.data ? 'ready' : 'loading', error);
  if (error) return <WidgetProblem>{error}</WidgetProblem>;
  if (!jobs.data || !labels.ok) {
    return (
      <Center p="sm">
        <Loader size="sm" aria-label={t('widget.jobStatus.loading')} />
      </Center>
    );
  }

  const lines = statusLines(countJobsByStatus(jobs.data), labels.labels, settings.statusTextTemplateString);
  return (
    <Stack gap={2} p="sm" aria-live="polite" data-job-status>
      {lines.length === 0 ? (
        <Text size="sm">{zeroJobsText(settings.zeroJobsString, t)}</Text>
      ) : (
        lines.map((line) => (
          <Text size="sm" key={line} component="div">
            <SafeHtml html={line} />
          </Text>
        ))
      )}
      {jobs.isError && <WidgetProblem size="xs">{jobs.error.message}</WidgetProblem>}
    </Stack>
  );
}
