import { jwtVerify, SignJWT } from 'jose';
import type { AppConfig } from '../config';

const AUDIENCE = 'sfa-portal';
const ISSUER = 'sfa-portal-auth';
/** Only this algorithm is accepted, whatever a token's header claims. */
const ALGORITHMS = ['HS256'];
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;

export type TokenType = 'access' | 'refresh';

export interface TokenClaims {
  userId: number;
  type: TokenType;
  /** Session family id, for refresh rotation and revocation. */
  sessionId?: string;
  expiresAt: Date;
}

function secretOf(config: AppConfig): Uint8Array {
  return new TextEncoder().encode(config.jwtSecret);
}

export async function signToken(
  config: AppConfig,
  claims: { userId: number; type: TokenType; sessionId?: string; ttlSeconds: number },
): Promise<{ token: string; expires_at: string }> {
  const expiresAt = new Date(Date.now() + claims.ttlSeconds * 1000);
  const token = await new SignJWT({ typ: claims.type, sid: claims.sessionId })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(claims.userId))
    .setAudience(AUDIENCE)
    .setIssuer(ISSUER)
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
  return {
    userId,
    type: expectedType,
    sessionId: typeof payload.sid === 'string' ? payload.sid : undefined,
    expiresAt: new Date((payload.exp ?? 0) * 1000),
  };
}
