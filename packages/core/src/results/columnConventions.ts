/**
 * The naming conventions by which a query styles its own table: a variable named after another one
 * plus a suffix carries a property of that other variable's cell instead of being a column.
 */

export type CellProperty = 'uri' | 'url' | 'icon' | 'iconColor' | 'iconSize' | 'textColor' | 'copyValue';

/** Where a property came from, so error messages and the URI/URL rule can tell the dialects apart. */
export type ConventionDialect = 'table' | 'tablePlus';

interface Suffix {
  suffix: string;
  property: CellProperty;
  dialect: ConventionDialect;
}

// Longest first, so `xIconColor` is the icon colour of x rather than the icon of `xColor`-less `x`.
const PROPERTY_SUFFIXES: readonly Suffix[] = [
  { suffix: '_ICONCOLOR', property: 'iconColor', dialect: 'tablePlus' },
  { suffix: '_TEXTCOLOR', property: 'textColor', dialect: 'tablePlus' },
  { suffix: '_ICONSIZE', property: 'iconSize', dialect: 'tablePlus' },
  { suffix: '_ICON', property: 'icon', dialect: 'tablePlus' },
  { suffix: '_URI', property: 'uri', dialect: 'tablePlus' },
  { suffix: '_URL', property: 'url', dialect: 'tablePlus' },
  { suffix: 'IconColor', property: 'iconColor', dialect: 'table' },
  { suffix: 'CopyValue', property: 'copyValue', dialect: 'table' },
  { suffix: 'IconSize', property: 'iconSize', dialect: 'table' },
  { suffix: 'Icon', property: 'icon', dialect: 'table' },
  { suffix: 'URI', property: 'uri', dialect: 'table' },
  { suffix: 'URL', property: 'url', dialect: 'table' },
];

export const URI_AND_URL_ERROR = 'Table++: URI and URL modifiers must not both be used on one cell';

export interface ColumnPlan {
  /** The variable the column shows. */
  name: string;
  /** The header: the variable name without a `HTML` suffix. */
  label: string;
  /** `xHTML` renders its cells as HTML; the browser sanitises them. */
  html: boolean;
}

export interface PropertyPlan {
  /** The variable that holds the property value. */
  source: string;
  /** The column whose cells get the property. */
  target: string;
  property: CellProperty;
  dialect: ConventionDialect;
}

export interface ColumnLayout {
  columns: ColumnPlan[];
  properties: PropertyPlan[];
  /** `xHIDDEN` variables: in every row's bindings (to publish), never shown. */
  hidden: string[];
}

/**
 * Decides the role of every variable from the names alone. A suffixed variable is a property only
 * when the variable it names is also selected: `?buildingURI` without `?building` stays a visible
 * column, because hiding data the author selected would be a worse surprise than showing it.
 *
 * Throws with {@link URI_AND_URL_ERROR} when a Table++ `_URI`/`_URL` modifier meets another link
 * property on the same cell: a click cannot both publish and open a tab.
 */
export function planColumns(vars: readonly string[]): ColumnLayout {
  const layout = classify(vars);
  if (conflictingUrls(layout).length > 0) throw new Error(URI_AND_URL_ERROR);
  return layout;
}

/**
 * The URL properties that meet a URI property on one cell where a Table++ modifier is involved:
 * what {@link planColumns} refuses. Without them the same variables plan without error, which is
 * how Table++ still shows such a table beside the error.
 */
export function conflictingUrlModifiers(vars: readonly string[]): string[] {
  return conflictingUrls(classify(vars));
}

function classify(vars: readonly string[]): ColumnLayout {
  const selected = new Set(vars);
  const columns: ColumnPlan[] = [];
  const properties: PropertyPlan[] = [];
  const hidden: string[] = [];

  for (const name of vars) {
    const property = propertyOf(name, selected);
    if (property) {
      properties.push(property);
    } else if (name.endsWith('HIDDEN') && name.length > 'HIDDEN'.length) {
      hidden.push(name);
    } else if (name.endsWith('HTML') && name.length > 'HTML'.length) {
      columns.push({ name, label: name.slice(0, -'HTML'.length), html: true });
    } else {
      columns.push({ name, label: name, html: false });
    }
  }
  return { columns, properties, hidden };
}

function conflictingUrls({ columns, properties }: ColumnLayout): string[] {
  const conflicting: string[] = [];
  for (const column of columns) {
    const links = properties.filter(
      (p) => p.target === column.name && (p.property === 'uri' || p.property === 'url'),
    );
    const kinds = new Set(links.map((p) => p.property));
    if (kinds.size > 1 && links.some((p) => p.dialect === 'tablePlus')) {
      conflicting.push(...links.filter((p) => p.property === 'url').map((p) => p.source));
    }
  }
  return conflicting;
}

function propertyOf(name: string, selected: ReadonlySet<string>): PropertyPlan | undefined {
  for (const { suffix, property, dialect } of PROPERTY_SUFFIXES) {
    if (!name.endsWith(suffix)) continue;
    const target = name.slice(0, -suffix.length);
    if (target && target !== name && selected.has(target)) {
      return { source: name, target, property, dialect };
    }
  }
  return undefined;
}
