import { notifications } from '@mantine/notifications';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppRuntime, useRunRule } from '../../kit';
import { failureNotice, messageText, ruleTexts, variableParameters } from '../../kit/ruleRuns';
import type { TaskChange } from './ganttController';
import { changeParameters } from './ganttTasks';

export interface TaskWriteSettings {
  graph: string;
  code: string;
  codeIsTag: boolean;
  successMessage: string;
  failureMessage: string;
}

export interface TaskWrites {
  save: (changes: TaskChange[]) => void;
  /** Changes on their way to the repository. */
  saving: number;
  /** Goes up each time the writes of a drag have ended, stored or not. */
  settled: number;
}

/**
 * Stores dragged tasks through the configured rule, one run per task and one drag after the
 * other; a drag that moved several tasks stops at the first refusal. A stored change makes every
 * query of the repository run again (useRunRule), so the chart shows the dates as they are
 * stored; a refused one is told with the rule engine's reason, and the chart is drawn again from
 * the data it has, so the bar goes back.
 */
export function useTaskWrites(settings: TaskWriteSettings): TaskWrites {
  const { store } = useAppRuntime();
  const runRule = useRunRule();
  const { t } = useTranslation();
  const [saving, setSaving] = useState(0);
  const [settled, setSettled] = useState(0);
  const queue = useRef<Promise<void>>(Promise.resolve());
  const { graph, code, codeIsTag, successMessage, failureMessage } = settings;

  const save = useCallback(
    (changes: TaskChange[]) => {
      const lookup = (name: string) => store.get(name);
      setSaving((count) => count + changes.length);
      queue.current = queue.current.then(async () => {
        for (const { task, placement } of changes) {
          try {
            const parameters = changeParameters(variableParameters(store.getSnapshot()), task, placement, graph.trim());
            await runRule({ rule: code.trim(), command: codeIsTag ? 'runSparqlRulesWithTag' : 'runSparqlRule', parameters });
            const words = messageText(successMessage, lookup);
            if (words) notifications.show({ color: 'green', message: words });
          } catch (error) {
            const notice = failureNotice(error, messageText(failureMessage, lookup), ruleTexts(t));
            console.error(notice.title, error);
            notifications.show({ color: 'red', title: notice.title, message: t('widget.ganttChart.notChanged', { name: task.name, message: notice.message }) });
            break;
          }
        }
        setSaving((count) => count - changes.length);
        setSettled((count) => count + 1);
      });
    },
    [store, runRule, graph, code, codeIsTag, successMessage, failureMessage, t],
  );

  return { save, saving, settled };
}
