import { buildProxiedInstance, hotkeysCoreFeature, selectionFeature, syncDataLoaderFeature, type ItemInstance, type TreeInstance } from '@headless-tree/core';
import { useTree } from '@headless-tree/react';
import { CloseButton, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useCallback, useEffect, useEffectEvent, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { WidgetProblem } from '../../kit';
import { iconSizeOf } from '../../kit/cells/CellIcon';
import type { TreeSettings } from '.';
import { checkStateOf } from './checkedItems';
import { ancestorsOf, foldersToLevel, type TreeItem, type TreeModel } from './treeModel';
import { TreeRow, type RowActions } from './TreeRow';
import { isMatch, isShown, prepareSearch, searchChildren, searchTree, type TreeSearch } from './treeSearch';
import type { RevealRequest, TreeState } from './useTreeState';
import { scrollRowIntoView, useTreeWindow } from './useTreeWindow';
import classes from './TreeView.module.css';
import { useTranslation } from 'react-i18next';

/** headless-tree needs one root above the items; no ?uri can be this. */
const ROOT = '\u0000root';
const ROOT_ITEM: TreeItem = { id: ROOT, label: '', parent: null, children: [], level: -1, position: -1, leafCount: 0, defaultChecked: false };
const ROW_HEIGHT = 28;
// Features are fixed when headless-tree makes the tree: the view is keyed by selection mode.
const WITH_SELECTION = [syncDataLoaderFeature, selectionFeature, hotkeysCoreFeature];
const WITHOUT_SELECTION = [syncDataLoaderFeature, hotkeysCoreFeature];

type Settings = Pick<TreeSettings, 'expandLevel' | 'showSearch' | 'checkboxesEnabled' | 'checkboxLayout'>;

export interface TreeBodyProps {
  model: TreeModel;
  settings: Settings;
  state: TreeState;
  /** The tree's name for screen readers. */
  name: string;
  /** Notes for the author about rows the tree could not use as they were (edit mode). */
  notes: readonly string[];
}

/** Rows are as tall as the largest icon needs, at least ROW_HEIGHT: one height for all, for the window. */
function rowHeightFor(model: TreeModel): number {
  if (!model.sized) return ROW_HEIGHT;
  let largest = 0;
  for (const item of model.items.values()) {
    for (const size of [item.iconSize, item.rightIconSize]) {
      const pixels = size === undefined ? NaN : Number.parseFloat(iconSizeOf(size));
      if (iconSizeOf(size).endsWith('px') && pixels > largest) largest = pixels;
    }
  }
  return Math.min(96, Math.max(ROW_HEIGHT, Math.ceil(largest) + 8));
}

function union(ids: readonly string[], more: readonly string[]): string[] {
  const seen = new Set(ids);
  return [...ids, ...more.filter((id) => !seen.has(id))];
}

/**
 * The tree on headless-tree: it keeps the flat list of visible items, focus, keyboard and the
 * ARIA tree roles; this view renders only the rows on screen (a window over that list) and keeps
 * expansion, selection and checks in React state that the rest of the widget reads.
 */
export function TreeBody({ model, settings, state, name, notes }: TreeBodyProps) {
  const { t } = useTranslation();
  const scrollRef = useRef<HTMLDivElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const [expanded, setExpanded] = useState<string[]>(() => foldersToLevel(model, settings.expandLevel));
  const [focused, setFocused] = useState<string | null>(null);
  const [searchText, setSearchText] = useState('');
  const [searchOpen, setSearchOpen] = useState(false);
  const [search, setSearch] = useState<TreeSearch | undefined>(undefined);
  const [searchedModel, setSearchedModel] = useState(model);
  if (searchedModel !== model) {
    setSearchedModel(model);
    setSearch(searchTree(model, searchText));
  }
  // While searching the folders on the way to the matches are open; what the person opens or
  // closes then belongs to that search, and their own tree comes back when the search is cleared.
  const [searchExpanded, setSearchExpanded] = useState<{ search: TreeSearch; ids: string[] } | null>(null);
  const shownExpanded = search ? (searchExpanded?.search === search ? searchExpanded.ids : search.opened) : expanded;
  const rowHeight = useMemo(() => rowHeightFor(model), [model]);
  const pendingScroll = useRef<RevealRequest | null>(null);
  const focusSearchField = useRef(false);
  const itemRefs = useRef(new Map<string, (element: HTMLElement | null) => void>());
  const { selectable, multiple, selected, checked, counts } = state;
  const checkboxes = settings.checkboxesEnabled;

  const dataLoader = useMemo(
    () => ({
      getItem: (id: string) => model.items.get(id) ?? ROOT_ITEM,
      getChildren: (id: string): string[] => {
        const key = id === ROOT ? null : id;
        if (search) return searchChildren(model, search, key) as string[];
        return (key === null ? model.roots : (model.items.get(key)?.children ?? [])) as string[];
      },
    }),
    [model, search],
  );
  const expandedItems = shownExpanded;

  const setShownExpanded = (ids: string[]) => (search ? setSearchExpanded({ search, ids }) : setExpanded(ids));
  const chooseItems = (ids: string[], previous: readonly string[]) => {
    const added = ids.filter((id) => !previous.includes(id));
    const next = multiple ? ids : added.length > 0 ? added.slice(-1) : ids.slice(-1);
    state.select(next, added.at(-1));
  };

  const tree: TreeInstance<TreeItem> = useTree<TreeItem>({
    rootItemId: ROOT,
    instanceBuilder: buildProxiedInstance,
    dataLoader,
    getItemName: (item) => item.getItemData().label,
    isItemFolder: (item) => item.getItemData().children.length > 0,
    features: selectable ? WITH_SELECTION : WITHOUT_SELECTION,
    state: { expandedItems, focusedItem: focused, ...(selectable ? { selectedItems: selected as string[] } : {}) },
    setExpandedItems: (update) => setShownExpanded(typeof update === 'function' ? update(expandedItems) : update),
    setFocusedItem: (update) => setFocused(typeof update === 'function' ? update(focused) : update),
    setSelectedItems: (update) => chooseItems(typeof update === 'function' ? update([...selected]) : update, selected),
    scrollToItem: (item) => {
      const index = item.getItemMeta().index;
      if (scrollRef.current && index >= 0) scrollRowIntoView(scrollRef.current, index, rowHeight);
    },
    hotkeys: {
      customActivate: { hotkey: 'Enter', preventDefault: true, handler: (_event, tree) => activate(tree.getFocusedItem(), 'enter') },
      customToggle: { hotkey: 'Space', preventDefault: true, handler: (_event, tree) => activate(tree.getFocusedItem(), 'space') },
      customTypeToSearch: {
        hotkey: 'LetterOrNumber',
        preventDefault: true,
        handler: (event) => {
          setSearchOpen(true);
          runSearch(event.key);
          focusSearchField.current = true;
        },
      },
    },
  });

  // headless-tree makes its flat list again when its expanded list changes (from a click, or a new
  // list given to it); new data or a new search with the same expanded list must be asked for.
  const [built, setBuilt] = useState({ loader: dataLoader, expanded: expandedItems });
  if (built.loader !== dataLoader || built.expanded !== expandedItems) {
    if (built.expanded === expandedItems) tree.rebuildTree();
    setBuilt({ loader: dataLoader, expanded: expandedItems });
  }

  /** A new search text: the first match becomes the item Tab and the arrow keys start from, in view. */
  function runSearch(text: string) {
    const next = searchTree(model, text);
    setSearchText(text);
    setSearch(next);
    if (next?.first) {
      setFocused(next.first);
      pendingScroll.current = { id: next.first, smooth: false };
    }
  }

  const toggleExpanded = (item: ItemInstance<TreeItem>) => (item.isExpanded() ? item.collapse() : item.expand());

  /** Enter selects (or checks, or opens); Space checks when there are checkboxes, else selects (toggles with multiple). */
  function activate(item: ItemInstance<TreeItem>, key: 'enter' | 'space') {
    const id = item.getId();
    if (id === ROOT || !model.items.has(id)) return;
    const check = () => state.toggleCheck(id);
    const choose = () => {
      if (key === 'space' && multiple) chooseItems(selected.includes(id) ? selected.filter((other) => other !== id) : [...selected, id], selected);
      else chooseItems([id], []);
    };
    if (key === 'space' && checkboxes) return check();
    if (selectable) return choose();
    if (checkboxes) return check();
    if (item.isFolder()) toggleExpanded(item);
  }

  function click(item: ItemInstance<TreeItem>, event: MouseEvent) {
    const id = item.getId();
    item.setFocused();
    if (selectable) {
      const toggle = event.ctrlKey || event.metaKey;
      if (multiple && event.shiftKey) item.selectUpTo(toggle);
      else if (toggle) chooseItems(selected.includes(id) ? selected.filter((other) => other !== id) : [...selected, id], selected);
      else chooseItems([id], []);
      // Shift+click selects from here next time, as headless-tree's own click does.
      if (!event.shiftKey) (tree.getDataRef() as { current: { selectUpToAnchorId?: string } }).current.selectUpToAnchorId = id;
    } else if (checkboxes) {
      state.toggleCheck(id);
    } else if (item.isFolder()) {
      toggleExpanded(item);
    }
  }

  // The first key of a search should not wait for 50,000 labels to be put in lower case
  // (Safari has no requestIdleCallback: a moment after the first paint does there).
  useEffect(() => {
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = window.setTimeout(() => prepareSearch(model), 300);
      return () => window.clearTimeout(timer);
    }
    const handle = window.requestIdleCallback(() => prepareSearch(model), { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }, [model]);

  // Another widget asked to show an item: open the folders above it, then scroll it into view.
  const revealItem = useEffectEvent((request: RevealRequest) => {
    if (!model.items.has(request.id)) return;
    if (search && !isShown(model, search, request.id)) runSearch('');
    setExpanded((current) => union(current, ancestorsOf(model, request.id)));
    setFocused(request.id);
    pendingScroll.current = request;
  });
  useEffect(() => {
    if (state.reveal) revealItem(state.reveal);
  }, [state.reveal]);

  const items = tree.getItems();
  const focusIndex = focused === null ? -1 : tree.getItemInstance(focused).getItemMeta().index;

  useLayoutEffect(() => {
    if (focusSearchField.current) {
      focusSearchField.current = false;
      searchRef.current?.focus();
    }
    const pending = pendingScroll.current;
    if (!pending || !scrollRef.current) return;
    const index = tree.getItemInstance(pending.id).getItemMeta().index;
    if (index < 0) return;
    pendingScroll.current = null;
    scrollRowIntoView(scrollRef.current, index, rowHeight, { center: true, smooth: pending.smooth });
  });

  /** Back to the whole tree, with the item the person found (the focused one) open and in view. */
  const endSearch = () => {
    if (focused !== null && model.items.has(focused)) {
      setExpanded((current) => union(current, ancestorsOf(model, focused)));
      pendingScroll.current = { id: focused, smooth: false };
    }
    runSearch('');
  };
  const clearSearch = () => {
    endSearch();
    if (!settings.showSearch) setSearchOpen(false);
  };

  const searchKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      clearSearch();
      tree.updateDomFocus();
    } else if (event.key === 'ArrowDown' || event.key === 'Enter') {
      event.preventDefault();
      if (event.key === 'Enter' && focused !== null && search && isMatch(model, search, focused)) activate(tree.getItemInstance(focused), 'enter');
      tree.updateDomFocus();
    }
  };

  // Rows get one stable set of actions that calls the latest handlers, so a row redraws only when its own data changes.
  const latestActions = useRef<RowActions | null>(null);
  useLayoutEffect(() => {
    latestActions.current = {
      click: (id, event) => click(tree.getItemInstance(id), event),
      toggleExpanded: (id) => toggleExpanded(tree.getItemInstance(id)),
      toggleCheck: (id) => state.toggleCheck(id),
    };
  });
  const actions = useMemo<RowActions>(
    () => ({
      click: (id, event) => latestActions.current?.click(id, event),
      toggleExpanded: (id) => latestActions.current?.toggleExpanded(id),
      toggleCheck: (id) => latestActions.current?.toggleCheck(id),
    }),
    [],
  );

  const containerRef = useCallback((element: HTMLElement | null) => tree.registerElement(element), [tree]);
  const refFor = (id: string) => {
    let ref = itemRefs.current.get(id);
    if (!ref) {
      ref = (element) => tree.getItemInstance(id).registerElement(element);
      itemRefs.current.set(id, ref);
    }
    return ref;
  };

  const { start, end } = useTreeWindow(items.length, rowHeight, scrollRef);
  const indices: number[] = [];
  for (let index = start; index < end; index++) indices.push(index);
  // The focused row stays rendered when scrolled away, so Tab and the arrow keys still find it.
  if (focusIndex >= 0 && (focusIndex < start || focusIndex >= end)) indices.push(focusIndex);
  const tabbable = focusIndex >= 0 ? focusIndex : 0;
  const selectedSet = new Set(selected);
  const expandedSet = new Set(expandedItems);

  // One headless-tree call per row (its item meta): each call into a proxy item costs, and a
  // window of rows is made at every scroll step; the row draws the ARIA attributes from it.
  const layout = settings.checkboxLayout === 'nested' ? 'nested' : 'aligned';
  const rows = indices.map((index) => {
    const meta = items[index]!.getItemMeta();
    const id = meta.itemId;
    const item = model.items.get(id) ?? ROOT_ITEM;
    const folder = item.children.length > 0;
    return (
      <TreeRow
        key={id}
        item={item}
        rowRef={refFor(id)}
        level={meta.level}
        setSize={meta.setSize}
        posInSet={meta.posInSet}
        top={index * rowHeight}
        height={rowHeight}
        folder={folder}
        expanded={folder && expandedSet.has(id)}
        selected={selectable ? selectedSet.has(id) : undefined}
        tabbable={index === tabbable}
        matched={search !== undefined && isMatch(model, search, id)}
        check={checkboxes ? checkStateOf(model, checked, counts, id) : null}
        layout={layout}
        actions={actions}
      />
    );
  });

  const showField = settings.showSearch || searchOpen || searchText !== '';
  return (
    <div className={classes.root}>
      {showField && (
        <div className={classes.search}>
          <TextInput
            ref={searchRef}
            size="xs"
            value={searchText}
            onChange={(event) => (event.currentTarget.value.trim() === '' ? endSearch() : runSearch(event.currentTarget.value))}
            onKeyDown={searchKey}
            placeholder={t('widget.searchPlaceholder')}
            aria-label={t('widget.tree.search', { name })}
            leftSection={<IconSearch size={14} aria-hidden />}
            rightSection={searchText ? <CloseButton size="sm" aria-label={t('widget.clearSearch')} onClick={clearSearch} /> : null}
          />
        </div>
      )}
      {state.problem && <WidgetProblem size="xs">{state.problem}</WidgetProblem>}
      {search && items.length === 0 && (
        <Text size="sm" c="gray.7" p="xs" role="status">
          No items match “{search.text.trim()}”
        </Text>
      )}
      <div ref={scrollRef} className={classes.scroller}>
        <div
          {...tree.getContainerProps(name)}
          ref={containerRef}
          className={classes.tree}
          style={{ height: items.length * rowHeight }}
          aria-multiselectable={multiple || undefined}
          data-search={search?.text}
        >
          {rows}
        </div>
      </div>
      {notes.map((note) => (
        <div key={note} className={classes.note}>
          {note}
        </div>
      ))}
    </div>
  );
}
