import { Group, Loader, Text } from '@mantine/core';
import { useMemo } from 'react';
import { WidgetProblem, type MessageTexts, type WidgetState } from '../../kit';
import { ResultGrid } from '../../kit/cells/ResultGrid';
import { SafeHtml } from '../../kit/SafeHtml';
import { errorLine, looksLikeHtml, tableOfRows, type PythonResult } from './pythonValues';
import type { PythonRun } from './usePythonRun';
import classes from './Python.module.css';
import { useTranslation } from 'react-i18next';

/** The frame's state for a run: loading until it is done, then ready, or error with the error's line. */
export function pythonRunState(run: PythonRun): { state: WidgetState; error?: string } {
  if (run.status === 'idle') return { state: 'empty' };
  if (run.status !== 'done') return { state: 'loading' };
  const { outcome } = run;
  if (!outcome.ok) return { state: 'error', error: outcome.error };
  if (outcome.result.kind === 'error') return { state: 'error', error: errorLine(outcome.result.traceback) };
  return { state: 'ready' };
}

export function PythonProgress({ run, texts }: { run: PythonRun; texts: MessageTexts }) {
  const { t } = useTranslation();
  if (run.status !== 'starting' && run.status !== 'running') return null;
  const words = run.status === 'starting' ? t('widget.python.starting') : t('widget.python.running');
  return (
    <Group gap="xs" p="sm">
      <Loader size="sm" aria-label={texts.textLoading?.trim() || words} />
      <Text size="sm" c="gray.7">
        {words}
      </Text>
    </Group>
  );
}

/** A failed run: the widget's words (or ours), then Python's traceback or the worker's message. */
export function PythonFailure({ message, texts }: { message: string; texts: MessageTexts }) {
  const { t } = useTranslation();
  return (
    <div>
      <WidgetProblem>{texts.textErrorLoading?.trim() || t('widget.python.failed')}</WidgetProblem>
      <pre className={classes.traceback} aria-label={t('widget.python.traceback')}>
        {message}
      </pre>
    </div>
  );
}

/** A text Python gave: sanitised HTML when it is HTML, else as it is. */
export function PythonText({ text, label }: { text: string; label: string }) {
  if (looksLikeHtml(text)) {
    return (
      <div className={classes.html} aria-label={label} role="region">
        <SafeHtml html={text} as="div" />
      </div>
    );
  }
  return (
    <pre className={classes.text} aria-label={label}>
      {text}
    </pre>
  );
}

const IGNORE = () => undefined;

/** A returned list of dicts in the Table++ grid. */
export function PythonTable({ result, onPublish }: { result: Extract<PythonResult, { kind: 'table' }>; onPublish?: (iri: string) => void }) {
  const { t } = useTranslation();
  const table = useMemo(() => tableOfRows(result.columns, result.rows), [result]);
  if (table.rows.length === 0) {
    return (
      <Text size="sm" c="gray.7" p="sm">
        The code returned no rows.
      </Text>
    );
  }
  return (
    <div className={classes.grid} role="region" aria-label={t('widget.python.rows')}>
      <ResultGrid table={table} onPublish={onPublish} onRowsShown={IGNORE} />
    </div>
  );
}
