import { Button, Group, Progress, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { resolvePlaceholders } from '@grafiek/core';
import { IconCheck, IconUpload } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { waitForJob, type JobStatus } from '../../api/jobsClient';
import type { SparqlEndpoint } from '../../api/sparqlEndpoint';
import { uploadFile } from '../../api/uploadClient';
import { runAuthorScript, sparqlQueryKeys, useAppRuntime, usePublish, useReportWidgetState, WidgetProblem, type WidgetViewProps } from '../../kit';
import type { UploadSettings } from '.';
import {
  acceptAttribute,
  acceptedExtensions,
  extensionRefusal,
  EXTRA_EXAMPLE,
  failureReason,
  madeText,
  percentSent,
  resultValue,
  scriptRow,
  NO_UPLOAD_URL,
  uploadFields,
  uploadMade,
  uploadTarget,
  type UploadMade,
} from './uploadRequest';
import classes from './UploadView.module.css';

const SOURCE = 'BBUpload';

type Phase = 'chosen' | 'uploading' | 'processing' | 'done' | 'failed' | 'refused';

/** One file the visitor chose, and how far its upload got. */
interface Entry {
  id: number;
  file: File;
  phase: Phase;
  loaded: number;
  total: number;
  /** The background job's state while the server has it. */
  job?: JobStatus;
  /** What the visitor is told when it ended (or why it was refused). */
  text?: string;
}

const JOB_WORDS: Partial<Record<JobStatus, string>> = { QUEUED: 'widget.upload.queued', RUNNING: 'widget.upload.running' };

let nextId = 1;

export default function UploadView({ settings, mode }: WidgetViewProps<UploadSettings>) {
  const { endpoint: appEndpoint, store } = useAppRuntime();
  const { t } = useTranslation();
  const publish = usePublish(SOURCE);
  const queryClient = useQueryClient();
  const [entries, setEntries] = useState<Entry[]>([]);
  const [dragging, setDragging] = useState(false);
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const aborter = useRef<AbortController | null>(null);
  useEffect(() => () => aborter.current?.abort(), []);

  const target = uploadTarget(settings.serverUrl, appEndpoint, window.location.origin);
  const extra = settings.extraJSON;
  const extraProblem = extra !== undefined && (typeof extra !== 'object' || extra === null || Array.isArray(extra)) ? t('widget.upload.extraNotAnObject', { example: EXTRA_EXAMPLE }) : undefined;
  // The spec's 'no upload url defined' in the reader's language; the server's reasons as they come.
  const targetError = target.ok ? undefined : target.error === NO_UPLOAD_URL ? t('widget.upload.noUploadUrl') : target.error;
  const problem = target.ok ? extraProblem : targetError;
  useReportWidgetState(problem ? 'error' : 'ready', problem);

  const accepted = acceptedExtensions(settings.fileExtensions);
  const command = settings.command.trim() || 'uploadAnyFile';
  const disabled = problem !== undefined || busy;

  const update = (id: number, change: Partial<Entry>) => setEntries((list) => list.map((entry) => (entry.id === id ? { ...entry, ...change } : entry)));

  /** A message with the app variables and what the upload made filled in. */
  const words = (text: string, made?: UploadMade) => {
    const row = made ? scriptRow(made) : {};
    const resolved = resolvePlaceholders(text, (name) => row[name] ?? store.get(name), { mode: 'plain', unresolved: 'emptyValue' });
    return resolved.ok ? resolved.text : text;
  };

  const failed = (entry: Entry, reason: string) => {
    const title = words(settings.failureMessage).trim() || t('widget.upload.failed');
    update(entry.id, { phase: 'failed', text: `${title}: ${reason}` });
    notifications.show({ color: 'red', title, message: `"${entry.file.name}": ${reason}` });
  };

  const succeeded = async (entry: Entry, made: UploadMade) => {
    const text = words(settings.successMessage, made).trim() || `"${made.fileName}": ${madeText(made, t)}`;
    update(entry.id, { phase: 'done', text, job: undefined });
    notifications.show({ color: 'green', message: text });
    const value = resultValue(made);
    if (settings.resultUri && value !== undefined) publish(settings.resultUri, value);
    if (settings.successEval.trim()) await runAuthorScript(store, { label: 'Upload successEval', code: settings.successEval, row: scriptRow(made), source: SOURCE });
  };

  /** Sends one file; for a background upload, the job to follow. */
  const send = async (entry: Entry, endpoint: SparqlEndpoint, fields: Record<string, string>, signal: AbortSignal): Promise<string | null> => {
    update(entry.id, { phase: 'uploading', loaded: 0, total: entry.file.size, text: undefined });
    try {
      const answer = await uploadFile(endpoint, {
        command,
        file: entry.file,
        fields,
        background: settings.background,
        initiatorTags: settings.initiatorTags,
        debugMode: mode === 'edit',
        signal,
        onProgress: ({ loaded, total }) => update(entry.id, { phase: loaded >= total ? 'processing' : 'uploading', loaded, total }),
      });
      if (answer.debugMessages.length > 0) console.info(`Upload "${entry.file.name}":`, answer.debugMessages.join('\n'));
      if (settings.background && answer.jobId) {
        update(entry.id, { phase: 'processing', job: 'QUEUED' });
        return answer.jobId;
      }
      if (answer.success) await succeeded(entry, uploadMade(entry.file.name, answer));
      else failed(entry, answer.errors.join(' ') || t('widget.upload.rulesFailed'));
    } catch (error) {
      if (signal.aborted) return null;
      failed(entry, failureReason(error));
    }
    return null;
  };

  const follow = async (entry: Entry, endpoint: SparqlEndpoint, jobId: string, signal: AbortSignal) => {
    try {
      const job = await waitForJob(endpoint, jobId, { signal, onUpdate: (state) => update(entry.id, { job: state.status }) });
      if (job.status === 'DONE') await succeeded(entry, uploadMade(entry.file.name, job.result, job.id));
      else failed(entry, job.errors?.join(' ') || job.message);
    } catch (error) {
      if (!signal.aborted) failed(entry, failureReason(error));
    }
  };

  const start = async (batch: Entry[]) => {
    if (batch.length === 0) return;
    if (!target.ok) {
      for (const entry of batch) failed(entry, targetError ?? '');
      return;
    }
    const fields = uploadFields(settings.extraJSON, (name) => store.get(name), t);
    if (!fields.ok) {
      for (const entry of batch) failed(entry, fields.error);
      return;
    }
    const controller = new AbortController();
    aborter.current = controller;
    setBusy(true);
    try {
      // One file after another: the server takes one file per upload. Background uploads are all
      // handed over first, so that their jobs wait in the server's queue, and followed together.
      const jobs: Promise<void>[] = [];
      for (const entry of batch) {
        const jobId = await send(entry, target.endpoint, fields.fields, controller.signal);
        if (controller.signal.aborted) return;
        if (jobId) jobs.push(follow(entry, target.endpoint, jobId, controller.signal));
      }
      await Promise.all(jobs);
      if (controller.signal.aborted) return;
      // The repository changed: what other widgets show of it is asked again.
      await queryClient.invalidateQueries({ queryKey: sparqlQueryKeys.endpoint(target.endpoint.queryUrl) });
    } finally {
      if (!controller.signal.aborted) setBusy(false);
    }
  };

  const choose = (files: readonly File[]) => {
    if (disabled || files.length === 0) return;
    const chosen = settings.multiple ? files : files.slice(0, 1);
    const batch: Entry[] = chosen.map((file) => {
      const refusal = extensionRefusal(file.name, accepted, t);
      return { id: nextId++, file, phase: refusal ? 'refused' : 'chosen', loaded: 0, total: file.size, text: refusal ?? undefined };
    });
    for (const file of files.slice(chosen.length)) {
      batch.push({ id: nextId++, file, phase: 'refused', loaded: 0, total: file.size, text: t('widget.upload.oneAtATime', { name: file.name }) });
    }
    setEntries(batch);
    if (settings.autoUpload) void start(batch.filter((entry) => entry.phase === 'chosen'));
  };

  const drop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    choose([...event.dataTransfer.files]);
  };

  const waiting = entries.filter((entry) => entry.phase === 'chosen');
  const pick = settings.multiple ? t('widget.upload.chooseFiles') : t('widget.upload.chooseFile');

  return (
    <div style={{ padding: 'var(--mantine-spacing-xs)' }}>
      <div
        className={classes.zone}
        data-drop-zone
        data-dragging={dragging || undefined}
        data-disabled={disabled || undefined}
        onDragOver={(event) => {
          event.preventDefault();
          event.dataTransfer.dropEffect = disabled ? 'none' : 'copy';
          if (!disabled) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
      >
        <Text size="sm" mb="xs">
          {settings.uploadText}
        </Text>
        <input
          ref={input}
          type="file"
          hidden
          multiple={settings.multiple}
          accept={acceptAttribute(accepted)}
          aria-label={settings.uploadText || pick}
          onChange={(event) => {
            choose([...(event.currentTarget.files ?? [])]);
            // The same file chosen again is a new choice.
            event.currentTarget.value = '';
          }}
        />
        <Button size="xs" variant="light" leftSection={<IconUpload size={16} aria-hidden />} disabled={disabled} onClick={() => input.current?.click()}>
          {pick}
        </Button>
        {accepted && (
          <Text size="xs" c="dimmed" mt={4}>
            {t('widget.upload.accepted', { extensions: accepted.join(', ') })}
          </Text>
        )}
      </div>
      {problem && <WidgetProblem size="xs">{problem}</WidgetProblem>}
      {entries.length > 0 && (
        <ul className={classes.entries} aria-live="polite">
          {entries.map((entry) => (
            <EntryLine key={entry.id} entry={entry} processingText={settings.processingText} />
          ))}
        </ul>
      )}
      {!settings.autoUpload && waiting.length > 0 && !busy && (
        <Group mt="xs">
          <Button size="xs" onClick={() => void start(waiting)}>
            {t('widget.upload.upload')}
          </Button>
        </Group>
      )}
    </div>
  );
}

function EntryLine({ entry, processingText }: { entry: Entry; processingText: string }) {
  const { t } = useTranslation();
  const name = entry.file.name;
  if (entry.phase === 'refused' || entry.phase === 'failed') {
    return (
      <li data-upload-phase={entry.phase}>
        <WidgetProblem size="xs">{entry.text}</WidgetProblem>
      </li>
    );
  }
  if (entry.phase === 'done') {
    return (
      <li data-upload-phase="done">
        <Group gap={4} wrap="nowrap">
          <IconCheck size={16} color="var(--mantine-color-green-8)" aria-hidden />
          <Text size="xs" className={classes.name}>
            {entry.text}
          </Text>
        </Group>
      </li>
    );
  }
  if (entry.phase === 'chosen') {
    return (
      <li data-upload-phase="chosen">
        <Text size="xs" className={classes.name}>
          {name}
        </Text>
      </li>
    );
  }
  const processing = entry.phase === 'processing';
  const percent = processing ? 100 : percentSent(entry.loaded, entry.total);
  const jobKey = entry.job && JOB_WORDS[entry.job];
  const job = jobKey && t(jobKey);
  return (
    <li data-upload-phase={entry.phase}>
      <Text size="xs" className={classes.name}>
        {name}: {processing ? `${processingText}${job ? ` (${job})` : ''}` : `${percent}%`}
      </Text>
      <Progress.Root size="sm" mt={2}>
        <Progress.Section value={percent} animated={processing} aria-label={t('widget.upload.uploading', { name })} />
      </Progress.Root>
    </li>
  );
}
