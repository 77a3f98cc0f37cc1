import fs from 'node:fs';
import path from 'node:path';

/**
 * Addresses from a BAG 2.0 extract (the LVBAG XML of Kadaster): verblijfsobject → the panden it
 * is part of and its main and side addresses (nummeraanduidingen); nummeraanduiding → house
 * number and postcode and the public space (openbare ruimte) it lies on; openbare ruimte → street
 * name and woonplaats. Only current voorkomens count (no eindGeldigheid). The files are
 * machine-written and regular, so their few elements are read by name rather than with a full
 * XML parser.
 */

export interface BagAddress {
  nummeraanduiding: string;
  straatnaam: string;
  huisnummer: number;
  huisletter?: string;
  toevoeging?: string;
  /** BAG allows an address without a postcode. */
  postcode?: string;
  plaatsnaam: string;
}

function blocks(xml: string, element: string): string[] {
  return [...xml.matchAll(new RegExp(`<Objecten:${element}>([\\s\\S]*?)</Objecten:${element}>`, 'g'))].map((m) => m[1]!);
}

function texts(xml: string, element: string): string[] {
  return [...xml.matchAll(new RegExp(`<${element}(?:\\s[^>]*)?>([^<]*)</${element}>`, 'g'))].map((m) => decodeEntities(m[1]!.trim()));
}

const text = (xml: string, element: string) => texts(xml, element)[0];

function decodeEntities(value: string): string {
  return value.replace(/&(amp|lt|gt|quot|apos);/g, (_, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" })[e]!);
}

/** Inside `element`, the references it holds (e.g. heeftAlsNevenadres → NummeraanduidingRef). */
function references(xml: string, element: string, ref: string): string[] {
  return blocks(xml, element).flatMap((inner) => texts(inner, `Objecten-ref:${ref}`));
}

const isCurrent = (block: string) => !/<Historie:eindGeldigheid>/.test(block) && !/<Historie:eindRegistratie>/.test(block);

/** The current voorkomen of each object, by identificatie. */
function currentObjects(xml: string, element: string): Map<string, string> {
  const objects = new Map<string, string>();
  for (const block of blocks(xml, element)) {
    const id = text(block, 'Objecten:identificatie');
    if (id && isCurrent(block)) objects.set(id, block);
  }
  return objects;
}

function readObjectFile(dir: string, typeCode: string, element: string): Map<string, string> {
  const file = fs.readdirSync(dir).find((f) => f.includes(typeCode) && f.endsWith('.xml'));
  if (!file) throw new Error(`${dir} has no BAG ${typeCode} file (…${typeCode}….xml)`);
  return currentObjects(fs.readFileSync(path.join(dir, file), 'utf8'), element);
}

/** Addresses per pand identificatie. */
export function readBagAddresses(dir: string): Map<string, BagAddress[]> {
  const places = readObjectFile(dir, 'WPL', 'Woonplaats');
  const streets = readObjectFile(dir, 'OPR', 'OpenbareRuimte');
  const numbers = readObjectFile(dir, 'NUM', 'Nummeraanduiding');
  const units = readObjectFile(dir, 'VBO', 'Verblijfsobject');

  const address = (id: string): BagAddress | undefined => {
    const num = numbers.get(id);
    if (!num) return undefined;
    const street = streets.get(references(num, 'ligtAan', 'OpenbareRuimteRef')[0] ?? '');
    const placeId = references(num, 'ligtIn', 'WoonplaatsRef')[0] ?? (street ? references(street, 'ligtIn', 'WoonplaatsRef')[0] : undefined);
    const place = places.get(placeId ?? '');
    const huisnummer = Number(text(num, 'Objecten:huisnummer'));
    const postcode = text(num, 'Objecten:postcode');
    const straatnaam = street ? text(street, 'Objecten:naam') : undefined;
    const plaatsnaam = place ? text(place, 'Objecten:naam') : undefined;
    if (!straatnaam || !plaatsnaam || !Number.isInteger(huisnummer)) return undefined;
    const huisletter = text(num, 'Objecten:huisletter');
    const toevoeging = text(num, 'Objecten:huisnummertoevoeging');
    return {
      nummeraanduiding: id,
      straatnaam,
      huisnummer,
      ...(huisletter ? { huisletter } : {}),
      ...(toevoeging ? { toevoeging } : {}),
      ...(postcode ? { postcode: postcode.replace(/^(\d{4})\s*([A-Z]{2})$/, '$1 $2') } : {}),
      plaatsnaam,
    };
  };

  const byPand = new Map<string, BagAddress[]>();
  for (const unit of units.values()) {
    const ids = [...references(unit, 'heeftAlsHoofdadres', 'NummeraanduidingRef'), ...references(unit, 'heeftAlsNevenadres', 'NummeraanduidingRef')];
    const found = ids.map(address).filter((a): a is BagAddress => a !== undefined);
    for (const pand of references(unit, 'maaktDeelUitVan', 'PandRef')) {
      const list = byPand.get(pand) ?? [];
      for (const a of found) if (!list.some((b) => b.nummeraanduiding === a.nummeraanduiding)) list.push(a);
      byPand.set(pand, list);
    }
  }
  return byPand;
}
