import * as oidc from 'openid-client';
import { isLoopbackHost, type RepositoryDefinition, type SsoProvider } from '../repositories/repositoryDefinition.js';
import type { RepositoryRegistry } from '../repositories/repositoryRegistry.js';

/** A provider as a sign-on uses it: its configuration and the repository whose accounts it opens. */
export interface SsoProviderOfRepository {
  provider: SsoProvider;
  repo: RepositoryDefinition;
}

/** Why a provider cannot be used, with the message a person can act on. */
export class SsoUnavailable extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = 'SsoUnavailable';
  }
}

/** The repositories that configure each ssoClientId. */
function providersById(registry: RepositoryRegistry): Map<string, SsoProviderOfRepository[]> {
  const byId = new Map<string, SsoProviderOfRepository[]>();
  for (const repo of registry.definitions()) {
    for (const provider of repo.sso ?? []) byId.set(provider.ssoClientId, [...(byId.get(provider.ssoClientId) ?? []), { provider, repo }]);
  }
  return byId;
}

/**
 * The provider of an ssoClientId. An ssoClientId names one provider of one repository: the
 * repository API refuses a second, and one found twice anyway (a hand-edited repositories.json)
 * is refused here, since it is unknown whose accounts it should open.
 */
export function findSsoProvider(registry: RepositoryRegistry, ssoClientId: string): SsoProviderOfRepository {
  const found = providersById(registry).get(ssoClientId) ?? [];
  if (found.length === 0) throw new SsoUnavailable(404, `There is no single sign-on provider "${ssoClientId}".`);
  if (found.length > 1) {
    throw new SsoUnavailable(
      409,
      `Single sign-on provider "${ssoClientId}" is configured in more than one repository (${found.map((f) => f.repo.name).join(', ')}); ` +
        'an administrator must give each a name of its own.',
    );
  }
  return found[0]!;
}

/** The other repository that already has a provider with this ssoClientId, if any. */
export function ssoClientIdTakenBy(registry: RepositoryRegistry, def: RepositoryDefinition): { ssoClientId: string; repo: string } | null {
  const byId = providersById(registry);
  for (const { ssoClientId } of def.sso ?? []) {
    const other = (byId.get(ssoClientId) ?? []).find((f) => f.repo.name !== def.name);
    if (other) return { ssoClientId, repo: other.repo.name };
  }
  return null;
}

/** The client secret from its environment variable; undefined for a public client. */
export function clientSecretOf(provider: SsoProvider, env: NodeJS.ProcessEnv = process.env): string | undefined {
  if (provider.clientSecretEnv === undefined) return undefined;
  const secret = env[provider.clientSecretEnv];
  if (!secret) {
    throw new SsoUnavailable(
      503,
      `Sign-in with ${provider.label} is not available: the environment variable ${provider.clientSecretEnv}, which holds its client secret, ` +
        'is not set on the server. Ask the administrator.',
    );
  }
  return secret;
}

/** Problems with the providers as configured, one line each (logged at start). */
export function ssoConfigurationProblems(registry: RepositoryRegistry, env: NodeJS.ProcessEnv = process.env): string[] {
  const problems: string[] = [];
  for (const [ssoClientId, found] of providersById(registry)) {
    if (found.length > 1) problems.push(`single sign-on provider "${ssoClientId}" is configured in several repositories (${found.map((f) => f.repo.name).join(', ')}); it is refused until it is unique`);
    for (const { provider, repo } of found) {
      if (provider.clientSecretEnv !== undefined && !env[provider.clientSecretEnv]) {
        problems.push(`single sign-on provider "${ssoClientId}" of repository "${repo.name}": environment variable ${provider.clientSecretEnv} (its client secret) is not set; its sign-in is refused`);
      }
    }
  }
  return problems;
}

/** How long a discovered provider configuration is used before it is read again. */
const discoveryTtlMs = 60 * 60 * 1000;

/**
 * The openid-client configuration of providers, from their discovery documents. Discovery is
 * cached per issuer, client id and secret (a failure is not cached: the next sign-in tries again).
 */
export class SsoDiscovery {
  private readonly cache = new Map<string, { at: number; config: Promise<oidc.Configuration> }>();

  constructor(private readonly timeoutSeconds = 10) {}

  configuration(provider: SsoProvider, secret: string | undefined): Promise<oidc.Configuration> {
    const key = JSON.stringify([provider.issuer, provider.clientId, secret ?? null]);
    const cached = this.cache.get(key);
    if (cached && Date.now() - cached.at < discoveryTtlMs) return cached.config;
    const issuer = new URL(provider.issuer);
    const config = oidc
      .discovery(issuer, provider.clientId, secret, secret === undefined ? oidc.None() : oidc.ClientSecretBasic(secret), {
        timeout: this.timeoutSeconds,
        // Plain http only to a provider on this machine (the definition allows no other).
        ...(issuer.protocol === 'http:' && isLoopbackHost(issuer.hostname) ? { execute: [oidc.allowInsecureRequests] } : {}),
      })
      .catch((error: unknown) => {
        this.cache.delete(key);
        const detail = error instanceof Error ? error.message : String(error);
        throw new SsoUnavailable(502, `Sign-in with ${provider.label} is not available: its provider at ${provider.issuer} could not be reached or did not answer as an OpenID provider (${detail}).`);
      });
    this.cache.set(key, { at: Date.now(), config });
    return config;
  }
}
