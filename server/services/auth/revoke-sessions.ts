import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { auth_sessions } from '#server/db/schema/index';

/** Ends one sign-in: its access and refresh tokens are refused from the next request on. */
export async function revokeSession(db: Database, sessionId: number, reason: string) {
  await db
    .update(auth_sessions)
    .set({ revoked_at: sql`now()`, revoked_reason: reason })
    .where(and(eq(auth_sessions.id, sessionId), isNull(auth_sessions.revoked_at)));
}

/** Ends every live sign-in of a user, but the one named in `keepSessionId` (the caller's own). */
export async function revokeUserSessions(
  db: Database,
  userId: number,
  reason: string,
  keepSessionId?: number,
) {
  await db
    .update(auth_sessions)
    .set({ revoked_at: sql`now()`, revoked_reason: reason })
    .where(
      and(
        eq(auth_sessions.user_id, userId),
        isNull(auth_sessions.revoked_at),
        keepSessionId === undefined ? undefined : ne(auth_sessions.id, keepSessionId),
      ),
    );
}
