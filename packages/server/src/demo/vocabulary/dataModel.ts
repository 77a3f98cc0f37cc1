import { allKeyFigures } from './keyFigures.js';
import { cbs, dcat, dct, demo, geo, imx, imxExt, rdfs, xsd } from './namespaces.js';

/**
 * The data model of the demo graph, as data: every class and property the graph uses, with the
 * Dutch labels that the property panel shows (`?pred rdfs:label ?property`) and the domains and
 * ranges that the data-model graph draws. The label "identificatie" is one the demonstrator's
 * property panel hides on purpose (it hides "domein" too, which this graph does not use).
 */

export interface ModelClass {
  iri: string;
  label: string;
  comment: string;
  subClassOf?: string;
}

export interface ModelProperty {
  iri: string;
  label: string;
  comment?: string;
  /** Omitted for properties every kind of object carries (identificatie, bron). */
  domain?: string;
  range: string;
}

export const modelClasses = {
  feature: { iri: geo('Feature'), label: 'geo-object', comment: 'Iets met een ligging op de kaart (GeoSPARQL).' },
  gebied: {
    iri: demo('Gebied'),
    label: 'gebied',
    comment: 'Een bestuurlijk of statistisch gebied; provincie, gemeente, wijk en buurt liggen in elkaar (geo:sfWithin).',
    subClassOf: geo('Feature'),
  },
  provincie: { iri: imx('Provincie'), label: 'provincie', comment: 'Een provincie.', subClassOf: demo('Gebied') },
  gemeente: { iri: imx('Gemeentegebied'), label: 'gemeentegebied', comment: 'Het gebied van een gemeente.', subClassOf: demo('Gebied') },
  wijk: { iri: imx('Wijk'), label: 'wijk', comment: 'Een CBS-wijk: een deel van een gemeente.', subClassOf: demo('Gebied') },
  buurt: { iri: imx('Buurt'), label: 'buurt', comment: 'Een CBS-buurt: een deel van een wijk.', subClassOf: demo('Gebied') },
  perceel: { iri: imx('Perceel'), label: 'perceel', comment: 'Een kadastraal perceel.', subClassOf: geo('Feature') },
  hulpperceel: {
    iri: demo('Hulpperceel'),
    label: 'hulpperceel (afgeleid)',
    comment:
      'Geen echt kadastraal perceel: een verbindingsobject voor gebouwen waarvan de bronbestanden geen perceel geven, zodat de buurt het gebouw via imx:bevatPerceel kan vinden.',
    subClassOf: imx('Perceel'),
  },
  gebouw: { iri: imx('Gebouw'), label: 'gebouw', comment: 'Een pand of ander bouwwerk.', subClassOf: geo('Feature') },
  adres: { iri: imx('Adres'), label: 'adres', comment: 'Een adres van een gebouw.' },
  beperking: {
    iri: imx('PubliekrechtelijkeBeperking'),
    label: 'publiekrechtelijke beperking',
    comment: 'Een beperking die de overheid op een perceel heeft gelegd, met de wet waarop die berust (grondslag).',
  },
  geometrie: { iri: geo('Geometry'), label: 'geometrie', comment: 'Een vorm, als WKT in WGS84 (lengte, breedte).' },
  kerncijfers: {
    iri: cbs('Kerncijfers'),
    label: 'CBS-kerncijfers',
    comment: 'Statistieken van het CBS over één gebied in één jaar; -99999999 betekent onbekend.',
  },
  bron: { iri: dcat('Dataset'), label: 'bron', comment: 'Waar gegevens vandaan komen, en of ze echt, afgeleid of synthetisch zijn.' },
} satisfies Record<string, ModelClass>;

const c = modelClasses;
const property = (iri: string, label: string, range: string, domain?: string, comment?: string): ModelProperty => ({
  iri,
  label,
  range,
  ...(domain ? { domain } : {}),
  ...(comment ? { comment } : {}),
});

export const modelProperties = {
  naam: property(imx('naam'), 'naam', xsd('string'), c.gebied.iri),
  code: property(imx('code'), 'code', xsd('string'), c.gebied.iri, 'De CBS-code van het gebied (PV, GM, WK of BU).'),
  ligtIn: property(geo('sfWithin'), 'ligt in', c.gebied.iri, c.gebied.iri),
  geometrie: property(geo('hasGeometry'), 'geometrie', c.geometrie.iri, c.feature.iri),
  wkt: property(geo('asWKT'), 'WKT', geo('wktLiteral'), c.geometrie.iri),
  regio: property(imxExt('regio'), 'regio', c.gebied.iri, c.kerncijfers.iri, 'Het gebied waar de kerncijfers over gaan.'),
  jaar: property(cbs('jaar'), 'jaar', xsd('gYear'), c.kerncijfers.iri),
  bevatPerceel: property(imx('bevatPerceel'), 'bevat perceel', c.perceel.iri, c.buurt.iri),
  perceelnummer: property(imxExt('perceelnummer'), 'perceelnummer', xsd('integer'), c.perceel.iri),
  sectie: property(imxExt('sectie'), 'sectie', xsd('string'), c.perceel.iri),
  kadastraleGemeente: property(imxExt('kadastraleGemeente'), 'kadastrale gemeente', xsd('string'), c.perceel.iri),
  kadastraleGemeenteCode: property(imxExt('kadastraleGemeenteCode'), 'kadastrale gemeentecode', xsd('string'), c.perceel.iri),
  kadastraleGrootte: property(imxExt('kadastraleGrootte'), 'kadastrale grootte (m²)', xsd('integer'), c.perceel.iri),
  soortGrootte: property(imxExt('soortGrootte'), 'soort grootte', xsd('string'), c.perceel.iri),
  bevindtZichOpPerceel: property(imx('bevindtZichOpPerceel'), 'bevindt zich op perceel', c.perceel.iri, c.gebouw.iri),
  maaiveldgeometrie: property(imxExt('maaiveldgeometrie'), 'maaiveldgeometrie', c.geometrie.iri, c.gebouw.iri),
  bovenaanzichtgeometrie: property(imxExt('bovenaanzichtgeometrie'), 'bovenaanzichtgeometrie', c.geometrie.iri, c.gebouw.iri),
  status: property(imx('status'), 'status', xsd('string'), c.gebouw.iri),
  objecttype: property(imx('type'), 'objecttype', xsd('string'), c.gebouw.iri),
  gebouwType: property(imxExt('gebouwType'), 'gebouwtype', xsd('string'), c.gebouw.iri),
  bouwjaar: property(imx('bouwjaar'), 'bouwjaar', xsd('gYear'), c.gebouw.iri),
  heeftAlsAdres: property(imx('heeftAlsAdres'), 'heeft als adres', c.adres.iri, c.gebouw.iri),
  isAdresVanGebouw: property(imx('isAdresVanGebouw'), 'is adres van gebouw', c.gebouw.iri, c.adres.iri),
  omschrijving: property(imx('omschrijving'), 'omschrijving', xsd('string'), c.adres.iri),
  straatnaam: property(imx('straatnaam'), 'straatnaam', xsd('string'), c.adres.iri),
  huisnummer: property(imx('huisnummer'), 'huisnummer', xsd('integer'), c.adres.iri),
  huisletter: property(imx('huisletter'), 'huisletter', xsd('string'), c.adres.iri),
  toevoeging: property(imx('huisnummertoevoeging'), 'huisnummertoevoeging', xsd('string'), c.adres.iri),
  postcode: property(imx('postcode'), 'postcode', xsd('string'), c.adres.iri),
  plaatsnaam: property(imx('plaatsnaam'), 'plaatsnaam', xsd('string'), c.adres.iri),
  isBeperkingOpPerceel: property(imx('isBeperkingOpPerceel'), 'is beperking op perceel', c.perceel.iri, c.beperking.iri),
  grondslag: property(imx('grondslag'), 'grondslag', xsd('string'), c.beperking.iri),
  bevoegdGezag: property(imxExt('bevoegdGezag'), 'bevoegd gezag', xsd('string'), c.beperking.iri),
  identificatie: property(imx('identificatie'), 'identificatie', xsd('string')),
  beginGeldigheid: property(imx('beginGeldigheid'), 'begin geldigheid', xsd('date')),
  tijdstipRegistratie: property(imx('tijdstipRegistratie'), 'tijdstip registratie', xsd('dateTime')),
  documentdatum: property(imxExt('documentdatum'), 'documentdatum', xsd('date')),
  documentnummer: property(imxExt('documentnummer'), 'documentnummer', xsd('string')),
  bron: property(dct('source'), 'bron', c.bron.iri),
  titel: property(dct('title'), 'titel', xsd('string'), c.bron.iri),
  beschrijving: property(dct('description'), 'beschrijving', xsd('string'), c.bron.iri),
  toelichting: property(rdfs('comment'), 'toelichting', xsd('string')),
} satisfies Record<string, ModelProperty>;

/** One property per CBS key figure, all on the key-figures observation. */
export const keyFigureProperties: ModelProperty[] = allKeyFigures.map((f) =>
  property(cbs(f.name), f.label, xsd('decimal'), c.kerncijfers.iri),
);
