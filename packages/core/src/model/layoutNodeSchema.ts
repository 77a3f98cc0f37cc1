import { z } from 'zod';

/**
 * A node of the layout tree. Existing configs do not separate layout from widget: a node carries
 * its areas, its widget type and that widget's options side by side. The model checks only what
 * makes the tree a tree: `widget` names a type, `areas` holds the child nodes, `tabs` is a list.
 * Every other value belongs to the widget that reads it and is kept exactly as stored, whatever
 * its JSON type: real configs hold lists, objects and `false` where a widget expects text, and the
 * widget says on its own frame what it cannot use rather than the whole app failing to load.
 */
export interface LayoutNode {
  widget?: string | null | undefined;
  /** Child nodes; old editors left null where an area was deleted, and the viewer skips those. */
  areas?: (LayoutNode | null)[] | null | undefined;
  /** One entry per tab of a tab widget; what an entry holds is read by tabList.ts. */
  tabs?: unknown[] | null | undefined;
  /** A widget option, in whatever JSON form the config stores it. */
  [option: string]: unknown;
}

// No transforms and no defaults: a parsed node is the stored JSON (parseAppConfig.ts relies on it).
export const layoutNodeSchema: z.ZodType<LayoutNode> = z.looseObject(
  {
    widget: z.string({ error: 'expected a widget type name (text)' }).nullable().optional(),
    get areas() {
      return z.array(layoutNodeSchema.nullable(), { error: 'expected a list of areas' }).nullable().optional();
    },
    tabs: z.array(z.unknown(), { error: 'expected a list of tabs' }).nullable().optional(),
  },
  { error: 'expected a widget configuration (an object)' },
);
