import { eq, or } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { users } from '#server/db/schema/index';
import { normalizePhone } from '#src/contracts/users';

/**
 * The key attempts and code requests are counted under: the phone in one form, else the login
 * lower-cased — so `Admin` and `admin`, `8 900…` and `+7 900…` share one lock-out.
 */
export function loginKey(login: string): string {
  const trimmed = login.trim();
  return normalizePhone(trimmed) ?? trimmed.toLowerCase();
}

export interface SignInUser {
  id: number;
  status: 'active' | 'inactive' | 'blocked';
  phone: string | null;
  password_hash: string | null;
}

/** The user a sign-in names, by login or by phone (both unique). */
export async function findSignInUser(db: Database, login: string): Promise<SignInUser | undefined> {
  const trimmed = login.trim();
  const phone = normalizePhone(trimmed);
  const [user] = await db
    .select({
      id: users.id,
      status: users.status,
      phone: users.phone,
      password_hash: users.password_hash,
    })
    .from(users)
    .where(phone ? or(eq(users.login, trimmed), eq(users.phone, phone)) : eq(users.login, trimmed))
    .limit(1);
  return user;
}
