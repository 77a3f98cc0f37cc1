import { sameTerm, type DataColumn, type SparqlTerm } from '@grafiek/core';
import type { GridApi } from 'ag-grid-community';
import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cellChange, cellTarget, initialDraft, resolveName, rowLookup, type CellChange, type Draft } from './cellEdits';
import { askConflict } from './ConflictDialog';
import type { EditableTableLayout } from './editableSettings';
import { ROW_HEIGHT, TEXTAREA_ROW_HEIGHT } from './agGridSetup';
import { patchBinding, type GridRow } from './tableRows';
import type { TableWrites } from './useTableWrites';

export interface EditState {
  /** The row being edited. */
  key: string;
  /** `cell`: one cell, saved on Enter; `row`: every editable cell, saved by a send button. */
  mode: 'cell' | 'row';
  columns: readonly string[];
  drafts: Readonly<Record<string, Draft>>;
  saving: boolean;
  error: string | null;
}

/** How a save ended for the user: saved, the current value taken instead, or not saved (why). */
export type SaveResult = { kind: 'saved' } | { kind: 'current' } | { kind: 'failed'; message: string };

export interface EditController {
  state: EditState | null;
  /** The columns that may be edited in this table, by id. */
  editable: ReadonlyMap<string, DataColumn>;
  rowEditing: boolean;
  /** For the grid's callbacks, which run outside React's render. */
  isOpen: (key: string, columnId: string) => boolean;
  startCell: (row: GridRow, columnId: string) => void;
  startRow: (row: GridRow) => { ok: true } | { ok: false; error: string };
  cancel: () => void;
  /** Cancels the edit of that row: false when it is not being edited. */
  cancelRow: (row: GridRow) => boolean;
  setDraft: (columnId: string, draft: Draft) => void;
  /** Saves the open cell (cell mode), with the draft given or the one held. */
  commitCell: (draft?: Draft) => Promise<void>;
  sendRow: (row: GridRow) => Promise<SaveResult>;
  deleteRow: (row: GridRow) => Promise<SaveResult>;
}

export interface EditControllerInput {
  layout: EditableTableLayout;
  /** Editable columns whose variable the query selects; none while the settings have problems. */
  columns: readonly DataColumn[];
  rowsByKey: ReadonlyMap<string, GridRow>;
  writes: TableWrites;
  appValue: (name: string) => unknown;
  api: GridApi<GridRow> | null;
}


const labelOf = (column: DataColumn) => column.label || column.id;

/**
 * The editable table's editing: which row and cells are open, their drafts, and saving them (one
 * SPARQL update per save, all cells of a row at once). An edit that meets another user's change
 * is not applied: the user sees the current values and chooses (ConflictDialog).
 */
export function useEditController({ layout, columns, rowsByKey, writes, appValue, api }: EditControllerInput): EditController {
  const { t } = useTranslation();
  const [state, setState] = useState<EditState | null>(null);
  const stateRef = useRef(state);
  stateRef.current = state;
  const editable = useMemo(() => new Map(columns.map((column) => [column.id, column])), [columns]);
  const rowEditorGraph = layout.config?.rowEditor?.graph;

  const open = useCallback(
    (row: GridRow, mode: EditState['mode'], ids: readonly string[]) => {
      const drafts: Record<string, Draft> = {};
      for (const id of ids) drafts[id] = initialDraft(editable.get(id)!, row.bindings);
      setState({ key: row.key, mode, columns: ids, drafts, saving: false, error: null });
    },
    [editable],
  );

  /** The changes the open row's drafts make, or why they cannot be made. */
  const changesOf = useCallback(
    (row: GridRow, edit: EditState, override?: Draft): { ok: true; changes: CellChange[] } | { ok: false; error: string } => {
      const changes: CellChange[] = [];
      const errors: string[] = [];
      const lookup = rowLookup(row.bindings, appValue);
      for (const id of edit.columns) {
        const column = editable.get(id);
        if (!column) continue;
        const target = cellTarget(column, rowEditorGraph, row.bindings, lookup, t);
        if (!target.ok) {
          errors.push(target.error);
          continue;
        }
        const draft = override && edit.mode === 'cell' ? override : edit.drafts[id]!;
        const made = cellChange(column, draft, target.target, row.bindings, layout.objectTypes.get(id), t);
        if (!made.ok) errors.push(made.error);
        else if (made.change) changes.push(made.change);
      }
      return errors.length ? { ok: false, error: errors.join(' ') } : { ok: true, changes };
    },
    [appValue, editable, layout.objectTypes, rowEditorGraph, t],
  );

  /** Saves, and on another user's change asks: keep mine (again, over the current values) or take the current ones. */
  const saveChoosing = useCallback(
    async (row: GridRow, changes: CellChange[]): Promise<SaveResult> => {
      let pending = changes;
      for (;;) {
        const outcome = await writes.save(pending);
        if (outcome.kind === 'saved') {
          writes.show(row.bindings, patchBinding(row.bindings, valuesBy(pending, (change) => change.new)));
          return { kind: 'saved' };
        }
        if (outcome.kind === 'failed') return outcome;
        const choice = await askConflict(
          pending.map((change, index) => ({ label: labelOf(editable.get(change.columnId)!), before: change.old, current: outcome.current[index] ?? [], mine: change.new })),
          t,
        );
        if (choice === 'current') {
          writes.show(row.bindings, patchBinding(row.bindings, valuesBy(pending, (_, index) => outcome.current[index]?.[0] ?? null)));
          return { kind: 'current' };
        }
        // Mine again, now based on what is stored: the update's WHERE holds the current values.
        pending = pending.map((change, index) => ({ ...change, old: outcome.current[index] ?? [] }));
        if (pending.every((change) => isAlready(change))) {
          writes.show(row.bindings, patchBinding(row.bindings, valuesBy(pending, (change) => change.new)));
          return { kind: 'saved' };
        }
      }
    },
    [editable, writes, t],
  );

  const run = useCallback(
    async (row: GridRow, edit: EditState, override?: Draft): Promise<SaveResult> => {
      const planned = changesOf(row, edit, override);
      if (!planned.ok) {
        setState((current) => (current && current.key === edit.key ? { ...current, error: planned.error } : current));
        return { kind: 'failed', message: planned.error };
      }
      if (planned.changes.length === 0) {
        setState(null);
        return { kind: 'saved' };
      }
      setState((current) => (current && current.key === edit.key ? { ...current, saving: true, error: null } : current));
      const result = await saveChoosing(row, planned.changes);
      if (result.kind === 'failed') setState((current) => (current && current.key === edit.key ? { ...current, saving: false, error: result.message } : current));
      else setState((current) => (current && current.key === edit.key ? null : current));
      return result;
    },
    [changesOf, saveChoosing],
  );

  const controller = useMemo((): EditController => {
    const busy = () => stateRef.current?.saving === true;
    return {
      state,
      editable,
      rowEditing: layout.rowEditing,
      isOpen: (key, columnId) => {
        const current = stateRef.current;
        return current !== null && current.key === key && current.columns.includes(columnId);
      },
      startCell: (row, columnId) => {
        if (layout.rowEditing || !editable.has(columnId) || busy()) return;
        const current = stateRef.current;
        if (current && current.key === row.key && current.columns.includes(columnId)) return;
        // An open cell with a change keeps its place; one without is left for the new one.
        if (current && hasChanges(current, rowsByKey.get(current.key), editable)) return;
        open(row, 'cell', [columnId]);
      },
      startRow: (row) => {
        if (!layout.rowEditing) return { ok: false, error: t('widget.editableTable.noRowEditing') };
        const current = stateRef.current;
        if (current?.key === row.key) return { ok: true };
        if (current) return { ok: false, error: t('widget.editableTable.anotherRow') };
        if (editable.size === 0) return { ok: false, error: t('widget.editableTable.noEditableColumns') };
        open(row, 'row', [...editable.keys()]);
        return { ok: true };
      },
      cancel: () => {
        if (!busy()) setState(null);
      },
      cancelRow: (row) => {
        if (stateRef.current?.key !== row.key || busy()) return false;
        setState(null);
        return true;
      },
      setDraft: (columnId, draft) => setState((current) => (current ? { ...current, drafts: { ...current.drafts, [columnId]: draft }, error: null } : current)),
      commitCell: async (draft) => {
        const current = stateRef.current;
        if (!current || current.mode !== 'cell' || current.saving) return;
        const row = rowsByKey.get(current.key);
        if (!row) return setState(null);
        await run(row, current, draft);
      },
      sendRow: async (row) => {
        const current = stateRef.current;
        if (!current || current.key !== row.key || current.mode !== 'row') return { kind: 'failed', message: t('widget.editableTable.notEditing') };
        if (current.saving) return { kind: 'failed', message: t('widget.editableTable.beingSaved') };
        return run(row, current);
      },
      deleteRow: async (row) => {
        const lookup = rowLookup(row.bindings, appValue);
        const guards = [];
        let subject = row.bindings.uri?.type === 'uri' ? row.bindings.uri.value : undefined;
        let graph: string | undefined;
        if (rowEditorGraph?.trim()) {
          const resolved = resolveName(rowEditorGraph, row.bindings, lookup, t);
          if (!resolved.ok) return { kind: 'failed', message: resolved.error };
          graph = resolved.value;
        }
        for (const column of editable.values()) {
          const target = cellTarget(column, rowEditorGraph, row.bindings, lookup, t);
          if (!target.ok) continue;
          subject ??= target.target.subject;
          graph ??= target.target.graph;
          const old = row.bindings[column.id];
          guards.push({ subject: target.target.subject, predicate: target.target.predicate, graph: target.target.graph, old: old ? [old] : [] });
        }
        if (!subject) return { kind: 'failed', message: t('widget.editableTable.noSubject') };
        const outcome = await writes.remove({ subject, graph, guards });
        if (outcome.kind === 'saved') {
          if (stateRef.current?.key === row.key) setState(null);
          writes.show(row.bindings, null);
          return { kind: 'saved' };
        }
        if (outcome.kind === 'failed') return outcome;
        await writes.reload();
        return { kind: 'failed', message: t('widget.editableTable.deleteConflict') };
      },
    };
  }, [appValue, editable, layout.rowEditing, open, rowEditorGraph, rowsByKey, run, state, writes, t]);

  // The grid draws editors in the open cells (cellRendererSelector reads isOpen): it redraws the
  // row that opens or closes, not the others, and gives a row with a multi-line field room for it.
  const openKey = state ? `${state.key}\u0000${state.columns.join('\u0000')}` : '';
  const shownRow = useRef<string | null>(null);
  useLayoutEffect(() => {
    if (!api || api.isDestroyed()) return;
    const nodes = [];
    const before = shownRow.current !== null ? api.getRowNode(shownRow.current) : undefined;
    const now = state ? api.getRowNode(state.key) : undefined;
    if (before) {
      before.setRowHeight(ROW_HEIGHT);
      nodes.push(before);
    }
    if (now && state) {
      const tall = state.columns.some((id) => editable.get(id)?.editable?.componentType === 'textarea');
      now.setRowHeight(tall ? TEXTAREA_ROW_HEIGHT : ROW_HEIGHT);
      if (now !== before) nodes.push(now);
    }
    shownRow.current = state?.key ?? null;
    if (nodes.length) {
      api.onRowHeightChanged();
      api.redrawRows({ rowNodes: nodes });
    }
    // Only when the open cells change: drafts reach the editors through React, not by redrawing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api, openKey]);

  return controller;
}

function valuesBy(changes: readonly CellChange[], value: (change: CellChange, index: number) => SparqlTerm | null): Record<string, SparqlTerm | null> {
  const values: Record<string, SparqlTerm | null> = {};
  changes.forEach((change, index) => (values[change.columnId] = value(change, index)));
  return values;
}

/** The change's value is already what is stored. */
function isAlready(change: CellChange): boolean {
  if (change.new === null) return change.old.length === 0;
  return change.old.length === 1 && sameTerm(change.old[0], change.new);
}

function hasChanges(edit: EditState, row: GridRow | undefined, editable: ReadonlyMap<string, DataColumn>): boolean {
  if (!row) return false;
  return edit.columns.some((id) => {
    const column = editable.get(id);
    if (!column) return false;
    return JSON.stringify(edit.drafts[id]) !== JSON.stringify(initialDraft(column, row.bindings));
  });
}

