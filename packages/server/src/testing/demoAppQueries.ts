import { listPlaceholderVariables, resolvePlaceholders } from '@grafiek/core';
import { resultMediaTypes, type Repository } from '../repositories/repository.js';

/**
 * Test support for the land-registry demo: the queries of an app config, run against a
 * repository with their {{placeholders}} filled from values found in the data.
 */

export interface AppQuery {
  /** Where in the layout: mainArea/areas[0]/areas[1]. */
  path: string;
  widget: string;
  title: string;
  option: string;
  text: string;
  publishVariable?: string;
}

/** Options that hold SPARQL besides `query`. */
const queryOptions = ['query', 'basequery', 'extendquery', 'selectguidquery'];

/** Every non-empty query-like option in a layout tree, depth first. */
export function listAppQueries(node: unknown, path = 'mainArea'): AppQuery[] {
  if (!node || typeof node !== 'object') return [];
  const widget = node as Record<string, unknown>;
  const found: AppQuery[] = [];
  for (const option of queryOptions) {
    const text = widget[option];
    if (typeof text === 'string' && text.trim()) {
      found.push({
        path,
        widget: String(widget.widget ?? ''),
        title: String(widget.titleMenubar || widget.textbefore || widget.widget || ''),
        option,
        text,
        ...(typeof widget.publishVariable === 'string' ? { publishVariable: widget.publishVariable } : {}),
      });
    }
  }
  const areas = Array.isArray(widget.areas) ? widget.areas : [];
  areas.forEach((child, i) => found.push(...listAppQueries(child, `${path}/areas[${i}]`)));
  return found;
}

export type Row = Record<string, { type: string; value: string; datatype?: string }>;

export async function select(repo: Repository, query: string): Promise<Row[]> {
  const response = await repo.query({
    query,
    form: 'SELECT',
    mediaType: resultMediaTypes.json,
    signal: new AbortController().signal,
    timeoutMs: 120_000,
  });
  return (JSON.parse(response.body) as { results: { bindings: Row[] } }).results.bindings;
}

/** Resolves with core's resolver, exactly as a widget would; a value it refuses fails the test. */
export function resolveQuery(text: string, values: Record<string, string>): string {
  const resolved = resolvePlaceholders(text, values);
  if (!resolved.ok) throw new Error(resolved.error);
  return resolved.text;
}

export type Candidates = Record<string, readonly string[]>;

export interface Answer {
  values: Record<string, string>;
  rows: Row[];
}

/**
 * Runs a query with each combination of candidate values for the variables it uses (a person
 * clicking different things) and returns the first combination that gives rows, or undefined.
 */
export async function firstAnswer(repo: Repository, text: string, candidates: Candidates): Promise<Answer | undefined> {
  const variables = listPlaceholderVariables(text);
  const missing = variables.filter((v) => !candidates[v]?.length);
  if (missing.length) throw new Error(`No candidate values for ${missing.join(', ')}`);
  const combinations = variables.reduce<Record<string, string>[]>(
    (acc, variable) => acc.flatMap((values) => candidates[variable]!.map((value) => ({ ...values, [variable]: value }))),
    [{}],
  );
  for (const values of combinations) {
    const rows = await select(repo, resolveQuery(text, values));
    if (rows.length > 0) return { values, rows };
  }
  return undefined;
}

const prefixes = `
PREFIX geo: <http://www.opengis.net/ont/geosparql#>
PREFIX imx: <http://modellen.geostandaarden.nl/def/imx-geo#>
PREFIX imx-ext: <https://modellen.kkg.kadaster.nl/def/imxgeo-ext#>
PREFIX cbs: <https://modellen.kkg.kadaster.nl/cbs/wijken-buurten/def/kerncijfers#>
`;

/**
 * A neighbourhood someone would pick to see everything: drawn on the map, with a building that
 * has a demolition permit, a building with an address and a parcel with a restriction (and, when
 * asked, its own age figures), plus the district, municipality and province above it.
 */
export async function showcase(repo: Repository, options: { neighbourhoodFigures: boolean }): Promise<Candidates> {
  const [row] = await select(
    repo,
    `${prefixes}
SELECT ?provincie ?gemeente ?wijk ?buurt ?gebouw ?perceel WHERE {
  ?buurt a imx:Buurt ; geo:sfWithin ?wijk ; geo:hasGeometry/geo:asWKT ?vorm .
  ?wijk a imx:Wijk ; geo:sfWithin ?gemeente .
  ?gemeente a imx:Gemeentegebied ; geo:sfWithin ?provincie .
  ?buurt imx:bevatPerceel/^imx:bevindtZichOpPerceel ?sloop .
  ?sloop imx:status "Sloopvergunning verleend" .
  ?buurt imx:bevatPerceel/^imx:bevindtZichOpPerceel ?gebouw .
  ?gebouw imx:heeftAlsAdres ?adres .
  ?buurt imx:bevatPerceel ?perceel .
  ?beperking imx:isBeperkingOpPerceel ?perceel .
  ${options.neighbourhoodFigures ? '?cijfers imx-ext:regio ?buurt ; cbs:percentage_personen_0_tot_15_jaar ?jong . FILTER (isNumeric(?jong))' : ''}
}
LIMIT 1`,
  );
  if (!row) throw new Error('The data has no neighbourhood with a demolition permit, an address and a restriction');
  const v = (name: string) => row[name]!.value;
  return {
    provincie: [v('provincie')],
    gemeente: [v('gemeente')],
    wijk: [v('wijk')],
    buurt: [v('buurt')],
    keuze: ['buurt', 'wijk', 'gemeente'],
    selection: [v('gebouw'), v('perceel')],
    gem: [v('gemeente')],
    wijk2: [v('wijk')],
    buurt2: [v('buurt')],
    selection2: [v('gebouw')],
    klasse: ['http://modellen.geostandaarden.nl/def/imx-geo#Gebouw'],
  };
}

