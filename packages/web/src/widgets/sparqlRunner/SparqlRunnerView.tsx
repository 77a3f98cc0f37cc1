import { Button, Group, Text } from '@mantine/core';
import { resolvePlaceholders, toResultTable, type ResultTable, type Row } from '@grafiek/core';
import { IconChevronLeft, IconChevronRight, IconPlayerPlay } from '@tabler/icons-react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { AuthenticationRequiredError, runSparqlQuery } from '../../api/sparqlClient';
import { useAppRuntime, usePublish, useReportWidgetState, WidgetProblem, type WidgetState, type WidgetViewProps } from '../../kit';
import type { SparqlRunnerSettings } from '.';
import { QueryEditor, type QueryEditorHandle } from './QueryEditor';
import { ResultGrid } from '../../kit/cells/ResultGrid';
import { hasOwnPaging, readPageSize, rowRange, RUNNER_FAILURE, runnerFields } from './runnerRequest';
import classes from './SparqlRunner.module.css';
import { useTranslation } from 'react-i18next';

const SOURCE = 'sparql runner';

type Run =
  | { status: 'idle' }
  | { status: 'running'; offset: number }
  | { status: 'done'; offset: number; table: ResultTable; ownPaging: boolean }
  | { status: 'failed'; offset: number; error: string };

export default function SparqlRunnerView({ settings }: WidgetViewProps<SparqlRunnerSettings>) {
  const { t } = useTranslation();
  const { endpoint, store, requestLogin } = useAppRuntime();
  const editor = useRef<QueryEditorHandle>(null);
  const [run, setRun] = useState<Run>({ status: 'idle' });
  const [shownRows, setShownRows] = useState<readonly Row[] | null>(null);
  // The rows in the grid: those of the latest run that had any.
  const [grid, setGrid] = useState<ResultTable | null>(null);
  const controller = useRef<AbortController | null>(null);
  const limit = readPageSize(settings.limit);
  const infer = settings.infer;

  const execute = useCallback(
    async (offset: number) => {
      if (!endpoint) return;
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      const text = editor.current?.value() ?? '';
      // {{variables}} typed into the query are filled as in every widget's query: escaped for their place.
      const resolved = resolvePlaceholders(text, (name) => store.get(name), { mode: 'sparql', unresolved: 'error' });
      if (!resolved.ok) {
        setRun({ status: 'failed', offset, error: resolved.error });
        return;
      }
      if (!resolved.text.trim()) {
        setRun({ status: 'failed', offset, error: t('widget.sparqlRunner.noQuery') });
        return;
      }
      setRun({ status: 'running', offset });
      const started = Date.now();
      try {
        const results = await runSparqlQuery(endpoint, resolved.text, { signal: current.signal, extra: runnerFields(infer, { limit, offset }) });
        const table = toResultTable(results);
        store.logEvent({ type: 'sparql-request', templateId: SOURCE, request: resolved.text, response: { ms: Date.now() - started, rows: table.rows.length }, timestamp: Date.now() });
        if (controller.current !== current) return;
        setRun({ status: 'done', offset, table, ownPaging: hasOwnPaging(resolved.text) });
        if (table.rows.length > 0) setGrid(table);
      } catch (error) {
        if (current.signal.aborted) return;
        if (error instanceof AuthenticationRequiredError) requestLogin();
        setRun({ status: 'failed', offset, error: error instanceof Error ? error.message : String(error) });
      }
    },
    [endpoint, store, infer, limit, requestLogin, t],
  );
  useEffect(() => () => controller.current?.abort(), []);

  // Run at start: once the editor is there, and again when the configured query changes.
  const runAtStart = settings.runAtStart;
  const startQuery = settings.query;
  useEffect(() => {
    if (runAtStart && startQuery.trim()) void execute(0);
  }, [runAtStart, startQuery, execute]);

  const publish = usePublish(SOURCE);
  const publishVariable = settings.publishVariable;
  const onPublish = useMemo(() => (publishVariable ? (uri: string) => publish(publishVariable, uri) : undefined), [publishVariable, publish]);

  const failure = settings.textErrorLoading.trim() || RUNNER_FAILURE;
  let state: WidgetState;
  let error: string | undefined;
  if (!endpoint) [state, error] = ['error', t('widget.noRepo')];
  else if (run.status === 'failed') [state, error] = ['error', `${failure} ${run.error}`];
  else if (run.status === 'running') state = 'loading';
  else if (run.status === 'done') state = run.table.rows.length === 0 ? 'empty' : shownRows === run.table.rows ? 'ready' : 'loading';
  else state = 'empty';
  useReportWidgetState(state, error);

  const offset = run.status === 'idle' ? 0 : run.offset;
  const paging = run.status === 'done' && !run.ownPaging;
  const shownRange = run.status === 'done' ? rowRange(run.offset, run.table.rows.length) : null;
  return (
    <div className={classes.root}>
      <QueryEditor ref={editor} initial={settings.query} height={settings.editorHeight || '160px'} onRun={() => void execute(0)} label={t('widget.sparqlRunner.editorLabel')} />
      <Group gap="xs" className={classes.toolbar}>
        <Button size="compact-sm" leftSection={<IconPlayerPlay size={14} />} onClick={() => void execute(0)} loading={run.status === 'running'} disabled={!endpoint}>
          RUN
        </Button>
        {run.status === 'done' && (
          <Text size="sm" c="gray.7" aria-live="polite">
            {t(`widget.sparqlRunner.rows.${shownRange!.kind}`, { from: shownRange!.from, to: shownRange!.to })}
          </Text>
        )}
        {paging && (
          <Group gap={4} ml="auto">
            <Button size="compact-sm" variant="subtle" leftSection={<IconChevronLeft size={14} />} disabled={offset === 0} onClick={() => void execute(Math.max(0, offset - limit))}>
              {t('widget.previous')}
            </Button>
            <Button size="compact-sm" variant="subtle" rightSection={<IconChevronRight size={14} />} disabled={run.table.rows.length < limit} onClick={() => void execute(offset + limit)}>
              {t('widget.next')}
            </Button>
          </Group>
        )}
      </Group>
      {!endpoint && <WidgetProblem>{t('widget.noRepo')}</WidgetProblem>}
      {run.status === 'failed' && (
        <div className={classes.failure}>
          <WidgetProblem>{failure}</WidgetProblem>
          <pre className={classes.engineMessage}>{run.error}</pre>
        </div>
      )}
      {run.status === 'idle' && endpoint && (
        <Text size="sm" c="gray.7" p="sm">
          {settings.textNoResults.trim() || t('widget.sparqlRunner.pressRun')}
        </Text>
      )}
      {run.status === 'done' && run.table.rows.length === 0 && (
        <Text size="sm" c="gray.7" p="sm">
          {settings.textNoResults.trim() || t('widget.noResults')}
        </Text>
      )}
      {/* Once made, the grid stays while the next run loads (dimmed): AG Grid is set up once, and
          a new answer only replaces its rows. */}
      {grid && (
        <div className={run.status === 'running' ? `${classes.grid} ${classes.stale}` : classes.grid} hidden={run.status === 'failed' || (run.status === 'done' && run.table.rows.length === 0)}>
          <ResultGrid table={grid} onPublish={onPublish} onRowsShown={setShownRows} />
        </div>
      )}
    </div>
  );
}
