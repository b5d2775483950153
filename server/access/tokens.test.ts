// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '#server/config';
import { signToken, verifyToken } from './tokens';

const config = loadConfig({ JWT_SECRET: 'a-secret-of-the-tests-long-enough-for-hs256' });
const other = loadConfig({ JWT_SECRET: 'another-secret-of-the-tests-long-enough-too' });
const access = (ttlSeconds = 60) =>
  signToken(config, { userId: 7, type: 'access', sessionId: 3, ttlSeconds });

afterEach(() => {
  vi.useRealTimers();
});

describe('verifyToken', () => {
  it('gives the claims of a good token, the same at its next use', async () => {
    const { token } = await access();
    const first = await verifyToken(config, token, 'access');
    expect(first).toMatchObject({ userId: 7, type: 'access', sessionId: 3 });
    expect(await verifyToken(config, token, 'access')).toEqual(first);
  });

  it('refuses a token verified before once it has expired', async () => {
    const { token } = await access(5);
    await verifyToken(config, token, 'access');
    vi.useFakeTimers({ now: Date.now() + 6_000, toFake: ['Date'] });
    await expect(verifyToken(config, token, 'access')).rejects.toThrow();
  });

  it('refuses a token verified before under another secret, or as another type', async () => {
    const { token } = await access();
    await verifyToken(config, token, 'access');
    await expect(verifyToken(other, token, 'access')).rejects.toThrow();
    await expect(verifyToken(config, token, 'refresh')).rejects.toThrow();
  });

  it('refuses a token changed after signing, even when the original was verified', async () => {
    const { token } = await access();
    await verifyToken(config, token, 'access');
    const [header, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: '1' })).toString('base64url');
    await expect(
      verifyToken(config, `${header}.${forged}.${signature}`, 'access'),
    ).rejects.toThrow();
  });
});
