/** The choices of the graph widget's options, as stored in configs. */
export const DIRECTIONS = [
  { value: 'UD', label: 'Up to down' },
  { value: 'DU', label: 'Down to up' },
  { value: 'LR', label: 'Left to right' },
  { value: 'RL', label: 'Right to left' },
] as const;

export type Direction = (typeof DIRECTIONS)[number]['value'];

export const EDGE_TYPES = [
  { value: 'none', label: 'No arrows' },
  { value: 'to', label: 'Arrow at the object' },
  { value: 'from', label: 'Arrow at the subject' },
  { value: 'middle', label: 'Arrow halfway' },
  { value: 'to;from', label: 'Arrows at both ends' },
] as const;

export type EdgeType = (typeof EDGE_TYPES)[number]['value'];
