/**
 * A graph repository: a named SPARQL store, embedded (Oxigraph in worker threads) or remote (any
 * SPARQL 1.1 Protocol endpoint). The SPARQL endpoint, rules and uploads use only this interface.
 */

/** Media types a query result may be serialised to. */
export const resultMediaTypes = {
  json: 'application/sparql-results+json',
  xml: 'application/sparql-results+xml',
  csv: 'text/csv',
  tsv: 'text/tab-separated-values',
} as const;

export const graphMediaTypes = {
  turtle: 'text/turtle',
  ntriples: 'application/n-triples',
  nquads: 'application/n-quads',
  trig: 'application/trig',
  rdfxml: 'application/rdf+xml',
  jsonld: 'application/ld+json',
} as const;

/** Older or looser names clients and endpoints use for the same formats. */
const mediaTypeAliases: Readonly<Record<string, string>> = {
  'application/json': resultMediaTypes.json,
  'application/xml': resultMediaTypes.xml,
  'text/xml': resultMediaTypes.xml,
  'text/plain': graphMediaTypes.ntriples,
  'application/x-turtle': graphMediaTypes.turtle,
  'application/json-ld': graphMediaTypes.jsonld,
};

/** The standard name of a media type (lower case, without parameters), aliases resolved. */
export function canonicalMediaType(type: string): string {
  const bare = type.split(';')[0]!.trim().toLowerCase();
  return mediaTypeAliases[bare] ?? bare;
}

export type ResultMediaType = (typeof resultMediaTypes)[keyof typeof resultMediaTypes];
export type GraphMediaType = (typeof graphMediaTypes)[keyof typeof graphMediaTypes];

export type QueryForm = 'SELECT' | 'ASK' | 'CONSTRUCT' | 'DESCRIBE';

export interface QueryRequest {
  query: string;
  /** The form of the query, known to the caller from parsing it. */
  form: QueryForm;
  /** For SELECT and ASK a result media type; for CONSTRUCT and DESCRIBE a graph media type. */
  mediaType: ResultMediaType | GraphMediaType;
  /** SPARQL Protocol dataset parameters. */
  defaultGraphUris?: string[];
  namedGraphUris?: string[];
  /** Aborted when the client goes away or the timeout passes; the work must stop. */
  signal: AbortSignal;
  timeoutMs: number;
  /**
   * The largest answer the caller takes, in bytes (UTF-8): a repository stops reading or writing
   * a larger one and fails with kind `tooLarge` (answerTooLarge), rather than holding it whole.
   */
  maxAnswerBytes?: number;
}

export interface QueryResponse {
  mediaType: string;
  body: string;
  /** Time the engine itself spent, for the endpoint's overhead figures. */
  engineMs: number;
}

export interface UpdateRequest {
  update: string;
  signal: AbortSignal;
  timeoutMs: number;
}

export interface LoadRequest {
  data: string | Uint8Array;
  /** An RDF media type from graphMediaTypes. */
  mediaType: GraphMediaType;
  /** Target named graph; the default graph when absent. Ignored for quad formats. */
  graph?: string;
  baseIri?: string;
}

/** Thrown by repositories with a message fit for the person who wrote the query. */
export class RepositoryError extends Error {
  constructor(
    readonly kind: 'syntax' | 'timeout' | 'aborted' | 'unavailable' | 'remote' | 'data' | 'tooLarge',
    message: string,
  ) {
    super(message);
    this.name = 'RepositoryError';
  }
}

/** The HTTP status that fits each kind of repository error. */
export const repositoryErrorStatus: Record<RepositoryError['kind'], number> = {
  syntax: 400,
  data: 400,
  timeout: 504,
  aborted: 499,
  unavailable: 502,
  remote: 502,
  // The request was fine, its answer is more than this server sends at once: the caller can page it.
  tooLarge: 422,
};

/** The error of an answer larger than a caller's maxAnswerBytes. */
export function answerTooLarge(maxAnswerBytes: number): RepositoryError {
  const size = maxAnswerBytes >= 1024 * 1024 ? `${Math.round(maxAnswerBytes / (1024 * 1024))} MB` : `${Math.round(maxAnswerBytes / 1024)} kB`;
  return new RepositoryError('tooLarge', `The answer is larger than the ${size} this server sends at once (GRAFIEK_MAX_ANSWER_BYTES). Add a LIMIT, or page through it with LIMIT and OFFSET.`);
}

export interface Repository {
  readonly name: string;
  readonly kind: 'embedded' | 'remote';
  query(request: QueryRequest): Promise<QueryResponse>;
  /** Resolves only once the change is durable (embedded: journalled and synced to disk). */
  update(request: UpdateRequest): Promise<void>;
  /** All or nothing: a file with an error loads nothing and the error names the line. */
  load(request: LoadRequest): Promise<{ quads: number }>;
  /** Number of quads, when the repository can tell cheaply. */
  size(): Promise<number | undefined>;
  close(): Promise<void>;
}
