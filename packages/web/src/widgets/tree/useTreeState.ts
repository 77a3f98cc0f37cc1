import { useCallback, useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
import { usePublish, useVariable } from '../../kit';
import type { TreeSettings } from '.';
import { checkedCounts, checkedToPublish, defaultCheckedLeaves, leavesFor, toggleChecked, type CheckedLeaves } from './checkedItems';
import { inTreeOrder, type TreeModel } from './treeModel';
import { idsFromValue, listValue, sameIds, selectionValue } from './treeSelection';

export const SOURCE = 'Tree';

/** A request from outside to show an item: open the folders above it and scroll to it. */
export interface RevealRequest {
  id: string;
  smooth: boolean;
}

export interface TreeState {
  selectable: boolean;
  multiple: boolean;
  selected: readonly string[];
  checked: CheckedLeaves;
  /** Checked leaves per folder, for drawing folders checked or mixed. */
  counts: ReadonlyMap<string, number>;
  /** A person selected these (`last` is the one they added last): shown and published. */
  select: (ids: readonly string[], last?: string) => void;
  /** A person clicked an item's checkbox. */
  toggleCheck: (id: string) => void;
  reveal: RevealRequest | null;
  /** Why the last publish failed (a value the multiple value format cannot hold), or undefined. */
  problem: string | undefined;
}

type Settings = Pick<
  TreeSettings,
  | 'selectMode'
  | 'publishVariable'
  | 'subscribeVariable'
  | 'selectedItemsTopic'
  | 'lastSelectedItemTopic'
  | 'selectedItemRevealMode'
  | 'resetSelectedValueWhenNotAvailable'
  | 'checkboxesEnabled'
  | 'checkedItemsTopic'
  | 'checkedItemsPublishMode'
  | 'checkedItemsSubscription'
  | 'multipleselectparametertype'
>;

/**
 * Which items are selected and checked, what that publishes, and what other widgets make the tree
 * select, check and reveal. The publish variable carries the selection, or the checked items when
 * selection is off and checkboxes are on (as the checkbox tree of older apps did). Without a
 * subscription of their own, selection and checkboxes follow the variables they publish to, so
 * the tree shows what the back menu or another widget put there.
 */
export function useTreeState(model: TreeModel, settings: Settings): TreeState {
  const publish = usePublish(SOURCE);
  const format = settings.multipleselectparametertype;
  const selectable = settings.selectMode !== 'disabled';
  const multiple = settings.selectMode === 'multiple';
  const checkboxes = settings.checkboxesEnabled;
  const selectionVariable = selectable ? settings.publishVariable : '';
  const checkedVariable = checkboxes ? settings.checkedItemsTopic || (!selectable ? settings.publishVariable : '') : '';
  const selectionSubscription = settings.subscribeVariable || (selectable ? settings.publishVariable || settings.selectedItemsTopic : '');
  const checkedSubscription = checkboxes ? settings.checkedItemsSubscription || checkedVariable : '';
  const subscribedSelection = useVariable(selectionSubscription || null);
  const subscribedChecked = useVariable(checkedSubscription || null);

  const [selected, setSelected] = useState<readonly string[]>([]);
  const [lastSelected, setLastSelected] = useState<string | undefined>(undefined);
  const [checked, setChecked] = useState<CheckedLeaves>(() => new Set());
  const [reveal, setReveal] = useState<RevealRequest | null>(null);
  const [problem, setProblem] = useState<string | undefined>(undefined);
  // What this tree published last, per variable: its own value coming back is not a request to reveal.
  const ownValues = useRef(new Map<string, unknown>());

  const send = useCallback(
    (values: [variable: string, value: () => string][]) => {
      try {
        for (const [variable, value] of values) {
          if (!variable) continue;
          const text = value();
          ownValues.current.set(variable, text);
          publish(variable, text);
        }
        setProblem(undefined);
      } catch (error) {
        setProblem(error instanceof Error ? error.message : String(error));
      }
    },
    [publish],
  );

  const publishSelection = useCallback(
    (ids: readonly string[], last: string | undefined) => {
      const ordered = inTreeOrder(model, ids);
      send([
        [selectionVariable, () => selectionValue(multiple ? ordered : ids.slice(0, 1), multiple, format)],
        [settings.selectedItemsTopic, () => listValue(ordered, format)],
        [last === undefined ? '' : settings.lastSelectedItemTopic, () => last!],
      ]);
    },
    [model, send, selectionVariable, multiple, format, settings.selectedItemsTopic, settings.lastSelectedItemTopic],
  );

  const publishChecked = useCallback(
    (leaves: CheckedLeaves) => send([[checkedVariable, () => listValue(checkedToPublish(model, leaves, settings.checkedItemsPublishMode), format)]]),
    [send, checkedVariable, model, settings.checkedItemsPublishMode, format],
  );

  const select = useCallback(
    (ids: readonly string[], last?: string) => {
      const next = multiple ? [...ids] : ids.slice(0, 1);
      setSelected(next);
      if (last !== undefined) setLastSelected(last);
      publishSelection(next, last);
    },
    [multiple, publishSelection],
  );

  const counts = useMemo(() => checkedCounts(model, checked), [model, checked]);
  const toggleCheck = useCallback(
    (id: string) => {
      const next = toggleChecked(model, checked, counts, id);
      setChecked(next);
      publishChecked(next);
    },
    [model, checked, counts, publishChecked],
  );

  // The selection follows its variable; a value this tree did not publish is revealed.
  const revealMode = settings.selectedItemRevealMode;
  useEffect(() => {
    const ids = idsFromValue(subscribedSelection, format, model);
    if (ids === undefined) return;
    if (selectable) {
      const next = multiple ? ids : ids.slice(0, 1);
      setSelected((current) => (sameIds(current, next) ? current : next));
    }
    const first = ids.find((id) => model.items.has(id));
    const own = ownValues.current.get(selectionSubscription) === subscribedSelection;
    if (first !== undefined && !own && revealMode !== 'disabled') setReveal({ id: first, smooth: revealMode === 'smooth' });
  }, [subscribedSelection, format, model, selectable, multiple, selectionSubscription, revealMode]);

  // New data without a selected item: with resetSelectedValueWhenNotAvailable the variables say so.
  const dropMissing = useEffectEvent(() => {
    if (!settings.resetSelectedValueWhenNotAvailable) return;
    const remaining = selected.filter((id) => model.items.has(id));
    if (remaining.length === selected.length) return;
    setSelected(remaining);
    send([
      [selectionVariable, () => selectionValue(inTreeOrder(model, remaining), multiple, format)],
      [settings.selectedItemsTopic, () => listValue(inTreeOrder(model, remaining), format)],
      [lastSelected !== undefined && !model.items.has(lastSelected) ? settings.lastSelectedItemTopic : '', () => selectionValue([], false, format)],
    ]);
  });
  useEffect(() => dropMissing(), [model]);

  // Checkboxes follow their variable; while it names nothing, new data starts from ?defaultChecked.
  const defaultsFor = useRef<TreeModel | null>(null);
  const startChecked = useEffectEvent((ids: string[] | undefined) => {
    const firstForModel = defaultsFor.current !== model;
    defaultsFor.current = model;
    if (firstForModel && (ids === undefined || ids.length === 0)) {
      const defaults = defaultCheckedLeaves(model);
      if (defaults.size > 0) {
        setChecked(defaults);
        publishChecked(defaults);
        return;
      }
    }
    if (ids !== undefined) setChecked(leavesFor(model, ids));
    else setChecked((current) => leavesFor(model, current));
  });
  useEffect(() => {
    if (checkboxes) startChecked(idsFromValue(subscribedChecked, format, model));
  }, [checkboxes, subscribedChecked, format, model]);

  return { selectable, multiple, selected, checked, counts, select, toggleCheck, reveal, problem };
}
