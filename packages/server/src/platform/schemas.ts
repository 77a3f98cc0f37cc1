import { z } from 'zod';
import { appConfigSchema } from '@grafiek/core';
import { roles } from '../db/schema.js';

/** The login pattern, as the web app's login screen checks it: letters, digits and ._%+- before @,
 * a domain, a TLD of 2+ letters. */
export const emailPattern = /^[a-z0-9._%+-]+@[a-z0-9.-]+\.[a-z]{2,}$/i;

export const roleSchema = z.enum(roles);
const id = z.string().min(1);
const isoDate = z.string().describe('ISO 8601 timestamp');

export const projectRefSchema = z.object({ id, path: z.string(), title: z.string() });

export const meSchema = z.object({
  id,
  email: z.string(),
  name: z.string(),
  role: roleSchema,
  project: projectRefSchema.nullable(),
});
export type Me = z.infer<typeof meSchema>;

export const loginBodySchema = z.object({
  email: z.string().regex(emailPattern, 'must be an email address'),
  password: z.string().min(1, 'is required'),
});
export const loginResponseSchema = z.object({ token: z.string(), me: meSchema });

/** zod's message for a field that is absent, in the form of the API's other messages. */
const whenMissing = (message: string) => ({ error: (issue: { input?: unknown }) => (issue.input === undefined ? message : undefined) });

/** Paths appear in URLs: letters, digits, - and _ only. */
const pathText = (params?: Parameters<typeof z.string>[0]) =>
  z
    .string(params)
    .min(1, 'is required')
    .max(100)
    .regex(/^[A-Za-z0-9_-]+$/, 'may contain only letters, digits, - and _');
export const pathSchema = pathText();

export const projectSchema = z.object({ id, title: z.string(), path: z.string(), createdAt: isoDate });
export const createProjectBodySchema = z.object({ title: z.string().trim().min(1, 'is required').max(200), path: pathSchema });

export const appSummarySchema = z.object({
  id,
  path: z.string(),
  title: z.string(),
  public: z.boolean(),
  noConfigCache: z.boolean(),
  user: z.object({ id, name: z.string() }).nullable(),
  createdAt: isoDate,
  /** Whether the caller may delete this app (the rule depends on server-side settings). */
  canDelete: z.boolean(),
});
/** The API's field keeps its historical name, `viewers`, for the clients that read it. */
export const projectWithAppsSchema = projectSchema.extend({ viewers: z.array(appSummarySchema) });

export const userSchema = z.object({ id, email: z.string(), name: z.string(), role: roleSchema, project: projectRefSchema.nullable(), disabled: z.boolean() });

/** A new password: long enough (the common-password check is async, in the route). */
export const newPasswordSchema = z.string().min(10, 'must have at least 10 characters').max(1000);

export const createUserBodySchema = z.object({
  name: z.string().trim().min(1, 'is required').max(200),
  email: z.string().regex(emailPattern, 'must be an email address'),
  password: newPasswordSchema,
  role: roleSchema,
  /** A project id or path; only superadmins choose, admins' users go to the admin's project. */
  project: z.string().min(1).nullable().optional(),
});

export const updateUserBodySchema = z.object({ disabled: z.boolean() });
export const changePasswordBodySchema = z.object({ currentPassword: z.string().min(1, 'is required').max(1000), newPassword: newPasswordSchema });

export const deleteAppBodySchema = z.object({ id });
export const successSchema = z.object({ success: z.literal(true) });

// An app config as the web app sends it. Core's model checks its structure (widget types, areas,
// tabs) and the app's own fields; every other key is kept as it is, in its order (loose object).
// Create and update differ in what they must carry, so each has its own schema.

/** A new app (POST): its path, which then names it in URLs; a version is the server's to give. */
export const appCreateSchema = appConfigSchema.extend({
  path: pathText(whenMissing('is required')),
});

/**
 * A save (PUT): the version it is based on, for optimistic locking (a stale one answers 409).
 * The URL names the app, so a path in the body is only checked, never used.
 */
export const appUpdateSchema = appConfigSchema.extend({
  path: pathSchema.optional(),
  version: z.number(whenMissing('is required (the version this save is based on)')).int().positive(),
});

/** An app as saved and answered: the author's config with the fields the server sets (appsStore.ts). */
export const savedAppSchema = z.looseObject({
  id,
  path: z.string(),
  title: z.string(),
  version: z.number().int(),
  createdAt: isoDate,
  project: z.looseObject({ id, path: z.string(), title: z.string() }),
  user: z.union([z.object({ id, name: z.string() }), z.object({})]),
});

export type SavedApp = z.infer<typeof savedAppSchema>;

export const errorSchema = z.object({ message: z.string() });
export const conflictSchema = z.object({ message: z.string(), current: savedAppSchema });
