import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEmbeddedRepository } from '../repositories/embedded/embeddedRepository.js';
import type { Repository } from '../repositories/repository.js';
import { RepositoryRegistry } from '../repositories/repositoryRegistry.js';
import {
  firstAnswer,
  listAppQueries,
  resolveQuery,
  select,
  showcase,
  type Candidates,
} from '../testing/demoAppQueries.js';
import { demoAppConfig } from './app/demoAppConfig.js';
import { runDemoImport } from './importer/demoImportCommand.js';
import { importRealData } from './importer/importRealData.js';
import { seedDemoData } from './seed/seedDemoData.js';

const repoRoot = new URL('../../../../', import.meta.url);
const sharedData = fileURLToPath(new URL('../shared/data', repoRoot));
const fixture = new URL('../shared/fixtures/configs/kadaster-kkg-demonstrator-v1.json', repoRoot);
const fixtureQueries = listAppQueries(JSON.parse(fs.readFileSync(fixture, 'utf8')).mainArea);

const prefixes = `
PREFIX geo: <http://www.opengis.net/ont/geosparql#>
PREFIX imx: <http://modellen.geostandaarden.nl/def/imx-geo#>
PREFIX imx-ext: <https://modellen.kkg.kadaster.nl/def/imxgeo-ext#>
PREFIX dct: <http://purl.org/dc/terms/>
PREFIX demo: <https://data.grafiek.example/def/demo#>
PREFIX id: <https://data.grafiek.example/id/>
`;
const count = async (where: string) => Number((await select(repo, `${prefixes} SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE { ${where} }`))[0]!.n!.value);

let dataDir: string;
let registry: RepositoryRegistry;
let repo: Repository;
let output = '';
let exitCode: number;
let candidates: Candidates;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'grafiek-demo-import-'));
  registry = RepositoryRegistry.load(dataDir, openEmbeddedRepository);
  // As on a server that has run once: the generated graph, and an author's own named graph.
  expect((await seedDemoData(registry)).kind).toBe('loaded');
  repo = (await registry.get('demo'))!;
  await repo.update({
    update: 'INSERT DATA { GRAPH <urn:eigen:graaf> { <urn:eigen:a> <urn:eigen:b> "bewaard" } }',
    signal: new AbortController().signal,
    timeoutMs: 10_000,
  });
  exitCode = await runDemoImport([sharedData], registry, { write: (text) => (output += text) });
  candidates = await showcase(repo, { neighbourhoodFigures: false });
}, 300_000);

afterAll(async () => {
  await registry?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('npm run demo:import on the real open data', () => {
  it('reports what it read and ends with a count', () => {
    expect(exitCode, output).toBe(0);
    expect(output).toContain('provinces: 12');
    expect(output).toMatch(/buildings: 7797 \(Pand in gebruik 7204, Pand gesloopt 389, .*Sloopvergunning verleend 6/);
    expect(output).toMatch(/Loaded [\d,]+ triples in [\d.]+ s: .*11 perceel, 7,797 gebouw/);
  });

  it('replaced the generated demo graph but left named graphs alone', async () => {
    expect(await count('?x a imx:Provincie ; imx:code ?code . FILTER (STRSTARTS(?code, "PV8") || STRSTARTS(?code, "PV9"))')).toBe(0);
    expect(await count('?x dct:title "Synthetische demonstratiegegevens"')).toBe(0);
    expect(await count('GRAPH <urn:eigen:graaf> { ?x <urn:eigen:b> "bewaard" }')).toBe(1);
  });

  it('has the 12 provinces, the 342 municipalities of 2024 each in its province, and all 3,393 districts', async () => {
    expect(await count('?x a imx:Provincie ; geo:hasGeometry/geo:asWKT ?shape')).toBe(12);
    expect(await count('?x a imx:Gemeentegebied ; geo:hasGeometry/geo:asWKT ?shape')).toBe(342);
    expect(await count('?x a imx:Gemeentegebied FILTER NOT EXISTS { ?x geo:sfWithin/a imx:Provincie }')).toBe(0);
    expect(await count('?x imx:code "GM0998"')).toBe(0);
    expect(await count('?x a imx:Wijk ; geo:hasGeometry/geo:asWKT ?shape ; geo:sfWithin/a imx:Gemeentegebied')).toBe(3393);
    expect(await count('id:gemeente\\/GM0221 geo:sfWithin ?x . ?x imx:naam "Gelderland"')).toBe(1);
    expect(await count('id:wijk\\/WK0363AA geo:sfWithin ?x . ?x imx:naam "Amsterdam"')).toBe(1);
  });

  it('has the key figures: 2023 for every municipality, 2024 inhabitants, and Utrecht down to its 111 neighbourhoods', async () => {
    expect(await count('?x imx-ext:regio/a imx:Gemeentegebied ; <https://modellen.kkg.kadaster.nl/cbs/wijken-buurten/def/kerncijfers#jaar> "2023"^^<http://www.w3.org/2001/XMLSchema#gYear>')).toBe(342);
    const [doesburg] = await select(
      repo,
      `${prefixes} SELECT ?inwoners WHERE { ?c imx-ext:regio id:gemeente\\/GM0221 ; <https://modellen.kkg.kadaster.nl/cbs/wijken-buurten/def/kerncijfers#aantal_inwoners> ?inwoners ; dct:source id:bron\\/cbs-gebieden-in-nederland-2024 }`,
    );
    expect(Number(doesburg!.inwoners!.value)).toBeGreaterThan(10_000);
    expect(await count('?x a imx:Buurt ; imx:code ?code ; geo:sfWithin/geo:sfWithin id:gemeente\\/GM0344 . ?c imx-ext:regio ?x')).toBe(111);
  });

  it('has the 7,797 current Doesburg buildings with their statuses, 6 with a demolition permit, and real addresses for two', async () => {
    expect(await count('?x a imx:Gebouw ; imx-ext:maaiveldgeometrie/geo:asWKT ?shape')).toBe(7797);
    expect(await count('?x imx:status "Sloopvergunning verleend"')).toBe(6);
    // All in Doesburg, whose only district is Wijk 01, even the two whose identificatie starts with a neighbour's code.
    expect(await count('id:buurt\\/afgeleid-WK022101 imx:bevatPerceel/^imx:bevindtZichOpPerceel ?x')).toBe(7797);
    expect(await count('?x imx:status "Pand gesloopt"')).toBe(389);
    const addresses = await select(repo, `${prefixes} SELECT ?pand ?adres WHERE { ?pand imx:heeftAlsAdres/imx:omschrijving ?adres } ORDER BY ?adres`);
    expect(addresses.map((r) => r.adres!.value)).toContain('Kosterstraat 4, 6981 CH Doesburg');
    expect(new Set(addresses.map((r) => r.pand!.value))).toEqual(
      new Set(['https://data.grafiek.example/id/gebouw/0221100000312938', 'https://data.grafiek.example/id/gebouw/0221100000311191']),
    );
    // 9999 is BAG's "unknown": no construction year rather than a year 9999.
    expect(await count('?x imx:bouwjaar "9999"^^<http://www.w3.org/2001/XMLSchema#gYear>')).toBe(0);
  });

  it('has the 11 Otterlo parcels, found in Ede, district Otterlo', async () => {
    expect(await count('?x a imx:Perceel ; geo:hasGeometry/geo:asWKT ?shape ; imx-ext:perceelnummer ?n ; imx-ext:kadastraleGemeente "Otterlo"')).toBe(11);
    expect(await count('?buurt imx:bevatPerceel ?x . ?x imx-ext:kadastraleGemeente "Otterlo" . ?buurt geo:sfWithin id:wijk\\/WK022890 . id:wijk\\/WK022890 imx:naam "Otterlo" ; geo:sfWithin/imx:naam "Ede"')).toBe(11);
  });

  it('marks what it had to derive or make up', async () => {
    const derived = await select(repo, `${prefixes} SELECT ?naam WHERE { ?b a imx:Buurt ; imx:naam ?naam ; dct:source id:bron\\/afgeleid-buurten FILTER NOT EXISTS { ?b imx:code ?code } } ORDER BY ?naam`);
    expect(derived.map((r) => r.naam!.value)).toEqual(['Otterlo (hele wijk)', 'Wijk 01 (hele wijk)']);
    expect(await count('?x a demo:Hulpperceel ; dct:source id:bron\\/afgeleid-hulppercelen FILTER NOT EXISTS { ?x geo:hasGeometry ?g }')).toBe(7797);
    const grounds = await select(repo, `${prefixes} SELECT DISTINCT ?grondslag WHERE { ?b imx:grondslag ?grondslag }`);
    expect(grounds.length).toBeGreaterThan(0);
    for (const g of grounds) expect(g.grondslag!.value).toMatch(/ \(synthetisch\)$/);
    expect(await count('?x imx:isBeperkingOpPerceel ?p FILTER NOT EXISTS { ?x dct:source id:bron\\/synthetische-aanvulling }')).toBe(0);
    expect(await count('?x imx-ext:regio ?r ; <https://modellen.kkg.kadaster.nl/cbs/wijken-buurten/def/kerncijfers#aantal_bedrijven_handel_en_horeca> ?n FILTER NOT EXISTS { ?x dct:source id:bron\\/synthetische-aanvulling }')).toBe(0);
  });

  it('without the synthetic fill has neither restrictions nor establishment counts, the two things the files lack', () => {
    const graph = importRealData(sharedData, { syntheticFill: false });
    expect(graph.counts.get('publiekrechtelijke beperking')).toBeUndefined();
    const establishmentLines = graph.nTriples.split('\n').filter((line) => line.startsWith('<https://data.grafiek.example/id/') && line.includes('#aantal_bedrijven_'));
    expect(establishmentLines).toEqual([]);
    expect(graph.counts.get('gebouw')).toBe(7797);
  }, 60_000);
});

describe('the queries of the land-registry demonstrator (v1 fixture) on the imported real data', () => {
  it.each(fixtureQueries.map((q) => [`${q.widget} "${q.title}" (${q.path})`, q] as const))('%s returns rows', async (_, query) => {
    const text = query.text;
    expect(await firstAnswer(repo, text, candidates), 'no combination of values from the data gave a row').toBeDefined();
  });

  it('shows the age groups of a municipality from the real 2023 key figures', async () => {
    const chart = fixtureQueries.find((q) => q.title === 'Leeftijden')!;
    const doesburg = 'https://data.grafiek.example/id/gemeente/GM0221';
    const rows = await select(repo, resolveQuery(chart.text, { keuze: 'gemeente', gemeente: doesburg, wijk: doesburg, buurt: doesburg }));
    expect(rows.map((r) => r.property!.value).sort()).toEqual(['0_tot_15_jaar', '15_tot_25_jaar', '25_tot_45_jaar', '45_tot_65_jaar', '65_jaar_en_ouder']);
  });
});

describe("the demo app's own queries on the imported real data", () => {
  const appQueries = listAppQueries(demoAppConfig().mainArea);
  it.each(appQueries.map((q) => [`${q.widget} "${q.title}" (${q.path})`, q] as const))('%s returns rows', async (_, query) => {
    expect(await firstAnswer(repo, query.text, candidates)).toBeDefined();
  });
});
