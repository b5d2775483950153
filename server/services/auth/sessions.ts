import { createHash } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { REFRESH_REUSE_GRACE_SECONDS } from '../../../src/contracts/auth';
import { type SignedToken, signToken, verifyToken } from '../../access/tokens';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import { auth_sessions, refresh_tokens, users } from '../../db/schema/index';
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
  | { ok: true; userId: number; tokens: TokenPair; grace: boolean }
  | { ok: false; reason: string; userId?: number };

/**
 * Rotates a refresh token. A token is good once; presented again within the grace window after
 * its rotation it gets another fresh pair of the same family (two tabs, a lost reply), later it
 * is taken as stolen and the whole family is revoked.
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
  const [row] = await db
    .select({
      id: refresh_tokens.id,
      used: sql<boolean>`${refresh_tokens.used_at} is not null`,
      inGrace: sql<boolean>`coalesce(${refresh_tokens.used_at} > now() - make_interval(secs => ${REFRESH_REUSE_GRACE_SECONDS}), false)`,
      sessionId: auth_sessions.id,
      sessionUserId: auth_sessions.user_id,
      expiresAt: auth_sessions.expires_at,
      live: sql<boolean>`${auth_sessions.revoked_at} is null and ${auth_sessions.expires_at} > now()`,
      status: users.status,
    })
    .from(refresh_tokens)
    .innerJoin(auth_sessions, eq(auth_sessions.id, refresh_tokens.session_id))
    .innerJoin(users, eq(users.id, auth_sessions.user_id))
    .where(eq(refresh_tokens.token_hash, sha256(token)));
  if (!row || row.sessionUserId !== userId) return { ok: false, reason: 'unknown refresh token' };
  if (!row.live) return { ok: false, reason: 'session revoked or expired', userId };
  if (row.status !== 'active') {
    await revokeSession(db, row.sessionId, `user ${row.status}`);
    return { ok: false, reason: `user ${row.status}`, userId };
  }
  const family = { userId, sessionId: row.sessionId, expiresAt: row.expiresAt };
  if (!row.used) {
    // Marking it used is the claim: of two simultaneous refreshes one wins, the other is a reuse.
    const claimed = await db
      .update(refresh_tokens)
      .set({ used_at: sql`now()` })
      .where(and(eq(refresh_tokens.id, row.id), isNull(refresh_tokens.used_at)))
      .returning({ id: refresh_tokens.id });
    if (claimed.length > 0) return rotated(db, config, family, row.id, false);
  }
  if (!row.used || row.inGrace) return rotated(db, config, family, row.id, true);
  await revokeSession(db, row.sessionId, 'refresh token reuse');
  return { ok: false, reason: 'refresh token reuse: session revoked', userId };
}

async function rotated(
  db: Database,
  config: AppConfig,
  family: Family,
  spentId: number,
  grace: boolean,
): Promise<RefreshOutcome> {
  const { tokens, refreshTokenId } = await issuePair(db, config, family);
  await db
    .update(auth_sessions)
    .set({ last_used_at: sql`now()` })
    .where(eq(auth_sessions.id, family.sessionId));
  // The chain of rotations, for the audit trail; a grace-window pair is a sibling, not a link.
  if (!grace) {
    await db
      .update(refresh_tokens)
      .set({ replaced_by_id: refreshTokenId })
      .where(eq(refresh_tokens.id, spentId));
  }
  return { ok: true, userId: family.userId, tokens, grace };
}
