import { Center, Text } from '@mantine/core';
import type { AreaPath, LayoutNode } from '@grafiek/core';
import { useCallback, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppRuntime } from '../kit';
import { findWidget } from '../widgets/registry';
import { AreaChromeContext, LayoutEditingContext, useLayoutEditing, type LayoutEditing } from './layoutContext';
import { UnknownWidget } from './UnknownWidget';
import { WidgetEntryFrame } from './WidgetFrame';

/**
 * An area without a widget, in edit mode. Its text is `viewer.emptyArea`: the spec words it
 * 'Selecteer een widget.', and the English text keeps that wording while browser tests read it.
 */
function EmptyArea() {
  const { t } = useTranslation();
  return (
    <Center h="100%" mih={60} p="sm" style={{ border: '1px dashed var(--mantine-color-gray-4)', borderRadius: 6 }} data-empty-area>
      <Text size="sm" c="dimmed">
        {t('viewer.emptyArea')}
      </Text>
    </Center>
  );
}

/** Edits aimed at an area shown by reference go nowhere: the area is edited where it is defined. */
const NOT_HERE: LayoutEditing = { updateNode: () => undefined };

/**
 * An area defined elsewhere in the app (a BB Component's), shown in a widget's place: its widgets
 * run as anywhere, with the app's variables, but the editor puts no toolbars on it and its edits
 * do not land in the layout it is shown in.
 */
function ReferencedArea({ node, path }: { node: LayoutNode; path: AreaPath }) {
  return (
    <AreaChromeContext.Provider value={null}>
      <LayoutEditingContext.Provider value={NOT_HERE}>
        <LayoutArea node={node} path={path} />
      </LayoutEditingContext.Provider>
    </AreaChromeContext.Provider>
  );
}

/** One area of the layout tree and, through its widget, everything below it. */
export function LayoutArea({ node, path }: { node: LayoutNode | null | undefined; path: AreaPath }) {
  const { mode } = useAppRuntime();
  const Chrome = useContext(AreaChromeContext);
  const { updateNode } = useLayoutEditing();

  const renderArea = useCallback(
    (index: number, shown?: LayoutNode) => {
      if (shown !== undefined) return <ReferencedArea key={index} node={shown} path={[...path, index]} />;
      const child = Array.isArray(node?.areas) ? node.areas[index] : undefined;
      return <LayoutArea key={index} node={child} path={[...path, index]} />;
    },
    [node, path],
  );
  const updateConfig = useCallback(
    (change: (config: LayoutNode) => LayoutNode) => updateNode(path, (current) => change(current ?? {})),
    [updateNode, path],
  );

  let content;
  if (!node) {
    if (node === null) console.warn('null widget configuration found');
    if (mode !== 'edit') return null;
    content = <EmptyArea />;
  } else {
    const type = typeof node.widget === 'string' ? node.widget.trim() : '';
    // A node without a widget but with areas lays them out like a split layout (old configs).
    const entry = type ? findWidget(type) : Array.isArray(node.areas) && node.areas.length > 0 ? findWidget('SplitLayout') : undefined;
    if (entry) {
      content = <WidgetEntryFrame entry={entry} node={node} path={path} renderArea={renderArea} updateConfig={updateConfig} />;
    } else if (type) {
      content = <UnknownWidget type={type} />;
    } else {
      if (mode !== 'edit') return null;
      content = <EmptyArea />;
    }
  }
  return Chrome ? (
    <Chrome node={node ?? null} path={path}>
      {content}
    </Chrome>
  ) : (
    content
  );
}
