import type { RegionKind } from '../graph/demoGraphWriter.js';
import { districtName, MunicipalityNamer, neighbourhoodName, provinceNames, type NeighbourhoodKind } from './dutchNames.js';
import { subdivideQuad, type Quad } from './quadGrid.js';
import type { SeededRandom } from './seededRandom.js';

export interface GeneratedArea {
  kind: RegionKind;
  code: string;
  naam: string;
  quad: Quad;
  parent?: GeneratedArea;
  children: GeneratedArea[];
  /** Position among its siblings, from 0. */
  index: number;
  /** For neighbourhoods: what kind of place it is. */
  neighbourhoodKind?: NeighbourhoodKind;
}

/**
 * A made-up country over the Netherlands' bounding box: a slanted four-cornered footprint cut
 * into 12 provinces (3 columns, 4 rows), each cut again into municipalities, districts and
 * neighbourhoods. Every level tiles its parent exactly (see subdivideQuad).
 */
export const footprint: Quad = [
  [3.55, 51.3],
  [6.1, 50.85],
  [7.1, 53.25],
  [4.7, 53.45],
];

const municipalityGrids: [number, number][] = [[2, 2], [3, 2], [2, 3]];
const districtGrids: [number, number][] = [[2, 1], [1, 2], [2, 2], [3, 1]];
const neighbourhoodGrids: [number, number][] = [[2, 1], [1, 2], [2, 2], [3, 1]];

/** Synthetic codes keep the CBS formats but use numbers CBS does not (PV80.., GM8001..). */
export function generateAreas(random: SeededRandom): GeneratedArea[] {
  const namer = new MunicipalityNamer();
  let municipalitySeq = 0;
  const provinces = subdivideQuad(footprint, 3, 4, random.fork('provincies'), 0.2).map((quad, index): GeneratedArea => {
    const row = 3 - Math.floor(index / 3);
    return { kind: 'provincie', code: `PV${80 + index}`, naam: provinceNames[row]![index % 3]!, quad, index, children: [] };
  });
  for (const province of provinces) {
    const r = random.fork(province.code);
    const [cols, rows] = r.pick(municipalityGrids);
    province.children = subdivideQuad(province.quad, cols, rows, r).map((quad, index): GeneratedArea => {
      municipalitySeq++;
      const code = `GM${8000 + municipalitySeq}`;
      return { kind: 'gemeente', code, naam: namer.next(r), quad, index, parent: province, children: [] };
    });
    for (const municipality of province.children) {
      const rm = random.fork(municipality.code);
      const [dc, dr] = rm.pick(districtGrids);
      const districtNames = new Set<string>();
      municipality.children = subdivideQuad(municipality.quad, dc, dr, rm).map((quad, index): GeneratedArea => {
        const code = `WK${municipality.code.slice(2)}${String(index + 1).padStart(2, '0')}`;
        return { kind: 'wijk', code, naam: districtName(index, rm, districtNames), quad, index, parent: municipality, children: [] };
      });
      for (const district of municipality.children) {
        const rd = random.fork(district.code);
        const [nc, nr] = rd.pick(neighbourhoodGrids);
        const names = new Set<string>();
        district.children = subdivideQuad(district.quad, nc, nr, rd).map((quad, index): GeneratedArea => {
          const { name, kind } = neighbourhoodName(rd, names);
          const code = `BU${district.code.slice(2)}${String(index + 1).padStart(2, '0')}`;
          return { kind: 'buurt', code, naam: name, quad, index, parent: district, children: [], neighbourhoodKind: kind };
        });
      }
    }
  }
  return provinces;
}

/** Every area of the tree, parents before children. */
export function allAreas(roots: readonly GeneratedArea[]): GeneratedArea[] {
  return roots.flatMap((area) => [area, ...allAreas(area.children)]);
}

/** Hectares of a quad, from degrees at its latitude (good to a few percent at this size). */
export function quadHectares(quad: Quad): number {
  let twiceArea = 0;
  for (let i = 0; i < 4; i++) {
    const [x1, y1] = quad[i]!;
    const [x2, y2] = quad[(i + 1) % 4]!;
    twiceArea += x1 * y2 - x2 * y1;
  }
  const latitude = (quad[0][1] + quad[2][1]) / 2;
  const metresPerDegreeLon = 111_320 * Math.cos((latitude * Math.PI) / 180);
  return (Math.abs(twiceArea) / 2) * metresPerDegreeLon * 110_574 / 10_000;
}
