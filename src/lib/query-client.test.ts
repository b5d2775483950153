import { describe, expect, it } from 'vitest';
import { ApiError } from '#src/api/api-error';
import { createQueryClient, shouldRetry } from './query-client';

describe('shouldRetry', () => {
  it('retries a missing reply and server failures twice', () => {
    const offline = new ApiError(100, 500, 'offline', undefined);
    const unavailable = new ApiError(2, 503, 'unavailable', undefined);
    expect(shouldRetry(0, offline)).toBe(true);
    expect(shouldRetry(1, unavailable)).toBe(true);
    expect(shouldRetry(2, offline)).toBe(false);
  });

  it('does not retry client errors or defects', () => {
    expect(shouldRetry(0, new ApiError(1, 400, 'bad', { detail: 'bad' }))).toBe(false);
    expect(shouldRetry(0, new ApiError(2, 404, 'missing', undefined))).toBe(false);
    expect(shouldRetry(0, new TypeError('x is undefined'))).toBe(false);
  });
});

describe('createQueryClient', () => {
  it('takes refetchOnWindowFocus from the runtime configuration', () => {
    const client = createQueryClient({ refetchOnWindowFocus: false });
    expect(client.getDefaultOptions().queries?.refetchOnWindowFocus).toBe(false);
  });
});
