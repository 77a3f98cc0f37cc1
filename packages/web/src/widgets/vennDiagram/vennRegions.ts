import type { ResultTable } from '@grafiek/core';
import type { TFunction } from 'i18next';

/** How the labels in a row's ?sets are separated; `auto`: `|` when any row uses it, else a comma. */
export type SetSeparator = 'auto' | '|' | ',' | ';';

export interface VennSet {
  /** An id of our own (`s0`, `s1`...): labels may hold any character, the layout keys on these. */
  id: string;
  label: string;
  size: number;
  /** A fill given by the query's ?color, when it is a colour. */
  color?: string;
}

export interface VennRegion {
  /** The ids of the sets the region is the overlap of; one id: the whole set. */
  sets: readonly string[];
  size: number;
  /** The text shown in the region: its ?label, else (for a set) the set's label; may be empty. */
  label: string;
  /** What a click publishes: its ?uri, else its ?label, else its ?sets text. */
  value: string;
  /** How the region is named to a reader: "Panden ∩ Percelen: 30". */
  name: string;
}

export interface VennData {
  /** The sets to draw, in the order of their rows. */
  sets: readonly VennSet[];
  /** The regions to draw: every set, then the overlaps, each of a size above zero. */
  regions: readonly VennRegion[];
  /** Overlaps of size 0: the layout keeps those sets apart, nothing is drawn for them. */
  apart: readonly (readonly string[])[];
  /** What was done with rows that could not be drawn as they were, for the author. */
  notes: readonly string[];
}

export type VennReading = { ok: true; data: VennData } | { ok: false; error: string };

type Bindings = Readonly<Record<string, { value: string } | undefined>>;

/** A colour the query may give a set: hex, rgb()/hsl() or a name; nothing that loads or runs. */
const COLOUR = /^(#[0-9a-f]{3,8}|(rgb|rgba|hsl|hsla)\([\d\s.,%/]+\)|[a-z]{3,30})$/i;

/** The labels in a ?sets text; empty parts are dropped, repeats kept once. */
export function splitSets(text: string, separator: Exclude<SetSeparator, 'auto'>): string[] {
  const labels = text.split(separator).map((label) => label.trim()).filter((label) => label !== '');
  return [...new Set(labels)];
}

/** The separator the rows use: `|` when any row has one, else a comma (for `auto`). */
export function separatorOf(texts: readonly string[], setting: SetSeparator): Exclude<SetSeparator, 'auto'> {
  if (setting !== 'auto') return setting;
  return texts.some((text) => text.includes('|')) ? '|' : ',';
}

function sizeOf(text: string | undefined): number | undefined {
  if (text === undefined || text.trim() === '') return undefined;
  const size = Number(text);
  return Number.isFinite(size) && size >= 0 ? size : undefined;
}

interface Row {
  number: number;
  text: string;
  labels: string[];
  size: number;
  uri: string;
  label: string;
  color: string;
}

/**
 * The sets and overlaps of a Venn diagram from the query's rows: one row per set (?sets holds its
 * label) and one per overlap (?sets holds the labels of its sets, `|` or comma separated), each
 * with its ?size: the number of members of the whole set or of the whole overlap. ?uri, ?label and
 * ?color are optional. What cannot be drawn is an error the author can act on: a size that is no
 * number, a set named in an overlap without a row of its own, a size given twice, an overlap
 * larger than one of its sets.
 */
export function readVennRegions(table: Pick<ResultTable, 'variables' | 'rows'>, setting: SetSeparator, t: TFunction): VennReading {
  if (!table.variables.includes('sets') || !table.variables.includes('size')) {
    const selected = table.variables.length > 0 ? table.variables.map((name) => `?${name}`).join(', ') : t('widget.vennDiagram.nothing');
    return { ok: false, error: t('widget.vennDiagram.noColumns', { selected }) };
  }
  const texts = table.rows.map((row) => ((row.bindings as Bindings).sets?.value ?? '').trim());
  const separator = separatorOf(texts, setting);
  const rows: Row[] = [];
  let withoutSets = 0;
  for (const [index, row] of table.rows.entries()) {
    const bindings = row.bindings as Bindings;
    const text = texts[index]!;
    const labels = splitSets(text, separator);
    if (labels.length === 0) {
      withoutSets++;
      continue;
    }
    const size = sizeOf(bindings.size?.value);
    if (size === undefined) {
      return { ok: false, error: t('widget.vennDiagram.badSize', { number: index + 1, text, size: bindings.size?.value ?? '' }) };
    }
    rows.push({
      number: index + 1,
      text,
      labels,
      size,
      uri: bindings.uri?.value.trim() ?? '',
      label: bindings.label?.value.trim() ?? '',
      color: bindings.color?.value.trim() ?? '',
    });
  }

  const notes: string[] = [];
  const sets = new Map<string, VennSet>();
  const setRows = new Map<string, Row>();
  let oddColours = 0;
  for (const row of rows) {
    if (row.labels.length !== 1) continue;
    const label = row.labels[0]!;
    if (sets.has(label)) return { ok: false, error: t('widget.vennDiagram.setTwice', { first: setRows.get(label)!.number, second: row.number, label }) };
    const color = COLOUR.test(row.color) ? row.color : undefined;
    if (row.color && !color) oddColours++;
    sets.set(label, { id: `s${sets.size}`, label, size: row.size, ...(color ? { color } : {}) });
    setRows.set(label, row);
  }
  if (oddColours > 0) notes.push(t('widget.vennDiagram.oddColours', { count: oddColours }));

  const overlaps = new Map<string, Row>();
  for (const row of rows) {
    if (row.labels.length === 1) continue;
    const missing = row.labels.find((label) => !sets.has(label));
    if (missing !== undefined) {
      return { ok: false, error: t('widget.vennDiagram.missingSet', { number: row.number, text: row.text, label: missing }) };
    }
    const key = row.labels.map((label) => sets.get(label)!.id).sort().join(' ');
    const earlier = overlaps.get(key);
    if (earlier) return { ok: false, error: t('widget.vennDiagram.overlapTwice', { first: earlier.number, second: row.number, labels: row.labels.join(', ') }) };
    const larger = row.labels.find((label) => sets.get(label)!.size < row.size);
    if (larger !== undefined) {
      return { ok: false, error: t('widget.vennDiagram.overlapTooLarge', { number: row.number, labels: row.labels.join(', '), size: row.size, label: larger, setSize: sets.get(larger)!.size }) };
    }
    overlaps.set(key, row);
  }

  const empty = [...sets.values()].filter((set) => set.size === 0);
  if (empty.length > 0) notes.push(t('widget.vennDiagram.emptySets', { names: empty.map((set) => set.label).join(', ') }));
  if (withoutSets > 0) notes.push(t('widget.vennDiagram.withoutSets', { count: withoutSets }));

  const drawn = [...sets.values()].filter((set) => set.size > 0);
  const regions: VennRegion[] = drawn.map((set) => {
    const row = setRows.get(set.label)!;
    return { sets: [set.id], size: set.size, label: row.label || set.label, value: row.uri || row.label || row.text, name: `${row.label || set.label}: ${set.size}` };
  });
  const apart: string[][] = [];
  for (const row of overlaps.values()) {
    const members = row.labels.map((label) => sets.get(label)!);
    if (members.some((set) => set.size === 0)) continue;
    const ids = members.map((set) => set.id);
    if (row.size === 0) {
      apart.push(ids);
      continue;
    }
    const of = members.map((set) => set.label).join(' ∩ ');
    regions.push({ sets: ids, size: row.size, label: row.label, value: row.uri || row.label || row.text, name: `${row.label ? `${row.label} (${of})` : of}: ${row.size}` });
  }
  return { ok: true, data: { sets: drawn, regions, apart, notes } };
}
