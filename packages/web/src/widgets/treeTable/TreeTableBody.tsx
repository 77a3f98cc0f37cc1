import { buildProxiedInstance, hotkeysCoreFeature, syncDataLoaderFeature, type ItemInstance, type TreeInstance } from '@headless-tree/core';
import { useTree } from '@headless-tree/react';
import { Button, Group, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsSort, IconChevronsDown, IconChevronsUp } from '@tabler/icons-react';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type CSSProperties, type KeyboardEvent as ReactKeyboardEvent } from 'react';
import { usePublish, useVariable } from '../../kit';
import type { TreeTableSettings } from '.';
import { TreeTableRow, type RowActions } from './TreeTableRow';
import { allFolders, ancestorIds, childrenInOrder, nextSort, openToLevel, type TreeTableModel, type TreeTableNode, type TreeTableSort } from './treeTableModel';
import { useVisibleRows } from './useVisibleRows';
import classes from './TreeTable.module.css';
import { useTranslation } from 'react-i18next';

/** headless-tree wants one root above the rows; no ?uri can be this. */
const ROOT = '\u0000root';
const ROOT_NODE: TreeTableNode = { id: ROOT, label: '', parent: null, children: [], row: { cells: [], bindings: {} }, position: -1 };
const ROW_HEIGHT = 32;
const HEADER_HEIGHT = 34;
const FEATURES = [syncDataLoaderFeature, hotkeysCoreFeature];
/** Names the widget in the event log. */
export const SOURCE = 'BBTreeTable';

export interface TreeTableBodyProps {
  model: TreeTableModel;
  /** The tree column's header, then one per data column. */
  headers: readonly string[];
  settings: Pick<TreeTableSettings, 'expandLevel' | 'publishVariable' | 'hideButtons'>;
  /** The table's name for screen readers. */
  name: string;
  notes: readonly string[];
}

/**
 * Whether a key was pressed on a row itself: Enter and Space on a link or button in a cell are
 * that link's (it publishes or opens), not the row's. Takes the key from the browser when it is.
 */
function onRow(event: KeyboardEvent): boolean {
  const mine = event.target instanceof HTMLElement && event.target.getAttribute('role') === 'row';
  if (mine) event.preventDefault();
  return mine;
}

/** Keys that move the focus between rows (headless-tree), whose own scrolling the browser must leave. */
const MOVING_KEYS = new Set(['Home', 'End', 'ArrowLeft', 'ArrowRight']);

/**
 * On a row, Home, End and the side arrows move the focus (headless-tree), which brings the row
 * into view; the browser's own (smooth) scrolling of the page or the table would fight that.
 */
function keepKeysFromScrolling(event: ReactKeyboardEvent) {
  if (MOVING_KEYS.has(event.key) && event.target instanceof HTMLElement && event.target.getAttribute('role') === 'row') event.preventDefault();
}

function union(ids: readonly string[], more: readonly string[]): string[] {
  const seen = new Set(ids);
  return [...ids, ...more.filter((id) => !seen.has(id))];
}

/**
 * The tree table on headless-tree, which keeps the flat list of shown rows, focus and the arrow
 * keys; this view draws the rows on screen only (a window over that list), so thousands of rows
 * cost what a screenful costs. Expansion, focus and the sort live in React state here.
 */
export function TreeTableBody({ model, headers, settings, name, notes }: TreeTableBodyProps) {
  const { t } = useTranslation();
  const scrollRef = useRef<HTMLDivElement>(null);
  const publish = usePublish(SOURCE);
  const variable = settings.publishVariable;
  const selectedValue = useVariable(variable || null);
  const selected = typeof selectedValue === 'string' && model.nodes.has(selectedValue) ? selectedValue : null;
  const [expanded, setExpanded] = useState<string[]>(() => openToLevel(model, settings.expandLevel));
  const [focused, setFocused] = useState<string | null>(null);
  const [sort, setSort] = useState<TreeTableSort | null>(null);
  /** A row to bring into view once it is in the page. */
  const pendingScroll = useRef<{ id: string; block: ScrollLogicalPosition } | null>(null);
  const published = useRef<string | null>(null);

  const order = useMemo(() => childrenInOrder(model, sort), [model, sort]);
  const dataLoader = useMemo(
    () => ({
      getItem: (id: string) => model.nodes.get(id) ?? ROOT_NODE,
      getChildren: (id: string) => order(id === ROOT ? null : id) as string[],
    }),
    [model, order],
  );

  /**
   * Brings a row into view: the focused row is always in the page (see below), so this scrolls the
   * table, or the page when the table's area lets it grow; rows stop below the sticky header
   * (scroll-margin in the CSS).
   */
  const showRow = (id: string, block: ScrollLogicalPosition) => {
    const element = tree.getItemInstance(id).getElement();
    if (element) element.scrollIntoView({ block });
    else pendingScroll.current = { id, block };
  };
  const choose = (id: string) => {
    if (!variable || !model.nodes.has(id)) return false;
    published.current = id;
    publish(variable, id);
    return true;
  };
  const toggle = (item: ItemInstance<TreeTableNode>) => (item.isExpanded() ? item.collapse() : item.expand());

  const tree: TreeInstance<TreeTableNode> = useTree<TreeTableNode>({
    rootItemId: ROOT,
    instanceBuilder: buildProxiedInstance,
    dataLoader,
    getItemName: (item) => item.getItemData().label,
    isItemFolder: (item) => item.getItemData().children.length > 0,
    features: FEATURES,
    state: { expandedItems: expanded, focusedItem: focused },
    setExpandedItems: (update) => setExpanded(typeof update === 'function' ? update(expanded) : update),
    setFocusedItem: (update) => setFocused(typeof update === 'function' ? update(focused) : update),
    scrollToItem: (item) => showRow(item.getId(), 'nearest'),
    hotkeys: {
      customChoose: {
        hotkey: 'Enter',
        handler: (event, instance) => {
          if (!onRow(event)) return;
          const item = instance.getFocusedItem();
          if (!choose(item.getId()) && item.isFolder()) toggle(item);
        },
      },
      customToggle: {
        hotkey: 'Space',
        handler: (event, instance) => {
          const item = instance.getFocusedItem();
          if (onRow(event) && item.isFolder()) toggle(item);
        },
      },
    },
  });

  // headless-tree makes its flat list again when its expanded list changes; a new sort or new
  // data with the same list open must be asked for.
  const [built, setBuilt] = useState({ loader: dataLoader, expanded });
  if (built.loader !== dataLoader || built.expanded !== expanded) {
    if (built.expanded === expanded) tree.rebuildTree();
    setBuilt({ loader: dataLoader, expanded });
  }

  // Another widget set the variable to a row of this table: open the folders above it and show it.
  useEffect(() => {
    if (selected === null || published.current === selected) return;
    published.current = selected;
    setExpanded((current) => union(current, ancestorIds(model, selected)));
    setFocused(selected);
    pendingScroll.current = { id: selected, block: 'center' };
  }, [selected, model]);

  const items = tree.getItems();
  useLayoutEffect(() => {
    const pending = pendingScroll.current;
    const element = pending && tree.getItemInstance(pending.id).getElement();
    if (!pending || !element) return;
    pendingScroll.current = null;
    element.scrollIntoView({ block: pending.block });
  });

  // Rows get one stable set of actions that calls the latest handlers.
  const latest = useRef<RowActions | null>(null);
  useLayoutEffect(() => {
    latest.current = {
      click: (id) => {
        const item = tree.getItemInstance(id);
        item.setFocused();
        if (!choose(id) && item.isFolder()) toggle(item);
      },
      toggle: (id) => toggle(tree.getItemInstance(id)),
      publish: variable ? (uri) => publish(variable, uri) : undefined,
      register: (id, element) => tree.getItemInstance(id).registerElement(element),
    };
  });
  const linksPublish = variable !== '';
  const actions = useMemo<RowActions>(
    () => ({
      click: (id) => latest.current?.click(id),
      toggle: (id) => latest.current?.toggle(id),
      publish: linksPublish ? (uri) => latest.current?.publish?.(uri) : undefined,
      register: (id, element) => latest.current?.register(id, element),
    }),
    [linksPublish],
  );

  const bodyRef = useCallback((element: HTMLElement | null) => tree.registerElement(element), [tree]);

  const { start, end } = useVisibleRows(scrollRef, items.length, ROW_HEIGHT, HEADER_HEIGHT);
  const focusIndex = focused === null ? -1 : tree.getItemInstance(focused).getItemMeta().index;
  const indices: number[] = [];
  for (let index = start; index < end; index++) indices.push(index);
  // The focused row stays in the page when scrolled away, so Tab and the arrow keys still find it.
  if (focusIndex >= 0 && (focusIndex < start || focusIndex >= end)) indices.push(focusIndex);
  const tabbable = focusIndex >= 0 ? focusIndex : 0;
  const expandedSet = new Set(expanded);

  const rows = indices.map((index) => {
    const meta = items[index]!.getItemMeta();
    const node = model.nodes.get(meta.itemId) ?? ROOT_NODE;
    const folder = node.children.length > 0;
    return (
      <TreeTableRow
        key={node.id}
        node={node}
        columns={model.columns}
        labelColumn={model.labelColumn}
        level={meta.level}
        setSize={meta.setSize}
        posInSet={meta.posInSet}
        rowIndex={index + 2}
        top={index * ROW_HEIGHT}
        height={ROW_HEIGHT}
        folder={folder}
        expanded={folder && expandedSet.has(node.id)}
        selected={variable ? node.id === selected : undefined}
        tabbable={index === tabbable}
        actions={actions}
      />
    );
  });

  const sortColumns: TreeTableSort['column'][] = ['label', ...model.columns];
  const template: CSSProperties = {
    ['--tree-table-columns' as string]: `minmax(220px, 2fr) ${model.columns.map(() => 'minmax(120px, 1fr)').join(' ')}`,
    ['--tree-table-width' as string]: `${220 + 120 * model.columns.length}px`,
  };
  return (
    <div className={classes.root}>
      {!settings.hideButtons && (
        <Group gap="xs" className={classes.toolbar}>
          <Button size="compact-sm" variant="subtle" leftSection={<IconChevronsDown size={14} />} onClick={() => setExpanded(allFolders(model))}>
            {t('widget.treeTable.expandAll')}
          </Button>
          <Button size="compact-sm" variant="subtle" leftSection={<IconChevronsUp size={14} />} onClick={() => setExpanded([])}>
            {t('widget.treeTable.collapseAll')}
          </Button>
        </Group>
      )}
      <div ref={scrollRef} className={classes.scroller} role="treegrid" aria-label={name} aria-rowcount={items.length + 1} aria-colcount={headers.length} style={template}>
        <div role="rowgroup" className={classes.head} style={{ height: HEADER_HEIGHT }}>
          <div role="row" aria-rowindex={1} className={classes.headerRow}>
            {sortColumns.map((column, position) => {
              const sorted = sort?.column === column ? sort.direction : undefined;
              const Icon = sorted === 'ascending' ? IconArrowUp : sorted === 'descending' ? IconArrowDown : IconArrowsSort;
              return (
                <div key={String(column)} role="columnheader" aria-sort={sorted ?? 'none'} className={classes.header}>
                  <UnstyledButton className={classes.sortButton} onClick={() => setSort((current) => nextSort(current, column))} title={t('widget.treeTable.sort', { column: headers[position] })}>
                    <span className={classes.headerText}>{headers[position]}</span>
                    <Icon size={13} className={sorted ? undefined : classes.sortHint} aria-hidden />
                  </UnstyledButton>
                </div>
              );
            })}
          </div>
        </div>
        <div role="rowgroup" ref={bodyRef} className={classes.body} style={{ height: items.length * ROW_HEIGHT }} onKeyDown={keepKeysFromScrolling}>
          {rows}
        </div>
      </div>
      {notes.length > 0 && <p className={classes.note}>{notes.join(' ')}</p>}
    </div>
  );
}
