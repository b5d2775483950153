import { randomUUID } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import type { AppConfig } from '#server/config';

const AUDIENCE = 'sfa-portal';
const ISSUER = 'sfa-portal-auth';
/** Only this algorithm is accepted, whatever a token's header claims (no `none`, no RS/HS mix-up). */
const ALGORITHMS = ['HS256'];

export type TokenType = 'access' | 'refresh';

export interface TokenClaims {
  userId: number;
  type: TokenType;
  /** Session family id (auth_sessions.id), for refresh rotation and revocation. */
  sessionId?: number;
  expiresAt: Date;
}

export interface SignedToken {
  token: string;
  /** ISO 8601 instant. */
  expires_at: string;
}

function secretOf(config: AppConfig): Uint8Array {
  return new TextEncoder().encode(config.jwtSecret);
}

export async function signToken(
  config: AppConfig,
  claims: { userId: number; type: TokenType; sessionId?: number; ttlSeconds: number },
): Promise<SignedToken> {
  const expiresAt = new Date(Date.now() + claims.ttlSeconds * 1000);
  const sid = claims.sessionId === undefined ? undefined : String(claims.sessionId);
  // A random jti keeps two tokens of one session signed in the same second distinct: refresh
  // tokens are stored by hash under a unique index.
  const token = await new SignJWT({ typ: claims.type, sid })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(claims.userId))
    .setAudience(AUDIENCE)
    .setIssuer(ISSUER)
    .setJti(randomUUID())
    .setIssuedAt()
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(secretOf(config));
  return { token, expires_at: expiresAt.toISOString() };
}

/** Verifies signature, algorithm, audience, issuer, expiry and the token type; throws otherwise. */
export async function verifyToken(
  config: AppConfig,
  token: string,
  expectedType: TokenType,
): Promise<TokenClaims> {
  const { payload } = await jwtVerify(token, secretOf(config), {
    algorithms: ALGORITHMS,
    audience: AUDIENCE,
    issuer: ISSUER,
    requiredClaims: ['exp', 'sub'],
  });
  if (payload.typ !== expectedType) throw new Error(`expected a ${expectedType} token`);
  const userId = Number(payload.sub);
  if (!Number.isInteger(userId)) throw new Error('bad subject');
  const sessionId = typeof payload.sid === 'string' ? Number(payload.sid) : undefined;
  if (sessionId !== undefined && !Number.isInteger(sessionId)) throw new Error('bad session id');
  return {
    userId,
    type: expectedType,
    sessionId,
    expiresAt: new Date((payload.exp ?? 0) * 1000),
  };
}

/** The token of an `Authorization: Bearer …` header, if any. */
export function bearerToken(header: string | undefined): string | undefined {
  return header?.startsWith('Bearer ')
    ? header.slice('Bearer '.length).trim() || undefined
    : undefined;
}
