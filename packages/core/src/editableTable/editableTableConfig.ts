import { z } from 'zod';

/**
 * The editable table's config, as existing apps store it. Objects are loose:
 * keys this model does not know survive a load and save, as for every stored config.
 */

export const ROW_EDIT_ACTION_TYPES = [
  'start-row-edit',
  'cancel-row-edit',
  'send-row-edit-request',
  'send-row-delete-request',
] as const;
export type RowEditActionType = (typeof ROW_EDIT_ACTION_TYPES)[number];

export const DEFAULT_EDIT_CONFIRMATION = 'Are you sure you want to finalise this edit?';
export const DEFAULT_DELETE_CONFIRMATION = 'Are you sure you want to delete this row?';
export const DEFAULT_OBJECT_TYPE = 'http://www.w3.org/2001/XMLSchema#string';
export const DEFAULT_COLUMN_WIDTH = 'auto';
export const EMPTY_COLUMN_ID = 'column id must not be empty';

const notificationSchema = z.looseObject({
  onSuccess: z.string().optional(),
  onFailure: z.string().optional(),
});

const startRuleActionSchema = z.looseObject({
  type: z.literal('start-rule'),
  startRule: z.string(),
  parameters: z.record(z.string(), z.string()).optional(),
  timestampVariable: z.string().optional(),
  notification: notificationSchema.optional(),
});

const publishActionSchema = z.looseObject({
  type: z.literal('publish'),
  topic: z.string(),
  value: z.string(),
  notification: notificationSchema.optional(),
});

const rowEditActionSchema = z.looseObject({
  type: z.enum(ROW_EDIT_ACTION_TYPES),
  // Send actions stamp this variable after success, so widgets that show the row re-query.
  timestampVariable: z.string().optional(),
  notification: notificationSchema.optional(),
});

export const editableTableActionSchema = z.discriminatedUnion('type', [
  startRuleActionSchema,
  publishActionSchema,
  rowEditActionSchema,
]);
export type EditableTableAction = z.infer<typeof editableTableActionSchema>;

export const confirmationSchema = z.looseObject({
  message: z.string().optional(),
  yesIcon: z.string().optional(),
  yesColor: z.string().optional(),
  noIcon: z.string().optional(),
  noColor: z.string().optional(),
});
export type Confirmation = z.infer<typeof confirmationSchema>;

export interface ActionButton {
  icon?: string | undefined;
  label?: string | undefined;
  actions?: EditableTableAction[] | undefined;
  /** A button with nested buttons opens them as a menu. */
  buttons?: ActionButton[] | undefined;
  confirmation?: Confirmation | undefined;
  /** A string is resolved as a placeholder (`{{canEdit}}`) before use. */
  hidden?: boolean | string | undefined;
  [key: string]: unknown;
}

export const actionButtonSchema: z.ZodType<ActionButton> = z.lazy(() =>
  z.looseObject({
    icon: z.string().optional(),
    label: z.string().optional(),
    actions: z.array(editableTableActionSchema).optional(),
    buttons: z.array(actionButtonSchema).optional(),
    confirmation: confirmationSchema.optional(),
    hidden: z.union([z.boolean(), z.string()]).optional(),
  }),
);

/**
 * What saving an emptied cell does. The options also go by their names in words; the stored values are
 * their kebab-case forms, and the spelled-out forms are read as those so either way loads.
 */
export const WHEN_EMPTY_FIELD_OPTIONS = ['disallow', 'remove-triple', 'update-as-empty-string'] as const;
export type WhenEmptyField = (typeof WHEN_EMPTY_FIELD_OPTIONS)[number];
const whenEmptyFieldSchema = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim().toLowerCase().replace(/\s+/g, '-') : v),
  z.enum(WHEN_EMPTY_FIELD_OPTIONS),
);

const columnIdSchema = z.string().trim().min(1, EMPTY_COLUMN_ID);

export const editableCellSchema = z.looseObject({
  enabled: z.boolean().optional(),
  graph: z.string().optional(),
  subject: z.string().optional(),
  predicate: z.string().optional(),
  objectType: z.string().default(DEFAULT_OBJECT_TYPE),
  componentType: z.enum(['text', 'textarea', 'searchable-dropdown']).optional(),
  dropdownSPARQLQuery: z.string().optional(),
  whenEmptyField: whenEmptyFieldSchema.optional(),
});

export const dataColumnSchema = z.looseObject({
  id: columnIdSchema,
  label: z.string().optional(),
  filterable: z.boolean().optional(),
  sortable: z.boolean().optional(),
  width: z.union([z.string(), z.number()]).default(DEFAULT_COLUMN_WIDTH),
  publishTopic: z.string().optional(),
  editable: editableCellSchema.optional(),
  // So a column with broken buttons is reported as a broken action column, not kept as data.
  buttons: z.never().optional(),
});
export type DataColumn = z.infer<typeof dataColumnSchema>;

export const actionColumnSchema = z.looseObject({
  id: columnIdSchema,
  label: z.string().optional(),
  width: z.union([z.string(), z.number()]).default(DEFAULT_COLUMN_WIDTH),
  buttons: z.array(actionButtonSchema),
});
export type ActionColumn = z.infer<typeof actionColumnSchema>;

// Buttons are what make a column an action column; try that reading first.
export const columnConfigSchema = z.union([actionColumnSchema, dataColumnSchema]);
export type ColumnConfig = z.infer<typeof columnConfigSchema>;

export const rowEditorSchema = z.looseObject({
  enabled: z.boolean().default(true),
  graph: z.string().optional(),
});

export const editableTableConfigSchema = z.looseObject({
  columnConfigs: z.array(columnConfigSchema),
  rowEditor: rowEditorSchema.optional(),
});
export type EditableTableConfig = z.infer<typeof editableTableConfigSchema>;

export function isActionColumn(column: ColumnConfig): column is ActionColumn {
  return Array.isArray((column as { buttons?: unknown }).buttons);
}

/**
 * Row editing is on when the config has a `rowEditor` that is not switched off. Without a
 * `rowEditor` the table is read-only, so a table with only publish buttons needs no edit buttons.
 */
export function rowEditingEnabled(config: Pick<EditableTableConfig, 'rowEditor'>): boolean {
  return config.rowEditor !== undefined && config.rowEditor.enabled !== false;
}

/** Every action of every button, nested buttons included, in the order they appear. */
export function allActions(config: Pick<EditableTableConfig, 'columnConfigs'>): EditableTableAction[] {
  const actions: EditableTableAction[] = [];
  const visit = (button: ActionButton) => {
    actions.push(...(button.actions ?? []));
    button.buttons?.forEach(visit);
  };
  for (const column of config.columnConfigs) if (isActionColumn(column)) column.buttons.forEach(visit);
  return actions;
}
