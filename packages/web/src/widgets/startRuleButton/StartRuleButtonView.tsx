import { Button, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { resolvePlaceholders } from '@grafiek/core';
import { IconPlayerPlay } from '@tabler/icons-react';
import { useState } from 'react';
import { useAppRuntime, usePublish, useReportWidgetState, useRunRule, WidgetProblem, type WidgetViewProps } from '../../kit';
import type { StartRuleButtonSettings } from '.';
import { DEFAULT_CONFIRMATION, extrasProblem, failureNotice, RULE_FAILED, RULE_SUCCEEDED } from '../../kit/ruleRuns';
import { ruleParameters, valueAfterRun } from './ruleRequest';

const SOURCE = 'StartRuleButton';
export const NO_RULE = 'Name the rule tag this button runs (Rule tag in its settings).';

export default function StartRuleButtonView({ settings }: WidgetViewProps<StartRuleButtonSettings>) {
  const { store } = useAppRuntime();
  const runRule = useRunRule();
  const publish = usePublish(SOURCE);
  const [running, setRunning] = useState(false);
  const rule = settings.startRule.trim();
  const problem = rule ? extrasProblem(settings.ruleparameters) : NO_RULE;
  useReportWidgetState(problem ? 'error' : 'ready', problem);

  const lookup = (name: string) => store.get(name);
  // Messages and the question are plain text with the app's variables filled in.
  const words = (text: string) => {
    const resolved = resolvePlaceholders(text, lookup, { mode: 'plain', unresolved: 'emptyValue' });
    return resolved.ok ? resolved.text : text;
  };
  const failed = (title: string, message: string) => notifications.show({ color: 'red', title, message });

  const run = async () => {
    const request = ruleParameters(store.getSnapshot(), settings.ruleparameters, lookup);
    if (!request.ok) {
      failed(words(settings.failureMessage) || RULE_FAILED, request.error);
      return;
    }
    if (request.skipped.length > 0) console.warn(`${SOURCE}: extra rule parameters that are not text were skipped: ${request.skipped.join(', ')}`);
    setRunning(true);
    try {
      await runRule({ rule, command: settings.runSingleRule ? 'runSparqlRule' : 'runSparqlRulesWithTag', parameters: request.parameters });
    } catch (error) {
      const notice = failureNotice(error, words(settings.failureMessage));
      console.error(notice.title, error);
      failed(notice.title, notice.message);
      return;
    } finally {
      setRunning(false);
    }
    notifications.show({ color: 'green', message: words(settings.successMessage) || RULE_SUCCEEDED });
    if (!settings.publishVariable) return;
    const after = valueAfterRun(settings.publishValue, lookup, Date.now());
    if (after.ok) publish(settings.publishVariable, after.value);
    else failed(`The rule ran, but ${settings.publishVariable} could not be set`, after.error);
  };

  const press = () => {
    if (running) return;
    const question = settings.confirmation.trim();
    if (!question) {
      void run();
      return;
    }
    modals.openConfirmModal({
      title: settings.label.trim() || 'Confirm',
      children: <Text size="sm">{words(question) || DEFAULT_CONFIRMATION}</Text>,
      labels: { confirm: 'Yes', cancel: 'No' },
      onConfirm: () => void run(),
    });
  };

  return (
    <div style={{ padding: 'var(--mantine-spacing-xs)' }}>
      <Button leftSection={<IconPlayerPlay size={16} aria-hidden />} loading={running} disabled={problem !== undefined} onClick={press}>
        {settings.label.trim() || 'Start'}
      </Button>
      {problem && <WidgetProblem size="xs">{problem}</WidgetProblem>}
    </div>
  );
}
