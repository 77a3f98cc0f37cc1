import { AreaIndex } from '../geometry/areaIndex.js';
import { representativePoint } from '../geometry/polygons.js';
import type { KeyFigureValues } from '../vocabulary/keyFigures.js';
import { parseRegionsCsv } from './cbsRegionsCsv.js';
import { numberProperty, readFeatures, stringProperty } from './geoJsonFeatures.js';
import type { ImportModel } from './importModel.js';
import { sourceFiles, type SourceFolder } from './sourceFiles.js';

/** CBS kerncijfers 2023 as the municipalities file names them (camelCase) → the CBS column names. */
const keyFigures2023: Record<string, string> = {
  aantalInwoners: 'aantal_inwoners',
  mannen: 'mannen',
  vrouwen: 'vrouwen',
  percentagePersonen0Tot15Jaar: 'percentage_personen_0_tot_15_jaar',
  percentagePersonen15Tot25Jaar: 'percentage_personen_15_tot_25_jaar',
  percentagePersonen25Tot45Jaar: 'percentage_personen_25_tot_45_jaar',
  percentagePersonen45Tot65Jaar: 'percentage_personen_45_tot_65_jaar',
  percentagePersonen65JaarEnOuder: 'percentage_personen_65_jaar_en_ouder',
  percentageOngehuwd: 'percentage_ongehuwd',
  percentageGehuwd: 'percentage_gehuwd',
  percentageGescheid: 'percentage_gescheid',
  percentageVerweduwd: 'percentage_verweduwd',
  aantalHuishoudens: 'aantal_huishoudens',
  percentageEenpersoonshuishoudens: 'percentage_eenpersoonshuishoudens',
  percentageHuishoudensZonderKinderen: 'percentage_huishoudens_zonder_kinderen',
  percentageHuishoudensMetKinderen: 'percentage_huishoudens_met_kinderen',
  gemiddeldeHuishoudsgrootte: 'gemiddelde_huishoudsgrootte',
  bevolkingsdichtheidInwonersPerKm2: 'bevolkingsdichtheid_inwoners_per_km2',
  omgevingsadressendichtheid: 'omgevingsadressendichtheid',
  stedelijkheidAdressenPerKm2: 'stedelijkheid_adressen_per_km2',
  oppervlakteTotaalInHa: 'oppervlakte_totaal_in_ha',
  oppervlakteLandInHa: 'oppervlakte_land_in_ha',
  oppervlakteWaterInHa: 'oppervlakte_water_in_ha',
  percentageMetHerkomstlandNederland: 'percentage_met_herkomstland_nederland',
  percentageMetHerkomstlandUitEuropaExclNl: 'percentage_met_herkomstland_uit_europa_excl_nl',
  percentageMetHerkomstlandBuitenEuropa: 'percentage_met_herkomstland_buiten_europa',
};

/** The Utrecht file's demografie → CBS column names (percentages 0-15 and 65+ are computed). */
const utrechtFigures: Record<string, string> = {
  inwoners: 'aantal_inwoners',
  huishoudens: 'aantal_huishoudens',
  huishoudensgrootte: 'gemiddelde_huishoudsgrootte',
  dichtheid: 'bevolkingsdichtheid_inwoners_per_km2',
  wozWaarde: 'gemiddelde_woningwaarde',
  koopwoningen: 'percentage_koopwoningen',
  eengezinswoning: 'percentage_eengezinswoning',
  inkomenPerInwoner: 'gemiddeld_inkomen_per_inwoner',
  stedelijkheid: 'stedelijkheid_adressen_per_km2',
  adressendichtheid: 'omgevingsadressendichtheid',
  oppervlakteLandHa: 'oppervlakte_land_in_ha',
};

/** Provinces, municipalities and districts with their CBS key figures. */
export function importRegions(folder: SourceFolder, model: ImportModel): void {
  importProvinces(folder, model);
  importMunicipalities(folder, model);
  if (folder.has('districts2024')) importDistricts(folder, model);
  else model.note(`districts: ${sourceFiles.districts2024} not found, no districts`);
  if (folder.has('utrecht2024')) importUtrecht(folder, model);
}

function importProvinces(folder: SourceFolder, model: ImportModel) {
  const read = (file: 'provinces2024' | 'provinces2023', codeProperty: string) => {
    if (!folder.has(file)) return 0;
    let added = 0;
    for (const feature of readFeatures(folder.json(file), sourceFiles[file])) {
      const code = stringProperty(feature, codeProperty, sourceFiles[file]);
      const naam = stringProperty(feature, 'statnaam', sourceFiles[file]);
      if (model.addRegion({ kind: 'provincie', code, naam, polygons: feature.polygons, source: file })) added++;
    }
    return added;
  };
  const from2024 = read('provinces2024', 'provincie_key');
  const from2023 = read('provinces2023', 'statcode');
  if (from2024 + from2023 === 0) {
    throw new Error(`No provinces: neither ${sourceFiles.provinces2024} nor ${sourceFiles.provinces2023} is in ${folder.dir}`);
  }
  model.note(`provinces: ${from2024 + from2023} (${from2024} with 2024 borders, ${from2023} with 2023 borders)`);
}

function importMunicipalities(folder: SourceFolder, model: ImportModel) {
  let from2024 = 0;
  let from2023 = 0;
  if (folder.has('municipalities2024')) {
    for (const feature of readFeatures(folder.json('municipalities2024'), sourceFiles.municipalities2024)) {
      const code = stringProperty(feature, 'gemeente_key', sourceFiles.municipalities2024);
      const naam = stringProperty(feature, 'Gemeente', sourceFiles.municipalities2024);
      if (model.addRegion({ kind: 'gemeente', code, naam, polygons: feature.polygons, source: 'municipalities2024' })) from2024++;
    }
  }
  if (folder.has('municipalities2023')) {
    const label = sourceFiles.municipalities2023;
    for (const feature of readFeatures(folder.json('municipalities2023'), label)) {
      const code = stringProperty(feature, 'gemeentecode', label);
      const naam = stringProperty(feature, 'gemeentenaam', label);
      // CBS files abroad (the Belgian enclaves of Baarle) under GM0998 "Buitenland": not a municipality.
      if (code === 'GM0998' || feature.polygons.length === 0) {
        model.note(`municipalities: ${code} "${naam}" in ${label} is not a Dutch municipality; left out`);
        continue;
      }
      if (model.addRegion({ kind: 'gemeente', code, naam, polygons: feature.polygons, source: 'keyFigures2023' })) from2023++;
      const values: KeyFigureValues = {};
      for (const [property, figure] of Object.entries(keyFigures2023)) {
        const value = numberProperty(feature, property);
        if (value !== undefined) values[figure] = value === -99999999 ? null : value;
      }
      if (Object.keys(values).length) model.figures.push({ region: code, year: 2023, values, source: 'keyFigures2023', variant: 'kerncijfers' });
    }
  }
  if (from2024 + from2023 === 0) {
    throw new Error(`No municipalities: neither ${sourceFiles.municipalities2024} nor ${sourceFiles.municipalities2023} is in ${folder.dir}`);
  }

  // Nesting: the CBS table names each municipality's province; otherwise geometry decides.
  const provinceOf = new Map<string, string>();
  if (folder.has('regionsCsv2024')) {
    for (const row of parseRegionsCsv(folder.text('regionsCsv2024'), sourceFiles.regionsCsv2024)) {
      provinceOf.set(row.code, row.provinceCode);
      if (!model.regions.has(row.code)) continue;
      const values: KeyFigureValues = {};
      if (row.inhabitants !== undefined) values.aantal_inwoners = row.inhabitants;
      if (row.addressDensity !== undefined) values.omgevingsadressendichtheid = row.addressDensity;
      if (Object.keys(values).length) model.figures.push({ region: row.code, year: 2024, values, source: 'regionsCsv2024', variant: 'gebieden' });
    }
  }
  const provinces = new AreaIndex(model.regionsOf('provincie').map((p) => ({ code: p.code, polygons: p.polygons })));
  const rules = { code: 0, contains: 0, nearest: 0 };
  for (const municipality of model.regionsOf('gemeente')) {
    const byCode = provinceOf.get(municipality.code);
    if (byCode && model.regions.get(byCode)?.kind === 'provincie') {
      municipality.parent = byCode;
      rules.code++;
      continue;
    }
    const located = provinces.locate(representativePoint(municipality.polygons[0]!));
    if (located) {
      municipality.parent = located.code;
      rules[located.rule]++;
    }
  }
  model.note(
    `municipalities: ${from2024 + from2023} (${from2024} with 2024 borders, ${from2023} from 2023); ` +
      `in their province by CBS code ${rules.code}, by geometry ${rules.contains}, nearest province ${rules.nearest}`,
  );
}

function importDistricts(folder: SourceFolder, model: ImportModel) {
  const label = sourceFiles.districts2024;
  let added = 0;
  const orphans: string[] = [];
  for (const feature of readFeatures(folder.json('districts2024'), label)) {
    const code = stringProperty(feature, 'wijkcode', label);
    const naam = stringProperty(feature, 'Wijk', label);
    // WKggggnn; Amsterdam's district numbers are letters (WK0363AA).
    const parent = `GM${code.slice(2, 6)}`;
    if (!/^WK\d{4}[0-9A-Z]{2}$/.test(code) || !model.regions.has(parent)) {
      orphans.push(code);
      continue;
    }
    if (model.addRegion({ kind: 'wijk', code, naam, polygons: feature.polygons, parent, source: 'districts2024' })) added++;
  }
  model.note(`districts: ${added}, each in the municipality its code names${orphans.length ? `; ${orphans.length} without a known municipality left out (${orphans.slice(0, 5).join(', ')})` : ''}`);
}

interface UtrechtArea {
  code: string;
  name: string;
  demografie?: Record<string, number | null | string>;
}

function utrechtValues(area: UtrechtArea): KeyFigureValues {
  const demography = area.demografie ?? {};
  const values: KeyFigureValues = {};
  for (const [property, figure] of Object.entries(utrechtFigures)) {
    const value = demography[property];
    if (typeof value === 'number') values[figure] = value;
    else if (value === null) values[figure] = null;
  }
  const inhabitants = demography.inwoners;
  const share = (count: unknown) =>
    typeof count === 'number' && typeof inhabitants === 'number' && inhabitants > 0 ? Math.round((100 * count) / inhabitants) : null;
  values.percentage_personen_0_tot_15_jaar = share(demography.inwoners0tot15);
  values.percentage_personen_65_jaar_en_ouder = share(demography.inwoners65plus);
  return values;
}

function importUtrecht(folder: SourceFolder, model: ImportModel) {
  const label = sourceFiles.utrecht2024;
  const data = folder.json('utrecht2024') as { code?: string; name?: string; wijken?: UtrechtArea[]; buurten?: UtrechtArea[]; demografie?: UtrechtArea['demografie'] };
  if (typeof data.code !== 'string' || !Array.isArray(data.wijken) || !Array.isArray(data.buurten)) {
    throw new Error(`${label} does not have the expected code, wijken and buurten`);
  }
  const municipality = data.code;
  if (!model.regions.has(municipality)) {
    model.note(`utrecht: municipality ${municipality} is unknown; ${label} left out`);
    return;
  }
  const figure = (region: string, area: UtrechtArea) =>
    model.figures.push({ region, year: 2024, values: utrechtValues(area), source: 'utrecht2024', variant: 'wijkenbuurten' });
  figure(municipality, { code: municipality, name: data.name ?? '', ...(data.demografie ? { demografie: data.demografie } : {}) });
  for (const wijk of data.wijken) {
    model.addRegion({ kind: 'wijk', code: wijk.code, naam: wijk.name, polygons: [], parent: municipality, source: 'utrecht2024' });
    figure(wijk.code, wijk);
  }
  let buurten = 0;
  for (const buurt of data.buurten) {
    // The file's own wijkCode is malformed (WK + 8 digits); a buurt code BUggggwwbb names its wijk WKggggww.
    const parent = `WK${buurt.code.slice(2, 8)}`;
    if (!model.regions.has(parent)) continue;
    if (model.addRegion({ kind: 'buurt', code: buurt.code, naam: buurt.name, polygons: [], parent, source: 'utrecht2024' })) buurten++;
    figure(buurt.code, buurt);
  }
  model.note(`utrecht: key figures for ${municipality}, ${data.wijken.length} districts and ${buurten} neighbourhoods (neighbourhoods without borders)`);
}
