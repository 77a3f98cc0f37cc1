import type { ResultTable, Row } from '@grafiek/core';
import type { TFunction } from 'i18next';

/** Variables that give the card its title when no title variable is set, in this order. */
export const TITLE_NAMES = ['title', 'titel', 'naam', 'name', 'handelsnaam', 'label'];
/** Variables that give the card its picture when no image variable is set, in this order. */
export const IMAGE_NAMES = ['image', 'logo', 'afbeelding', 'foto', 'picture'];
/** `xLabel` or `x_LABEL` names field x; such variables are labels, not fields. */
const LABEL_SUFFIXES = ['Label', '_LABEL'];

export interface CardField {
  /** The variable, and its index among the result's visible columns. */
  name: string;
  column: number;
  /** The label when no row gives one: from the header settings, else made from the name. */
  label: string;
  /** The column whose value in a row is this field's label (`xLabel`), or -1. */
  labelColumn: number;
}

export interface CardPlan {
  /** Indices among the visible columns, -1 for none. */
  titleColumn: number;
  subtitleColumn: number;
  imageColumn: number;
  /** ?uri: the record itself, which its title publishes; not a field. */
  uriColumn: number;
  fields: CardField[];
  /** Settings that name variables the query does not have. */
  problems: string[];
}

export interface CardSettings {
  titleVariable: string;
  subtitleVariable: string;
  imageVariable: string;
  fieldOrder: readonly string[];
  /** {"variable": "Label"}, as stored (JSON text already read). */
  replaceHeaderJSON: unknown;
}

/** A variable name as a label: `kvkNummer` and `kvk_nummer` become "Kvk nummer". */
export function labelFromName(name: string): string {
  const words = name
    .replace(/_+/g, ' ')
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .trim()
    .toLowerCase();
  return words ? words[0]!.toUpperCase() + words.slice(1) : name;
}

/**
 * Which variable goes where on the card: the title, a subtitle, a picture, the record's ?uri,
 * and the fields in the order asked for (the rest in query order). A setting that names a missing variable is said,
 * not guessed at; without a title or image setting the usual names are looked for.
 */
export function planCard(table: Pick<ResultTable, 'columns'>, settings: CardSettings, t?: TFunction): CardPlan {
  const names = table.columns.map((column) => column.name);
  const problems: string[] = [];
  // "<setting>: the query has no variable ?<name>.", in the reader's language with `t`.
  const noVariable = (setting: string, label: string, name: string) =>
    problems.push(t ? t(`widget.kvkProductTemplate.noVariable.${setting}`, { name }) : `${label}: the query has no variable ?${name}.`);
  const find = (setting: string, key: string, label: string, fallbacks: readonly string[]) => {
    const wanted = setting.trim();
    if (wanted) {
      const index = names.indexOf(wanted);
      if (index < 0) noVariable(key, label, wanted);
      return index;
    }
    for (const name of fallbacks) {
      const index = names.indexOf(name);
      if (index >= 0) return index;
    }
    return -1;
  };
  const titleColumn = find(settings.titleVariable, 'title', 'Title variable', TITLE_NAMES);
  const subtitleColumn = find(settings.subtitleVariable, 'subtitle', 'Subtitle variable', []);
  const imageColumn = find(settings.imageVariable, 'image', 'Image variable', IMAGE_NAMES);

  const labelOf = new Map<string, number>();
  names.forEach((name, index) => {
    for (const suffix of LABEL_SUFFIXES) {
      const target = name.endsWith(suffix) ? name.slice(0, -suffix.length) : '';
      if (target && names.includes(target) && !labelOf.has(target)) labelOf.set(target, index);
    }
  });
  const labelColumns = new Set(labelOf.values());
  const uriColumn = names.indexOf('uri');
  const placed = new Set([titleColumn, subtitleColumn, imageColumn, uriColumn]);
  const replacements = settings.replaceHeaderJSON && typeof settings.replaceHeaderJSON === 'object' && !Array.isArray(settings.replaceHeaderJSON) ? (settings.replaceHeaderJSON as Record<string, unknown>) : {};
  const field = (column: number): CardField => {
    const name = names[column]!;
    const replacement = replacements[name];
    return { name, column, label: typeof replacement === 'string' && replacement.trim() ? replacement : labelFromName(table.columns[column]!.label), labelColumn: labelOf.get(name) ?? -1 };
  };

  const fields: CardField[] = [];
  const taken = new Set<number>();
  for (const wanted of settings.fieldOrder) {
    const name = wanted.trim();
    if (!name) continue;
    const index = names.indexOf(name);
    if (index < 0) noVariable('fieldOrder', 'Field order', name);
    else if (!taken.has(index) && !placed.has(index)) {
      taken.add(index);
      fields.push(field(index));
    }
  }
  names.forEach((_, index) => {
    if (!taken.has(index) && !placed.has(index) && !labelColumns.has(index)) fields.push(field(index));
  });
  for (const name of Object.keys(replacements)) if (!names.includes(name)) noVariable('labels', 'Labels', name);
  return { titleColumn, subtitleColumn, imageColumn, uriColumn, fields, problems };
}

/** A field's label in one row: its `xLabel` value there when bound, else the planned label. */
export function fieldLabel(field: CardField, row: Row): string {
  const own = field.labelColumn >= 0 ? row.cells[field.labelColumn]?.text.trim() : '';
  return own || field.label;
}

/** Whether a field has nothing to show in a row (no text and no icon). */
export function isEmptyField(field: CardField, row: Row): boolean {
  const cell = row.cells[field.column];
  return !cell || (cell.text.trim() === '' && !cell.icon && cell.extra === undefined);
}
