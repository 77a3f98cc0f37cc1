import { ageGroups, businessSectors, type KeyFigureValues } from '../vocabulary/keyFigures.js';
import type { NeighbourhoodKind } from './dutchNames.js';
import type { SeededRandom } from './seededRandom.js';

/**
 * Plausible CBS key figures. Neighbourhoods get figures drawn around Dutch averages, steered by
 * what kind of neighbourhood it is; districts and municipalities are the sums (counts) and the
 * inhabitant-weighted averages (percentages) of their parts, so the drill-down adds up.
 * Like CBS, a neighbourhood with fewer than 50 inhabitants has its percentages suppressed
 * (written as the sentinel -99999999).
 */

const inhabitantsByKind: Record<NeighbourhoodKind, [number, number]> = {
  historic: [900, 3500],
  residential: [1500, 6000],
  new: [1200, 5000],
  business: [10, 150],
  rural: [40, 900],
};

const nationalAgeShares = [16, 12, 25, 27, 20];
/** Shares of establishments per sector, roughly as in the Netherlands. */
const nationalSectorShares = [4, 9, 20, 8, 5, 31, 23];

const suppressedBelow = 50;

export function neighbourhoodKeyFigures(kind: NeighbourhoodKind, landHa: number, waterHa: number, random: SeededRandom): KeyFigureValues {
  const [low, high] = inhabitantsByKind[kind];
  const inhabitants = random.int(low, high);
  const suppressed = inhabitants < suppressedBelow;
  const householdSize = kind === 'new' ? random.between(2.3, 2.7) : kind === 'historic' ? random.between(1.6, 2.1) : random.between(1.9, 2.5);
  const households = Math.max(1, Math.round(inhabitants / householdSize));
  const men = Math.round(inhabitants * random.between(0.48, 0.52));
  const landKm2 = Math.max(landHa / 100, 0.01);

  const ageShift = kind === 'new' ? [5, 0, 4, -3, -6] : kind === 'historic' ? [-3, 3, 2, -1, -1] : kind === 'rural' ? [-1, -1, -4, 2, 4] : [0, 0, 0, 0, 0];
  const ages = percentages(nationalAgeShares.map((share, i) => Math.max(1, share + ageShift[i]! + random.around(0, 3))));

  const establishmentRate = kind === 'business' ? random.between(1.5, 6) : random.between(0.07, 0.15);
  const establishments = Math.max(kind === 'business' ? random.int(40, 400) : 0, Math.round(inhabitants * establishmentRate));
  const sectorShares = nationalSectorShares.map((share, i) => {
    const tilt = kind === 'business' && (i === 1 || i === 3) ? 3 : kind === 'rural' && i === 0 ? 6 : 1;
    return share * tilt * random.between(0.6, 1.4);
  });
  const shareTotal = sectorShares.reduce((a, b) => a + b, 0);

  const values: KeyFigureValues = {
    aantal_inwoners: inhabitants,
    mannen: men,
    vrouwen: inhabitants - men,
    aantal_huishoudens: households,
    gemiddelde_huishoudsgrootte: suppressed ? null : round1(inhabitants / households),
    bevolkingsdichtheid_inwoners_per_km2: Math.round(inhabitants / landKm2),
    oppervlakte_totaal_in_ha: Math.round(landHa + waterHa),
    oppervlakte_land_in_ha: Math.round(landHa),
    oppervlakte_water_in_ha: Math.round(waterHa),
    percentage_eenpersoonshuishoudens: suppressed ? null : Math.round(random.around(kind === 'historic' ? 50 : 36, 8, 5, 80)),
    percentage_huishoudens_met_kinderen: suppressed ? null : Math.round(random.around(kind === 'new' ? 45 : 30, 7, 3, 70)),
    gemiddelde_woningwaarde: suppressed ? null : Math.round(random.around(kind === 'historic' ? 420 : kind === 'new' ? 390 : 340, 70, 150, 1200)),
    percentage_koopwoningen: suppressed ? null : Math.round(random.around(kind === 'historic' ? 45 : 60, 15, 5, 98)),
    // CBS leaves income out for a few areas even when it has the rest.
    gemiddeld_inkomen_per_inwoner: suppressed || random.chance(0.05) ? null : round1(random.around(33, 5, 18, 70)),
    aantal_bedrijfsvestigingen: establishments,
  };
  const single = values.percentage_eenpersoonshuishoudens;
  const withChildren = values.percentage_huishoudens_met_kinderen;
  values.percentage_huishoudens_zonder_kinderen =
    typeof single === 'number' && typeof withChildren === 'number' ? Math.max(0, 100 - single - withChildren) : null;
  ageGroups.forEach((figure, i) => (values[figure.name] = suppressed ? null : ages[i]!));
  const sectorCounts = apportion(establishments, sectorShares.map((s) => s / shareTotal));
  businessSectors.forEach((figure, i) => (values[figure.name] = sectorCounts[i]!));
  return withDensities(values);
}

/** Key figures of an area from those of its parts. */
export function aggregateKeyFigures(parts: readonly KeyFigureValues[]): KeyFigureValues {
  const result: KeyFigureValues = {};
  const names = new Set(parts.flatMap((p) => Object.keys(p)));
  for (const name of names) {
    if (isSum(name)) {
      const known = parts.map((p) => p[name]).filter((v): v is number => typeof v === 'number');
      result[name] = known.length ? known.reduce((a, b) => a + b, 0) : null;
    } else {
      let weighted = 0;
      let weight = 0;
      for (const part of parts) {
        const value = part[name];
        const w = part.aantal_inwoners ?? 0;
        if (typeof value === 'number' && w > 0) {
          weighted += value * w;
          weight += w;
        }
      }
      result[name] = weight > 0 ? (name === 'gemiddelde_huishoudsgrootte' || name === 'gemiddeld_inkomen_per_inwoner' ? round1(weighted / weight) : Math.round(weighted / weight)) : null;
    }
  }
  const inhabitants = result.aantal_inwoners ?? 0;
  const households = result.aantal_huishoudens ?? 0;
  if (inhabitants > 0 && households > 0) result.gemiddelde_huishoudsgrootte = round1(inhabitants / households);
  const land = result.oppervlakte_land_in_ha ?? 0;
  if (land > 0) result.bevolkingsdichtheid_inwoners_per_km2 = Math.round(inhabitants / (land / 100));
  return withDensities(result);
}

/**
 * Synthetic establishment counts per sector for a real area that has only its inhabitant count:
 * the rule the generator uses for ordinary neighbourhoods, seeded by the area's code.
 */
export function syntheticBusinessFigures(inhabitants: number, random: SeededRandom): KeyFigureValues {
  const establishments = Math.round(inhabitants * random.between(0.08, 0.14));
  const shares = nationalSectorShares.map((share) => share * random.between(0.7, 1.3));
  const total = shares.reduce((a, b) => a + b, 0);
  const counts = apportion(establishments, shares.map((s) => s / total));
  const values: KeyFigureValues = {};
  businessSectors.forEach((figure, i) => (values[figure.name] = counts[i]!));
  return values;
}

const sums = new Set(['aantal_inwoners', 'mannen', 'vrouwen', 'aantal_huishoudens', 'aantal_bedrijfsvestigingen', 'oppervlakte_totaal_in_ha', 'oppervlakte_land_in_ha', 'oppervlakte_water_in_ha']);
const isSum = (name: string) => sums.has(name) || name.startsWith('aantal_bedrijven_');

/** Address density (about 1.1 addresses per household) and the CBS urbanity class that follows from it. */
function withDensities(values: KeyFigureValues): KeyFigureValues {
  const land = values.oppervlakte_land_in_ha;
  const households = values.aantal_huishoudens;
  if (typeof land === 'number' && land > 0 && typeof households === 'number') {
    const density = Math.round((households * 1.1 + (values.aantal_bedrijfsvestigingen ?? 0)) / (land / 100));
    values.omgevingsadressendichtheid = density;
    values.stedelijkheid_adressen_per_km2 = density >= 2500 ? 1 : density >= 1500 ? 2 : density >= 1000 ? 3 : density >= 500 ? 4 : 5;
  }
  return values;
}

/** Whole percentages that add up to exactly 100. */
function percentages(weights: number[]): number[] {
  const total = weights.reduce((a, b) => a + b, 0);
  return apportion(100, weights.map((w) => w / total));
}

/** Splits a whole number by shares into whole numbers that add up to it (largest remainder). */
function apportion(total: number, shares: number[]): number[] {
  const exact = shares.map((s) => s * total);
  const counts = exact.map(Math.floor);
  let left = total - counts.reduce((a, b) => a + b, 0);
  const order = exact.map((e, i) => [e - Math.floor(e), i] as const).sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  for (const [, i] of order) {
    if (left-- <= 0) break;
    counts[i]!++;
  }
  return counts;
}

const round1 = (n: number) => Math.round(n * 10) / 10;
