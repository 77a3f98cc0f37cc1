/**
 * The namespaces of the demo knowledge graph. `imx`, `imx-ext` and `geo` are the ones the
 * land-registry demonstrator's queries use; `cbs` is where the Kadaster knowledge graph keeps the
 * CBS key figures (the queries only look at the local name after `#`). `demo` holds the few terms
 * this project had to add itself, and `id` the resources, on a reserved example domain so that no
 * demo IRI is ever mistaken for a real registration.
 */

const namespace = (base: string) => Object.assign((local: string) => `${base}${local}`, { base });

export const imx = namespace('http://modellen.geostandaarden.nl/def/imx-geo#');
export const imxExt = namespace('https://modellen.kkg.kadaster.nl/def/imxgeo-ext#');
export const cbs = namespace('https://modellen.kkg.kadaster.nl/cbs/wijken-buurten/def/kerncijfers#');
export const geo = namespace('http://www.opengis.net/ont/geosparql#');
export const rdf = namespace('http://www.w3.org/1999/02/22-rdf-syntax-ns#');
export const rdfs = namespace('http://www.w3.org/2000/01/rdf-schema#');
export const owl = namespace('http://www.w3.org/2002/07/owl#');
export const xsd = namespace('http://www.w3.org/2001/XMLSchema#');
export const dct = namespace('http://purl.org/dc/terms/');
export const dcat = namespace('http://www.w3.org/ns/dcat#');
export const demo = namespace('https://data.grafiek.example/def/demo#');

/**
 * Resource IRIs: `https://data.grafiek.example/id/{kind}/{code}`. The demonstrator's building map
 * colours objects by the path segment after `/id/`, so `kind` is what a person should see there
 * (gebouw, perceel).
 */
export const idBase = 'https://data.grafiek.example/id/';
export const resourceIri = (kind: string, code: string) => `${idBase}${kind}/${encodeURIComponent(code)}`;

/** The value CBS publishes for "unknown" and the demonstrator's queries filter out (as a plain string). */
export const unknownValue = '-99999999';
