import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { runRule, type CommandAnswer, type RuleCommand } from '../api/commandClient';
import { useAppRuntime } from './runtime';
import { sparqlQueryKeys } from './sparqlQueryKeys';
import { useTranslation } from 'react-i18next';

export interface RuleRun {
  /** A rule's name, or a tag with `runSparqlRulesWithTag`. */
  rule: string;
  command?: RuleCommand;
  parameters: Record<string, unknown>;
}

/**
 * Runs a rule (or the rules with a tag) the way every widget does: logs it in the event log, sends
 * the command (in debug mode while editing), and once it succeeded reloads every answer of the
 * repository, since the server has cleared its cache and other widgets may show what changed.
 * Rejects with a readable message when the rule or the call failed; the caller tells the user.
 */
export function useRunRule(): (run: RuleRun) => Promise<CommandAnswer> {
  const { endpoint, store, mode } = useAppRuntime();
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  return useCallback(
    async ({ rule, command = 'runSparqlRule', parameters }: RuleRun) => {
      store.logEvent({ type: 'rule-execution', tag: rule, params: parameters, timestamp: Date.now() });
      if (!endpoint) throw new Error(t('widget.noRepo'));
      const answer = await runRule(endpoint, { rule, command, parameters, debugMode: mode === 'edit' });
      if (!answer.success) throw new Error(answer.errors.join(' ') || t('widget.rule.didNotSucceed'));
      if (answer.debugMessages.length > 0) console.info(`${command === 'runSparqlRulesWithTag' ? 'Rules tagged' : 'Rule'} "${rule}":`, answer.debugMessages.join('\n'));
      await queryClient.invalidateQueries({ queryKey: sparqlQueryKeys.endpoint(endpoint.queryUrl) });
      return answer;
    },
    [endpoint, mode, queryClient, store, t],
  );
}
