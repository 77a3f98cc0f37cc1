import type { AreaPath, LayoutNode, VariableStore } from '@grafiek/core';
import type { ComponentType, ReactNode } from 'react';
import { BORDER_RADIUS_OPTIONS, COMMON_OPTIONS, REQUIRED_PARAMETERS_OPTION } from './commonOptions';
import type { OptionSpec, OptionSpecs, SettingsOf } from './options';

export type ViewMode = 'edit' | 'preview';

/** What the viewer gives every widget view. */
export interface WidgetViewProps<S = Readonly<Record<string, unknown>>> {
  /** The widget's own options, read by their kinds with defaults applied (readSettings). */
  settings: S;
  /** The widget's node in the layout tree as stored: for its areas and tabs, and for round trips. */
  config: LayoutNode;
  /** The title menubar text the frame shows (a common option), for views that name themselves by it. */
  panelTitle: string;
  path: AreaPath;
  mode: ViewMode;
  /**
   * Renders one of this node's child areas (layouts and tabs). A widget never imports the
   * viewer; it asks for its areas through this. With `node`, that node is shown in the place of
   * area `index` instead: an area defined elsewhere in the app (BB Component), whose widgets run
   * as anywhere while edits to it are made where it is defined (no editor toolbars on it here).
   */
  renderArea: (index: number, node?: LayoutNode) => ReactNode;
  /** Replaces this widget's settings (e.g. a tab widget adding an area); saved like an edit. */
  updateConfig: (change: (config: LayoutNode) => LayoutNode) => void;
}

export type WidgetCategory = 'Layout' | 'Data' | 'Input' | 'Map' | 'Chart' | 'Graph' | 'Content' | 'Action';

export interface WidgetDefinition<O extends OptionSpecs = OptionSpecs> {
  /** The name stored in app configs. */
  type: string;
  /** Older names that load as this widget. */
  aliases?: readonly string[];
  label: string;
  category: WidgetCategory;
  description: string;
  /** The widget's own options, in dialog order, after the common ones: their only declaration. */
  options: O;
  /** Split layouts and the parameter-link widget have no border radii. */
  borderRadii?: boolean;
  /**
   * Lays out child areas instead of showing data; in edit mode it gets no overlay of its own, so
   * that its areas stay reachable.
   */
  layout?: boolean;
  /**
   * Layouts that show one child area at a time (tabs, side menus): the areas shown when the app
   * opens, so the viewer loads only their widgets ahead. Without it, every area counts as shown.
   */
  shownAreasAtStart?: (config: LayoutNode, path: AreaPath, store: VariableStore) => number[];
  /** Settings applied when an author picks this type, before the option defaults (e.g. areas). */
  setup?: (config: LayoutNode) => LayoutNode;
  /**
   * False for widgets whose `query` is not run when they open (a query editor that waits for
   * RUN, or runs it only when told to): the viewer then does not fetch it ahead.
   */
  prefetchQuery?: boolean;
  /** Code-split: loaded only when an app uses the widget. */
  view: () => Promise<{ default: ComponentType<WidgetViewProps<SettingsOf<O>>> }>;
}

/** A definition of any widget, as the registry holds them. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each view takes its own settings type
export type AnyWidgetDefinition = WidgetDefinition<any>;

/** The typed settings of a widget, for its view: `WidgetViewProps<SettingsOfWidget<typeof x>>`. */
export type SettingsOfWidget<D> = D extends WidgetDefinition<infer O> ? SettingsOf<O> : never;

/** Declares a widget; the options' types flow into the view's `settings`. */
export function defineWidget<const O extends OptionSpecs>(definition: WidgetDefinition<O>): WidgetDefinition<O> {
  return definition;
}

/** Every option of a widget as the settings dialog lists them: common ones first. */
export function allOptions(definition: AnyWidgetDefinition): Record<string, OptionSpec> {
  return { ...sharedOptions(definition.borderRadii !== false), ...definition.options };
}

/** The options every widget has, in the dialog's order; border radii where the widget has them. */
export function sharedOptions(borderRadii = true): Record<string, OptionSpec> {
  return { ...COMMON_OPTIONS, ...(borderRadii ? BORDER_RADIUS_OPTIONS : {}), ...REQUIRED_PARAMETERS_OPTION };
}

/**
 * A node set up for a newly chosen type: the type's own setup, option
 * defaults where the node has no value, and its default query only when the query is empty.
 */
export function applyWidgetType(node: LayoutNode, definition: AnyWidgetDefinition): LayoutNode {
  let next: LayoutNode = { ...node, widget: definition.type };
  for (const [key, spec] of Object.entries(allOptions(definition))) {
    if (spec.default === undefined) continue;
    const current = next[key];
    const empty = current === undefined || current === null || current === '';
    if (empty) next = { ...next, [key]: structuredClone(spec.default) };
  }
  return definition.setup ? definition.setup(next) : next;
}
