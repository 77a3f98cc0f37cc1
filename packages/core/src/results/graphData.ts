import { localName } from './localName.js';
import type { SparqlBinding, SparqlTerm } from './sparqlJsonResults.js';

/**
 * How the graph widget (BBVis) reads a query result: each row is one statement
 * `?node ?edge ?object`, with optional `?nodeLabel`, `?edgeLabel`, `?objectLabel` and the types
 * `?nodeType` and `?objectType` that colour the nodes and make up the legend. A row with only
 * `?node` (or only `?object`) adds a lone node. Nodes are the same node wherever the same IRI
 * appears, so rows from several queries (the widget's extension query) merge into one graph.
 * A literal object is a node of its own per subject and predicate: two subjects that share a
 * value ("1970") are not drawn as linked through it.
 */
export interface GraphNode {
  id: string;
  label: string;
  kind: 'iri' | 'blank' | 'literal';
  /** The IRI a click publishes; blank and literal nodes have none. */
  iri?: string;
  /** Key of the node's type in {@link GraphData.types}. */
  type?: string;
}

export interface GraphEdge {
  id: string;
  from: string;
  to: string;
  /** The edge label, or the predicate's name when the query gives no label; '' without `?edge`. */
  label: string;
  iri?: string;
}

export interface GraphType {
  /** The type as the query gives it (an IRI or a text). */
  key: string;
  /** What the legend shows: by `useLocalNames` the IRI in full or its local name. */
  label: string;
  /**
   * The short name whatever the display setting: the local name of an IRI, else the text. Widgets
   * colour a type by it, so a type has the colour its name has in charts and maps.
   */
  name: string;
}

export interface GraphData {
  nodes: GraphNode[];
  edges: GraphEdge[];
  /** The distinct node types, in order of appearance. */
  types: GraphType[];
}

export interface GraphDataOptions {
  /** Show IRIs without a label by their local name (`imx:Buurt` as `Buurt`) instead of in full. */
  useLocalNames?: boolean;
}

const SEPARATOR = '\u0000';

export function toGraphData(rows: readonly SparqlBinding[], options: GraphDataOptions = {}): GraphData {
  const nodes = new Map<string, GraphNode & { labelled: boolean }>();
  const edges = new Map<string, GraphEdge & { labelled: boolean }>();
  const types = new Map<string, GraphType>();
  const iriText = (iri: string) => (options.useLocalNames ? localName(iri) : iri);

  const typeKey = (term: SparqlTerm | undefined): string | undefined => {
    if (!term || term.value === '') return undefined;
    if (!types.has(term.value)) {
      const iri = term.type === 'uri';
      types.set(term.value, { key: term.value, label: iri ? iriText(term.value) : term.value, name: iri ? localName(term.value) : term.value });
    }
    return term.value;
  };

  const addNode = (term: SparqlTerm, id: string, label: SparqlTerm | undefined, type: SparqlTerm | undefined): string => {
    const existing = nodes.get(id);
    const typeOf = typeKey(type);
    if (existing) {
      if (label && !existing.labelled) Object.assign(existing, { label: label.value, labelled: true });
      if (typeOf && !existing.type) existing.type = typeOf;
      return id;
    }
    const kind = term.type === 'uri' ? 'iri' : term.type === 'bnode' ? 'blank' : 'literal';
    const fallback = kind === 'iri' ? iriText(term.value) : kind === 'blank' ? `_:${term.value}` : term.value;
    nodes.set(id, {
      id,
      label: label ? label.value : fallback,
      labelled: label !== undefined,
      kind,
      ...(kind === 'iri' ? { iri: term.value } : {}),
      ...(typeOf ? { type: typeOf } : {}),
    });
    return id;
  };

  const resourceId = (term: SparqlTerm) => (term.type === 'bnode' ? `_:${term.value}` : term.value);

  for (const row of rows) {
    const subject = row.node;
    const object = row.object;
    const from = subject ? addNode(subject, resourceId(subject), row.nodeLabel, row.nodeType) : undefined;
    if (!object) continue;
    const edge = row.edge;
    const edgeKey = edge?.value ?? '';
    const isResource = object.type === 'uri' || object.type === 'bnode';
    const objectId = isResource ? resourceId(object) : ['literal', from ?? '', edgeKey, object.value].join(SEPARATOR);
    const to = addNode(object, objectId, row.objectLabel, row.objectType);
    if (from === undefined) continue;

    const id = [from, edgeKey, to].join(SEPARATOR);
    const label = row.edgeLabel;
    const existing = edges.get(id);
    if (existing) {
      if (label && !existing.labelled) Object.assign(existing, { label: label.value, labelled: true });
      continue;
    }
    const fallback = edge ? (edge.type === 'uri' ? iriText(edge.value) : edge.value) : '';
    edges.set(id, {
      id,
      from,
      to,
      label: label ? label.value : fallback,
      labelled: label !== undefined,
      ...(edge?.type === 'uri' ? { iri: edge.value } : {}),
    });
  }

  return {
    nodes: [...nodes.values()].map(({ labelled: _labelled, ...node }) => node),
    edges: [...edges.values()].map(({ labelled: _labelled, ...edge }) => edge),
    types: [...types.values()],
  };
}
