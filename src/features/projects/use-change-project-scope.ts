import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useCallback } from 'react';
import { permissionsQueryOptions } from '#src/access/get-my-permissions';
import { normalizeSelection, writeProjectScope } from '#src/access/project-scope';
import { getSessionUser } from '#src/api/session';

/**
 * Switches the project scope, in this order: the merged permissions of the new selection are
 * fetched first (the permission context would otherwise put a loader in place of the shell
 * while they load), then the selection is stored, then the router runs its guards and loaders again with
 * the new `context.projectIds` (a screen the new selection does not permit goes to /sfa), then
 * whatever else is on screen is fetched again.
 */
export function useChangeProjectScope() {
  const queryClient = useQueryClient();
  const router = useRouter();
  return useCallback(
    async (projectIds: readonly number[]) => {
      const user = getSessionUser();
      if (!user) return;
      const next = normalizeSelection(projectIds);
      await queryClient.ensureQueryData(permissionsQueryOptions(next)).catch(() => undefined);
      writeProjectScope(user.id, next);
      await router.invalidate();
      // Lists keyed by the scope have started already: leave those in flight alone.
      await queryClient.invalidateQueries(undefined, { cancelRefetch: false });
    },
    [queryClient, router],
  );
}
