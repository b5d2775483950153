import type { QueryClient } from '@tanstack/react-query';
import { readProjectScope, reconcileProjectScope } from '#src/access/project-scope';
import { getSessionUser } from '#src/api/session';
import { userProjectsQueryOptions } from './api/get-user-projects';

/**
 * The signed-in user's project scope, checked against their projects: what the /_authenticated
 * route puts into the router context before any screen loads. When the project list cannot be
 * had (offline), the stored selection stands; the server has the last word on it.
 */
export async function ensureProjectScope(queryClient: QueryClient): Promise<readonly number[]> {
  const user = getSessionUser();
  if (!user) return [];
  try {
    const projects = await queryClient.ensureQueryData(userProjectsQueryOptions());
    return reconcileProjectScope(
      user.id,
      projects.map((project) => project.id),
    );
  } catch {
    return readProjectScope(user.id);
  }
}
