import { AreaIndex } from '../geometry/areaIndex.js';
import { representativePoint, type Position } from '../geometry/polygons.js';
import { polygonsToWkt } from '../geometry/wkt.js';
import { readBagAddresses } from './bagExtractAddresses.js';
import { numberProperty, readFeatures, stringProperty, type Feature } from './geoJsonFeatures.js';
import type { ImportModel } from './importModel.js';
import { sourceFiles, type SourceFolder } from './sourceFiles.js';

/**
 * Buildings (BAG Doesburg) and parcels (BRK Otterlo), placed in the regions:
 * - a building's municipality is the one its BAG extract was made for (the extract is per
 *   municipality; the first four digits of a pand's identificatie name the municipality that
 *   registered it first, which for 2 of Doesburg's 7,797 is a neighbour); a parcel's is the
 *   municipality containing the parcel's representative point;
 * - the district is the district of that municipality containing the representative point, or,
 *   when simplified borders leave the point outside all of them, the nearest one;
 * - the sources have no neighbourhood borders, so each such district gets one derived
 *   neighbourhood with the district's border (see sourceDescriptions: afgeleid-buurten);
 * - Doesburg has no parcels in the sources, so each building stands on its own derived
 *   "hulpperceel" in that neighbourhood (afgeleid-hulppercelen).
 */
export function importObjects(folder: SourceFolder, model: ImportModel): void {
  const placer = new DistrictPlacer(model);
  if (folder.has('doesburgBuildings')) importBuildings(folder, model, placer);
  else model.note(`buildings: ${sourceFiles.doesburgBuildings} not found, no buildings`);
  if (folder.has('otterloParcels')) importParcels(folder, model, placer);
  else model.note(`parcels: ${sourceFiles.otterloParcels} not found, no parcels`);
  const { contains, nearest, unplaced } = placer.rules;
  model.note(`objects placed in districts: ${contains} by containment, ${nearest} in the nearest district, ${unplaced} not placed`);
}

class DistrictPlacer {
  private readonly byMunicipality = new Map<string, AreaIndex>();
  private readonly municipalities: AreaIndex;
  readonly rules = { contains: 0, nearest: 0, unplaced: 0 };

  constructor(private readonly model: ImportModel) {
    this.municipalities = new AreaIndex(model.regionsOf('gemeente').map((g) => ({ code: g.code, polygons: g.polygons })));
  }

  municipalityAt(point: Position): string | undefined {
    return this.municipalities.locate(point)?.code;
  }

  /** The derived neighbourhood of the district the point lies in, created on first use. */
  neighbourhood(municipality: string, point: Position): string | undefined {
    let districts = this.byMunicipality.get(municipality);
    if (!districts) {
      const drawn = this.model.regionsOf('wijk', municipality).filter((w) => w.polygons.length > 0);
      districts = new AreaIndex(drawn.map((w) => ({ code: w.code, polygons: w.polygons })));
      this.byMunicipality.set(municipality, districts);
    }
    const located = districts.locate(point);
    if (!located) {
      this.rules.unplaced++;
      return undefined;
    }
    this.rules[located.rule]++;
    const district = this.model.regions.get(located.code)!;
    const code = `afgeleid-${district.code}`;
    this.model.addRegion({
      kind: 'buurt',
      code,
      naam: `${district.naam} (hele wijk)`,
      polygons: district.polygons,
      parent: district.code,
      source: 'derivedNeighbourhoods',
      derived: true,
    });
    return code;
  }
}

const pointOf = (feature: Feature) => representativePoint(feature.polygons[0]!);
const optionalText = (feature: Feature, name: string) => {
  const value = feature.properties[name];
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
};

function importBuildings(folder: SourceFolder, model: ImportModel, placer: DistrictPlacer) {
  const label = sourceFiles.doesburgBuildings;
  const extractOf = /bag_panden_(\d{4})_/.exec(label);
  if (!extractOf) throw new Error(`${label}: the file name does not say which municipality's BAG extract it is`);
  const municipality = `GM${extractOf[1]}`;
  const addresses = folder.has('doesburgExtract') ? readBagAddresses(folder.path('doesburgExtract')) : new Map();
  let placed = 0;
  let withAddress = 0;
  const statuses = new Map<string, number>();
  for (const feature of readFeatures(folder.json('doesburgBuildings'), label)) {
    const id = stringProperty(feature, 'identificatie', label);
    const status = stringProperty(feature, 'status', label);
    if (feature.polygons.length === 0) throw new Error(`${label}: pand ${id} has no geometry`);
    const buurt = placer.neighbourhood(municipality, pointOf(feature));
    if (!buurt) continue;
    const parcel = `hulp-${id}`;
    model.parcels.push({ identificatie: parcel, buurt, municipality, derived: true, source: 'derivedParcels' });
    const year = numberProperty(feature, 'oorspronkelijkBouwjaar');
    const documentdatum = optionalText(feature, 'documentdatum');
    const documentnummer = optionalText(feature, 'documentnummer');
    const beginGeldigheid = optionalText(feature, 'beginGeldigheid');
    const tijdstipRegistratie = optionalText(feature, 'tijdstipRegistratie');
    model.buildings.push({
      identificatie: id,
      status,
      // BAG writes 9999 when the construction year is unknown.
      ...(year !== undefined && year !== 9999 ? { bouwjaar: year } : {}),
      maaiveldWkt: polygonsToWkt(feature.polygons, 7),
      parcels: [parcel],
      ...(documentdatum ? { documentdatum } : {}),
      ...(documentnummer ? { documentnummer } : {}),
      ...(beginGeldigheid ? { beginGeldigheid } : {}),
      ...(tijdstipRegistratie ? { tijdstipRegistratie } : {}),
      source: 'doesburgBuildings',
    });
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
    placed++;
    const own = addresses.get(id) ?? [];
    if (own.length) withAddress++;
    for (const a of own) {
      model.addresses.push({
        identificatie: a.nummeraanduiding,
        building: id,
        straatnaam: a.straatnaam,
        huisnummer: a.huisnummer,
        ...(a.huisletter ? { huisletter: a.huisletter } : {}),
        ...(a.toevoeging ? { toevoeging: a.toevoeging } : {}),
        ...(a.postcode ? { postcode: a.postcode } : {}),
        plaatsnaam: a.plaatsnaam,
        source: 'doesburgAddresses',
      });
    }
  }
  const statusList = [...statuses].sort((a, b) => b[1] - a[1]).map(([s, n]) => `${s} ${n}`).join(', ');
  model.note(`buildings: ${placed} (${statusList}); ${withAddress} with addresses from the BAG extract`);
}

function importParcels(folder: SourceFolder, model: ImportModel, placer: DistrictPlacer) {
  const label = sourceFiles.otterloParcels;
  let placed = 0;
  for (const feature of readFeatures(folder.json('otterloParcels'), label)) {
    const id = stringProperty(feature, 'identificatie', label);
    const point = pointOf(feature);
    const municipality = placer.municipalityAt(point);
    const buurt = municipality ? placer.neighbourhood(municipality, point) : undefined;
    if (!municipality || !buurt) continue;
    const perceelnummer = numberProperty(feature, 'perceelnummer');
    const grootte = numberProperty(feature, 'kadastraleGrootte_m2');
    const sectie = optionalText(feature, 'sectie');
    const kadastraleGemeente = optionalText(feature, 'kadastraleGemeente');
    const akr = optionalText(feature, 'AKRKadastraleGemeenteCode');
    const soortGrootte = optionalText(feature, 'soortGrootte');
    const begin = optionalText(feature, 'beginGeldigheid');
    model.parcels.push({
      identificatie: id,
      buurt,
      municipality,
      ...(perceelnummer !== undefined ? { perceelnummer } : {}),
      ...(sectie ? { sectie } : {}),
      ...(kadastraleGemeente ? { kadastraleGemeente } : {}),
      ...(akr ? { kadastraleGemeenteCode: akr } : {}),
      ...(grootte !== undefined ? { kadastraleGrootte: grootte } : {}),
      ...(soortGrootte ? { soortGrootte } : {}),
      ...(begin ? { beginGeldigheid: begin.slice(0, 10), tijdstipRegistratie: begin } : {}),
      wkt: polygonsToWkt(feature.polygons, 7),
      source: 'otterloParcels',
    });
    placed++;
  }
  model.note(`parcels: ${placed} from ${label}`);
}
