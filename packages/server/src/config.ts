import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { defaultXlsxLimits, type XlsxLimits } from './uploads/xlsxLimits.js';

const here = path.dirname(fileURLToPath(import.meta.url));
/** packages/server, whether running from src/ (tests) or dist/ (production). */
export const serverPackageDir = path.resolve(here, '..');

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  GRAFIEK_DATA_DIR: z.string().default('./data'),
  GRAFIEK_SERVER_NAME: z.string().trim().max(200).optional(),
  DATABASE_URL: z.string().optional(),
  GRAFIEK_ADMIN_EMAIL: z.string().optional(),
  GRAFIEK_ADMIN_PASSWORD: z.string().optional(),
  GRAFIEK_JWT_SECRET: z.string().min(32, 'GRAFIEK_JWT_SECRET must be at least 32 characters').optional(),
  GRAFIEK_TOKEN_TTL: z.string().default('12h'),
  GRAFIEK_DELETE_ADMINS: z.string().default(''),
  GRAFIEK_BODY_LIMIT: z.coerce.number().int().positive().default(10 * 1024 * 1024),
  GRAFIEK_LOGIN_RATE_LIMIT: z.coerce.number().int().positive().default(10),
  GRAFIEK_WEB_DIR: z.string().optional(),
  GRAFIEK_QUERY_TIMEOUT_MS: z.coerce.number().int().positive().default(250_000),
  GRAFIEK_ANONYMOUS_QUERY_TIMEOUT_MS: z.coerce.number().int().positive().default(60_000),
  GRAFIEK_MAX_ANSWER_BYTES: z.coerce.number().int().min(1024, 'GRAFIEK_MAX_ANSWER_BYTES must be at least 1024').default(64 * 1024 * 1024),
  GRAFIEK_SPARQL_CONCURRENCY: z.coerce.number().int().positive().default(6),
  GRAFIEK_SPARQL_QUEUE: z.coerce.number().int().nonnegative().default(100),
  GRAFIEK_QUERY_CACHE_BYTES: z.coerce.number().int().nonnegative().default(64 * 1024 * 1024),
  GRAFIEK_ALLOWED_ENDPOINTS: z.string().default(''),
  GRAFIEK_UPLOAD_LIMIT: z.coerce.number().int().positive().default(50 * 1024 * 1024),
  GRAFIEK_XLSX_MAX_CELLS: z.coerce.number().int().positive().default(defaultXlsxLimits.maxCells),
  GRAFIEK_XLSX_MAX_COLUMNS: z.coerce.number().int().positive().default(defaultXlsxLimits.maxColumns),
  GRAFIEK_XLSX_MAX_UNZIPPED_BYTES: z.coerce.number().int().positive().default(defaultXlsxLimits.maxUnzippedBytes),
  GRAFIEK_XLSX_MAX_MEMORY_MB: z.coerce.number().int().min(16, 'GRAFIEK_XLSX_MAX_MEMORY_MB must be at least 16').default(defaultXlsxLimits.maxMemoryMb),
  GRAFIEK_XLSX_TIMEOUT_MS: z.coerce.number().int().positive().default(defaultXlsxLimits.timeoutMs),
  GRAFIEK_RULE_LOG_MAX_BYTES: z.coerce.number().int().min(1024, 'GRAFIEK_RULE_LOG_MAX_BYTES must be at least 1024').default(64 * 1024),
  GRAFIEK_RULE_LOG_MAX_ENTRIES: z.coerce.number().int().positive().default(1000),
  GRAFIEK_RULE_LOG_RETENTION_DAYS: z.coerce.number().positive().default(30),
  GRAFIEK_JOB_CONCURRENCY: z.coerce.number().int().positive().default(2),
  GRAFIEK_JOB_QUEUE: z.coerce.number().int().nonnegative().default(100),
  GRAFIEK_JOB_MAX_ENTRIES: z.coerce.number().int().positive().default(1000),
  GRAFIEK_JOB_RETENTION_DAYS: z.coerce.number().positive().default(30),
  GRAFIEK_MODE: z.enum(['platform', 'local']).optional(),
  GRAFIEK_TRUST_PROXY: z.string().default(''),
  GRAFIEK_EMBED_ORIGINS: z.string().default(''),
  GRAFIEK_SPARQL_CORS: z.string().default('*'),
  GRAFIEK_API_DOCS: z.enum(['users', 'public', 'off']).default('users'),
  GRAFIEK_LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  /** PostgreSQL connection string; PGlite in the data folder when absent. */
  databaseUrl: string | undefined;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  jwtSecret: string | undefined;
  tokenTtl: string;
  /** Superadmins on this list may delete any app (README: Who may do what). */
  deleteAdmins: string[];
  bodyLimit: number;
  /** Login attempts per minute per client address. */
  loginRateLimit: number;
  /** Folder of the built web app; not served when it does not exist. */
  webDir: string;
  logLevel: string;
  /** SPARQL request timeout (README: Configuration; 250 s by default, what existing apps' widgets wait). */
  queryTimeoutMs: number;
  /** The timeout for callers who are not logged in. */
  anonymousQueryTimeoutMs: number;
  /** The largest query answer the endpoint sends; a larger one is refused with how to page it. */
  maxAnswerBytes: number;
  /** Per client on /api/sparql: queries running side by side, and waiting beyond those (429 past). */
  sparqlConcurrency: number;
  sparqlQueue: number;
  queryCacheBytes: number;
  /** Hosts (host or host:port) whose SPARQL endpoints may be reached through /api/sparql/{full URL}. */
  allowedEndpoints: string[];
  /** Largest uploaded file in bytes (413 beyond). */
  uploadLimit: number;
  /** What reading one uploaded workbook may cost: cells, columns, unpacked bytes, heap and time (413 beyond). */
  xlsxLimits: XlsxLimits;
  /** Rule logs: the largest entry in bytes (longer parts are cut with a marker), and what is kept per repository. */
  ruleLogs: { maxBytes: number; maxEntries: number; retentionDays: number };
  /**
   * Jobs: background jobs running side by side (server-wide), waiting per repository (429 past),
   * and the finished jobs kept per repository.
   */
  jobs: { concurrency: number; queue: number; maxEntries: number; retentionDays: number };
  /**
   * Which proxies in front of the server to believe about the client's address and protocol
   * (X-Forwarded-*): false (none, the default), true (any), a number of hops, or addresses/CIDRs.
   * Behind a TLS proxy this is what makes the repository session cookie `Secure`.
   */
  trustProxy: TrustProxy;
  /**
   * Sites allowed to show apps in a frame (/embed/{project}/{app}): origins such as
   * https://intranet.example.org, put in that page's frame-ancestors and told to the web app
   * for its postMessage API. Empty: only this server's own pages may frame them.
   */
  embedOrigins: string[];
  /**
   * Sites whose pages may read SPARQL answers (CORS, without credentials): ['*'] for any (the
   * default, as public SPARQL endpoints do, and what static exports need), a list of origins,
   * or none.
   */
  sparqlCorsOrigins: string[];
  /**
   * The API documentation (Swagger UI at /api/docs, OpenAPI at /api/docs/json): for logged-in
   * users (`users`, the default), for anyone (`public`), or not served (`off`).
   */
  apiDocs: 'users' | 'public' | 'off';
  /** `local`: the web app runs without platform login, its app in local storage (`--local`). */
  clientMode: 'platform' | 'local';
  /**
   * This server's name among the servers of one deployment (docs/deploy.md): who holds a job's
   * claim, whose disk an embedded repository is on. GRAFIEK_SERVER_NAME, else the host name (set it when several servers share a host).
   */
  serverName: string;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, argv: readonly string[] = process.argv.slice(2)): ServerConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.GRAFIEK_DATA_DIR),
    databaseUrl: e.DATABASE_URL || undefined,
    adminEmail: e.GRAFIEK_ADMIN_EMAIL || undefined,
    adminPassword: e.GRAFIEK_ADMIN_PASSWORD || undefined,
    jwtSecret: e.GRAFIEK_JWT_SECRET,
    tokenTtl: e.GRAFIEK_TOKEN_TTL,
    deleteAdmins: e.GRAFIEK_DELETE_ADMINS.split(',')
      .map((s) => s.trim().toLowerCase())
      .filter(Boolean),
    bodyLimit: e.GRAFIEK_BODY_LIMIT,
    loginRateLimit: e.GRAFIEK_LOGIN_RATE_LIMIT,
    webDir: path.resolve(e.GRAFIEK_WEB_DIR ?? path.join(serverPackageDir, '..', 'web', 'dist')),
    logLevel: e.GRAFIEK_LOG_LEVEL,
    queryTimeoutMs: e.GRAFIEK_QUERY_TIMEOUT_MS,
    anonymousQueryTimeoutMs: e.GRAFIEK_ANONYMOUS_QUERY_TIMEOUT_MS,
    maxAnswerBytes: e.GRAFIEK_MAX_ANSWER_BYTES,
    sparqlConcurrency: e.GRAFIEK_SPARQL_CONCURRENCY,
    sparqlQueue: e.GRAFIEK_SPARQL_QUEUE,
    queryCacheBytes: e.GRAFIEK_QUERY_CACHE_BYTES,
    allowedEndpoints: e.GRAFIEK_ALLOWED_ENDPOINTS.split(',')
      .map((s) => s.trim().toLowerCase())
      .filter(Boolean),
    uploadLimit: e.GRAFIEK_UPLOAD_LIMIT,
    xlsxLimits: {
      maxCells: e.GRAFIEK_XLSX_MAX_CELLS,
      maxColumns: e.GRAFIEK_XLSX_MAX_COLUMNS,
      maxUnzippedBytes: e.GRAFIEK_XLSX_MAX_UNZIPPED_BYTES,
      maxMemoryMb: e.GRAFIEK_XLSX_MAX_MEMORY_MB,
      timeoutMs: e.GRAFIEK_XLSX_TIMEOUT_MS,
    },
    ruleLogs: { maxBytes: e.GRAFIEK_RULE_LOG_MAX_BYTES, maxEntries: e.GRAFIEK_RULE_LOG_MAX_ENTRIES, retentionDays: e.GRAFIEK_RULE_LOG_RETENTION_DAYS },
    jobs: { concurrency: e.GRAFIEK_JOB_CONCURRENCY, queue: e.GRAFIEK_JOB_QUEUE, maxEntries: e.GRAFIEK_JOB_MAX_ENTRIES, retentionDays: e.GRAFIEK_JOB_RETENTION_DAYS },
    trustProxy: readTrustProxy(e.GRAFIEK_TRUST_PROXY),
    embedOrigins: readEmbedOrigins(e.GRAFIEK_EMBED_ORIGINS),
    sparqlCorsOrigins: readSparqlCors(e.GRAFIEK_SPARQL_CORS),
    apiDocs: e.GRAFIEK_API_DOCS,
    clientMode: argv.includes('--local') || e.GRAFIEK_MODE === 'local' ? 'local' : 'platform',
    serverName: e.GRAFIEK_SERVER_NAME || os.hostname(),
  };
}

/**
 * GRAFIEK_EMBED_ORIGINS: a comma list of origins (scheme, host and port only). A path, a
 * wildcard or anything but http(s) is refused at start with the offending entry named, since a
 * wrong entry would silently let the wrong site frame apps, or none.
 */
export function readEmbedOrigins(text: string): string[] {
  const entries = text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  return entries.map((entry) => {
    let url: URL;
    try {
      url = new URL(entry);
    } catch {
      throw new Error(`GRAFIEK_EMBED_ORIGINS: "${entry}" is not an origin such as https://example.org`);
    }
    const bare = `${url.protocol}//${url.host}`;
    const onlyOrigin = url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password && !/\/[^/]/.test(entry.slice(url.protocol.length + 2));
    if ((url.protocol !== 'https:' && url.protocol !== 'http:') || !onlyOrigin || entry.includes('*')) {
      throw new Error(`GRAFIEK_EMBED_ORIGINS: "${entry}" is not an origin such as https://example.org (scheme, host and port only; no path or wildcard)`);
    }
    return bare;
  });
}

/** GRAFIEK_SPARQL_CORS: `*` (the default), `none`, or a comma list of origins. */
export function readSparqlCors(text: string): string[] {
  const value = text.trim();
  if (value === '*') return ['*'];
  if (value === '' || value.toLowerCase() === 'none') return [];
  try {
    return readEmbedOrigins(value);
  } catch (error) {
    throw new Error((error as Error).message.replace('GRAFIEK_EMBED_ORIGINS', 'GRAFIEK_SPARQL_CORS'));
  }
}

/** As Fastify takes it; a number of hops becomes a function of the hop. */
export type TrustProxy = boolean | string[] | ((address: string, hop: number) => boolean);

/** GRAFIEK_TRUST_PROXY: empty or `false`, `true`, a number of hops, or a comma list of addresses. */
export function readTrustProxy(text: string): TrustProxy {
  const value = text.trim().toLowerCase();
  if (value === '' || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return (_address, hop) => hop < hops;
  }
  return value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}
