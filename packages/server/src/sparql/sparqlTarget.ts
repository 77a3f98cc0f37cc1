import type { FastifyRequest } from 'fastify';
import { badRequest, forbidden, notFound } from '../http/httpError.js';
import { authorize, type Policy } from '../platform/policy.js';
import { openRemoteRepository } from '../repositories/remote/remoteRepository.js';
import type { Repository } from '../repositories/repository.js';
import type { RepositoryRegistry } from '../repositories/repositoryRegistry.js';

/** What `/api/sparql/{target}` names: a repository of this server, or a remote endpoint on the allow-list. */
export interface SparqlTarget {
  /** As the caller wrote it, for messages. */
  raw: string;
  /** The repository's name, or the endpoint's URL: what its cache entries are kept under. */
  key: string;
  /** Absent for an endpoint given by full URL, which no repository login reaches. */
  name?: string;
  public: boolean;
  projects: string[];
  open(): Promise<Repository | undefined>;
}

/**
 * Resolves a target: a named repository, or a full URL proxied only when its host is on the
 * allow-list (GRAFIEK_ALLOWED_ENDPOINTS), so the endpoint cannot be used to reach other hosts.
 */
export function resolveSparqlTarget(raw: string, registry: RepositoryRegistry, allowedEndpoints: readonly string[]): SparqlTarget {
  if (/^https?:\/\//i.test(raw)) {
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      throw badRequest(`"${raw}" is not a valid endpoint URL.`);
    }
    if (!allowedEndpoints.includes(url.host.toLowerCase())) {
      throw forbidden(`The endpoint ${url.host} is not on this server's list of allowed endpoints (GRAFIEK_ALLOWED_ENDPOINTS).`);
    }
    return { raw, key: url.toString(), public: true, projects: [], open: async () => openRemoteRepository({ name: url.host, queryUrl: url.toString() }) };
  }
  const def = registry.definition(raw);
  if (!def) throw notFound(`repository ${raw} does not exist`);
  return { raw, key: def.name, name: def.name, public: def.public, projects: def.projects, open: () => registry.get(def.name) };
}

/** The target's repository; 404 when it went away since it was resolved. */
export async function openSparqlTarget(target: SparqlTarget): Promise<Repository> {
  const repo = await target.open();
  if (!repo) throw notFound(`repository ${target.raw} does not exist`);
  return repo;
}

/** Whether the caller may query the target (the policy decides). */
export const mayQuery = (request: FastifyRequest, policy: Policy, target: SparqlTarget) =>
  policy.queryRepository(request.actor, target, request.repositorySession);

export function authorizeQuery(request: FastifyRequest, policy: Policy, target: SparqlTarget): void {
  authorize(request, mayQuery(request, policy, target), {
    repository: target.name,
    forbidden: `You may not query repository "${target.raw}".`,
    logIn: `Log in to query repository "${target.raw}".`,
  });
}

export function authorizeUpdate(request: FastifyRequest, policy: Policy, target: SparqlTarget): void {
  authorize(request, policy.updateRepository(request.actor, target, request.repositorySession), {
    repository: target.name,
    forbidden: `You may not change repository "${target.raw}".`,
    logIn: 'Log in to change this repository.',
  });
}
