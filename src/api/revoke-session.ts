import { authAddresses } from '#src/contracts/auth-constants';
import { callApi } from './call-api';

/** Long enough for a live network, short enough not to hold up leaving a dead one. */
const LOGOUT_TIMEOUT_MS = 5_000;

/**
 * POST {auth}/api/v1/auth/logout/ with the access token: the server revokes the session family.
 * The token is passed in because sign-out clears the session while this call is under way, and
 * sent as the caller's own Authorization so that a 401 does not start a refresh.
 */
export async function revokeSession(accessToken: string): Promise<void> {
  await callApi(authAddresses.logout, {
    headers: { Authorization: `Bearer ${accessToken}` },
    timeout: LOGOUT_TIMEOUT_MS,
  });
}
