import { hash, verify } from '@node-rs/argon2';

/**
 * A hash of no one's password. Unknown logins and users without a password are verified against
 * it, so a refusal takes as long as for a wrong password and timing does not tell them apart.
 */
const dummyHash = hash('no-such-user-password');

/** argon2id (the library's default algorithm) with its default, OWASP-level cost. */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

/** True when the password matches; a missing hash still costs one verification. */
export async function verifyPassword(
  storedHash: string | null | undefined,
  password: string,
): Promise<boolean> {
  try {
    if (!storedHash) {
      await verify(await dummyHash, password);
      return false;
    }
    return await verify(storedHash, password);
  } catch {
    // A malformed stored hash is a refusal, not a server error.
    return false;
  }
}
