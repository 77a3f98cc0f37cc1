import type { FastifyRequest } from 'fastify';
import { HttpError, badRequest } from '../http/httpError.js';

/** The SPARQL 1.1 Protocol parameters of one request, from the query string and the body. */
export interface ProtocolParameters {
  query?: string;
  update?: string;
  /** Dataset of a query (default-graph-uri, named-graph-uri). */
  defaultGraphUris: string[];
  namedGraphUris: string[];
  /** Dataset of an update's WHERE clauses (using-graph-uri, using-named-graph-uri). */
  usingGraphUris: string[];
  usingNamedGraphUris: string[];
  /** The SPARQL runner's paging fields. */
  limit?: number;
  offset?: number;
}

type Fields = Record<string, string | string[] | undefined>;

const list = (v: string | string[] | undefined) => (v === undefined ? [] : Array.isArray(v) ? v : [v]);
const one = (fields: Fields, name: string) => {
  const values = list(fields[name]);
  if (values.length > 1) throw badRequest(`Give the parameter "${name}" once, not ${values.length} times.`);
  return values[0];
};
const count = (fields: Fields, name: string) => {
  const v = one(fields, name);
  if (v === undefined || v === '') return undefined;
  const n = Number(v);
  if (!Number.isInteger(n) || n < 0) throw badRequest(`"${name}" must be a whole number of 0 or more.`);
  return n;
};

/** Parses application/x-www-form-urlencoded, keeping repeated fields (default-graph-uri) as lists. */
export function parseForm(text: string): Fields {
  const fields: Fields = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const previous = fields[key];
    fields[key] = previous === undefined ? value : [...list(previous), value];
  }
  return fields;
}

export function protocolParameters(request: FastifyRequest): ProtocolParameters {
  const fromQueryString = parseForm(request.url.split('?')[1] ?? '');
  let fields: Fields = fromQueryString;
  if (request.method === 'POST') {
    const [rawType = '', ...contentParams] = (request.headers['content-type'] ?? '').split(';');
    const type = rawType.trim().toLowerCase();
    const charset = contentParams.map((p) => p.trim().toLowerCase()).find((p) => p.startsWith('charset='));
    if (charset && charset !== 'charset=utf-8' && charset !== 'charset="utf-8"') {
      throw new HttpError(415, `SPARQL requests must be UTF-8, not ${charset.slice('charset='.length)}.`);
    }
    const body = typeof request.body === 'string' ? request.body : '';
    if (type === 'application/x-www-form-urlencoded') fields = { ...fromQueryString, ...parseForm(body) };
    else if (type === 'application/sparql-query') fields = { ...fromQueryString, query: body };
    else if (type === 'application/sparql-update') fields = { ...fromQueryString, update: body };
    else {
      throw new HttpError(
        415,
        'Send a SPARQL request as application/x-www-form-urlencoded (query= or update=), application/sparql-query or application/sparql-update.',
      );
    }
  }
  const query = one(fields, 'query');
  const update = one(fields, 'update');
  if (query !== undefined && update !== undefined) throw badRequest('Give either "query" or "update", not both.');
  const limit = count(fields, 'limit');
  const offset = count(fields, 'offset');
  const dataset = {
    defaultGraphUris: list(fields['default-graph-uri']),
    namedGraphUris: list(fields['named-graph-uri']),
    usingGraphUris: list(fields['using-graph-uri']),
    usingNamedGraphUris: list(fields['using-named-graph-uri']),
  };
  // Each kind of request has its own dataset parameters; the other kind's would be silently ignored.
  if (update !== undefined && dataset.defaultGraphUris.length + dataset.namedGraphUris.length > 0) {
    throw badRequest('default-graph-uri and named-graph-uri are for queries; for an update use using-graph-uri and using-named-graph-uri.');
  }
  if (update === undefined && dataset.usingGraphUris.length + dataset.usingNamedGraphUris.length > 0) {
    throw badRequest('using-graph-uri and using-named-graph-uri are for updates; for a query use default-graph-uri and named-graph-uri.');
  }
  return {
    ...(query !== undefined ? { query } : {}),
    ...(update !== undefined ? { update } : {}),
    ...dataset,
    ...(limit !== undefined ? { limit } : {}),
    ...(offset !== undefined ? { offset } : {}),
  };
}
