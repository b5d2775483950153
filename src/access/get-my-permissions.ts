import { queryOptions } from '@tanstack/react-query';
import { callApi } from '#src/api/call-api';
import type { MyPermissions } from '#src/contracts/access';
import { settingsAddresses } from '#src/contracts/settings-addresses';
import type { AccessContext } from './can';
import { permissionKeys } from './query-keys';

/** Sorted and without repeats, so that one selection is one cache entry. */
function normalizeProjectIds(projectIds: readonly number[] = []): number[] {
  return [...new Set(projectIds)].sort((a, b) => a - b);
}

/** POST {main}/settings/my_permissions/ — no project ids: all of the user's projects. */
function getMyPermissions(
  projectIds: readonly number[],
  signal?: AbortSignal,
): Promise<MyPermissions> {
  return callApi(settingsAddresses.myPermissions, {
    body: { project_ids: [...projectIds] },
    signal,
  });
}

export function toAccessContext(reply: MyPermissions): AccessContext {
  return {
    roles: reply.roles,
    flags: reply.flags,
    rights: reply.rights,
    permissions: reply.permissions,
  };
}

/**
 * The signed-in user's access in the selected projects (`[]`: all of theirs). Sign-out clears
 * the query cache, so the key needs no user id.
 */
export function permissionsQueryOptions(projectIds: readonly number[] = []) {
  const ids = normalizeProjectIds(projectIds);
  return queryOptions({
    queryKey: permissionKeys.projects(ids),
    queryFn: ({ signal }) => getMyPermissions(ids, signal),
    select: toAccessContext,
    // Rights change rarely (on the settings screens, which invalidate `permissionKeys.all`).
    staleTime: 5 * 60_000,
  });
}
