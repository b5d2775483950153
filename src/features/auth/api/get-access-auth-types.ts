import { useMutation } from '@tanstack/react-query';
import { callApi } from '#src/api/call-api';
import { authAddresses } from '#src/contracts/auth-constants';

type AuthType = 'password' | 'sms';

/** POST {auth}/api/v1/auth/access_auth_types/ — which sign-in methods a login may use. */
async function getAccessAuthTypes(login: string): Promise<AuthType[]> {
  const reply = await callApi(authAddresses.accessAuthTypes, { body: { login }, anonymous: true });
  return reply.types;
}

/**
 * Asked as the login field is left. A mutation rather than a query on purpose: the answer is
 * wanted once per login typed, not cached or refetched, and useQuery's observer would add its
 * code to what the login page loads (its budget: docs/performance.md, "/login: JavaScript as
 * served").
 */
export function useAccessAuthTypes() {
  return useMutation({ mutationFn: getAccessAuthTypes });
}
