import { z } from 'zod';

export const repositoryNameSchema = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[a-z0-9][a-z0-9_-]*$/, 'must start with a lower-case letter or digit and contain only a-z, 0-9, - and _');

/**
 * A single sign-on provider offered on the repository login screen (README: Repository login).
 * Only the configuration is served (`/servlets/cgi/api/ssoconfig/...`); the sign-on itself is not
 * implemented by this server.
 */
export const ssoProviderSchema = z.object({
  ssoClientId: z.string().min(1),
  label: z.string().min(1),
  /** URL of the button's image. */
  image: z.string().default(''),
  uri: z.string().optional(),
  /** The apps (viewer paths) that offer this provider; every app when absent. */
  viewerPaths: z.array(z.string().min(1)).optional(),
});

const common = {
  name: repositoryNameSchema,
  /** Anyone may query a public repository; a restricted one needs a login with access. */
  public: z.boolean().default(false),
  /** Paths of the projects whose users may use a restricted repository (superadmins always may). */
  projects: z.array(z.string()).default([]),
  /** Single sign-on providers of the repository login; none when absent. */
  sso: z.array(ssoProviderSchema).optional(),
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
