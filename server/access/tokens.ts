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

const keys = new Map<string, Promise<CryptoKey>>();

/**
 * The HMAC key of the secret, imported once: handed raw bytes, jose imports them again for every
 * token, which cost more CPU than the verification itself on every API call.
 */
function secretOf(config: AppConfig): Promise<CryptoKey> {
  let key = keys.get(config.jwtSecret);
  if (!key) {
    key = crypto.subtle.importKey(
      'raw',
      new TextEncoder().encode(config.jwtSecret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    );
    keys.set(config.jwtSecret, key);
  }
  return key;
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
    .sign(await secretOf(config));
  return { token, expires_at: expiresAt.toISOString() };
}

/** Tokens verified already, by their text: see verifyToken. */
const verified = new Map<string, { secret: string; claims: TokenClaims }>();
/** Past this many, the oldest verified token is forgotten (verified again at its next use). */
const MAX_VERIFIED = 10_000;

/**
 * Verifies signature, algorithm, audience, issuer, expiry and the token type; throws otherwise.
 *
 * A token that passed is remembered until it expires: its signature and claims cannot change, so
 * only the expiry is checked again at its next use. Every API call presents the same access token
 * for minutes, and the HMAC in WebCrypto (a round trip through the thread pool) cost more than
 * the rest of the authentication. A token that failed is not remembered. Whether the session is
 * still live is not a property of the token: the caller lookup checks it on every request.
 */
export async function verifyToken(
  config: AppConfig,
  token: string,
  expectedType: TokenType,
): Promise<TokenClaims> {
  const known = verified.get(token);
  if (known && known.secret === config.jwtSecret && known.claims.type === expectedType) {
    if (Date.now() < known.claims.expiresAt.getTime()) return known.claims;
    verified.delete(token);
  }
  const claims = Object.freeze(await verifyTokenText(config, token, expectedType));
  if (verified.size >= MAX_VERIFIED) verified.delete(verified.keys().next().value as string);
  verified.set(token, { secret: config.jwtSecret, claims });
  return claims;
}

async function verifyTokenText(
  config: AppConfig,
  token: string,
  expectedType: TokenType,
): Promise<TokenClaims> {
  const { payload } = await jwtVerify(token, await secretOf(config), {
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
