/** How the filters combine: an item must match every filter (AND) or any of them (OR). */
export const LOGICAL_OPERATIONS = ['AND', 'OR'] as const;
export type LogicalOperation = (typeof LOGICAL_OPERATIONS)[number];
