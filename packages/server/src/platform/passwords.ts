import { hash, verify } from '@node-rs/argon2';

// argon2id with the OWASP-recommended minimum (19 MiB, 2 passes): strong enough for a
// platform login, cheap enough that a 2-core machine answers a login in well under a second.
const options = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, options);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A hash of nothing in particular, verified against when the user does not exist, so that
 * a login for an unknown address takes as long as one for a known address. */
export const dummyHash = hash('grafiek-timing-equaliser', options);

export const MIN_PASSWORD_LENGTH = 10;
export const commonPasswordMessage = 'is one of the most common passwords; choose another';

let common: Set<string> | undefined;

/**
 * Whether a new password is one of the ~49,000 most common ones (the list zxcvbn uses), compared
 * without case. Loaded at the first check, not at start.
 */
export async function isCommonPassword(password: string): Promise<boolean> {
  if (!common) {
    const { dictionary } = await import('@zxcvbn-ts/language-common');
    common = new Set((dictionary['passwords-common'] as string[]).map((word) => word.toLowerCase()));
  }
  return common.has(password.toLowerCase());
}
