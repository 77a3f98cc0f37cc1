import type { Locator } from 'playwright-core';

// Reading an AG Grid (Table++, the result grid of the runner, notebooks and Sparnatural) as a user sees it.

/** The grid's rows with data (not its header and filter rows), as they are in the page. */
export function gridRows(frame: Locator): Locator {
  return frame.locator('[role="row"]:has([role="gridcell"]):not(.ag-header [role="row"])');
}

/** The texts of one column in the order the grid shows its rows (the DOM order may differ). */
export function gridColumn(frame: Locator, colId: string): Promise<string[]> {
  return gridRows(frame).evaluateAll(
    (rows, id) =>
      rows
        .map((row) => ({ index: Number(row.getAttribute('aria-rowindex')), text: row.querySelector(`[role="gridcell"][col-id="${id}"]`)?.textContent ?? '' }))
        .sort((a, b) => a.index - b.index)
        .map((entry) => entry.text),
    colId,
  );
}
