import type { SeededRandom } from './seededRandom.js';

/**
 * Made-up but Dutch-sounding names. The provinces are fictional on purpose, so nobody mistakes the
 * synthetic demo for the real country; listed from the north-west, row by row, to the south-east.
 */
export const provinceNames = [
  ['Wadland', 'Noordermark', 'Oostervenen'],
  ['Westkust', 'Middenveld', 'Veenstreek'],
  ['Deltagouw', 'Stroomland', 'Zandmeren'],
  ['Zuiderduinen', 'Kempenmark', 'Heuvelgouw'],
] as const;

const stems = [
  'Beek', 'Berg', 'Dijk', 'Veen', 'Wold', 'Loo', 'Zand', 'Lier', 'Haar', 'Mere', 'Broek', 'Holt', 'Ven', 'Eind',
  'Linde', 'Eik', 'Kamp', 'Moer', 'Vliet', 'Gaast', 'Wiel', 'Molen', 'Rijp', 'Blok', 'Hage', 'Brug', 'Schoon', 'Wester',
  'Ooster', 'Noorder', 'Zuider', 'Hooge', 'Lange', 'Kort', 'Wit', 'Rode', 'Hel', 'Ter', 'Esch', 'Hamer',
] as const;
const suffixes = [
  'dam', 'dorp', 'hout', 'wijk', 'broek', 'lo', 'horst', 'veen', 'berg', 'zijl', 'ingen', 'um', 'rade', 'veld', 'meer',
  'haven', 'kerk', 'hem', 'oord', 'sloot', 'woude', 'beek', 'donk', 'hoven', 'kamp',
] as const;
const prefixes = ['Nieuw-', 'Oud-', 'Groot-', 'Sint-', 'Ter '] as const;

/** Unique municipality names: stem + suffix, sometimes with a prefix. */
export class MunicipalityNamer {
  private readonly used = new Set<string>();

  next(random: SeededRandom): string {
    for (let attempt = 0; attempt < 1000; attempt++) {
      const stem = random.pick(stems);
      const suffix = random.pick(suffixes);
      if (stem.toLowerCase().endsWith(suffix) || stem.toLowerCase().includes(suffix)) continue;
      const base = stem + suffix;
      const name = random.chance(0.15) ? `${random.pick(prefixes)}${base}` : base;
      if (!this.used.has(name)) {
        this.used.add(name);
        return name;
      }
    }
    throw new Error('Ran out of municipality names');
  }
}

const districtNames = ['Centrum', 'Noord', 'Oost', 'Zuid', 'West', 'Buitengebied', 'Dorpskern', 'Haven', 'Park'] as const;

/** CBS-style district names: "Wijk 01 Centrum". */
export function districtName(index: number, random: SeededRandom, taken: Set<string>): string {
  const free = districtNames.filter((n) => !taken.has(n));
  const name = random.pick(free.length ? free : districtNames);
  taken.add(name);
  return `Wijk ${String(index + 1).padStart(2, '0')} ${name}`;
}

/** Neighbourhood names; the kind steers the statistics and the buildings generated there. */
export const neighbourhoodKinds = {
  'Oude Kern': 'historic',
  Kerkbuurt: 'historic',
  Molenbuurt: 'historic',
  Vogelbuurt: 'residential',
  Bloemenbuurt: 'residential',
  Bomenbuurt: 'residential',
  Schildersbuurt: 'residential',
  Componistenbuurt: 'residential',
  Stationsbuurt: 'residential',
  'De Hoven': 'residential',
  Parkwijk: 'residential',
  Rivierbuurt: 'residential',
  'Nieuwbouw Noord': 'new',
  'De Akkers': 'new',
  Waterrijk: 'new',
  Bedrijventerrein: 'business',
  Havenkwartier: 'business',
  'Verspreide huizen': 'rural',
  Polder: 'rural',
  Dijkzone: 'rural',
} as const;

export type NeighbourhoodKind = (typeof neighbourhoodKinds)[keyof typeof neighbourhoodKinds];

export function neighbourhoodName(random: SeededRandom, taken: Set<string>): { name: string; kind: NeighbourhoodKind } {
  const names = Object.keys(neighbourhoodKinds) as (keyof typeof neighbourhoodKinds)[];
  const free = names.filter((n) => !taken.has(n));
  const name = random.pick(free.length ? free : names);
  taken.add(name);
  return { name, kind: neighbourhoodKinds[name] };
}

export const streetNames = [
  'Kerkstraat', 'Dorpsstraat', 'Molenweg', 'Schoolstraat', 'Beukenlaan', 'Eikenlaan', 'Lindelaan', 'Julianastraat',
  'Wilhelminastraat', 'Oranjestraat', 'Nieuwstraat', 'Hoofdstraat', 'Stationsweg', 'Kastanjelaan', 'Prinses Beatrixlaan',
  'Marktstraat', 'Veldweg', 'Dijkweg', 'Bosweg', 'Spoorstraat', 'Meidoornstraat', 'Merelstraat', 'Lijsterbeslaan',
  'Tulpstraat', 'Rozenstraat', 'Van Goghstraat', 'Rembrandtlaan', 'Torenstraat', 'Havenstraat', 'Industrieweg',
  'Ambachtsweg', 'Polderweg', 'Sluisweg', 'Populierenlaan', 'Zwanenburg',
] as const;
