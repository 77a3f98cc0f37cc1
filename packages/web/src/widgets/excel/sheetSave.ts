import type { TFunction } from 'i18next';

/** The command the widget writes a workbook back with (README: Uploads). */
export const SAVE_COMMAND = 'uploadAnyXLSX';

const ABSOLUTE_IRI = /^[A-Za-z][A-Za-z0-9+.-]*:[^\s<>"{}|^`\\]+$/;

export type SavePlan = { ok: true; graph: string | null; fields: Record<string, string> } | { ok: false; error: string };

/**
 * How a save is sent. Rows go through `uploadAnyXLSX`, which turns them into RDF as every
 * workbook upload does. With a target graph they are loaded into a fresh graph first and then
 * replace the target's contents in one update, so a failed load leaves the graph as it was and
 * a row that was emptied loses its old triples; their IRIs are based on the target graph (`base`,
 * the server's default for a load into that graph), so they stay the same from save to save.
 * Its error is in the reader's language.
 */
export function savePlan(graph: string, namespace: string, t: TFunction): SavePlan {
  const target = graph.trim();
  const columns = namespace.trim();
  const fields: Record<string, string> = {};
  if (target) {
    if (!ABSOLUTE_IRI.test(target)) return { ok: false, error: t('widget.excel.graphNotIri', { graph: target }) };
    fields.base = `${target}/`;
  }
  if (columns) {
    if (!ABSOLUTE_IRI.test(columns)) return { ok: false, error: t('widget.excel.namespaceNotIri', { namespace: columns }) };
    fields.namespace = columns;
  }
  return { ok: true, graph: target || null, fields };
}

/** The update that makes the freshly loaded graph the target graph's contents. */
export function replaceGraphUpdate(loaded: string, target: string): string {
  if (!ABSOLUTE_IRI.test(loaded) || !ABSOLUTE_IRI.test(target)) throw new Error(`Cannot move graph "${loaded}" to "${target}": not absolute IRIs.`);
  return `MOVE <${loaded}> TO <${target}>`;
}

/** The name the saved workbook is sent under: the opened file's, as .xlsx. */
export function workbookFileName(name: string): string {
  const base = name.trim().replace(/\.(xlsx|xlsm|xls)$/i, '') || 'sheet';
  return `${base}.xlsx`;
}
