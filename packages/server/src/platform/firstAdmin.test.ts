import { describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database.js';
import { findAccountByEmail } from './accounts.js';
import { defaultAdminEmail, ensureFirstAdmin } from './firstAdmin.js';
import { verifyPassword } from './passwords.js';
import { emailPattern } from './schemas.js';

describe('the first superadmin', () => {
  it('comes from GRAFIEK_ADMIN_EMAIL and GRAFIEK_ADMIN_PASSWORD when they are set, and only once', async () => {
    const { db, close } = await openDatabase({ kind: 'pglite' });
    const first = await ensureFirstAdmin(db, 'boss@example.org', 'a secret phrase');
    expect(first).toEqual({ email: 'boss@example.org' });
    const account = await findAccountByEmail(db, 'boss@example.org');
    expect(account?.role).toBe('superadmin');
    expect(await verifyPassword(account!.passwordHash, 'a secret phrase')).toBe(true);
    expect(await ensureFirstAdmin(db, 'other@example.org', 'x')).toBeUndefined();
    expect(await findAccountByEmail(db, 'other@example.org')).toBeUndefined();
    await close();
  });

  it('otherwise is a default address with a random password that is handed back to be printed', async () => {
    const { db, close } = await openDatabase({ kind: 'pglite' });
    const first = await ensureFirstAdmin(db);
    expect(first?.email).toBe(defaultAdminEmail);
    expect(first?.generatedPassword).toMatch(/^[\w-]{16}$/);
    const account = await findAccountByEmail(db, defaultAdminEmail);
    expect(await verifyPassword(account!.passwordHash, first!.generatedPassword!)).toBe(true);
    // The login screen validates with the spec's pattern, so the default must pass it.
    expect(defaultAdminEmail).toMatch(emailPattern);
    await close();
  });
});
