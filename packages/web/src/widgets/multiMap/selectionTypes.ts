/** spec/widgets.md §3: "Multimap selection types: hide, intersect, within". */
export type SelectionType = 'hide' | 'intersect' | 'within';

export const SELECTION_TYPES: readonly { value: SelectionType; label: string; verb: string }[] = [
  { value: 'intersect', label: 'Intersect: highlight the objects that touch or overlap the area', verb: 'intersect' },
  { value: 'within', label: 'Within: highlight the objects that lie within the area', verb: 'lie within' },
  { value: 'hide', label: 'Hide: show only the objects in the area, hide the rest', verb: 'are in' },
];

export function selectionType(value: unknown): SelectionType {
  return SELECTION_TYPES.find((type) => type.value === value)?.value ?? 'intersect';
}
