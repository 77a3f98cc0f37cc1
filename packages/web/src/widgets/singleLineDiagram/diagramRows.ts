import type { ResultTable, SparqlTerm } from '@grafiek/core';
import type { TFunction } from 'i18next';

// What a single-line diagram's query says about its elements: per row the element (?id, compared
// with the match attribute, or the row's own ?attribute), its colour, the IRI a click publishes,
// a tooltip and a label. Read here, without the DOM; paintDiagram.ts applies it to the SVG.

export interface ElementRow {
  /** The attribute compared: id or a data-* attribute. */
  attribute: string;
  /** The value it must have. */
  value: string;
  color?: string;
  uri?: string;
  tooltip?: string;
  label?: string;
}

export interface DiagramRows {
  rows: ElementRow[];
  /** What the author should fix, one line per kind of problem. */
  problems: string[];
}

/** The attributes an element may be matched by: its id or a data attribute. */
export function isMatchAttribute(name: string): boolean {
  return name === 'id' || /^data-[a-z0-9]+(?:[-_.][a-z0-9]+)*$/.test(name);
}

const COLOR_PATTERNS = [/^#[0-9a-f]{3,8}$/i, /^[a-z]+$/i, /^(?:rgba?|hsla?)\(\s*[-+0-9.%,\s/a-z]*\)$/i];

/**
 * A colour as CSS may take it for fill or stroke: #hex, a named colour, rgb(), rgba(), hsl() or
 * hsla(); anything else (url(), var(), expressions) is no colour. `supports` asks the browser
 * whether the words are a colour indeed (CSS.supports in the page).
 */
export function safeColor(value: string, supports: (color: string) => boolean = () => true): string | undefined {
  const color = value.trim();
  if (!color || !COLOR_PATTERNS.some((pattern) => pattern.test(color)) || /url|var|calc|attr|expression/i.test(color)) return undefined;
  return supports(color) ? color : undefined;
}

function text(term: SparqlTerm | undefined): string | undefined {
  const value = term?.value.trim();
  return value ? value : undefined;
}

/**
 * The rows of the colouring query; `attribute` is the widget's match attribute. What it cannot
 * use is said in the reader's language with `t`, else in English.
 */
export function diagramRows(table: ResultTable, attribute: string, supports?: (color: string) => boolean, t?: TFunction): DiagramRows {
  const rows: ElementRow[] = [];
  const badColors: string[] = [];
  const badAttributes: string[] = [];
  let withoutId = 0;
  const fallback = attribute.trim() || 'id';
  for (const { bindings } of table.rows) {
    const value = text(bindings.id);
    if (!value) {
      withoutId += 1;
      continue;
    }
    const matchBy = text(bindings.attribute)?.toLowerCase() ?? fallback;
    if (!isMatchAttribute(matchBy)) {
      if (!badAttributes.includes(matchBy)) badAttributes.push(matchBy);
      continue;
    }
    const row: ElementRow = { attribute: matchBy, value };
    const given = text(bindings.color);
    if (given) {
      const color = safeColor(given, supports);
      if (color) row.color = color;
      else if (!badColors.includes(given)) badColors.push(given);
    }
    const uri = text(bindings.uri);
    if (uri) row.uri = uri;
    const tooltip = text(bindings.tooltip);
    if (tooltip) row.tooltip = tooltip;
    const label = text(bindings.label);
    if (label) row.label = label;
    rows.push(row);
  }
  const problems: string[] = [];
  if (withoutId > 0) problems.push(t ? t('widget.singleLineDiagram.withoutId', { count: withoutId }) : `${withoutId} ${withoutId === 1 ? 'row has' : 'rows have'} no ?id.`);
  if (badAttributes.length > 0) {
    const names = badAttributes.map((name) => `"${name}"`).join(', ');
    problems.push(t ? t('widget.singleLineDiagram.badAttributes', { names }) : `Elements are matched by id or a data attribute (data-...), not by ${names}.`);
  }
  if (badColors.length > 0) {
    const colours = badColors.map((color) => `"${color}"`).join(', ');
    problems.push(t ? t('widget.singleLineDiagram.badColours', { colours }) : `Not a colour: ${colours} (use #rrggbb, a colour name, rgb() or hsl()).`);
  }
  return { rows, problems };
}
