import type { SeededRandom } from './seededRandom.js';

/** About one parcel in ten carries a public-law restriction (in the real register it is fewer, but a demo should show some). */
export const restrictionChance = 0.1;

const grounds: [{ grondslag: string; national: boolean }, number][] = [
  [{ grondslag: 'Erfgoedwet: rijksmonument', national: true }, 2],
  [{ grondslag: 'Erfgoedwet: gemeentelijk monument', national: false }, 3],
  [{ grondslag: 'Wet voorkeursrecht gemeenten', national: false }, 2],
  [{ grondslag: 'Woningwet: last onder bestuursdwang', national: false }, 1],
  [{ grondslag: 'Wet bodembescherming: saneringsbevel', national: false }, 1],
  [{ grondslag: 'Omgevingswet: gedoogplicht', national: false }, 1],
];

/** The generator's rule for restrictions: whether a parcel gets one, on which legal ground, and by whom. */
export function drawRestriction(random: SeededRandom, municipalityName: string): { grondslag: string; bevoegdGezag: string } | undefined {
  if (!random.chance(restrictionChance)) return undefined;
  const ground = random.weighted(grounds);
  return {
    grondslag: ground.grondslag,
    bevoegdGezag: ground.national ? 'Rijksdienst voor het Cultureel Erfgoed' : `gemeente ${municipalityName}`,
  };
}
