import type { TFunction } from 'i18next';

// The query a BBVoyager widget runs when its author gave none: the repository's model as rows of
// one shape, from RDFS and OWL (classes, rdfs:subClassOf, properties with rdfs:domain and
// rdfs:range, owl:ObjectProperty and owl:DatatypeProperty) and from SHACL (node shapes with
// sh:targetClass, or that are classes themselves, and their sh:property shapes with sh:path,
// sh:datatype, sh:class, sh:node, sh:minCount and sh:maxCount). classModel.ts reads the rows.

/** The columns an author's own model query gives, as the built-in one does. */
export const MODEL_COLUMNS = ['class', 'classLabel', 'superClass', 'property', 'propertyLabel', 'range', 'rangeKind', 'min', 'max'] as const;

const PREFIXES = `PREFIX rdf: <http://www.w3.org/1999/02/22-rdf-syntax-ns#>
PREFIX rdfs: <http://www.w3.org/2000/01/rdf-schema#>
PREFIX owl: <http://www.w3.org/2002/07/owl#>
PREFIX sh: <http://www.w3.org/ns/shacl#>`;

const WHERE = `WHERE {
  {
    { ?class a rdfs:Class } UNION { ?class a owl:Class } UNION { [] sh:targetClass ?class }
  } UNION {
    ?class rdfs:subClassOf ?superClass .
    FILTER(isIRI(?superClass))
  } UNION {
    ?property rdfs:domain ?class .
    OPTIONAL { ?property rdfs:range ?range }
    OPTIONAL { ?property rdfs:label ?propertyLabel }
    BIND(IF(EXISTS { ?property a owl:ObjectProperty } || (BOUND(?range) && (EXISTS { ?range a rdfs:Class } || EXISTS { ?range a owl:Class })), "class",
      IF(EXISTS { ?property a owl:DatatypeProperty }, "datatype", "")) AS ?rangeKind)
  } UNION {
    { ?shape sh:targetClass ?class } UNION { ?class a sh:NodeShape , rdfs:Class . BIND(?class AS ?shape) }
    ?shape sh:property ?propertyShape .
    ?propertyShape sh:path ?property .
    FILTER(isIRI(?property))
    OPTIONAL { ?propertyShape sh:datatype ?datatype }
    OPTIONAL { ?propertyShape sh:class ?rangeClass }
    OPTIONAL { ?propertyShape sh:node ?node . ?node sh:targetClass ?nodeClass }
    OPTIONAL { ?propertyShape sh:minCount ?min }
    OPTIONAL { ?propertyShape sh:maxCount ?max }
    OPTIONAL { ?propertyShape sh:name ?shapeName }
    OPTIONAL { ?property rdfs:label ?propertyName }
    BIND(COALESCE(?shapeName, ?propertyName) AS ?propertyLabel)
    BIND(COALESCE(?rangeClass, ?nodeClass, ?datatype) AS ?range)
    BIND(IF(BOUND(?rangeClass) || BOUND(?nodeClass), "class", IF(BOUND(?datatype), "datatype", "")) AS ?rangeKind)
  }
  OPTIONAL { ?class rdfs:label ?classLabel }
  FILTER(isIRI(?class))
}`;

/** What may not stand in an IRI written as <...>. */
const NOT_IN_IRI = /[<>"{}|^`\\\s]/;

export type ModelQuery = { ok: true; query: string } | { ok: false; error: string };

/**
 * The built-in model query, over the given graphs (FROM: their merge is the default graph) or
 * the repository's default graph when there are none. A graph that is no IRI is refused in the
 * reader's language with `t`, else in English.
 */
export function modelQuery(graphs: readonly string[], t?: TFunction): ModelQuery {
  const iris = graphs.map((graph) => graph.trim()).filter(Boolean);
  const bad = iris.find((iri) => NOT_IN_IRI.test(iri) || !/^[A-Za-z][A-Za-z0-9+.-]*:/.test(iri));
  if (bad !== undefined) return { ok: false, error: t ? t('widget.voyager.graphNotIri', { graph: bad }) : `Graph "${bad}" is not an IRI (such as https://example.org/graph/model).` };
  const from = iris.map((iri) => `FROM <${iri}>\n`).join('');
  return { ok: true, query: `${PREFIXES}\nSELECT DISTINCT ?${MODEL_COLUMNS.join(' ?')}\n${from}${WHERE}` };
}
