/**
 * The SPARQL of the demo app, one constant per widget. Written for the demo vocabulary
 * (VOCABULARY.md); `{{name}}` placeholders are filled from the app's variables.
 */

const prefixes = {
  geo: 'PREFIX geo: <http://www.opengis.net/ont/geosparql#>',
  imx: 'PREFIX imx: <http://modellen.geostandaarden.nl/def/imx-geo#>',
  imxExt: 'PREFIX imx-ext: <https://modellen.kkg.kadaster.nl/def/imxgeo-ext#>',
  rdf: 'PREFIX rdf: <http://www.w3.org/1999/02/22-rdf-syntax-ns#>',
  rdfs: 'PREFIX rdfs: <http://www.w3.org/2000/01/rdf-schema#>',
  owl: 'PREFIX owl: <http://www.w3.org/2002/07/owl#>',
  xsd: 'PREFIX xsd: <http://www.w3.org/2001/XMLSchema#>',
  dct: 'PREFIX dct: <http://purl.org/dc/terms/>',
};
const use = (...names: (keyof typeof prefixes)[]) => names.map((n) => prefixes[n]).join('\n');

/** A map of the regions of one kind, inside the region a variable names (or all provinces). */
function regionMap(cls: string, title: string, parentVariable?: string, limit?: number): string {
  return `${use('geo', 'imx')}

SELECT ?uri ?geometry (?naam AS ?label) (?naam AS ?color)
WHERE {
  ${parentVariable ? `?uri geo:sfWithin <{{${parentVariable}}}> .\n  ` : ''}?uri a imx:${cls} ;
       imx:naam ?naam ;
       geo:hasGeometry/geo:asWKT ?geometry .
}${limit ? `\nLIMIT ${limit}` : ''}

#title: ${title};
#noLegend;
#minimal;
`;
}

export const provinceMap = regionMap('Provincie', 'Provincie', undefined, 12);
export const municipalityMap = regionMap('Gemeentegebied', 'Gemeente', 'provincie');
export const districtMap = regionMap('Wijk', 'Wijk', 'gemeente');
export const neighbourhoodMap = regionMap('Buurt', 'Buurt', 'wijk');

/** Key figures of the region the radio box chose, whose CBS name starts with `prefix`. */
function keyFigureChart(prefix: string): string {
  return `${use('imxExt')}

SELECT ?property ?value
WHERE {
  { ?cijfers imx-ext:regio <{{buurt}}> . FILTER ("{{keuze}}" = "buurt") }
  UNION { ?cijfers imx-ext:regio <{{wijk}}> . FILTER ("{{keuze}}" = "wijk") }
  UNION { ?cijfers imx-ext:regio <{{gemeente}}> . FILTER ("{{keuze}}" = "gemeente") }
  ?cijfers ?kenmerk ?value .
  # CBS writes -99999999 where a figure is unknown or kept secret.
  FILTER (isLiteral(?value) && STR(?value) != "-99999999")
  BIND (STRAFTER(STR(?kenmerk), "#${prefix}") AS ?property)
  FILTER (?property != "")
}
ORDER BY ?property
`;
}

export const businessChart = keyFigureChart('aantal_bedrijven_');
export const ageChart = keyFigureChart('percentage_personen_');

export const neighbourhoodObjectsMap = `${use('geo', 'imx', 'imxExt')}

SELECT ?uri ?geometry ?color ?label
WHERE {
  {
    <{{buurt}}> imx:bevatPerceel ?uri .
    ?uri geo:hasGeometry/geo:asWKT ?geometry ;
         imx-ext:perceelnummer ?nummer .
    BIND (STR(?nummer) AS ?label)
    BIND ("perceel" AS ?color)
  }
  UNION
  {
    <{{buurt}}> imx:bevatPerceel/^imx:bevindtZichOpPerceel ?uri .
    ?uri imx-ext:maaiveldgeometrie/geo:asWKT ?maaiveld .
    OPTIONAL { ?uri imx-ext:bovenaanzichtgeometrie/geo:asWKT ?bovenaanzicht }
    OPTIONAL { ?uri imx:type ?type }
    BIND (COALESCE(?bovenaanzicht, ?maaiveld) AS ?geometry)
    BIND (COALESCE(?type, STRBEFORE(STRAFTER(STR(?uri), "/id/"), "/")) AS ?color)
    BIND (?color AS ?label)
  }
}

#title: Percelen en gebouwen;
#color:RGBA(175,175,175,1)@"perceel"
`;

export const buildingTypesMap = `${use('geo', 'imx', 'imxExt')}

SELECT ?uri ?geometry ?color (?color AS ?label)
WHERE {
  <{{buurt}}> imx:bevatPerceel/^imx:bevindtZichOpPerceel ?uri .
  ?uri imx-ext:maaiveldgeometrie/geo:asWKT ?maaiveld .
  OPTIONAL { ?uri imx-ext:bovenaanzichtgeometrie/geo:asWKT ?bovenaanzicht }
  OPTIONAL { ?uri imx-ext:gebouwType ?soort }
  BIND (COALESCE(?bovenaanzicht, ?maaiveld) AS ?geometry)
  BIND (COALESCE(?soort, "onbekend") AS ?color)
}

#title: Gebouwtypes;
`;

/** The selection is a building (its own addresses) or a parcel (the addresses of what stands on it). */
export const addressTable = `${use('imx')}

SELECT DISTINCT ?adres
WHERE {
  { BIND (<{{selection}}> AS ?gebouw) }
  UNION
  { ?gebouw imx:bevindtZichOpPerceel <{{selection}}> }
  ?gebouw imx:heeftAlsAdres/imx:omschrijving ?adres .
}
ORDER BY ?adres
LIMIT 100
`;

export const restrictionTable = `${use('imx', 'imxExt')}

SELECT DISTINCT ?grondslag ?bevoegdGezag
WHERE {
  { BIND (<{{selection}}> AS ?perceel) }
  UNION
  { <{{selection}}> imx:bevindtZichOpPerceel ?perceel }
  ?beperking imx:isBeperkingOpPerceel ?perceel ;
             imx:grondslag ?grondslag .
  OPTIONAL { ?beperking imx-ext:bevoegdGezag ?bevoegdGezag }
}
LIMIT 100
`;

export const propertyPanel = `${use('rdf', 'rdfs')}

SELECT DISTINCT ?property ?value ?literal ?pred
WHERE {
  {
    <{{selection}}> a/rdfs:label ?value .
    BIND ("type" AS ?property)
    BIND ("true" AS ?literal)
    BIND (rdf:type AS ?pred)
  }
  UNION
  {
    <{{selection}}> ?pred ?value .
    ?pred rdfs:label ?property .
    FILTER (!isLiteral(?value) || STR(?value) != "-99999999")
    FILTER (?property NOT IN ("identificatie"))
    BIND (STR(isLiteral(?value)) AS ?literal)
  }
}
`;

export const municipalitySearch = `${use('imx')}

SELECT DISTINCT ?label ?uri
WHERE {
  ?uri a imx:Gemeentegebied ;
       imx:naam ?label .
}
ORDER BY ?label
`;

const demolitionStatus = '"Sloopvergunning verleend"';

export const demolitionDistrictMap = `${use('geo', 'imx', 'xsd')}

SELECT ?uri ?geometry ?label (xsd:float(COUNT(DISTINCT ?gebouw)) AS ?color)
WHERE {
  ?uri geo:sfWithin <{{gem}}> ;
       a imx:Wijk ;
       imx:naam ?label ;
       geo:hasGeometry/geo:asWKT ?geometry .
  OPTIONAL {
    ?buurt geo:sfWithin ?uri ;
           imx:bevatPerceel/^imx:bevindtZichOpPerceel ?gebouw .
    ?gebouw imx:status ${demolitionStatus} .
  }
}
GROUP BY ?uri ?geometry ?label

#title: Sloopvergunningen per wijk;
#minimal;
`;

export const demolitionNeighbourhoodMap = `${use('geo', 'imx', 'xsd')}

SELECT ?uri ?geometry ?label (xsd:float(COUNT(DISTINCT ?gebouw)) AS ?color)
WHERE {
  ?uri geo:sfWithin <{{wijk2}}> ;
       a imx:Buurt ;
       imx:naam ?label ;
       geo:hasGeometry/geo:asWKT ?geometry .
  OPTIONAL {
    ?uri imx:bevatPerceel/^imx:bevindtZichOpPerceel ?gebouw .
    ?gebouw imx:status ${demolitionStatus} .
  }
}
GROUP BY ?uri ?geometry ?label

#title: Sloopvergunningen per buurt;
#minimal;
`;

export const demolitionBuildingsMap = `${use('geo', 'imx', 'imxExt')}

SELECT ?uri ?geometry ?color (?color AS ?label)
WHERE {
  <{{buurt2}}> imx:bevatPerceel/^imx:bevindtZichOpPerceel ?uri .
  ?uri imx-ext:maaiveldgeometrie/geo:asWKT ?geometry .
  OPTIONAL { ?uri imx:status ?sloop . FILTER (?sloop = ${demolitionStatus}) }
  BIND (COALESCE(?sloop, "overig") AS ?color)
}

#title: Gebouwen met een sloopvergunning;
#minimal;
`;

export const statusChart = `${use('imx')}

SELECT ?status (COUNT(DISTINCT ?gebouw) AS ?aantal)
WHERE {
  <{{buurt2}}> imx:bevatPerceel/^imx:bevindtZichOpPerceel ?gebouw .
  ?gebouw imx:status ?status .
  FILTER (?status NOT IN ("bestaand", "Pand in gebruik"))
}
GROUP BY ?status
ORDER BY DESC(?aantal)
`;

export const dataModelGraph = `${use('rdfs', 'owl')}

SELECT ?node ?nodeLabel ?edge ?edgeLabel ?object ?objectLabel
WHERE {
  {
    ?edge a owl:ObjectProperty ;
          rdfs:domain ?node ;
          rdfs:range ?object ;
          rdfs:label ?edgeLabel .
  }
  UNION
  {
    ?node rdfs:subClassOf ?object .
    BIND (rdfs:subClassOf AS ?edge)
    BIND ("is een" AS ?edgeLabel)
  }
  ?node a owl:Class ; rdfs:label ?nodeLabel .
  ?object a owl:Class ; rdfs:label ?objectLabel .
}
`;

export const classProperties = `${use('rdfs')}

SELECT ?eigenschap ?bereik ?toelichting
WHERE {
  ?kenmerk rdfs:domain <{{klasse}}> ;
           rdfs:label ?eigenschap ;
           rdfs:range ?range .
  OPTIONAL { ?range rdfs:label ?rangeLabel }
  OPTIONAL { ?kenmerk rdfs:comment ?toelichting }
  BIND (COALESCE(?rangeLabel, REPLACE(STR(?range), "^.*[#/]", "")) AS ?bereik)
}
ORDER BY ?eigenschap
`;

export const sourcesTable = `${use('dct')}

SELECT ?bron ?beschrijving
WHERE {
  ?dataset dct:title ?bron ;
           dct:description ?beschrijving .
}
ORDER BY ?bron
`;
