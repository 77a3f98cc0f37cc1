import { Text, UnstyledButton } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { usePublish, useReportWidgetState, useVariable, useWidgetQuery, WidgetMessage, WidgetProblem, type WidgetViewProps } from '../../kit';
import type { SequencePathsSettings } from '.';
import { positionsOf, readSequences } from './sequencePaths';
import classes from './SequencePathsView.module.css';
import { useTranslation } from 'react-i18next';

const SOURCE = 'SequencePaths';
/** Steps that branch and join again can make very many paths; a reader takes in a few hundred at most. */
const PATH_LIMIT = 500;
const NOTHING: Parameters<typeof WidgetMessage>[0]['query'] = { state: 'empty', error: undefined, waitingFor: [] };

/** An IRI as a variable may hold it: bare, or written <like this>. */
function bareIri(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return trimmed.startsWith('<') && trimmed.endsWith('>') ? trimmed.slice(1, -1) : trimmed;
}

export default function SequencePathsView({ settings, panelTitle }: WidgetViewProps<SequencePathsSettings>) {
  const { t } = useTranslation();
  // Reported below: a result without ?uri is this widget's error, not the query's.
  const query = useWidgetQuery(settings.query, { source: SOURCE, report: false });
  const publish = usePublish(SOURCE);
  const reading = useMemo(() => (query.table ? readSequences(query.table, PATH_LIMIT, t) : undefined), [query.table, t]);
  const showsQueryState = query.state === 'error' || query.state === 'loading';
  const problem = !showsQueryState && reading && !reading.ok ? reading.error : undefined;
  const sequences = !showsQueryState && reading?.ok && reading.sequences.paths.length > 0 ? reading.sequences : undefined;
  useReportWidgetState(problem ? 'error' : showsQueryState || sequences ? query.state : 'empty', problem ?? query.error);

  const publishVariable = settings.publishVariable;
  const subscribed = bareIri(useVariable(settings.subscribeVariable || publishVariable || null));
  const [chosen, setChosen] = useState<string | undefined>(undefined);
  /** The step that takes the tab stop, as [path, step]. */
  const [current, setCurrent] = useState<[number, number]>([0, 0]);
  const buttons = useRef(new Map<string, HTMLButtonElement>());

  const selected = subscribed !== undefined && sequences?.steps.has(subscribed) ? subscribed : chosen;
  const positions = useMemo(() => positionsOf(sequences?.paths ?? [], selected), [sequences, selected]);

  if (problem) return <WidgetProblem>{problem}</WidgetProblem>;
  if (!sequences) return <WidgetMessage query={showsQueryState ? query : { ...NOTHING, waitingFor: query.waitingFor }} texts={settings} />;

  const { paths, steps } = sequences;
  const [currentPath, currentStep] = current[0] < paths.length && current[1] < paths[current[0]]!.length ? current : [0, 0];

  const choose = (id: string) => {
    setChosen(id);
    if (publishVariable) publish(publishVariable, id);
  };

  const moveTo = (path: number, step: number) => {
    const target = paths[path];
    if (!target) return;
    const clamped = Math.max(0, Math.min(step, target.length - 1));
    setCurrent([path, clamped]);
    buttons.current.get(`${path}:${clamped}`)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent, path: number, step: number) => {
    const moves: Record<string, [number, number]> = {
      ArrowRight: [path, step + 1],
      ArrowLeft: [path, step - 1],
      ArrowDown: [path + 1, step],
      ArrowUp: [path - 1, step],
      Home: [path, 0],
      End: [path, paths[path]!.length - 1],
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    moveTo(...move);
  };

  const label = panelTitle.trim() || t('widget.sequencePaths.name');
  return (
    <div className={classes.root}>
      <ol className={classes.paths} aria-label={label} data-paths={paths.length}>
        {paths.map((path, pathIndex) => {
          const at = positions[pathIndex]!;
          const names = path.map((id) => steps.get(id)!.name);
          return (
            <li key={path.join('\u0000')} className={classes.path} data-through-selected={at >= 0 || undefined}>
              <ol className={classes.steps} aria-label={t('widget.sequencePaths.path', { number: pathIndex + 1, total: paths.length, steps: names.join(', ') })}>
                {path.map((id, stepIndex) => {
                  const state = at < 0 || stepIndex > at ? undefined : stepIndex === at ? 'selected' : 'before';
                  return (
                    <li key={id} className={classes.stepItem}>
                      <UnstyledButton
                        ref={(element: HTMLButtonElement | null) => {
                          const key = `${pathIndex}:${stepIndex}`;
                          if (element) buttons.current.set(key, element);
                          else buttons.current.delete(key);
                        }}
                        className={classes.step}
                        data-uri={id}
                        data-state={state}
                        aria-current={state === 'selected' ? 'step' : undefined}
                        tabIndex={pathIndex === currentPath && stepIndex === currentStep ? 0 : -1}
                        title={names[stepIndex]}
                        onClick={() => {
                          setCurrent([pathIndex, stepIndex]);
                          choose(id);
                        }}
                        onKeyDown={(event: KeyboardEvent) => onKeyDown(event, pathIndex, stepIndex)}
                      >
                        {names[stepIndex]}
                      </UnstyledButton>
                      {/* After the step rather than before the next, so that a wrapped path's lines start with a step. */}
                      {stepIndex < path.length - 1 && <IconChevronRight size={14} aria-hidden className={classes.arrow} data-on-path={at > stepIndex || undefined} />}
                    </li>
                  );
                })}
              </ol>
            </li>
          );
        })}
      </ol>
      {sequences.notes.length > 0 && (
        <Text size="xs" c="gray.7" className={classes.notes}>
          {sequences.notes.join(' ')}
        </Text>
      )}
    </div>
  );
}
