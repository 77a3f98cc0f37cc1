import { date, dateTime, decimal, gYear, integer, iri, NTriplesBuilder, text, typed, type Term } from '../rdf/nTriples.js';
import { keyFigureProperties, modelClasses, modelProperties, type ModelClass, type ModelProperty } from '../vocabulary/dataModel.js';
import { keyFigure, type KeyFigureValues } from '../vocabulary/keyFigures.js';
import { cbs, geo, owl, rdf, rdfs, resourceIri, unknownValue } from '../vocabulary/namespaces.js';

export type RegionKind = 'provincie' | 'gemeente' | 'wijk' | 'buurt';

const regionClass: Record<RegionKind, ModelClass> = {
  provincie: modelClasses.provincie,
  gemeente: modelClasses.gemeente,
  wijk: modelClasses.wijk,
  buurt: modelClasses.buurt,
};

export interface RegionInput {
  /** The CBS code; also the last part of the IRI. */
  code: string;
  /** For an area the sources do not have, made up to hold their objects: no CBS code is written. */
  derived?: boolean;
  naam: string;
  /** WGS84 WKT; a region without one is kept (for its statistics) but cannot be drawn. */
  wkt?: string;
  /** IRI of the region it lies in. */
  within?: string;
  source: string;
  comment?: string;
}

export interface RegistrationInput {
  beginGeldigheid?: string;
  tijdstipRegistratie?: string;
  documentdatum?: string;
  documentnummer?: string;
}

export interface ParcelInput extends RegistrationInput {
  identificatie: string;
  buurt: string;
  source: string;
  perceelnummer?: number;
  sectie?: string;
  kadastraleGemeente?: string;
  kadastraleGemeenteCode?: string;
  kadastraleGrootte?: number;
  soortGrootte?: string;
  wkt?: string;
  /** A link object standing in for a parcel the sources do not have (see demo:Hulpperceel). */
  derived?: boolean;
}

export interface BuildingInput extends RegistrationInput {
  identificatie: string;
  status: string;
  maaiveldWkt: string;
  bovenaanzichtWkt?: string;
  parcels: string[];
  bouwjaar?: number;
  objecttype?: string;
  gebouwType?: string;
  source: string;
}

export interface AddressInput {
  identificatie: string;
  building: string;
  straatnaam: string;
  huisnummer: number;
  huisletter?: string;
  toevoeging?: string;
  postcode?: string;
  plaatsnaam: string;
  source: string;
}

export interface RestrictionInput {
  identificatie: string;
  parcel: string;
  grondslag: string;
  bevoegdGezag?: string;
  beginGeldigheid?: string;
  source: string;
  comment?: string;
}

export interface SourceInput {
  key: string;
  title: string;
  description: string;
}

const p = modelProperties;
const t = (value: string) => iri(value);
const a = t(rdf('type'));

/**
 * Writes the demo vocabulary as N-Triples. The generator and the real-data importer both write
 * through this class, so the two sources cannot drift apart in how they model things.
 */
export class DemoGraphWriter {
  readonly triples = new NTriplesBuilder();
  /** How many resources of each class were written, for the summaries. */
  readonly counts = new Map<string, number>();

  private add(subject: Term, property: ModelProperty | string, object: Term) {
    this.triples.add(subject, t(typeof property === 'string' ? property : property.iri), object);
  }

  private typedResource(kind: string, code: string, modelClass: ModelClass): { value: string; term: Term } {
    const value = resourceIri(kind, code);
    const term = t(value);
    this.add(term, rdf('type'), t(modelClass.iri));
    this.counts.set(modelClass.label, (this.counts.get(modelClass.label) ?? 0) + 1);
    return { value, term };
  }

  private geometry(subject: string, property: ModelProperty, suffix: string, wkt: string) {
    const node = t(`${subject}/${suffix}`);
    this.add(t(subject), property, node);
    this.add(node, p.wkt, typed(wkt, geo('wktLiteral')));
  }

  private registration(subject: Term, input: RegistrationInput) {
    if (input.beginGeldigheid) this.add(subject, p.beginGeldigheid, date(input.beginGeldigheid));
    if (input.tijdstipRegistratie) this.add(subject, p.tijdstipRegistratie, dateTime(input.tijdstipRegistratie));
    if (input.documentdatum) this.add(subject, p.documentdatum, date(input.documentdatum));
    if (input.documentnummer) this.add(subject, p.documentnummer, text(input.documentnummer));
  }

  /** The classes and properties themselves, with labels, domains and ranges: the data-model graph. */
  model() {
    for (const cls of Object.values(modelClasses) as ModelClass[]) {
      const s = t(cls.iri);
      this.triples.add(s, a, t(owl('Class')));
      this.add(s, rdfs('label'), text(cls.label));
      this.add(s, rdfs('comment'), text(cls.comment));
      if (cls.subClassOf) this.add(s, rdfs('subClassOf'), t(cls.subClassOf));
    }
    const objectRanges = new Set((Object.values(modelClasses) as ModelClass[]).map((cls) => cls.iri));
    for (const prop of [...(Object.values(modelProperties) as ModelProperty[]), ...keyFigureProperties]) {
      const s = t(prop.iri);
      this.triples.add(s, a, t(objectRanges.has(prop.range) ? owl('ObjectProperty') : owl('DatatypeProperty')));
      this.add(s, rdfs('label'), text(prop.label));
      if (prop.comment) this.add(s, rdfs('comment'), text(prop.comment));
      if (prop.domain) this.add(s, rdfs('domain'), t(prop.domain));
      this.add(s, rdfs('range'), t(prop.range));
    }
    this.add(t(rdfs('label')), rdfs('label'), text('label'));
  }

  /** A dataset description: every resource points at one with dct:source. */
  source(input: SourceInput): string {
    const { value, term } = this.typedResource('bron', input.key, modelClasses.bron);
    this.add(term, rdfs('label'), text(input.title));
    this.add(term, p.titel, text(input.title));
    this.add(term, p.beschrijving, text(input.description));
    return value;
  }

  region(kind: RegionKind, input: RegionInput): string {
    const { value, term } = this.typedResource(kind, input.code, regionClass[kind]);
    this.add(term, p.naam, text(input.naam));
    if (!input.derived) this.add(term, p.code, text(input.code));
    if (input.within) this.add(term, p.ligtIn, t(input.within));
    if (input.wkt) this.geometry(value, p.geometrie, 'geometrie', input.wkt);
    if (input.comment) this.add(term, p.toelichting, text(input.comment));
    this.add(term, p.bron, t(input.source));
    return value;
  }

  /**
   * One observation of CBS key figures for a region and year. `null` values are written as the
   * CBS sentinel -99999999, as a plain string: the demonstrator's queries filter with
   * `?value != "-99999999"`, which only removes a term equal to that string.
   */
  keyFigures(input: { region: string; code: string; year: number; values: KeyFigureValues; source: string; variant?: string; comment?: string }) {
    const key = [input.code, input.year, ...(input.variant ? [input.variant] : [])].join('-');
    const { value, term } = this.typedResource('kerncijfers', key, modelClasses.kerncijfers);
    this.add(term, p.regio, t(input.region));
    this.add(term, p.jaar, gYear(input.year));
    for (const [name, figureValue] of Object.entries(input.values)) {
      const figure = keyFigure(name);
      const object = figureValue === null ? text(unknownValue) : figure.digits === 0 ? integer(Math.round(figureValue)) : decimal(figureValue, figure.digits);
      this.add(term, cbs(name), object);
    }
    if (input.comment) this.add(term, p.toelichting, text(input.comment));
    this.add(term, p.bron, t(input.source));
    return value;
  }

  parcel(input: ParcelInput): string {
    const cls = input.derived ? modelClasses.hulpperceel : modelClasses.perceel;
    const { value, term } = this.typedResource('perceel', input.identificatie, cls);
    this.add(t(input.buurt), p.bevatPerceel, term);
    this.add(term, p.identificatie, text(input.identificatie));
    if (input.derived) this.add(term, rdfs('label'), text(`hulpperceel ${input.identificatie}`));
    if (input.perceelnummer !== undefined) this.add(term, p.perceelnummer, integer(input.perceelnummer));
    if (input.sectie) this.add(term, p.sectie, text(input.sectie));
    if (input.kadastraleGemeente) this.add(term, p.kadastraleGemeente, text(input.kadastraleGemeente));
    if (input.kadastraleGemeenteCode) this.add(term, p.kadastraleGemeenteCode, text(input.kadastraleGemeenteCode));
    if (input.kadastraleGrootte !== undefined) this.add(term, p.kadastraleGrootte, integer(input.kadastraleGrootte));
    if (input.soortGrootte) this.add(term, p.soortGrootte, text(input.soortGrootte));
    if (input.wkt) this.geometry(value, p.geometrie, 'geometrie', input.wkt);
    this.registration(term, input);
    this.add(term, p.bron, t(input.source));
    return value;
  }

  building(input: BuildingInput): string {
    const { value, term } = this.typedResource('gebouw', input.identificatie, modelClasses.gebouw);
    this.add(term, p.identificatie, text(input.identificatie));
    this.add(term, p.status, text(input.status));
    if (input.bouwjaar !== undefined) this.add(term, p.bouwjaar, gYear(input.bouwjaar));
    if (input.objecttype) this.add(term, p.objecttype, text(input.objecttype));
    if (input.gebouwType) this.add(term, p.gebouwType, text(input.gebouwType));
    for (const parcel of input.parcels) this.add(term, p.bevindtZichOpPerceel, t(parcel));
    this.geometry(value, p.maaiveldgeometrie, 'maaiveld', input.maaiveldWkt);
    if (input.bovenaanzichtWkt) this.geometry(value, p.bovenaanzichtgeometrie, 'bovenaanzicht', input.bovenaanzichtWkt);
    this.registration(term, input);
    this.add(term, p.bron, t(input.source));
    return value;
  }

  address(input: AddressInput): string {
    const { value, term } = this.typedResource('adres', input.identificatie, modelClasses.adres);
    const number = `${input.huisnummer}${input.huisletter ?? ''}${input.toevoeging ? `-${input.toevoeging}` : ''}`;
    this.add(t(input.building), p.heeftAlsAdres, term);
    this.add(term, p.isAdresVanGebouw, t(input.building));
    this.add(term, p.identificatie, text(input.identificatie));
    this.add(term, p.omschrijving, text(`${input.straatnaam} ${number}, ${input.postcode ? `${input.postcode} ` : ''}${input.plaatsnaam}`));
    this.add(term, p.straatnaam, text(input.straatnaam));
    this.add(term, p.huisnummer, integer(input.huisnummer));
    if (input.huisletter) this.add(term, p.huisletter, text(input.huisletter));
    if (input.toevoeging) this.add(term, p.toevoeging, text(input.toevoeging));
    if (input.postcode) this.add(term, p.postcode, text(input.postcode));
    this.add(term, p.plaatsnaam, text(input.plaatsnaam));
    this.add(term, p.bron, t(input.source));
    return value;
  }

  restriction(input: RestrictionInput): string {
    const { value, term } = this.typedResource('beperking', input.identificatie, modelClasses.beperking);
    this.add(term, p.isBeperkingOpPerceel, t(input.parcel));
    this.add(term, p.identificatie, text(input.identificatie));
    this.add(term, p.grondslag, text(input.grondslag));
    if (input.bevoegdGezag) this.add(term, p.bevoegdGezag, text(input.bevoegdGezag));
    if (input.beginGeldigheid) this.add(term, p.beginGeldigheid, date(input.beginGeldigheid));
    if (input.comment) this.add(term, p.toelichting, text(input.comment));
    this.add(term, p.bron, t(input.source));
    return value;
  }

  toString(): string {
    return this.triples.toString();
  }
}
