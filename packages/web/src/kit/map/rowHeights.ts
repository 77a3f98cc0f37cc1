import type { ResultTable } from '@grafiek/core';

export interface RowHeights {
  /** `?height` by `?uri`: the first number given for that feature. */
  byUri: Map<string, number>;
  problems: string[];
}

const NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;

/**
 * The `?height` of each `?uri`, in metres, for the views that raise features (the globe, the 3D
 * view); a height that is no number (or below zero) is named as a problem, followed by
 * `consequence` (what the view does instead, e.g. "; the default height is used").
 */
export function rowHeights(table: ResultTable, consequence = ''): RowHeights {
  const byUri = new Map<string, number>();
  const problems: string[] = [];
  table.rows.forEach((row, index) => {
    const text = row.bindings.height?.value.trim();
    const uri = row.bindings.uri?.value;
    if (!text) return;
    const height = NUMBER.test(text) ? Number(text) : NaN;
    if (!(height >= 0)) problems.push(`Row ${index + 1}: ?height "${text}" is not a number of metres (0 or more)${consequence}.`);
    else if (uri !== undefined && !byUri.has(uri)) byUri.set(uri, height);
  });
  return { byUri, problems };
}
