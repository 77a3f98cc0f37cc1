import { z } from 'zod';

export const repositoryNameSchema = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[a-z0-9][a-z0-9_-]*$/, 'must start with a lower-case letter or digit and contain only a-z, 0-9, - and _');

/** Hosts where a provider may be reached over plain http: this machine only (development, tests). */
export const isLoopbackHost = (hostname: string) =>
  hostname === 'localhost' || hostname === '[::1]' || /^127(?:\.\d{1,3}){3}$/.test(hostname);

/** The apps an account may use: every app, or the listed app paths. */
export const accountViewerPathsSchema = z.union([z.literal('*'), z.array(z.string().min(1))]);

/**
 * A single sign-on provider of the repository login (README: Repository login): an OpenID Connect
 * provider where this server is registered as a client, with the callback URL
 * `{server}/servlets/cgi/api/sso/callback/{ssoClientId}`. The client secret is never stored here:
 * `clientSecretEnv` names the environment variable that holds it.
 */
export const ssoProviderSchema = z.object({
  /** This server's name for the provider, in its URLs; unique across all repositories. */
  ssoClientId: z.string().regex(/^[A-Za-z0-9._~-]+$/, 'may contain only letters, digits and . _ ~ -').max(100),
  label: z.string().min(1),
  /** URL of the button's image. */
  image: z.string().default(''),
  uri: z.string().optional(),
  /** The apps (viewer paths) that offer this provider; every app when absent. */
  viewerPaths: z.array(z.string().min(1)).optional(),
  /** The provider's issuer identifier; its /.well-known/openid-configuration is read from there. */
  issuer: z
    .url({ protocol: /^https?$/ })
    .refine((value) => {
      const url = new URL(value);
      return url.protocol === 'https:' || isLoopbackHost(url.hostname);
    }, 'must use https (plain http only for a provider on this machine)'),
  /** The client id this server has at the provider. */
  clientId: z.string().min(1),
  /**
   * Name of the environment variable that holds the client secret (sent with HTTP Basic
   * authentication); absent for a public client, which the provider then knows by PKCE alone.
   */
  clientSecretEnv: z
    .string()
    .regex(/^[A-Za-z_][A-Za-z0-9_]*$/, 'must be the name of an environment variable (letters, digits and _)')
    .optional(),
  /** Scopes asked for; openid is always needed, email for matching accounts by e-mail address. */
  scope: z
    .string()
    .default('openid email profile')
    .refine((value) => value.split(/\s+/).includes('openid'), 'must include openid'),
  /**
   * Which claim of the ID token finds the repository account: `email` (the default) uses the
   * e-mail address as the login when the provider says it is verified, else the subject;
   * `sub` always uses the subject. A subject gives the login `{ssoClientId}:{sub}`.
   */
  accountClaim: z.enum(['email', 'sub']).default('email'),
  /** Whether a sign-on without a matching account creates one; otherwise it is refused. */
  createAccounts: z.boolean().default(true),
  /** What accounts created by this provider get (accounts found are left as they are). */
  newAccounts: z
    .object({
      parameters: z.record(z.string(), z.string()).default({}),
      /** The apps they may use; by default the provider's own viewerPaths, else every app. */
      viewerPaths: accountViewerPathsSchema.optional(),
      fullAccess: z.boolean().default(false),
    })
    .default({ parameters: {}, fullAccess: false }),
});

export type SsoProvider = z.infer<typeof ssoProviderSchema>;

/** Each ssoClientId once per repository (across repositories the repository API checks). */
const ssoProvidersSchema = z.array(ssoProviderSchema).superRefine((providers, ctx) => {
  const seen = new Set<string>();
  providers.forEach((p, i) => {
    if (seen.has(p.ssoClientId)) ctx.addIssue({ code: 'custom', path: [i, 'ssoClientId'], message: `"${p.ssoClientId}" appears more than once` });
    seen.add(p.ssoClientId);
  });
});

const common = {
  name: repositoryNameSchema,
  /** Anyone may query a public repository; a restricted one needs a login with access. */
  public: z.boolean().default(false),
  /** Paths of the projects whose users may use a restricted repository (superadmins always may). */
  projects: z.array(z.string()).default([]),
  /** Single sign-on providers of the repository login; none when absent. */
  sso: ssoProvidersSchema.optional(),
};

export const repositoryDefinitionSchema = z.discriminatedUnion('kind', [
  z.object({ ...common, kind: z.literal('embedded') }),
  z.object({
    ...common,
    kind: z.literal('remote'),
    queryUrl: z.url({ protocol: /^https?$/ }),
    updateUrl: z.url({ protocol: /^https?$/ }).optional(),
    username: z.string().optional(),
    password: z.string().optional(),
  }),
]);

export type RepositoryDefinition = z.infer<typeof repositoryDefinitionSchema>;

/** What the API shows of a definition: never the credentials. */
export function publicDefinition(def: RepositoryDefinition) {
  if (def.kind === 'embedded') return def;
  const { password: _password, ...rest } = def;
  return { ...rest, hasPassword: def.password !== undefined };
}
