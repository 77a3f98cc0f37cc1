import { resolvePlaceholders, type ResultTable } from '@grafiek/core';
import type { TFunction } from 'i18next';
import { coreText } from '../../kit/coreTexts';

export type HtmlContent = { ok: true; html: string } | { ok: false; reason: string };

/** The query's HTML: a column called html, else the first HTML column, else the first column. */
function htmlFromRows(table: ResultTable): string {
  const column =
    table.columns.find((candidate) => candidate.name.toLowerCase() === 'html') ??
    table.columns.find((candidate) => candidate.html) ??
    table.columns[0];
  if (!column) return '';
  const index = table.columns.indexOf(column);
  // The raw value, not the cell text: HTML may well contain the `&&` that splits table cells.
  return table.rows.map((row) => row.cells[index]?.raw?.value ?? '').join('');
}

/**
 * What a BBHTML widget shows, before sanitising. With a template, each placeholder takes the
 * first row's column of that name, else the app variable (plain mode: this is HTML, not SPARQL);
 * a placeholder that resolves to nothing is a failure, which the view answers with the no-results
 * HTML. The reason of a failure is in the reader's language with `t`, else in English.
 */
export function htmlContent(template: string, table: ResultTable | undefined, variable: (name: string) => unknown, t?: TFunction): HtmlContent {
  if (!template.trim()) {
    if (!table || table.rows.length === 0) return { ok: false, reason: t ? t('widget.html.nothingToShow') : 'There is neither an HTML template nor a query row to show.' };
    return { ok: true, html: htmlFromRows(table) };
  }
  const first = table?.rows[0]?.bindings;
  const resolved = resolvePlaceholders(template, (name) => first?.[name]?.value ?? variable(name), { mode: 'plain' });
  return resolved.ok ? { ok: true, html: resolved.text } : { ok: false, reason: t ? coreText(resolved.error, t) : resolved.error };
}
