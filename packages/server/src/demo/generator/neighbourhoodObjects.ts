import type { DemoGraphWriter } from '../graph/demoGraphWriter.js';
import type { Position, Ring } from '../geometry/polygons.js';
import { polygonsToWkt } from '../geometry/wkt.js';
import { streetNames, type NeighbourhoodKind } from './dutchNames.js';
import { pointInQuad, type Quad } from './quadGrid.js';
import { drawRestriction } from './restrictionRule.js';
import type { SeededRandom } from './seededRandom.js';

/**
 * Parcels, buildings, addresses and restrictions for one neighbourhood: a street block near the
 * middle of the neighbourhood, two rows of parcels back to back, each with a main building at the
 * street side and sometimes a shed at the back, as Dutch streets are laid out.
 */

interface BuildingKind {
  gebouwType: string;
  /** Parcel width in metres. */
  width: [number, number];
  /** Building depth in metres. */
  depth: [number, number];
  /** Terraced: the building fills the parcel's width. */
  terraced: boolean;
}

const kinds: Record<string, BuildingKind> = {
  rijtjeswoning: { gebouwType: 'rijtjeswoning', width: [6, 8], depth: [9, 11], terraced: true },
  tweeOnderEenKap: { gebouwType: 'twee-onder-een-kapwoning', width: [10, 13], depth: [9, 12], terraced: false },
  vrijstaand: { gebouwType: 'vrijstaande woning', width: [16, 24], depth: [10, 14], terraced: false },
  appartementen: { gebouwType: 'appartementengebouw', width: [25, 35], depth: [12, 16], terraced: true },
  winkel: { gebouwType: 'winkel', width: [8, 12], depth: [14, 20], terraced: true },
  kerk: { gebouwType: 'kerk', width: [26, 34], depth: [20, 28], terraced: false },
  school: { gebouwType: 'school', width: [30, 40], depth: [15, 22], terraced: false },
  bedrijfspand: { gebouwType: 'bedrijfspand', width: [30, 50], depth: [20, 40], terraced: false },
  kantoor: { gebouwType: 'kantoor', width: [20, 30], depth: [14, 20], terraced: false },
  loods: { gebouwType: 'loods', width: [25, 40], depth: [20, 35], terraced: false },
  boerderij: { gebouwType: 'boerderij', width: [35, 60], depth: [14, 22], terraced: false },
};

const mix: Record<NeighbourhoodKind, [string, number][]> = {
  historic: [['rijtjeswoning', 6], ['winkel', 3], ['vrijstaand', 1], ['kerk', 0.6]],
  residential: [['rijtjeswoning', 4], ['tweeOnderEenKap', 4], ['vrijstaand', 2], ['winkel', 0.5], ['school', 0.4]],
  new: [['rijtjeswoning', 5], ['tweeOnderEenKap', 3], ['appartementen', 1.5]],
  business: [['bedrijfspand', 5], ['kantoor', 2], ['loods', 3]],
  rural: [['boerderij', 4], ['vrijstaand', 3], ['loods', 1]],
};

const parcelCount: Record<NeighbourhoodKind, [number, number]> = {
  historic: [5, 8],
  residential: [4, 7],
  new: [5, 8],
  business: [2, 4],
  rural: [2, 3],
};
const parcelDepth: Record<NeighbourhoodKind, [number, number]> = {
  historic: [25, 35],
  residential: [30, 45],
  new: [25, 35],
  business: [55, 80],
  rural: [60, 100],
};
const builtIn: Record<NeighbourhoodKind, [number, number]> = {
  historic: [1600, 1935],
  residential: [1930, 1995],
  new: [1996, 2023],
  business: [1960, 2020],
  rural: [1850, 1990],
};
const shedChance: Record<NeighbourhoodKind, number> = { historic: 0.2, residential: 0.35, new: 0.2, business: 0.1, rural: 0.7 };

const postcodeLetters = 'ABCDEGHJKLMNPRSTVWXZ';

/** Numbers that run on across a municipality, so identifiers are unique and look registered. */
export class MunicipalityRegister {
  private building = 0;
  private parcel = 0;
  private address = 0;
  private restriction = 0;
  private parcelNumber: number;
  readonly postcodeDigits: string;
  readonly cadastralCode: string;

  constructor(
    readonly code: string,
    readonly naam: string,
    sequence: number,
    random: SeededRandom,
  ) {
    this.parcelNumber = random.int(100, 900);
    this.postcodeDigits = String(1000 + ((sequence * 137) % 8900));
    const letters = naam.replace(/[^A-Za-z]/g, '').toUpperCase();
    this.cadastralCode = `${letters.slice(0, 3).padEnd(3, 'X')}01`;
  }

  private id(kind: string, n: number) {
    return `${this.code.slice(2)}${kind}${String(n).padStart(10, '0')}`;
  }
  nextBuilding = () => this.id('10', ++this.building);
  nextAddress = () => this.id('20', ++this.address);
  nextParcel = () => this.id('', ++this.parcel);
  nextRestriction = () => this.id('90', ++this.restriction);
  nextParcelNumber = () => (this.parcelNumber += 1 + (this.parcelNumber % 3 === 0 ? 1 : 0));
}

export interface NeighbourhoodContext {
  buurt: { iri: string; code: string; quad: Quad; kind: NeighbourhoodKind };
  /** Cadastral section letter of the district. */
  section: string;
  register: MunicipalityRegister;
  source: string;
}

/** Metres east and north of a centre, turned by an angle, to WGS84. */
function localFrame(centre: Position, angle: number) {
  const metresPerLon = 111_320 * Math.cos((centre[1] * Math.PI) / 180);
  const metresPerLat = 110_574;
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  return (x: number, y: number): Position => [centre[0] + (x * cos - y * sin) / metresPerLon, centre[1] + (x * sin + y * cos) / metresPerLat];
}

function rectangle(toLonLat: (x: number, y: number) => Position, x0: number, y0: number, x1: number, y1: number): Ring {
  return [toLonLat(x0, y0), toLonLat(x1, y0), toLonLat(x1, y1), toLonLat(x0, y1)];
}

const wkt = (ring: Ring) => polygonsToWkt([[ring]], 7);

function date(random: SeededRandom, fromYear: number, toYear: number): string {
  const year = random.int(fromYear, toYear);
  return `${year}-${String(random.int(1, 12)).padStart(2, '0')}-${String(random.int(1, 28)).padStart(2, '0')}`;
}

export function writeNeighbourhoodObjects(writer: DemoGraphWriter, context: NeighbourhoodContext, random: SeededRandom): void {
  const { buurt, register } = context;
  const kind = buurt.kind;
  const centre = pointInQuad(buurt.quad, random.between(0.4, 0.6), random.between(0.4, 0.6));
  const toLonLat = localFrame(centre, random.between(-0.45, 0.45));
  const count = random.int(...parcelCount[kind]);
  const depth = random.between(...parcelDepth[kind]);
  const streets = [random.pick(streetNames), random.pick(streetNames)];
  if (streets[1] === streets[0]) streets[1] = streetNames[(streetNames.indexOf(streets[0] as (typeof streetNames)[number]) + 7) % streetNames.length]!;
  const postcodes = streets.map(() => {
    let letters: string;
    do letters = random.pick([...postcodeLetters]) + random.pick([...postcodeLetters]);
    while (letters === 'SA' || letters === 'SD' || letters === 'SS');
    return `${register.postcodeDigits} ${letters}`;
  });

  for (let row = 0; row < 2; row++) {
    const inRow = row === 0 ? Math.ceil(count / 2) : Math.floor(count / 2);
    const plots = Array.from({ length: inRow }, () => kinds[random.weighted(mix[kind])]!);
    const widths = plots.map((k) => random.between(...k.width));
    let x = -widths.reduce((a, b) => a + b, 0) / 2;
    // Row 0 faces a street to the south, row 1 a street to the north; they meet at y = 0.
    const sign = row === 0 ? -1 : 1;
    plots.forEach((plot, i) => {
      const width = widths[i]!;
      const parcelIri = writeParcel(writer, context, random, rectangle(toLonLat, x, 0, x + width, sign * depth), width * depth);
      const setback = plot.terraced ? random.between(0, 2) : random.between(3, 6);
      const side = plot.terraced ? 0 : random.between(1.5, 4);
      const houseDepth = Math.min(random.between(...plot.depth), depth - setback - 2);
      const front = sign * (depth - setback);
      const back = sign * (depth - setback - houseDepth);
      const footprint = rectangle(toLonLat, x + side, back, x + width - side, front);
      const roof = random.chance(0.35) ? rectangle(toLonLat, x + side - 0.4, back - sign * 0.4, x + width - side + 0.4, front + sign * 0.4) : undefined;
      const building = writeBuilding(writer, context, random, plot, parcelIri, footprint, roof);
      writer.address({
        identificatie: register.nextAddress(),
        building,
        straatnaam: streets[row]!,
        huisnummer: row === 0 ? 2 * (i + 1) - 1 : 2 * (i + 1),
        ...(plot.gebouwType === 'rijtjeswoning' && random.chance(0.1) ? { huisletter: 'A' } : {}),
        postcode: postcodes[row]!,
        plaatsnaam: register.naam,
        source: context.source,
      });
      if (random.chance(shedChance[kind]) && depth - setback - houseDepth > 8) {
        const size = random.between(3, 5);
        const shedBack = sign * random.between(1, 2);
        const shed = rectangle(toLonLat, x + width - side - size, shedBack, x + width - side, shedBack + sign * size);
        writer.building({
          identificatie: register.nextBuilding(),
          status: 'bestaand',
          objecttype: 'overig bouwwerk',
          gebouwType: random.pick(['schuur', 'garage', 'tuinhuis']),
          bouwjaar: random.int(1950, 2023),
          parcels: [parcelIri],
          maaiveldWkt: wkt(shed),
          source: context.source,
        });
      }
      x += width;
    });
  }
}

function writeParcel(writer: DemoGraphWriter, context: NeighbourhoodContext, random: SeededRandom, ring: Ring, squareMetres: number): string {
  const { register } = context;
  const parcel = writer.parcel({
    identificatie: register.nextParcel(),
    buurt: context.buurt.iri,
    perceelnummer: register.nextParcelNumber(),
    sectie: context.section,
    kadastraleGemeente: register.naam,
    kadastraleGemeenteCode: register.cadastralCode,
    kadastraleGrootte: Math.round(squareMetres),
    soortGrootte: random.chance(0.9) ? 'Vastgesteld' : 'Voorlopig',
    wkt: wkt(ring),
    beginGeldigheid: date(random, 1995, 2023),
    source: context.source,
  });
  const restriction = drawRestriction(random, register.naam);
  if (restriction) {
    writer.restriction({
      identificatie: register.nextRestriction(),
      parcel,
      ...restriction,
      beginGeldigheid: date(random, 2007, 2023),
      source: context.source,
    });
  }
  return parcel;
}

function writeBuilding(
  writer: DemoGraphWriter,
  context: NeighbourhoodContext,
  random: SeededRandom,
  plot: BuildingKind,
  parcel: string,
  footprint: Ring,
  roof: Ring | undefined,
): string {
  const kind = context.buurt.kind;
  const status = random.weighted<string>([
    ['Pand in gebruik', 86],
    ['Sloopvergunning verleend', kind === 'historic' || kind === 'business' ? 5 : 3],
    ['Bouwvergunning verleend', kind === 'new' ? 8 : 2],
    ['Verbouwing pand', 3],
    ['Pand buiten gebruik', 2],
    ['Bouw gestart', kind === 'new' ? 4 : 1],
    ['Pand in gebruik (niet ingemeten)', 1],
  ]);
  const planned = status === 'Bouwvergunning verleend' || status === 'Bouw gestart';
  const [from, to] = builtIn[kind];
  const bouwjaar = planned ? random.int(2023, 2025) : plot.gebouwType === 'kerk' ? random.int(1350, 1900) : random.int(from, to);
  const documentdatum = date(random, Math.max(2009, Math.min(bouwjaar, 2023)), 2023);
  return writer.building({
    identificatie: context.register.nextBuilding(),
    status,
    objecttype: 'pand',
    gebouwType: plot.gebouwType,
    bouwjaar,
    parcels: [parcel],
    maaiveldWkt: wkt(footprint),
    ...(roof ? { bovenaanzichtWkt: wkt(roof) } : {}),
    documentdatum,
    documentnummer: `${context.register.cadastralCode.slice(0, 3)}/${documentdatum.slice(0, 4)}/${random.int(1000, 9999)}`,
    beginGeldigheid: documentdatum,
    tijdstipRegistratie: `${documentdatum}T${String(random.int(8, 17)).padStart(2, '0')}:${String(random.int(0, 59)).padStart(2, '0')}:00`,
    source: context.source,
  });
}
