import type { ResultTable } from '@grafiek/core';
import type { TFunction } from 'i18next';

export interface RowHeights {
  /** `?height` by `?uri`: the first number given for that feature. */
  byUri: Map<string, number>;
  problems: string[];
}

const NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;

/**
 * The `?height` of each `?uri`, in metres, for the views that raise features (the globe, the 3D
 * view); a height that is no number (or below zero) is named as a problem, with what the view
 * does instead when it uses its default height (`defaultUsed`), in the reader's language with `t`,
 * else in English.
 */
export function rowHeights(table: ResultTable, defaultUsed = false, t?: TFunction): RowHeights {
  const byUri = new Map<string, number>();
  const problems: string[] = [];
  table.rows.forEach((row, index) => {
    const text = row.bindings.height?.value.trim();
    const uri = row.bindings.uri?.value;
    if (!text) return;
    const height = NUMBER.test(text) ? Number(text) : NaN;
    if (!(height >= 0)) {
      const consequence = defaultUsed ? '; the default height is used' : '';
      const values = { row: index + 1, text };
      problems.push(t ? t(`widget.rowHeights.${defaultUsed ? 'notMetresDefault' : 'notMetres'}`, values) : `Row ${index + 1}: ?height "${text}" is not a number of metres (0 or more)${consequence}.`);
    }
    else if (uri !== undefined && !byUri.has(uri)) byUri.set(uri, height);
  });
  return { byUri, problems };
}
