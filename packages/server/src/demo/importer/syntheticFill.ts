import { syntheticBusinessFigures } from '../generator/keyFigureGenerator.js';
import { drawRestriction } from '../generator/restrictionRule.js';
import { SeededRandom } from '../generator/seededRandom.js';
import type { RestrictionInput } from '../graph/demoGraphWriter.js';
import type { ImportModel } from './importModel.js';

export type SyntheticRestriction = Omit<RestrictionInput, 'parcel' | 'source'> & { parcel: string };

/**
 * Fills the two things the real files cannot give, with the generator's rules, marked synthetic:
 * establishment counts per sector (for every area with a real inhabitant count, from that count)
 * and public-law restrictions (on about one parcel in ten, "(synthetisch)" in the grondslag).
 */
export function fillSynthetically(model: ImportModel): SyntheticRestriction[] {
  const random = new SeededRandom('synthetische-aanvulling');
  const newestInhabitants = new Map<string, { year: number; inhabitants: number }>();
  for (const figure of model.figures) {
    const inhabitants = figure.values.aantal_inwoners;
    if (typeof inhabitants !== 'number') continue;
    const known = newestInhabitants.get(figure.region);
    if (!known || figure.year > known.year) newestInhabitants.set(figure.region, { year: figure.year, inhabitants });
  }
  for (const [region, { year, inhabitants }] of newestInhabitants) {
    model.figures.push({
      region,
      year,
      values: syntheticBusinessFigures(inhabitants, random.fork(region)),
      source: 'syntheticFill',
      variant: 'synthetisch',
      comment: 'Synthetisch: bedrijfsvestigingen per sector verzonnen uit het echte inwonertal; geen CBS-cijfers.',
    });
  }
  const restrictions: SyntheticRestriction[] = [];
  for (const parcel of model.parcels) {
    const municipality = model.regions.get(parcel.municipality)?.naam ?? parcel.municipality;
    const drawn = drawRestriction(random.fork(parcel.identificatie), municipality);
    if (!drawn) continue;
    restrictions.push({
      identificatie: `synthetisch-${parcel.identificatie}`,
      parcel: parcel.identificatie,
      grondslag: `${drawn.grondslag} (synthetisch)`,
      bevoegdGezag: drawn.bevoegdGezag,
      comment: 'Synthetisch: deze beperking is verzonnen; de bronbestanden bevatten geen publiekrechtelijke beperkingen.',
    });
  }
  model.note(
    `synthetic fill: establishment counts for ${newestInhabitants.size} areas, restrictions on ${restrictions.length} of ${model.parcels.length} parcels`,
  );
  return restrictions;
}
