import { scanSparql } from '../sparqlText/sparqlScanner.js';
import { cssColor } from './cssColor.js';

/**
 * Display options that map queries carry in SPARQL comments (`#title: Gemeente;`, `#RD`, ...).
 *
 * A directive is a comment that starts right after `#` with a name, optionally `:` and a value,
 * optionally ending in `;`. A space after `#` means commented-out SPARQL (`# ?uri rdfs:label ?x`),
 * and so does a name followed by anything but `:` or `;` (`#limit 1000`); both are ignored.
 * Names match case-insensitively. When a directive repeats, the last one wins, like a later line
 * overriding an earlier one in a style sheet; the real configs repeat `#baselayer:` with equal
 * values. `#color:` is the exception: `#color:X@"category"` lines add up to a category table.
 */
export interface MapDirectives {
  /** `#title: Gemeente;` */
  title?: string;
  /** `#baselayer:PDOK grijs;` the base layer to start with, by name. */
  baseLayer?: string;
  /** `#noLegend;` */
  noLegend: boolean;
  /** `#minimal;` the map without its controls. */
  minimal: boolean;
  /** `#RD` geometries without a CRS IRI are in RD New (EPSG:28992). */
  rd: boolean;
  /** `#color:#ff0000` the colour of every feature whose `?color` does not decide otherwise. */
  color?: string;
  /** `#color:RGBA(175,0,0,1)@"kunstwerkdeel"` the colour of features whose `?color` is that text. */
  categoryColors: Record<string, string>;
  /** `#alpha:0.5` fill opacity, 0 to 1. */
  alpha?: number;
  /** `#selectionColor:` the colour of the selected feature. */
  selectionColor?: string;
  /** `#info:` text for the map's info popup. */
  info?: string;
  /** `#link:` where a feature click leads, as written. */
  link?: string;
  /** `#stringtocolor` colour `?color` as a category even when it is a number or a CSS colour. */
  stringToColor: boolean;
  /** `#inverse` runs the numeric colour scale from high to low. */
  inverse: boolean;
  /** `#bounds` zoom to the features; `#bounds: minLon,minLat,maxLon,maxLat` to a fixed box. */
  bounds: boolean | [number, number, number, number];
  /** Directive-shaped comments with a name we do not know, such as the typo `noLeffgend`. */
  unknown: string[];
  /** Known directives whose value could not be used, in words, for the editor to show. */
  problems: string[];
}

const DIRECTIVE = /^([A-Za-z][A-Za-z0-9]*)\s*(?::(.*))?$/;

export function parseMapDirectives(query: string): MapDirectives {
  const directives: MapDirectives = {
    noLegend: false,
    minimal: false,
    rd: false,
    categoryColors: {},
    stringToColor: false,
    inverse: false,
    bounds: false,
    unknown: [],
    problems: [],
  };
  for (const comment of scanSparql(query).comments) {
    const body = comment.text.trimEnd().replace(/;$/, '').trimEnd();
    const match = DIRECTIVE.exec(body);
    if (!match) continue;
    const name = match[1]!;
    const value = match[2]?.trim();
    apply(directives, name, value);
  }
  return directives;
}

function apply(d: MapDirectives, name: string, value: string | undefined): void {
  const flag = value === undefined || value.toLowerCase() !== 'false';
  switch (name.toLowerCase()) {
    case 'title':
      if (value !== undefined) d.title = value;
      return;
    case 'baselayer':
      if (value) d.baseLayer = value;
      return;
    case 'nolegend':
      d.noLegend = flag;
      return;
    case 'minimal':
      d.minimal = flag;
      return;
    case 'rd':
      d.rd = flag;
      return;
    case 'stringtocolor':
      d.stringToColor = flag;
      return;
    case 'inverse':
      d.inverse = flag;
      return;
    case 'color':
      applyColor(d, value);
      return;
    case 'selectioncolor':
      if (value) d.selectionColor = cssColor(value);
      return;
    case 'alpha': {
      const alpha = Number(value);
      if (value && Number.isFinite(alpha) && alpha >= 0 && alpha <= 1) d.alpha = alpha;
      else d.problems.push(`#alpha: "${value ?? ''}" is not a number from 0 to 1`);
      return;
    }
    case 'info':
      if (value !== undefined) d.info = value;
      return;
    case 'link':
      if (value !== undefined) d.link = value;
      return;
    case 'bounds':
      applyBounds(d, value);
      return;
    default:
      if (!d.unknown.includes(name)) d.unknown.push(name);
  }
}

function applyColor(d: MapDirectives, value: string | undefined): void {
  if (!value) {
    d.problems.push('#color: needs a colour, e.g. #color:#ff0000 or #color:RGBA(175,0,0,1)@"Perceel"');
    return;
  }
  const category = /^(.*?)\s*@\s*(?:"(.*)"|'(.*)'|(.*))$/.exec(value);
  if (category) {
    const text = category[2] ?? category[3] ?? category[4] ?? '';
    d.categoryColors[text.trim()] = cssColor(category[1]!);
  } else {
    d.color = cssColor(value);
  }
}

function applyBounds(d: MapDirectives, value: string | undefined): void {
  if (!value) {
    d.bounds = true;
    return;
  }
  const numbers = value.split(/[\s,]+/).filter(Boolean).map(Number);
  if (numbers.length === 4 && numbers.every(Number.isFinite)) {
    d.bounds = numbers as [number, number, number, number];
  } else {
    d.problems.push(`#bounds: "${value}" is not four numbers minLon,minLat,maxLon,maxLat`);
  }
}
