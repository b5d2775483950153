import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '#src/api/api-error';
import type { RuntimeConfig } from '#src/contracts/runtime-config';

const MAX_RETRIES = 2;

/**
 * Retry only what may succeed on a second try: no reply at all (code 100 — network, time-out)
 * and server-side failures (5xx). A 4xx answer will not change, and anything that is not an
 * ApiError is a defect in the portal.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (!(error instanceof ApiError) || failureCount >= MAX_RETRIES) return false;
  return error.code === 100 || error.status >= 500;
}

export function createQueryClient(config: Pick<RuntimeConfig, 'refetchOnWindowFocus'>) {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        refetchOnWindowFocus: config.refetchOnWindowFocus,
        // Lists are re-read when a screen opens again, but not on every re-render burst.
        staleTime: 30_000,
      },
      // A repeated write may apply twice; writes go through the outbox when they must survive.
      mutations: { retry: false },
    },
  });
}
