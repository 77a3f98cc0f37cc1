import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseWkt } from '@grafiek/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEmbeddedRepository, type EmbeddedRepository } from '../repositories/embedded/embeddedRepository.js';
import {
  firstAnswer,
  listAppQueries,
  resolveQuery,
  select,
  showcase,
  type Candidates,
} from '../testing/demoAppQueries.js';
import { demoAppConfig } from './app/demoAppConfig.js';
import { generateDemoGraph } from './generator/generateDemoGraph.js';
import { SeededRandom } from './generator/seededRandom.js';
import { pointInPolygon, polygonArea, representativePoint, type Polygon, type Position } from './geometry/polygons.js';
import { replaceDemoGraph } from './seed/demoRepository.js';

const fixture = new URL('../../../../../shared/fixtures/configs/kadaster-kkg-demonstrator-v1.json', import.meta.url);
const fixtureQueries = listAppQueries(JSON.parse(fs.readFileSync(fixture, 'utf8')).mainArea);

const prefixes = `
PREFIX geo: <http://www.opengis.net/ont/geosparql#>
PREFIX imx: <http://modellen.geostandaarden.nl/def/imx-geo#>
PREFIX imx-ext: <https://modellen.kkg.kadaster.nl/def/imxgeo-ext#>
PREFIX dct: <http://purl.org/dc/terms/>
PREFIX cbs: <https://modellen.kkg.kadaster.nl/cbs/wijken-buurten/def/kerncijfers#>
`;

function polygonOf(wkt: string): Polygon {
  const { geometry } = parseWkt(wkt);
  if (geometry.type !== 'Polygon') throw new Error(`expected a POLYGON, got ${geometry.type}`);
  return geometry.coordinates.map((ring) => ring.map(([x, y]) => [x!, y!] as const));
}

/** Points spread over the inside of a polygon with four corners, away from its edges. */
function samplePoints(polygon: Polygon, random: SeededRandom, count: number): Position[] {
  const [a, b, c, d] = polygon[0]!;
  const centre = representativePoint(polygon);
  return Array.from({ length: count }, () => {
    const [p, q, r] = random.chance(0.5) ? [a!, b!, c!] : [a!, c!, d!];
    let u = random.next();
    let v = random.next();
    if (u + v > 1) [u, v] = [1 - u, 1 - v];
    const x = p[0] + u * (q[0] - p[0]) + v * (r[0] - p[0]);
    const y = p[1] + u * (q[1] - p[1]) + v * (r[1] - p[1]);
    // Pulled 2% towards the middle, so rounding of shared borders cannot decide.
    return [centre[0] + 0.98 * (x - centre[0]), centre[1] + 0.98 * (y - centre[1])] as const;
  });
}

let dir: string;
let repo: EmbeddedRepository;
let candidates: Candidates;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'grafiek-demo-generated-'));
  repo = await openEmbeddedRepository({ name: 'demo', dir });
  await replaceDemoGraph(repo, generateDemoGraph().nTriples);
  candidates = await showcase(repo, { neighbourhoodFigures: true });
}, 120_000);

afterAll(async () => {
  await repo?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('the generated demo graph', () => {
  it('is the same, byte for byte, every time it is generated, and differs for another seed', () => {
    const first = generateDemoGraph();
    const second = generateDemoGraph();
    expect(second.nTriples).toBe(first.nTriples);
    expect(generateDemoGraph('another seed').nTriples).not.toBe(first.nTriples);
  });

  it('has 12 provinces, and every province, municipality and district is cut into smaller areas', async () => {
    const [counts] = await select(
      repo,
      `${prefixes} SELECT (COUNT(DISTINCT ?p) AS ?provinces) (COUNT(DISTINCT ?g) AS ?municipalities) (COUNT(DISTINCT ?w) AS ?districts) (COUNT(DISTINCT ?b) AS ?neighbourhoods) WHERE {
        ?p a imx:Provincie . ?g a imx:Gemeentegebied ; geo:sfWithin ?p . ?w a imx:Wijk ; geo:sfWithin ?g . ?b a imx:Buurt ; geo:sfWithin ?w . }`,
    );
    expect(Number(counts!.provinces!.value)).toBe(12);
    expect(Number(counts!.municipalities!.value)).toBeGreaterThanOrEqual(48);
    expect(Number(counts!.districts!.value)).toBeGreaterThan(Number(counts!.municipalities!.value));
    expect(Number(counts!.neighbourhoods!.value)).toBeGreaterThan(Number(counts!.districts!.value));
    const childless = await select(
      repo,
      `${prefixes} SELECT ?area WHERE { VALUES ?type { imx:Provincie imx:Gemeentegebied imx:Wijk } ?area a ?type . FILTER NOT EXISTS { ?child geo:sfWithin ?area } }`,
    );
    expect(childless).toEqual([]);
  });

  it('tiles: each area lies inside the area it names, and the parts of an area add up to its whole surface', async () => {
    const pairs = await select(
      repo,
      `${prefixes} SELECT ?child ?parent ?childShape ?parentShape WHERE {
        ?child geo:sfWithin ?parent ; geo:hasGeometry/geo:asWKT ?childShape . ?parent geo:hasGeometry/geo:asWKT ?parentShape . }`,
    );
    expect(pairs.length).toBeGreaterThan(500);
    const random = new SeededRandom('tiling test');
    const outside: string[] = [];
    const parts = new Map<string, { whole: number; sum: number }>();
    for (const pair of pairs) {
      const child = polygonOf(pair.childShape!.value);
      const parent = polygonOf(pair.parentShape!.value);
      for (const point of samplePoints(child, random, 8)) {
        if (!pointInPolygon(point, parent)) outside.push(`${pair.child!.value} at ${point.join(' ')}`);
      }
      const entry = parts.get(pair.parent!.value) ?? { whole: polygonArea(parent), sum: 0 };
      entry.sum += polygonArea(child);
      parts.set(pair.parent!.value, entry);
    }
    expect(outside).toEqual([]);
    for (const [parent, { whole, sum }] of parts) {
      expect(Math.abs(sum - whole) / whole, parent).toBeLessThan(1e-3);
    }
  });

  it('puts every parcel inside its neighbourhood and every building on its parcel', async () => {
    const parcels = await select(
      repo,
      `${prefixes} SELECT ?parcel ?parcelShape ?buurtShape WHERE {
        ?buurt imx:bevatPerceel ?parcel ; geo:hasGeometry/geo:asWKT ?buurtShape . ?parcel geo:hasGeometry/geo:asWKT ?parcelShape . }`,
    );
    expect(parcels.length).toBeGreaterThan(1000);
    const strayParcels = parcels.filter((r) => !pointInPolygon(representativePoint(polygonOf(r.parcelShape!.value)), polygonOf(r.buurtShape!.value)));
    expect(strayParcels.map((r) => r.parcel!.value)).toEqual([]);
    const buildings = await select(
      repo,
      `${prefixes} SELECT ?building ?buildingShape ?parcelShape WHERE {
        ?building imx:bevindtZichOpPerceel ?parcel ; imx-ext:maaiveldgeometrie/geo:asWKT ?buildingShape . ?parcel geo:hasGeometry/geo:asWKT ?parcelShape . }`,
    );
    expect(buildings.length).toBeGreaterThan(parcels.length);
    const strayBuildings = buildings.filter((r) => !pointInPolygon(representativePoint(polygonOf(r.buildingShape!.value)), polygonOf(r.parcelShape!.value)));
    expect(strayBuildings.map((r) => r.building!.value)).toEqual([]);
  });

  it('says of itself, and of every area and object, that it is synthetic', async () => {
    const sources = await select(repo, `${prefixes} SELECT ?title ?description WHERE { ?source dct:title ?title ; dct:description ?description }`);
    expect(sources).toHaveLength(1);
    expect(sources[0]!.title!.value).toMatch(/synthetisch/i);
    expect(sources[0]!.description!.value).toMatch(/Geen enkel gebied, perceel, gebouw, adres, beperking of cijfer in deze gegevens is echt/);
    const unsourced = await select(
      repo,
      `${prefixes} SELECT ?thing WHERE { VALUES ?type { imx:Provincie imx:Gemeentegebied imx:Wijk imx:Buurt imx:Perceel imx:Gebouw imx:Adres imx:PubliekrechtelijkeBeperking cbs:Kerncijfers }
        ?thing a ?type . FILTER NOT EXISTS { ?thing dct:source ?source } } LIMIT 5`,
    );
    expect(unsourced).toEqual([]);
  });

  it('writes unknown key figures as the CBS sentinel, which the charts leave out', async () => {
    const [row] = await select(repo, `${prefixes} SELECT (COUNT(*) AS ?unknown) WHERE { ?figures imx-ext:regio ?area ; ?figure "-99999999" }`);
    expect(Number(row!.unknown!.value)).toBeGreaterThan(0);
    const [area] = await select(repo, `${prefixes} SELECT ?area WHERE { ?figures imx-ext:regio ?area ; cbs:percentage_personen_0_tot_15_jaar "-99999999" . ?area a imx:Buurt } LIMIT 1`);
    const ageChart = fixtureQueries.find((q) => q.title === 'Leeftijden')!;
    const rows = await select(repo, resolveQuery(ageChart.text, { keuze: 'buurt', buurt: area!.area!.value, wijk: area!.area!.value, gemeente: area!.area!.value }));
    expect(rows.map((r) => r.value!.value)).not.toContain('-99999999');
  });
});

describe('the queries of the land-registry demonstrator (v1 fixture) on the generated graph', () => {
  it('finds all the queries the fixture has', () => {
    expect(fixtureQueries.map((q) => q.title)).toEqual([
      'Provincies', 'Gemeenten', 'Wijk', 'Buurt', 'Industrie', 'Leeftijden', 'Tab', 'Buurt gegevens', 'Gebouw types',
      'Adressen', 'Beperking', 'Kenmerken', 'Gemeente', 'Wijk', 'aantal sloopvergunningen', 'Sloop vergunning', 'Status pand/bouwwerk',
    ]);
  });

  it.each(fixtureQueries.map((q) => [`${q.widget} "${q.title}" (${q.path})`, q] as const))('%s returns rows', async (_, query) => {
    // As written: four of them say `coalesce (`, which the embedded store accepts since it
    // tightens that spacing for Oxigraph (core tightenBuiltinCalls).
    const answer = await firstAnswer(repo, query.text, candidates);
    expect(answer, 'no combination of values from the data gave a row').toBeDefined();
  });

  it('lets a person drill down: each map offers the value the next one needs', async () => {
    const mapAt = (variable: string) => fixtureQueries.find((q) => q.publishVariable === variable && q.widget === 'BBMap')!;
    const offered = async (variable: string, values: Record<string, string>) =>
      (await select(repo, resolveQuery(mapAt(variable).text, values))).map((r) => r.uri!.value);
    const v = (name: string) => candidates[name]![0]!;
    expect(await offered('provincie', {})).toContain(v('provincie'));
    expect(await offered('gemeente', { provincie: v('provincie') })).toContain(v('gemeente'));
    expect(await offered('wijk', { gemeente: v('gemeente') })).toContain(v('wijk'));
    expect(await offered('buurt', { wijk: v('wijk') })).toContain(v('buurt'));
    expect(await offered('selection', { buurt: v('buurt') })).toEqual(expect.arrayContaining([...candidates.selection!]));
    expect(await offered('wijk2', { gem: v('gemeente') })).toContain(v('wijk'));
    expect(await offered('buurt2', { wijk2: v('wijk') })).toContain(v('buurt'));
  });

  it('fills both charts for each choice of the radio box', async () => {
    for (const title of ['Industrie', 'Leeftijden']) {
      const chart = fixtureQueries.find((q) => q.title === title)!;
      for (const keuze of ['buurt', 'wijk', 'gemeente']) {
        const values = { keuze, buurt: candidates.buurt![0]!, wijk: candidates.wijk![0]!, gemeente: candidates.gemeente![0]! };
        expect((await select(repo, resolveQuery(chart.text, values))).length, `${title} for ${keuze}`).toBeGreaterThan(1);
      }
    }
  });
});

describe("the demo app's own queries on the generated graph", () => {
  const appQueries = listAppQueries(demoAppConfig().mainArea);

  it.each(appQueries.map((q) => [`${q.widget} "${q.title}" (${q.path})`, q] as const))('%s returns rows', async (_, query) => {
    expect(await firstAnswer(repo, query.text, candidates)).toBeDefined();
  });
});
