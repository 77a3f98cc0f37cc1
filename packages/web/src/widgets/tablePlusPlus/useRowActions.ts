import type { Row } from '@grafiek/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppRuntime, usePublish, useRunRule } from '../../kit';
import { confirmInModal, notifyInApp } from '../../kit/actionColumns/mantineFeedback';
import { createRowActions, type RowActions } from '../../kit/actionColumns/rowActions';
import { ruleTexts } from '../../kit/ruleRuns';

/**
 * The publish and start-rule actions of Table++ buttons (the action columns' help in index.ts),
 * as kit/actionColumns runs them: placeholders from the row, then app variables; the event log;
 * a failing action stops the chain. Row-edit actions belong to the editable table (settings list
 * them as a problem), so here they stop the chain.
 */
export function useRowActions(source: string): RowActions<Row> {
  const { store } = useAppRuntime();
  const publish = usePublish(source);
  const runRule = useRunRule();
  const { t } = useTranslation();
  return useMemo(
    () => createRowActions<Row>({ publish, runRule, appValue: (name) => store.get(name), notify: notifyInApp, confirm: confirmInModal(t), texts: ruleTexts(t) }),
    [publish, runRule, store, t],
  );
}
