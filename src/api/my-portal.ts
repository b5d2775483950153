import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { MyPortal } from '#src/contracts/portal';
import type { Portal } from '#src/contracts/portal-constants';
import { settingsAddresses } from '#src/contracts/settings-addresses';
import { callApi } from './call-api';

/**
 * Query keys of the portal the caller's sign-in lands on. Sign-out clears the query cache, so
 * the key needs no user id. Shared by the chooser (auth) and the communication portal's own
 * way back to field work (shell).
 */
export const myPortalKeys = {
  all: ['my-portal'] as const,
};

/** GET {main}/settings/my_portal/ */
function getMyPortal(signal?: AbortSignal): Promise<MyPortal> {
  return callApi(settingsAddresses.getMyPortal, { signal });
}

/** PUT {main}/settings/my_portal/ */
function setMyPortal(portal: Portal): Promise<MyPortal> {
  return callApi(settingsAddresses.setMyPortal, { body: { portal } });
}

export function myPortalQueryOptions() {
  return queryOptions({
    queryKey: myPortalKeys.all,
    queryFn: ({ signal }) => getMyPortal(signal),
  });
}

/**
 * Remembers a portal the user switches to. The cache takes it at once, so `/` in this session
 * already lands there; a refusal puts the previous value back. The callbacks sit on the mutation
 * rather than on `mutate`, so they still run after the chooser that started it is gone.
 */
export function useRememberPortal(options: { onError?: (error: unknown) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setMyPortal,
    onMutate: async (portal: Portal) => {
      await queryClient.cancelQueries({ queryKey: myPortalKeys.all });
      const previous = queryClient.getQueryData<MyPortal>(myPortalKeys.all);
      queryClient.setQueryData<MyPortal>(myPortalKeys.all, { portal });
      return { previous };
    },
    onError: (error, _portal, context) => {
      queryClient.setQueryData<MyPortal>(myPortalKeys.all, context?.previous);
      options.onError?.(error);
    },
  });
}
