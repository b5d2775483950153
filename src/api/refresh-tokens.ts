import { ofetch } from 'ofetch';
import type { AuthResponse } from '#src/contracts/auth';
import { authAddresses } from '#src/contracts/auth-constants';
import { fillPath } from '#src/contracts/calls';
import { getRuntimeConfig } from '#src/lib/runtime-config';
import { toApiError } from './api-error';
import { REQUEST_TIMEOUT_MS } from './request-timeouts';

/**
 * POST {auth}/api/v1/auth/refresh/ with the refresh token as bearer; answers the auth response
 * with rotated tokens. Deliberately outside the service clients: this call must never itself
 * trigger a refresh, and the clients depend on this module, not the other way round.
 */
export async function refreshTokens(refreshToken: string): Promise<AuthResponse> {
  try {
    return await ofetch<AuthResponse>(fillPath(authAddresses.refresh.route), {
      method: 'POST',
      baseURL: getRuntimeConfig().services.auth,
      headers: { Authorization: `Bearer ${refreshToken}` },
      retry: false,
      timeout: REQUEST_TIMEOUT_MS,
    });
  } catch (error) {
    throw toApiError(error);
  }
}
