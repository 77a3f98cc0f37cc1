import type { AreaPath, LayoutNode, VariableStore } from '@grafiek/core';
import type { QueryClient } from '@tanstack/react-query';
import type { SparqlEndpoint } from '../api/sparqlEndpoint';
import { prefetchWidgetQuery, type AnyWidgetDefinition, type ViewMode } from '../kit';
import { findWidget } from '../widgets/registry';
import { isWidgetHidden } from './widgetVisibility';

export interface PreloadContext {
  store: VariableStore;
  endpoint: SparqlEndpoint | null;
  client: QueryClient;
  mode: ViewMode;
}

/**
 * Starts, the moment an app's config is known, everything its first screen needs: the code of
 * every widget that shows, and the queries of those whose variables already have values.
 * Otherwise each nesting level of layouts would wait for its parent's code before asking for its
 * own, and each query for its widget's code: a chain of round trips instead of one.
 * Areas not shown at start (other tabs) are left alone, as the viewer itself leaves them.
 */
export function preloadApp(mainArea: LayoutNode | null | undefined, context: PreloadContext): void {
  visit(mainArea, [], context);
}

function visit(node: LayoutNode | null | undefined, path: AreaPath, context: PreloadContext) {
  if (!node) return;
  const areas = Array.isArray(node.areas) ? (node.areas as (LayoutNode | null)[]) : [];
  const type = node.widget;
  // As LayoutArea: a node with areas but no widget is an old config's split layout.
  const entry = type ? findWidget(type) : areas.length > 0 ? findWidget('SplitLayout') : undefined;
  if (!entry) return;
  const { store, mode } = context;
  if (mode !== 'edit' && isWidgetHidden(node, (name) => store.get(name))) return;
  // Layouts' definitions are at hand, so a whole screen's widgets are asked for at once; a leaf
  // widget's definition is one small request, after which its view and query start.
  if (entry.definition) start(entry.definition, node, areas, path, context);
  else
    entry.load().then(
      (definition) => start(definition, node, areas, path, context),
      () => {
        // The widget's own frame reports a definition that fails to load.
      },
    );
}

function start(definition: AnyWidgetDefinition, node: LayoutNode, areas: (LayoutNode | null)[], path: AreaPath, context: PreloadContext) {
  const { store, endpoint, client, mode } = context;

  // The import is only started here; React's lazy view later gets the same module.
  definition.view().catch(() => {
    // The widget's own frame reports a chunk that fails to load.
  });
  if (definition.layout) {
    const shown = mode === 'edit' || !definition.shownAreasAtStart ? areas.map((_, index) => index) : definition.shownAreasAtStart(node, path, store);
    for (const index of shown) visit(areas[index], [...path, index], context);
    return;
  }
  if (endpoint && 'query' in definition.options && definition.prefetchQuery !== false) prefetchWidgetQuery(client, endpoint, store, node.query, definition.type);
}
