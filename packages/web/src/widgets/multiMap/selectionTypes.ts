/** What choosing an area does to the objects of a multimap: hide the others, or highlight those that intersect it or lie within it. */
export type SelectionType = 'hide' | 'intersect' | 'within';

export const SELECTION_TYPES: readonly { value: SelectionType; label: string }[] = [
  { value: 'intersect', label: 'Intersect: highlight the objects that touch or overlap the area' },
  { value: 'within', label: 'Within: highlight the objects that lie within the area' },
  { value: 'hide', label: 'Hide: show only the objects in the area, hide the rest' },
];
