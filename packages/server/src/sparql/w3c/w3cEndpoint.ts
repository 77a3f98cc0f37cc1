import type { TestServer } from '../../testing/testServer.js';

export interface Dataset {
  defaultGraphUris?: string[];
  namedGraphUris?: string[];
}

export interface EndpointAnswer {
  status: number;
  /** The media type of the answer, without parameters. */
  mediaType: string;
  body: string;
}

export interface RawRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string;
}

/**
 * Grafiek's endpoint `/api/sparql/{repo}` as the W3C tests use it, in-process through
 * `app.inject`. Updates are sent as the superadmin (anonymous users may only query).
 */
export class W3cEndpoint {
  constructor(
    private readonly server: TestServer,
    readonly repository: string,
  ) {}

  get path() {
    return `/api/sparql/${this.repository}`;
  }

  get updateAuth() {
    return this.server.auth('superadmin');
  }

  async query(query: string, accept: string, dataset: Dataset = {}): Promise<EndpointAnswer> {
    const form = new URLSearchParams({ query });
    for (const g of dataset.defaultGraphUris ?? []) form.append('default-graph-uri', g);
    for (const g of dataset.namedGraphUris ?? []) form.append('named-graph-uri', g);
    return this.send({
      method: 'POST',
      url: this.path,
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept },
      body: form.toString(),
    });
  }

  async update(update: string): Promise<void> {
    const answer = await this.send({
      method: 'POST',
      url: this.path,
      headers: { 'content-type': 'application/sparql-update', ...this.updateAuth },
      body: update,
    });
    if (answer.status !== 204) throw new Error(`update answered ${answer.status}: ${answer.body.slice(0, 500)}\n${update.slice(0, 300)}`);
  }

  async send(request: RawRequest): Promise<EndpointAnswer> {
    const response = await this.server.app.inject({
      method: request.method as 'GET',
      url: request.url,
      headers: request.headers,
      ...(request.body !== undefined ? { payload: request.body } : {}),
    });
    const contentType = response.headers['content-type'];
    return {
      status: response.statusCode,
      mediaType: String(contentType ?? '').split(';')[0]!.trim().toLowerCase(),
      body: response.body,
    };
  }
}
