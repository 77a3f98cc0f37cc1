import { DemoGraphWriter } from '../graph/demoGraphWriter.js';
import { polygonsToWkt } from '../geometry/wkt.js';
import { resourceIri } from '../vocabulary/namespaces.js';
import type { KeyFigureValues } from '../vocabulary/keyFigures.js';
import { allAreas, generateAreas, quadHectares, type GeneratedArea } from './areaGenerator.js';
import { aggregateKeyFigures, neighbourhoodKeyFigures } from './keyFigureGenerator.js';
import { MunicipalityRegister, writeNeighbourhoodObjects } from './neighbourhoodObjects.js';
import { SeededRandom } from './seededRandom.js';

export const defaultDemoSeed = 'grafiek-demo-1';

/** The year the synthetic key figures claim to describe. */
const statisticsYear = 2023;

export interface GeneratedDemoGraph {
  /** The whole graph as N-Triples, for the default graph of the demo repository. */
  nTriples: string;
  tripleCount: number;
  /** Resources per class label, e.g. `gebouw` → 3,912. */
  counts: Map<string, number>;
}

export const syntheticSourceKey = 'synthetisch';

/**
 * The synthetic demo knowledge graph: a made-up country of 12 provinces down to neighbourhoods,
 * with CBS-style key figures, and parcels, buildings, addresses and restrictions in every
 * neighbourhood. The same seed always gives the same bytes.
 */
export function generateDemoGraph(seed = defaultDemoSeed): GeneratedDemoGraph {
  const random = new SeededRandom(seed);
  const writer = new DemoGraphWriter();
  writer.model();
  const source = writer.source({
    key: syntheticSourceKey,
    title: 'Synthetische demonstratiegegevens',
    description:
      `Verzonnen door de generator van Grafiek (zaad "${seed}"), naar het model van de Kadaster Knowledge Graph. ` +
      'Geen enkel gebied, perceel, gebouw, adres, beperking of cijfer in deze gegevens is echt: de provincies, ' +
      'gemeenten en straten bestaan niet, de codes (PV80-PV91, GM8001 en verder) worden door het CBS niet gebruikt, ' +
      'en de kaart is een raster over Nederland, geen echte grens. Echte open data laadt u met npm run demo:import.',
  });

  const provinces = generateAreas(random.fork('gebieden'));
  const areas = allAreas(provinces);
  const iriOf = (area: GeneratedArea) => resourceIri(area.kind, area.code);
  for (const area of areas) {
    writer.region(area.kind, {
      code: area.code,
      naam: area.naam,
      wkt: polygonsToWkt([[area.quad]], 5),
      ...(area.parent ? { within: iriOf(area.parent) } : {}),
      source,
    });
  }

  const figures = new Map<GeneratedArea, KeyFigureValues>();
  const figuresOf = (area: GeneratedArea): KeyFigureValues => {
    let values = figures.get(area);
    if (!values) {
      if (area.kind === 'buurt') {
        const r = random.fork(`cijfers/${area.code}`);
        const total = quadHectares(area.quad);
        const water = total * r.between(0, 0.12);
        values = neighbourhoodKeyFigures(area.neighbourhoodKind ?? 'residential', total - water, water, r);
      } else {
        values = aggregateKeyFigures(area.children.map(figuresOf));
      }
      figures.set(area, values);
    }
    return values;
  };
  for (const area of areas) {
    if (area.kind === 'provincie') continue;
    writer.keyFigures({ region: iriOf(area), code: area.code, year: statisticsYear, values: figuresOf(area), source });
  }

  let municipalitySequence = 0;
  for (const province of provinces) {
    for (const municipality of province.children) {
      const register = new MunicipalityRegister(municipality.code, municipality.naam, ++municipalitySequence, random.fork(`register/${municipality.code}`));
      for (const district of municipality.children) {
        const section = String.fromCharCode(65 + district.index);
        for (const buurt of district.children) {
          writeNeighbourhoodObjects(
            writer,
            {
              buurt: { iri: iriOf(buurt), code: buurt.code, quad: buurt.quad, kind: buurt.neighbourhoodKind ?? 'residential' },
              section,
              register,
              source,
            },
            random.fork(`objecten/${buurt.code}`),
          );
        }
      }
    }
  }

  return { nTriples: writer.toString(), tripleCount: writer.triples.count, counts: writer.counts };
}
