import { sql } from 'drizzle-orm';
import { boolean, customType, index, integer, json, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const roles = ['superadmin', 'admin', 'editor', 'viewer'] as const;
export type Role = (typeof roles)[number];

export const projects = pgTable('projects', {
  id: text('id').primaryKey(),
  title: text('title').notNull(),
  path: text('path').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    role: text('role', { enum: roles }).notNull(),
    projectId: text('project_id').references(() => projects.id, { onDelete: 'set null' }),
    passwordHash: text('password_hash').notNull(),
    /** A disabled account cannot log in, and its tokens stop working at once. */
    disabled: boolean('disabled').notNull().default(false),
    /**
     * Raised when the password changes or the account is disabled: tokens carry the version they
     * were issued under, and one with an older version is refused on its next request.
     */
    tokenVersion: integer('token_version').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_unique').on(sql`lower(${t.email})`)],
);

/**
 * An app. The table keeps its historical name `viewers`, as the API's URLs do. The whole config
 * is kept as JSON exactly as saved (type json, not jsonb, so key order and unknown keys survive);
 * the columns beside it exist to list apps and to check access without reading the config.
 */
export const apps = pgTable(
  'viewers',
  {
    id: text('id').primaryKey(),
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    path: text('path').notNull(),
    title: text('title').notNull().default(''),
    ownerId: text('owner_id').references(() => users.id, { onDelete: 'set null' }),
    isPublic: boolean('public').notNull().default(false),
    noConfigCache: boolean('no_config_cache').notNull().default(false),
    deleted: boolean('deleted').notNull().default(false),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    config: json('config').$type<Record<string, unknown>>().notNull(),
  },
  (t) => [
    // A path is unique among the live apps of a project; a deleted app frees its path.
    uniqueIndex('viewers_project_path_live').on(t.projectId, t.path).where(sql`${t.deleted} = false`),
    index('viewers_project').on(t.projectId),
  ],
);

export type ProjectRow = typeof projects.$inferSelect;
export type UserRow = typeof users.$inferSelect;
export type AppRow = typeof apps.$inferSelect;

/**
 * A rule: a named SPARQL UPDATE template with {{placeholders}}, run by buttons and forms through
 * the command endpoint. Rules with a shared tag run as a chain, in `position` order.
 */
export const rules = pgTable(
  'rules',
  {
    id: text('id').primaryKey(),
    repository: text('repository').notNull(),
    name: text('name').notNull(),
    tags: json('tags').$type<string[]>().notNull().default([]),
    position: integer('position').notNull().default(0),
    template: text('template').notNull(),
    description: text('description').notNull().default(''),
    /**
     * Whether whoever may query the repository may run the rule (a reader, an anonymous visitor of
     * a public app). Otherwise only those who may change the repository may (README: Rules and commands).
     */
    isPublic: boolean('public').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('rules_repository_name').on(t.repository, t.name)],
);

/** One run of a rule or a chain, as the Rule Execution Logs of the editor show it. */
export const ruleLogs = pgTable(
  'rule_logs',
  {
    id: text('id').primaryKey(),
    repository: text('repository').notNull(),
    tag: text('tag').notNull(),
    uri: text('uri').notNull(),
    params: json('params').$type<Record<string, unknown>>().notNull(),
    success: boolean('success').notNull(),
    messages: json('messages').$type<{ level: 'INFO' | 'WARN' | 'ERROR'; text: string }[]>().notNull(),
    items: json('items').$type<{ type: 'before-rule' | 'after-rule'; rule: string; timestamp: string }[]>().notNull(),
    actorId: text('actor_id'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('rule_logs_repository_created').on(t.repository, t.createdAt)],
);

export type RuleRow = typeof rules.$inferSelect;
export type RuleLogRow = typeof ruleLogs.$inferSelect;

export const jobStatuses = ['QUEUED', 'RUNNING', 'DONE', 'FAILED'] as const;
export type JobStatus = (typeof jobStatuses)[number];
export const jobKinds = ['rule', 'upload'] as const;
export type JobKind = (typeof jobKinds)[number];

/**
 * A job: a rule chain or an upload, run during its request or, asked for, in the background
 * (README: Jobs). The JobStatus widget lists them by their initiator tags.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: text('id').primaryKey(),
    repository: text('repository').notNull(),
    kind: text('kind', { enum: jobKinds }).notNull(),
    /** The rule's name or tag, or the uploaded file's name. */
    name: text('name').notNull(),
    initiatorTags: json('initiator_tags').$type<string[]>().notNull().default([]),
    status: text('status', { enum: jobStatuses }).notNull(),
    /** What happened, in words safe to show whoever may read the repository. */
    message: text('message').notNull().default(''),
    /** The engine's reasons of a failure, for those who may change the repository. */
    errors: json('errors').$type<string[]>().notNull().default([]),
    /** What the job made (an upload's file URL, graph, ...), for those who may change the repository. */
    result: json('result').$type<Record<string, unknown>>(),
    actorId: text('actor_id'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true, mode: 'date' }),
    endedAt: timestamp('ended_at', { withTimezone: true, mode: 'date' }),
    /**
     * What a background job does, as data another server can run (its kind's handler reads it):
     * with several servers a job outlives the server that queued or ran it. Null for a job run
     * during its request, which ends with that request.
     */
    payload: json('payload').$type<Record<string, unknown>>(),
    /** The server (GRAFIEK_SERVER_NAME) running the job, and until when its claim holds unless renewed. */
    claimedBy: text('claimed_by'),
    leaseUntil: timestamp('lease_until', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('jobs_repository_created').on(t.repository, t.createdAt), index('jobs_status').on(t.status)],
);

export type JobRow = typeof jobs.$inferSelect;

/**
 * An account of one repository's own login (README: Repository login): apps that need "their own
 * login" log in to the repository with these, not with a platform user. `viewerPaths` lists the
 * apps the account is permitted for; null means every app.
 */
export const repositoryAccounts = pgTable(
  'repo_accounts',
  {
    id: text('id').primaryKey(),
    repository: text('repository').notNull(),
    login: text('login').notNull(),
    passwordHash: text('password_hash').notNull(),
    parameters: json('parameters').$type<Record<string, string>>().notNull().default({}),
    userUri: text('user_uri'),
    userName: text('user_name'),
    fullAccess: boolean('full_access').notNull().default(false),
    viewerPaths: json('viewer_paths').$type<string[] | null>(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('repo_accounts_repository_login').on(t.repository, sql`lower(${t.login})`)],
);

export type RepositoryAccountRow = typeof repositoryAccounts.$inferSelect;

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Secrets every server of a deployment shares (docs/deploy.md): the key that signs login tokens
 * and repository sessions. The first server to start makes it (INSERT ... ON CONFLICT DO
 * NOTHING); every server then reads the same row.
 */
export const sharedSecrets = pgTable('shared_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/**
 * The repository registry when the platform database is PostgreSQL (repositories.json otherwise):
 * one row per repository, its definition as the registry writes it. An embedded repository's
 * store is a folder on one server's disk: `homeServer` names that server (GRAFIEK_SERVER_NAME).
 */
export const repositoryDefinitions = pgTable('repository_definitions', {
  name: text('name').primaryKey(),
  definition: json('definition').$type<Record<string, unknown>>().notNull(),
  homeServer: text('home_server'),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/**
 * Uploaded files kept for download when the platform database is PostgreSQL (a folder of the
 * data directory otherwise): their metadata here, their bytes in `uploaded_file_chunks`, so that
 * any server of a deployment serves a file another one received.
 */
export const uploadedFiles = pgTable(
  'uploaded_files',
  {
    id: text('id').primaryKey(),
    repository: text('repository').notNull(),
    name: text('name').notNull(),
    size: integer('size').notNull(),
    meta: json('meta').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('uploaded_files_repository').on(t.repository)],
);

/** The bytes of an uploaded file in slices of at most 1 MiB, in order of `seq`. */
export const uploadedFileChunks = pgTable(
  'uploaded_file_chunks',
  {
    fileId: text('file_id')
      .notNull()
      .references(() => uploadedFiles.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    data: bytea('data').notNull(),
  },
  (t) => [primaryKey({ columns: [t.fileId, t.seq] })],
);
