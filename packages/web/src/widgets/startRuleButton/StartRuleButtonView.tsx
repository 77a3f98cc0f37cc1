import { Button, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { resolvePlaceholders } from '@grafiek/core';
import { IconPlayerPlay } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppRuntime, usePublish, useReportWidgetState, useRunRule, WidgetProblem, type WidgetViewProps } from '../../kit';
import type { StartRuleButtonSettings } from '.';
import { extrasProblemText, failureNotice, ruleTexts } from '../../kit/ruleRuns';
import { ruleParameters, valueAfterRun } from './ruleRequest';

const SOURCE = 'StartRuleButton';

export default function StartRuleButtonView({ settings }: WidgetViewProps<StartRuleButtonSettings>) {
  const { store } = useAppRuntime();
  const { t } = useTranslation();
  const texts = ruleTexts(t);
  const runRule = useRunRule();
  const publish = usePublish(SOURCE);
  const [running, setRunning] = useState(false);
  const rule = settings.startRule.trim();
  const problem = rule ? extrasProblemText(t, settings.ruleparameters) : t('widget.startRuleButton.noRule');
  useReportWidgetState(problem ? 'error' : 'ready', problem);

  const lookup = (name: string) => store.get(name);
  // Messages and the question are plain text with the app's variables filled in.
  const words = (text: string) => {
    const resolved = resolvePlaceholders(text, lookup, { mode: 'plain', unresolved: 'emptyValue' });
    return resolved.ok ? resolved.text : text;
  };
  const failed = (title: string, message: string) => notifications.show({ color: 'red', title, message });

  const run = async () => {
    const request = ruleParameters(store.getSnapshot(), settings.ruleparameters, lookup, t);
    if (!request.ok) {
      failed(words(settings.failureMessage) || texts.failed, request.error);
      return;
    }
    if (request.skipped.length > 0) console.warn(`${SOURCE}: extra rule parameters that are not text were skipped: ${request.skipped.join(', ')}`);
    setRunning(true);
    try {
      await runRule({ rule, command: settings.runSingleRule ? 'runSparqlRule' : 'runSparqlRulesWithTag', parameters: request.parameters });
    } catch (error) {
      const notice = failureNotice(error, words(settings.failureMessage), texts);
      console.error(notice.title, error);
      failed(notice.title, notice.message);
      return;
    } finally {
      setRunning(false);
    }
    notifications.show({ color: 'green', message: words(settings.successMessage) || texts.succeeded });
    if (!settings.publishVariable) return;
    const after = valueAfterRun(settings.publishValue, lookup, Date.now());
    if (after.ok) publish(settings.publishVariable, after.value);
    else failed(t('widget.startRuleButton.notSet', { name: settings.publishVariable }), after.error);
  };

  const press = () => {
    if (running) return;
    const question = settings.confirmation.trim();
    if (!question) {
      void run();
      return;
    }
    modals.openConfirmModal({
      title: settings.label.trim() || t('widget.confirm'),
      children: <Text size="sm">{words(question) || texts.areYouSure}</Text>,
      labels: { confirm: t('widget.yes'), cancel: t('widget.no') },
      onConfirm: () => void run(),
    });
  };

  return (
    <div style={{ padding: 'var(--mantine-spacing-xs)' }}>
      <Button leftSection={<IconPlayerPlay size={16} aria-hidden />} loading={running} disabled={problem !== undefined} onClick={press}>
        {settings.label.trim() || t('widget.startRuleButton.start')}
      </Button>
      {problem && <WidgetProblem size="xs">{problem}</WidgetProblem>}
    </div>
  );
}
