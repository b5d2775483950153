import { queryOptions } from '@tanstack/react-query';
import { callApi } from '#src/api/call-api';
import { userProjectKeys } from '#src/api/user-project-keys';
import type { UserProject } from '#src/contracts/user-projects';
import { userProjectAddresses } from '#src/contracts/user-projects-addresses';

// MAX_PAGE_SIZE of contracts/list, which is not imported for it: this runs before every signed-in
// screen, in the startup bundle, and a value import from a contract brings zod along.
const PAGE_SIZE = 1000;

/**
 * POST {main}/v2/user_project/get_user_projects/ — the caller's projects, all pages (one, in
 * practice).
 */
async function getUserProjects(signal?: AbortSignal): Promise<UserProject[]> {
  const projects: UserProject[] = [];
  for (;;) {
    const page = await callApi(userProjectAddresses.getUserProjects, {
      body: { limit: PAGE_SIZE, offset: projects.length },
      signal,
    });
    projects.push(...page.items);
    if (page.items.length === 0 || projects.length >= page.total) return projects;
  }
}

export function userProjectsQueryOptions() {
  return queryOptions({
    queryKey: userProjectKeys.mine(),
    queryFn: ({ signal }) => getUserProjects(signal),
    // Memberships change rarely, and a stale list only offers a project the server then refuses.
    staleTime: 5 * 60_000,
  });
}
