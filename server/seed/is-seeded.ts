import type { DatabaseHandle } from '#server/db/client';
import { users } from '#server/db/schema/index';

/** A database with any user is considered seeded (demo or real data alike). */
export async function isSeeded(handle: DatabaseHandle): Promise<boolean> {
  const rows = await handle.db.select({ id: users.id }).from(users).limit(1);
  return rows.length > 0;
}
