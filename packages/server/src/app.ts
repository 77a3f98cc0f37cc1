import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ServerConfig } from './config.js';
import type { Database } from './db/database.js';
import { clientSettingsRoutes } from './http/clientSettings.js';
import { staticSiteRoutes } from './export/staticSiteRoutes.js';
import { embedRoutes } from './http/embedPages.js';
import { registerErrorHandler } from './http/errorHandler.js';
import { unauthorized } from './http/httpError.js';
import { registerJsonDepthLimit } from './http/jsonDepth.js';
import { registerNulRefusal } from './http/nulCharacters.js';
import { registerSecurityHeaders } from './http/securityHeaders.js';
import { registerStaticWeb, webAppIsBuilt } from './http/staticWeb.js';
import { JobRunner } from './jobs/jobRunner.js';
import { jobRoutes } from './jobs/jobRoutes.js';
import { appRoutes } from './platform/appRoutes.js';
import { authentication } from './platform/authentication.js';
import { loginRoutes } from './platform/loginRoutes.js';
import { createPolicy } from './platform/policy.js';
import { projectRoutes } from './platform/projectRoutes.js';
import { createTokenService, loadSigningKey, sharedSigningKey } from './platform/tokens.js';
import { userRoutes } from './platform/userRoutes.js';
import { repositoryAccountRoutes } from './repository-login/repositoryAccountRoutes.js';
import { repositoryLoginRoutes } from './repository-login/repositoryLoginRoutes.js';
import { createRepositorySessionResolver } from './repository-login/repositorySession.js';
import { createRepositorySessionTokens } from './repository-login/repositorySessionTokens.js';
import { ssoConfigRoutes } from './repository-login/ssoConfigRoutes.js';
import { ssoRoutes } from './repository-login/ssoRoutes.js';
import { repositoryRoutes } from './repositories/repositoryRoutes.js';
import type { RepositoryRegistry } from './repositories/repositoryRegistry.js';
import { commandRoutes } from './rules/commandRoutes.js';
import { joinCluster } from './cluster/joinCluster.js';
import { ruleRoutes } from './rules/ruleRoutes.js';
import { pruneExpiredRuleLogs } from './rules/rulesStore.js';
import { QueryCache } from './sparql/queryCache.js';
import { sparqlRoutes } from './sparql/sparqlRoutes.js';
import { uploadRoutes } from './uploads/uploadRoutes.js';

export interface BuildOptions {
  config: ServerConfig;
  database: Database;
  /** The graph repositories; closed with the server. */
  registry: RepositoryRegistry;
  /** Pino options, or false for no request logging (tests). */
  logger?: boolean | object;
}

/** Assembles the server: plugins, routes and the web app. Listening is the caller's business. */
export async function buildServer({ config, database, registry, logger = true }: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger === true ? { level: config.logLevel } : logger,
    bodyLimit: config.bodyLimit,
    trustProxy: config.trustProxy,
    return503OnClosing: true,
    // One log line per request (below), not Fastify's two.
    disableRequestLogging: true,
  }).withTypeProvider<ZodTypeProvider>();
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      { method: request.method, url: request.url.split('?')[0], status: reply.statusCode, ms: Math.round(reply.elapsedTime), user: request.actor?.email },
      'request',
    );
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // Error and not-found handlers are inherited by plugins registered after them: set them first.
  registerErrorHandler(app, { spaFallback: webAppIsBuilt(config.webDir) });
  registerSecurityHeaders(app);
  registerJsonDepthLimit(app);
  registerNulRefusal(app);
  await app.register(rateLimit, { global: false });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Grafiek API', version: '0.1.0', description: 'The platform API of Grafiek: accounts, projects and apps.' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });

  const db = database.db;
  // Servers over one PostgreSQL database share their key there (docs/deploy.md).
  const signingKey = database.kind === 'postgres' ? await sharedSigningKey(db, config.dataDir, config.jwtSecret) : loadSigningKey(config.dataDir, config.jwtSecret);
  const tokens = createTokenService(signingKey, config.tokenTtl);
  const repositorySessionTokens = createRepositorySessionTokens(signingKey, config.tokenTtl);
  const policy = createPolicy(config.deleteAdmins);

  await app.register(authentication, { db, tokens, repositorySessions: createRepositorySessionResolver(db, repositorySessionTokens) });
  app.get('/api/health', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  // After authentication, so that its hook knows the caller of the docs' routes.
  if (config.apiDocs !== 'off') {
    const onlyUsers = async (request: FastifyRequest) => {
      if (!request.actor) throw unauthorized('Log in to read the API documentation.');
    };
    await app.register(swaggerUi, { routePrefix: '/api/docs', ...(config.apiDocs === 'users' ? { uiHooks: { onRequest: onlyUsers } } : {}) });
  }
  await app.register(loginRoutes, { db, tokens, loginRateLimit: config.loginRateLimit });
  await app.register(projectRoutes, { db, policy });
  await app.register(userRoutes, { db, policy });
  await app.register(appRoutes, { db, policy });
  await app.register(repositoryRoutes, { registry, policy });
  await app.register(repositoryAccountRoutes, { db, registry, policy });
  await app.register(repositoryLoginRoutes, { db, registry, policy, tokens: repositorySessionTokens, loginRateLimit: config.loginRateLimit });
  await app.register(ssoConfigRoutes, { registry });
  await app.register(ssoRoutes, { db, registry, tokens: repositorySessionTokens, signingKey, loginRateLimit: config.loginRateLimit });
  const cluster = config.databaseUrl ? await joinCluster(app, config.databaseUrl, db, registry, config.queryCacheBytes) : undefined;
  const cache = cluster?.cache ?? new QueryCache(config.queryCacheBytes);
  await pruneExpiredRuleLogs(db, config.ruleLogs);
  const jobs = await JobRunner.start(db, config.jobs, app.log, { serverName: config.serverName, soleServer: database.kind === 'pglite' });
  const ruleLogs = config.ruleLogs;
  await app.register(commandRoutes, { db, registry, policy, cache, timeoutMs: config.queryTimeoutMs, ruleLogs, jobs });
  await app.register(ruleRoutes, { db, registry, policy });
  await app.register(uploadRoutes, { db, registry, policy, cache, dataDir: config.dataDir, uploadLimit: config.uploadLimit, xlsxLimits: config.xlsxLimits, timeoutMs: config.queryTimeoutMs, ruleLogs, jobs, databaseKind: database.kind });
  await app.register(jobRoutes, { db, registry, policy });
  await app.register(staticSiteRoutes, { db, policy, webDir: config.webDir });
  await app.register(sparqlRoutes, {
    registry,
    policy,
    cache,
    timeoutMs: config.queryTimeoutMs,
    anonymousTimeoutMs: config.anonymousQueryTimeoutMs,
    maxAnswerBytes: config.maxAnswerBytes,
    clientConcurrency: config.sparqlConcurrency,
    clientQueue: config.sparqlQueue,
    allowedEndpoints: config.allowedEndpoints,
    corsOrigins: config.sparqlCorsOrigins,
  });
  // Background jobs end before the repositories they write to close.
  app.addHook('onClose', async () => {
    await jobs.close();
    await registry.close();
    await cluster?.notifications.close();
  });

  await app.register(clientSettingsRoutes, { mode: config.clientMode, embedOrigins: config.embedOrigins });
  if (await registerStaticWeb(app, config.webDir)) await app.register(embedRoutes, { embedOrigins: config.embedOrigins });
  return app;
}
