import { createHash } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { type SignedToken, signToken, verifyToken } from '#server/access/tokens';
import type { AppConfig } from '#server/config';
import type { Database } from '#server/db/client';
import { auth_sessions, refresh_tokens, users } from '#server/db/schema/index';
import { REFRESH_REUSE_GRACE_SECONDS } from '#src/contracts/auth';
import { revokeSession } from './revoke-sessions';

export interface TokenPair {
  access: SignedToken;
  refresh: SignedToken;
}

export interface SessionOrigin {
  ip?: string;
  userAgent?: string;
}

/** Only the hash is stored: a leaked table yields no usable refresh token. */
const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

interface Family {
  userId: number;
  sessionId: number;
  expiresAt: Date;
}

/** A new pair for a session: the access token never outlives the session it belongs to. */
async function issuePair(
  db: Database,
  config: AppConfig,
  family: Family,
): Promise<{ tokens: TokenPair; refreshTokenId: number }> {
  const remaining = Math.max(1, Math.floor((family.expiresAt.getTime() - Date.now()) / 1000));
  const base = { userId: family.userId, sessionId: family.sessionId };
  const [access, refresh] = await Promise.all([
    signToken(config, {
      ...base,
      type: 'access',
      ttlSeconds: Math.min(config.accessTokenTtlSeconds, remaining),
    }),
    signToken(config, { ...base, type: 'refresh', ttlSeconds: remaining }),
  ]);
  const [row] = await db
    .insert(refresh_tokens)
    .values({
      session_id: family.sessionId,
      token_hash: sha256(refresh.token),
      expires_at: family.expiresAt,
    })
    .returning({ id: refresh_tokens.id });
  return { tokens: { access, refresh }, refreshTokenId: row.id };
}

/** Opens a sign-in: a session family with an absolute expiry and its first token pair. */
export async function startSession(
  db: Database,
  config: AppConfig,
  userId: number,
  origin: SessionOrigin = {},
): Promise<TokenPair> {
  const expiresAt = new Date(Date.now() + config.refreshTokenTtlDays * 24 * 3600 * 1000);
  const [session] = await db
    .insert(auth_sessions)
    .values({ user_id: userId, expires_at: expiresAt, ip: origin.ip, user_agent: origin.userAgent })
    .returning({ id: auth_sessions.id });
  await db.update(users).set({ last_login_at: new Date() }).where(eq(users.id, userId));
  const { tokens } = await issuePair(db, config, { userId, sessionId: session.id, expiresAt });
  return tokens;
}

export type RefreshOutcome =
  | { ok: true; userId: number; tokens: TokenPair; kind: RotationKind }
  | { ok: false; reason: string; userId?: number };

/**
 * How a pair was issued: `rotated` spends the token; `overlap` is a sibling pair for a repeat
 * within the grace window (two tabs at once); `retry` replaces a successor that never came into
 * use (its answer was lost) with a new one.
 */
type RotationKind = 'rotated' | 'overlap' | 'retry';

/**
 * Rotates a refresh token, keeping the chain parent → successor in `replaced_by_id`:
 * - an unused token is spent and gets a successor;
 * - a spent token presented again within the grace window gets a sibling pair (two tabs);
 * - later, while its successor has never been used, the answer carrying the successor was lost
 *   (a field connection): the successor is retired unused and the token gets a new one, as often
 *   as the answer keeps getting lost. Retiring instead of rotating from the successor means a
 *   retired successor that turns up later (someone did receive it) ends the family too;
 * - a spent token whose successor was used, or a retired one, is a stolen copy: the whole family
 *   is revoked.
 * All of it in one transaction holding the presented token's row, so concurrent presentations
 * of one token take turns and each sees what the other did.
 */
export async function rotateRefreshToken(
  db: Database,
  config: AppConfig,
  token: string,
): Promise<RefreshOutcome> {
  let userId: number;
  try {
    ({ userId } = await verifyToken(config, token, 'refresh'));
  } catch {
    return { ok: false, reason: 'invalid refresh token' };
  }
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        id: refresh_tokens.id,
        used: sql<boolean>`${refresh_tokens.used_at} is not null`,
        successorId: refresh_tokens.replaced_by_id,
        // A retired successor has no successor of its own: no overlap for it.
        inGrace: sql<boolean>`coalesce(${refresh_tokens.replaced_by_id} is not null and ${refresh_tokens.used_at} > now() - make_interval(secs => ${REFRESH_REUSE_GRACE_SECONDS}), false)`,
        sessionId: auth_sessions.id,
        sessionUserId: auth_sessions.user_id,
        expiresAt: auth_sessions.expires_at,
        live: sql<boolean>`${auth_sessions.revoked_at} is null and ${auth_sessions.expires_at} > now()`,
        status: users.status,
      })
      .from(refresh_tokens)
      .innerJoin(auth_sessions, eq(auth_sessions.id, refresh_tokens.session_id))
      .innerJoin(users, eq(users.id, auth_sessions.user_id))
      .where(eq(refresh_tokens.token_hash, sha256(token)))
      .for('update', { of: refresh_tokens });
    if (!row || row.sessionUserId !== userId) return { ok: false, reason: 'unknown refresh token' };
    if (!row.live) return { ok: false, reason: 'session revoked or expired', userId };
    if (row.status !== 'active') {
      await revokeSession(tx, row.sessionId, `user ${row.status}`);
      return { ok: false, reason: `user ${row.status}`, userId };
    }
    const family = { userId, sessionId: row.sessionId, expiresAt: row.expiresAt };
    if (!row.used) {
      await tx
        .update(refresh_tokens)
        .set({ used_at: sql`now()` })
        .where(eq(refresh_tokens.id, row.id));
      return rotated(tx, config, family, row.id, 'rotated');
    }
    if (row.inGrace) return rotated(tx, config, family, row.id, 'overlap');
    if (row.successorId !== null && (await retireUnused(tx, row.successorId))) {
      return rotated(tx, config, family, row.id, 'retry');
    }
    await revokeSession(tx, row.sessionId, 'refresh token reuse');
    return { ok: false, reason: 'refresh token reuse: session revoked', userId };
  });
}

/**
 * Marks a successor spent without a successor of its own, if nobody has used it yet. The
 * condition in the update is the claim: its holder presenting it at the same moment wins or
 * loses as a whole.
 */
async function retireUnused(db: Database, successorId: number): Promise<boolean> {
  const retired = await db
    .update(refresh_tokens)
    .set({ used_at: sql`now()` })
    .where(and(eq(refresh_tokens.id, successorId), isNull(refresh_tokens.used_at)))
    .returning({ id: refresh_tokens.id });
  return retired.length > 0;
}

async function rotated(
  db: Database,
  config: AppConfig,
  family: Family,
  parentId: number,
  kind: RotationKind,
): Promise<RefreshOutcome> {
  const { tokens, refreshTokenId } = await issuePair(db, config, family);
  await db
    .update(auth_sessions)
    .set({ last_used_at: sql`now()` })
    .where(eq(auth_sessions.id, family.sessionId));
  // An overlap pair is a sibling, not the successor: the chain keeps the first one.
  if (kind !== 'overlap') {
    await db
      .update(refresh_tokens)
      .set({ replaced_by_id: refreshTokenId })
      .where(eq(refresh_tokens.id, parentId));
  }
  return { ok: true, userId: family.userId, tokens, kind };
}
