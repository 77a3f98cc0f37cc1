import crypto from 'node:crypto';
import type { Db } from '../db/database.js';
import { countAccounts, createAccount } from './accounts.js';

/** Not admin@localhost: the login pattern needs a top-level part of two letters or more, so that
 * address could never log in; .localhost is reserved for this use (README: Quick start). */
export const defaultAdminEmail = 'admin@grafiek.localhost';

export interface FirstAdmin {
  email: string;
  /** Set only when the password was generated, so it can be shown once. */
  generatedPassword?: string;
}

/**
 * On the first start (no users at all) creates the superadmin from GRAFIEK_ADMIN_EMAIL and
 * GRAFIEK_ADMIN_PASSWORD, or admin@localhost with a random password that is returned to be
 * printed once. Later starts change nothing.
 */
export async function ensureFirstAdmin(db: Db, email?: string, password?: string): Promise<FirstAdmin | undefined> {
  if ((await countAccounts(db)) > 0) return undefined;
  const generated = password ? undefined : crypto.randomBytes(12).toString('base64url');
  const account = await createAccount(db, {
    email: email ?? defaultAdminEmail,
    name: 'Administrator',
    password: password ?? generated!,
    role: 'superadmin',
    projectId: null,
  });
  return generated ? { email: account.email, generatedPassword: generated } : { email: account.email };
}
