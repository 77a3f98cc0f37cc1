import { namedNode, Store, type Term } from 'oxigraph';
import { iriOf, readW3cFile } from './w3cFiles.js';

const mf = 'http://www.w3.org/2001/sw/DataAccess/tests/test-manifest#';
const qt = 'http://www.w3.org/2001/sw/DataAccess/tests/test-query#';
const ut = 'http://www.w3.org/2009/sparql/tests/test-update#';
const ht = 'http://www.w3.org/2011/http#';
const cnt = 'http://www.w3.org/2011/content#';
const rdf = 'http://www.w3.org/1999/02/22-rdf-syntax-ns#';
const rdfs = 'http://www.w3.org/2000/01/rdf-schema#';

interface TestBase {
  /** The test's IRI; its fragment (`agg01`) is the id that expectedFailures use. */
  iri: string;
  id: string;
  name: string;
  comment?: string;
}

/** A named graph to load before the test: the file and the graph name. */
export interface GraphData {
  file: string;
  graph: string;
}

/** mf:QueryEvaluationTest and mf:CSVResultFormatTest: data, a query, the expected results. */
export interface EvaluationTest extends TestBase {
  kind: 'evaluation';
  query: string;
  data: string[];
  graphData: GraphData[];
  result: string;
}

/** mf:NegativeSyntaxTest11: a query the endpoint must refuse. */
export interface NegativeSyntaxTest extends TestBase {
  kind: 'negativeSyntax';
  query: string;
}

export interface ProtocolRequest {
  method: string;
  absolutePath: string;
  headers: [string, string][];
  body?: string;
  expectedStatus: string[];
  expectedBoolean?: boolean;
  expectedFormat?: string;
}

/** mf:ProtocolTest: HTTP exchanges (ht: vocabulary) with the expected status, format and boolean. */
export interface ProtocolTest extends TestBase {
  kind: 'protocol';
  graphData: GraphData[];
  requests: ProtocolRequest[];
}

/** A test type this suite does not run (reported as skipped). */
export interface OtherTest extends TestBase {
  kind: 'other';
  type: string;
}

export type W3cTest = EvaluationTest | NegativeSyntaxTest | ProtocolTest | OtherTest;

export interface Manifest {
  iri: string;
  label: string;
  tests: W3cTest[];
}

/** Reads a W3C manifest, e.g. `sparql/sparql11/aggregates/manifest.ttl`, with its entries in order. */
export function readManifest(relativePath: string): Manifest {
  const iri = iriOf(relativePath);
  const store = new Store();
  store.load(readW3cFile(iri), { format: 'text/turtle', base_iri: iri });

  const objects = (subject: Term, predicate: string) => store.match(subject, namedNode(predicate), null, null).map((q) => q.object as Term);
  const object = (subject: Term, predicate: string) => objects(subject, predicate)[0];
  const text = (subject: Term, predicate: string) => object(subject, predicate)?.value;
  const list = (head: Term | undefined): Term[] => {
    const items: Term[] = [];
    for (let node = head; node && node.value !== `${rdf}nil`; node = object(node, `${rdf}rest`)) {
      const first = object(node, `${rdf}first`);
      if (first) items.push(first);
    }
    return items;
  };
  const graphData = (subject: Term, predicate: string): GraphData[] =>
    objects(subject, predicate).map((g) => {
      if (g.termType === 'NamedNode') return { file: g.value, graph: g.value };
      // ut:graphData [ ut:graph <file> ; rdfs:label "graph name" ]
      return { file: object(g, `${ut}graph`)!.value, graph: text(g, `${rdfs}label`) ?? object(g, `${ut}graph`)!.value };
    });

  const manifestNode = namedNode(iri);
  const tests = list(object(manifestNode, `${mf}entries`)).map((entry): W3cTest => {
    const base: TestBase = {
      iri: entry.value,
      id: entry.value.includes('#') ? entry.value.slice(entry.value.indexOf('#') + 1) : entry.value,
      name: text(entry, `${mf}name`) ?? entry.value,
      ...(text(entry, `${rdfs}comment`) ? { comment: text(entry, `${rdfs}comment`)! } : {}),
    };
    const type = object(entry, `${rdf}type`)?.value ?? '';
    const action = object(entry, `${mf}action`);
    if (type === `${mf}QueryEvaluationTest` || type === `${mf}CSVResultFormatTest`) {
      return {
        ...base,
        kind: 'evaluation',
        query: text(action!, `${qt}query`)!,
        data: objects(action!, `${qt}data`).map((d) => d.value),
        graphData: graphData(action!, `${qt}graphData`),
        result: text(entry, `${mf}result`)!,
      };
    }
    if (type === `${mf}NegativeSyntaxTest11` || type === `${mf}NegativeSyntaxTest`) {
      return { ...base, kind: 'negativeSyntax', query: action!.value };
    }
    if (type === `${mf}ProtocolTest`) {
      const requests = list(object(action!, `${ht}requests`)).map((request): ProtocolRequest => {
        const response = object(request, `${ht}resp`)!;
        const body = object(request, `${ht}body`);
        const expectedBoolean = text(response, `${mf}expectedBoolean`);
        const expectedFormat = text(response, `${mf}expectedFormat`);
        return {
          method: text(request, `${ht}methodName`)!,
          absolutePath: text(request, `${ht}absolutePath`)!,
          headers: list(object(request, `${ht}headers`)).map((h) => [text(h, `${ht}fieldName`)!, text(h, `${ht}fieldValue`)!]),
          ...(body ? { body: text(body, `${cnt}chars`) ?? '' } : {}),
          expectedStatus: objects(response, `${mf}expectedStatus`).map((s) => s.value.replace(/^.*#/, '')),
          ...(expectedBoolean !== undefined ? { expectedBoolean: expectedBoolean === 'true' } : {}),
          ...(expectedFormat !== undefined ? { expectedFormat } : {}),
        };
      });
      return { ...base, kind: 'protocol', graphData: graphData(entry, `${ut}graphData`), requests };
    }
    return { ...base, kind: 'other', type };
  });
  return { iri, label: text(manifestNode, `${rdfs}label`) ?? relativePath, tests };
}
