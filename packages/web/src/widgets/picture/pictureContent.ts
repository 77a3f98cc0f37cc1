import { resolvePlaceholders, type ResultTable } from '@grafiek/core';

export interface PictureSettingsText {
  src: string;
  title: string;
  alt: string;
}

export interface PictureContent {
  /** The picture as given (URL, data URL or base64); empty when there is none (yet). */
  source: string;
  title: string;
  alt: string;
}

/** Query columns that hold the picture, in order of preference; else the first column. */
const PICTURE_COLUMNS = ['picture', 'image', 'img', 'src', 'base64', 'src_url', 'url', 'depiction', 'plaatje', 'foto'];
const TITLE_COLUMNS = ['title', 'label', 'name'];

function column(table: ResultTable, names: readonly string[]): string | undefined {
  const lower = new Map(table.variables.map((name) => [name.toLowerCase(), name]));
  for (const name of names) {
    const found = lower.get(name);
    if (found) return found;
  }
  return undefined;
}

/**
 * The picture a Picture widget shows, with its title and alternative text. Configured texts win;
 * their {{placeholders}} take the first query row's column of that name, else the app variable.
 * Without a configured source, the first row's picture column is the picture and its title or
 * label column the title.
 */
export function pictureContent(settings: PictureSettingsText, table: ResultTable | undefined, variable: (name: string) => unknown): PictureContent {
  const first = table?.rows[0]?.bindings;
  const lookup = (name: string) => first?.[name]?.value ?? variable(name);
  // A source waiting for a variable is no picture yet; a title or alt text without one reads on.
  const fill = (text: string, unresolved: 'emptyResult' | 'emptyValue') => {
    const resolved = resolvePlaceholders(text, lookup, { mode: 'plain', unresolved });
    return resolved.ok ? resolved.text.trim() : '';
  };

  let source = fill(settings.src, 'emptyResult');
  let title = fill(settings.title, 'emptyValue');
  if (!settings.src.trim() && table && first) {
    const pictureColumn = column(table, PICTURE_COLUMNS) ?? table.variables[0];
    source = (pictureColumn && first[pictureColumn]?.value?.trim()) || '';
    const titleColumn = column(table, TITLE_COLUMNS);
    if (!settings.title.trim() && titleColumn) title = first[titleColumn]?.value?.trim() ?? '';
  }
  const alt = fill(settings.alt, 'emptyValue') || title;
  return { source, title, alt };
}
