import { useReportWidgetState, WidgetMessage, type WidgetViewProps } from '../../kit';
import { DEFAULT_TIME_LIMIT, type PythonPageSettings } from '.';
import { PythonFailure, PythonProgress, pythonRunState, PythonText } from './PythonOutput';
import { pythonInputs } from './pythonValues';
import { usePythonRun, useVariablesForPython } from './usePythonRun';
import classes from './Python.module.css';
import { useTranslation } from 'react-i18next';

/**
 * The page the code produces: the text its last line gives (HTML, sanitised), or else what it
 * printed. Made again when an app variable changes, if the code reads `variables`.
 */
export default function PythonPageView({ settings }: WidgetViewProps<PythonPageSettings>) {
  const { t } = useTranslation();
  const variables = useVariablesForPython(settings.code, '');
  const run = usePythonRun(settings.code, pythonInputs(undefined, variables), true, (settings.timeLimit ?? DEFAULT_TIME_LIMIT) * 1000);
  const ran = pythonRunState(run);
  useReportWidgetState(ran.state, ran.error);

  if (!settings.code.trim()) return <WidgetMessage query={{ state: 'empty', error: undefined, waitingFor: [] }} texts={{ textNoResults: settings.textNoResults || 'There is no Python code to run.' }} />;
  const outcome = run.status === 'done' ? run.outcome : null;
  const result = outcome?.ok ? outcome.result : null;
  const page = result?.kind === 'text' ? result.text : result?.kind === 'none' || result?.kind === 'table' ? outcome!.output : '';
  return (
    <div className={classes.root}>
      <PythonProgress run={run} texts={settings} />
      {outcome && !outcome.ok && <PythonFailure message={outcome.error} texts={settings} />}
      {result?.kind === 'error' && (
        <>
          {outcome!.output && <PythonText text={outcome!.output} label={t('widget.python.printed')} />}
          <PythonFailure message={result.traceback} texts={settings} />
        </>
      )}
      {result && result.kind !== 'error' && (page.trim() ? <PythonText text={page} label={t('widget.python.page')} /> : <WidgetMessage query={{ state: 'empty', error: undefined, waitingFor: [] }} texts={{ textNoResults: settings.textNoResults || t('widget.python.noPage') }} />)}
    </div>
  );
}
