import { useMemo } from 'react';
import { usePublish, useReportWidgetState, useWidgetQuery, WidgetMessage, type WidgetViewProps } from '../../kit';
import { DEFAULT_TIME_LIMIT, type PythonSettings } from '.';
import { PythonFailure, PythonProgress, pythonRunState, PythonTable, PythonText } from './PythonOutput';
import { pythonInputs } from './pythonValues';
import { usePythonRun, useVariablesForPython } from './usePythonRun';
import classes from './Python.module.css';
import { useTranslation } from 'react-i18next';

const SOURCE = 'BBPython';

export default function PythonView({ settings }: WidgetViewProps<PythonSettings>) {
  const { t } = useTranslation();
  const hasQuery = settings.query.trim() !== '';
  const query = useWidgetQuery(settings.query, { source: SOURCE, report: false });
  const variables = useVariablesForPython(settings.code, settings.publishVariable);
  // Python waits for the rows: it runs on an answer (or on no query at all), not on a query still loading or waiting for a variable.
  const answered = !hasQuery || query.state === 'ready' || (query.state === 'empty' && query.results !== undefined && query.resolvedQuery !== null);
  const inputs = useMemo(() => pythonInputs(hasQuery ? query.table : undefined, variables), [hasQuery, query.table, variables]);
  const run = usePythonRun(settings.code, inputs, answered, (settings.timeLimit ?? DEFAULT_TIME_LIMIT) * 1000);

  const publish = usePublish(SOURCE);
  const publishVariable = settings.publishVariable;
  const onPublish = useMemo(() => (publishVariable ? (iri: string) => publish(publishVariable, iri) : undefined), [publishVariable, publish]);

  const queryProblem = hasQuery && (query.state === 'error' || !answered);
  const ran = pythonRunState(run);
  useReportWidgetState(queryProblem ? query.state : ran.state, queryProblem ? query.error : ran.error);

  if (!settings.code.trim()) return <WidgetMessage query={{ state: 'empty', error: undefined, waitingFor: [] }} texts={{ textNoResults: settings.textNoResults || 'There is no Python code to run.' }} />;
  if (queryProblem) return <WidgetMessage query={query} texts={settings} />;
  const outcome = run.status === 'done' ? run.outcome : null;
  const result = outcome?.ok ? outcome.result : null;
  return (
    <div className={classes.root}>
      <PythonProgress run={run} texts={settings} />
      {outcome && outcome.output && (
        <pre className={classes.output} aria-label={t('widget.python.printed')}>
          {outcome.output}
        </pre>
      )}
      {outcome && !outcome.ok && <PythonFailure message={outcome.error} texts={settings} />}
      {result?.kind === 'error' && <PythonFailure message={result.traceback} texts={settings} />}
      {result?.kind === 'text' && <PythonText text={result.text} label={t('widget.python.result')} />}
      {result?.kind === 'table' && <PythonTable result={result} onPublish={onPublish} />}
    </div>
  );
}
