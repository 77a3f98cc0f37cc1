import { defineWidget, opt, type SettingsOf } from '../../kit';
import { DEFAULT_REFETCH_SECONDS, DEFAULT_STATUS_LABELS, DEFAULT_STATUS_TEMPLATE, DEFAULT_ZERO_JOBS } from './jobStatusText';

const options = {
  initiatorTagsToInclude: opt.array({
    label: 'Job tags',
    help: 'Count only the jobs carrying one of these tags: a rule\'s name or tag, an upload\'s command (uploadAnyFile) or rule tag, or a tag its starter gave (an Upload widget\'s job tags). Empty: every job of the app\'s repository.',
  }),
  statusLabels: opt.json({
    label: 'Status labels',
    default: DEFAULT_STATUS_LABELS,
    help: 'The statuses counted, in this order, with the word for each: {"RUNNING": "running", "QUEUED": "queued"}. Statuses: QUEUED, RUNNING, DONE, FAILED.',
  }),
  statusTextTemplateString: opt.text({
    label: 'Status text',
    default: DEFAULT_STATUS_TEMPLATE,
    help: 'HTML for each status that has jobs: {{.count}} is how many, {{.status}} its label. Shown sanitised.',
  }),
  zeroJobsString: opt.text({ label: 'No-jobs text', default: DEFAULT_ZERO_JOBS, help: 'Shown when none of the counted statuses has a job.' }),
  refetchInterval: opt.number({
    label: 'Refetch interval (seconds)',
    default: DEFAULT_REFETCH_SECONDS,
    help: 'How often the job list is asked again; at least 1 second.',
  }),
};

export type JobStatusSettings = SettingsOf<typeof options>;

export const jobStatus = defineWidget({
  type: 'JobStatus',
  label: 'Job status',
  category: 'Data',
  description: 'How many of the repository\'s jobs (rule chains and uploads the server runs) are running or queued, asked again every few seconds.',
  options,
  view: () => import('./JobStatusView'),
});
