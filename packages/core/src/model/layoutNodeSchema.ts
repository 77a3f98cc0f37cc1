import { z } from 'zod';
import { areaSize, legacyText } from './legacyValues.js';
import { widgetConfigFields } from './widgetConfigSchema.js';

/**
 * A node of the layout tree. Existing configs do not separate layout from widget: a node carries
 * its split (direction, areaSizes, areas), its widget type and that widget's settings side by side.
 * A node without `widget` lays out its areas like a split layout. `direction` is shared too: rows
 * and columns for layouts, UD/LR... for the graph widget, so it stays text.
 */
export interface LayoutNode extends z.infer<typeof layoutNodeFields> {
  areas?: (LayoutNode | null)[] | null | undefined;
  [key: string]: unknown;
}

const layoutNodeFields = z.looseObject({
  ...widgetConfigFields,
  direction: legacyText.optional(),
  areaSizes: z.array(areaSize, { error: 'expected a list of area sizes' }).nullable().optional(),
});

export const layoutNodeSchema: z.ZodType<LayoutNode> = z.looseObject({
  ...layoutNodeFields.shape,
  get areas() {
    // Old editors left null where an area was deleted; the viewer logs and skips those.
    return z.array(layoutNodeSchema.nullable(), { error: 'expected a list of areas' }).nullable().optional();
  },
}, { error: 'expected a widget configuration (an object)' });
