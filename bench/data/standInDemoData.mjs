// A stand-in for the demo knowledge graph (issue #7) until its generator lands in
// packages/server/src/demo/: the same vocabulary and shape that the demonstrator's queries use
// (provinces > municipalities > districts > neighbourhoods nested with geo:sfWithin, imx:naam,
// WKT geometry, CBS key figures by imx-ext:regio, parcels, buildings, addresses, restrictions),
// deterministic, written as N-Triples.
import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { seededRandom } from '../lib/seededRandom.mjs';

const IMX = 'http://modellen.geostandaarden.nl/def/imx-geo#';
const EXT = 'https://modellen.kkg.kadaster.nl/def/imxgeo-ext#';
const GEO = 'http://www.opengis.net/ont/geosparql#';
const RDF_TYPE = 'http://www.w3.org/1999/02/22-rdf-syntax-ns#type';
const RDFS_LABEL = 'http://www.w3.org/2000/01/rdf-schema#label';
const XSD = 'http://www.w3.org/2001/XMLSchema#';
const BASE = 'https://bench.grafiek.example/id/';

/**
 * @typedef {object} StandInShape
 * @property {number} municipalitiesPerProvince
 * @property {number} districtsPerMunicipality
 * @property {number} neighbourhoodsPerDistrict
 * @property {number} parcelsPerNeighbourhood
 */

/** About 130,000 triples: big enough that the drill-down queries select, small enough to start fast. */
export const demoShape = {
  municipalitiesPerProvince: 4,
  districtsPerMunicipality: 5,
  neighbourhoodsPerDistrict: 5,
  parcelsPerNeighbourhood: 4,
};

const provinces = [
  'Groningen', 'Fryslân', 'Drenthe', 'Noord-Holland', 'Flevoland', 'Overijssel',
  'Zuid-Holland', 'Utrecht', 'Gelderland', 'Zeeland', 'Noord-Brabant', 'Limburg',
];
const stems = ['Hoog', 'Laag', 'Oud', 'Nieuw', 'Groot', 'Klein', 'Wester', 'Ooster', 'Zuider', 'Noorder', 'Berg', 'Zand'];
const ends = ['veen', 'dam', 'wijk', 'hout', 'broek', 'horst', 'dijk', 'wold', 'meer', 'haven', 'beek', 'loo'];
const buildingTypes = ['woning', 'kantoor', 'winkel', 'bedrijfshal', 'schuur', 'kunstwerkdeel'];
const statuses = ['Pand in gebruik', 'bestaand', 'Sloopvergunning verleend', 'Bouwvergunning verleend', 'Verbouwing pand'];
const restrictions = ['Erfgoedwet', 'Wet voorkeursrecht gemeenten', 'Omgevingswet', 'Wet bodembescherming'];
const sectors = ['landbouw', 'industrie', 'handel', 'horeca', 'cultuur'];
const ageBands = ['0_tot_15_jaar', '15_tot_25_jaar', '25_tot_45_jaar', '45_tot_65_jaar', '65_jaar_en_ouder'];

/** @typedef {{ west: number, south: number, east: number, north: number }} Box */

/** Splits a box into `n` cells of a near-square grid, so children tile their parent. @param {Box} box @param {number} n */
function tile(box, n) {
  const cols = Math.ceil(Math.sqrt(n));
  const rows = Math.ceil(n / cols);
  const w = (box.east - box.west) / cols;
  const h = (box.north - box.south) / rows;
  /** @type {Box[]} */
  const cells = [];
  for (let i = 0; i < n; i++) {
    const c = i % cols;
    const r = Math.floor(i / cols);
    cells.push({ west: box.west + c * w, south: box.south + r * h, east: box.west + (c + 1) * w, north: box.south + (r + 1) * h });
  }
  return cells;
}

/** @param {Box} b */
function polygon(b) {
  const f = (/** @type {number} */ x) => x.toFixed(6);
  return `POLYGON((${f(b.west)} ${f(b.south)},${f(b.east)} ${f(b.south)},${f(b.east)} ${f(b.north)},${f(b.west)} ${f(b.north)},${f(b.west)} ${f(b.south)}))`;
}

/** @param {Box} b @param {number} shrink 0..1 */
function inner(b, shrink) {
  const dx = ((b.east - b.west) * shrink) / 2;
  const dy = ((b.north - b.south) * shrink) / 2;
  return { west: b.west + dx, south: b.south + dy, east: b.east - dx, north: b.north - dy };
}

/** @param {string} s */
const literal = (s) => `"${s.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
/** @param {number} n */
const integer = (n) => `"${n}"^^<${XSD}integer>`;
/** @param {number} n */
const decimal = (n) => `"${n.toFixed(1)}"^^<${XSD}decimal>`;
/** @param {string} wkt */
const wkt = (wkt) => `"${wkt}"^^<${GEO}wktLiteral>`;

/**
 * Writes the stand-in graph as N-Triples. With `maxTriples` it stops at exactly that many lines
 * (the last entity may be cut short, which does not matter for load and restart timings).
 * @param {string} file
 * @param {{ shape?: StandInShape, maxTriples?: number }} [options]
 * @returns {Promise<{ triples: number }>}
 */
export async function writeStandInDemoData(file, options = {}) {
  const shape = options.shape ?? demoShape;
  const max = options.maxTriples ?? Infinity;
  const out = createWriteStream(file);
  let buffer = '';
  let triples = 0;
  const rnd = seededRandom(8);
  const pick = (/** @type {readonly string[]} */ list) => /** @type {string} */ (list[Math.floor(rnd() * list.length)]);

  const flush = async () => {
    if (!out.write(buffer)) await once(out, 'drain');
    buffer = '';
  };
  /** @param {string} s @param {string} p @param {string} o */
  const emit = async (s, p, o) => {
    if (triples >= max) return;
    buffer += `<${s}> <${p}> ${o} .\n`;
    triples++;
    if (buffer.length > 1 << 20) await flush();
  };
  const iri = (/** @type {string} */ x) => `<${x}>`;

  // The model, for the property panel (?pred rdfs:label ?property) and the data-model graph.
  const labelled = {
    [`${IMX}naam`]: 'naam', [`${IMX}status`]: 'status', [`${IMX}type`]: 'type', [`${IMX}heeftAlsAdres`]: 'heeft als adres',
    [`${IMX}bevindtZichOpPerceel`]: 'bevindt zich op perceel', [`${EXT}bouwjaar`]: 'bouwjaar', [`${EXT}gebouwType`]: 'gebouwtype',
    [`${IMX}Provincie`]: 'Provincie', [`${IMX}Gemeentegebied`]: 'Gemeentegebied', [`${IMX}Wijk`]: 'Wijk', [`${IMX}Buurt`]: 'Buurt',
    [`${IMX}Perceel`]: 'Perceel', [`${IMX}Gebouw`]: 'Gebouw', [`${IMX}Adres`]: 'Adres',
  };
  for (const [term, label] of Object.entries(labelled)) await emit(term, RDFS_LABEL, literal(label));

  /** @param {string} kind @param {string} id @param {string} type @param {string} name @param {Box} box @param {string} [parent] */
  const area = async (kind, id, type, name, box, parent) => {
    const uri = `${BASE}${kind}/${id}`;
    await emit(uri, RDF_TYPE, iri(type));
    await emit(uri, `${IMX}naam`, literal(name));
    if (parent) await emit(uri, `${GEO}sfWithin`, iri(parent));
    await emit(uri, `${GEO}hasGeometry`, iri(`${uri}/geometrie`));
    await emit(`${uri}/geometrie`, `${GEO}asWKT`, wkt(polygon(box)));
    return uri;
  };
  /** CBS key figures as an observation pointing at its area; -99999999 marks an unknown figure. @param {string} regio @param {number} people */
  const keyFigures = async (regio, people) => {
    const obs = `${regio}/kerncijfers`;
    await emit(obs, RDF_TYPE, iri(`${EXT}CBSKerncijfers`));
    await emit(obs, `${EXT}regio`, iri(regio));
    await emit(obs, `${EXT}aantal_inwoners`, integer(people));
    for (const sector of sectors) {
      await emit(obs, `${EXT}aantal_bedrijven_${sector}`, rnd() < 0.05 ? integer(-99999999) : integer(Math.round((people / 40) * rnd())));
    }
    let left = 100;
    for (const [i, band] of ageBands.entries()) {
      const share = i === ageBands.length - 1 ? left : Math.min(left, 10 + 15 * rnd());
      left -= share;
      await emit(obs, `${EXT}percentage_personen_${band}`, decimal(share));
    }
  };

  const country = { west: 3.36, south: 50.75, east: 7.23, north: 53.55 };
  const provinceBoxes = tile(country, provinces.length);
  let parcelNo = 0;
  let buildingNo = 0;
  for (const [p, provinceName] of provinces.entries()) {
    const provinceBox = /** @type {Box} */ (provinceBoxes[p]);
    const province = await area('provincie', String(p + 1).padStart(2, '0'), `${IMX}Provincie`, provinceName, provinceBox);
    for (const [m, municipalityBox] of tile(provinceBox, shape.municipalitiesPerProvince).entries()) {
      const mId = `GM${String(p * 100 + m + 1).padStart(4, '0')}`;
      const town = `${pick(stems)}${pick(ends)}`;
      const municipality = await area('gemeentegebied', mId, `${IMX}Gemeentegebied`, town, municipalityBox, province);
      await keyFigures(municipality, 5000 + Math.round(rnd() * 200000));
      for (const [d, districtBox] of tile(municipalityBox, shape.districtsPerMunicipality).entries()) {
        const dId = `WK${mId.slice(2)}${String(d).padStart(2, '0')}`;
        const district = await area('wijk', dId, `${IMX}Wijk`, `Wijk ${String(d).padStart(2, '0')} ${town}`, districtBox, municipality);
        await keyFigures(district, 500 + Math.round(rnd() * 20000));
        for (const [n, neighbourhoodBox] of tile(districtBox, shape.neighbourhoodsPerDistrict).entries()) {
          const nId = `BU${dId.slice(2)}${String(n).padStart(2, '0')}`;
          const neighbourhood = await area('buurt', nId, `${IMX}Buurt`, `${pick(stems)}${pick(ends)}`, neighbourhoodBox, district);
          await keyFigures(neighbourhood, 50 + Math.round(rnd() * 3000));
          for (const parcelBox of tile(neighbourhoodBox, shape.parcelsPerNeighbourhood)) {
            if (triples >= max) break;
            const parcel = `${BASE}perceel/${++parcelNo}`;
            await emit(neighbourhood, `${IMX}bevatPerceel`, iri(parcel));
            await emit(parcel, RDF_TYPE, iri(`${IMX}Perceel`));
            await emit(parcel, `${EXT}perceelnummer`, literal(`${town.slice(0, 3).toUpperCase()}00 K ${parcelNo}`));
            await emit(parcel, `${GEO}hasGeometry`, iri(`${parcel}/geometrie`));
            await emit(`${parcel}/geometrie`, `${GEO}asWKT`, wkt(polygon(parcelBox)));
            if (rnd() < 0.1) {
              const restriction = `${BASE}beperking/${parcelNo}`;
              await emit(restriction, `${IMX}isBeperkingOpPerceel`, iri(parcel));
              await emit(restriction, `${IMX}grondslag`, literal(pick(restrictions)));
            }
            const count = rnd() < 0.5 ? 1 : 2;
            for (const buildingBox of tile(inner(parcelBox, 0.3), count)) {
              const building = `${BASE}gebouw/${++buildingNo}`;
              const address = `${BASE}adres/${buildingNo}`;
              await emit(building, RDF_TYPE, iri(`${IMX}Gebouw`));
              await emit(building, `${IMX}bevindtZichOpPerceel`, iri(parcel));
              await emit(building, `${EXT}maaiveldgeometrie`, iri(`${building}/maaiveld`));
              await emit(`${building}/maaiveld`, `${GEO}asWKT`, wkt(polygon(inner(buildingBox, 0.2))));
              await emit(building, `${IMX}type`, literal(pick(buildingTypes)));
              await emit(building, `${EXT}gebouwType`, literal(pick(buildingTypes)));
              await emit(building, `${IMX}status`, literal(pick(statuses)));
              await emit(building, `${EXT}bouwjaar`, integer(1850 + Math.floor(rnd() * 175)));
              await emit(building, `${IMX}heeftAlsAdres`, iri(address));
              await emit(address, `${IMX}omschrijving`, literal(`${pick(stems)}straat ${1 + (buildingNo % 180)}, ${town}`));
            }
          }
        }
      }
    }
  }
  await flush();
  out.end();
  await once(out, 'finish');
  return { triples };
}

/**
 * The shape whose graph has at least `triples` triples: the demo hierarchy with more parcels.
 * @param {number} triples
 * @returns {StandInShape}
 */
export function shapeForAtLeast(triples) {
  // Per parcel about 22 triples (parcel 5 + restriction 0.2 + 1.5 buildings of 10 + the link);
  // per neighbourhood about 19 more for the area and its key figures.
  const neighbourhoods = 12 * demoShape.municipalitiesPerProvince * demoShape.districtsPerMunicipality * demoShape.neighbourhoodsPerDistrict;
  const perParcel = 20;
  return { ...demoShape, parcelsPerNeighbourhood: Math.ceil(triples / (neighbourhoods * perParcel)) };
}
