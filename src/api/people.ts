import { queryOptions } from '@tanstack/react-query';
import { MAX_PAGE_SIZE } from '#src/contracts/list';
import { userProjectCalls } from '#src/contracts/user-projects';
import { callApi } from './call-api';
import { type PeopleRole, userProjectKeys } from './user-project-keys';

export type { PeopleRole } from './user-project-keys';

/** POST {main}/user_projects/{executors|managers}_filter/ — people for the feed's filters. */
export function peopleFilterQueryOptions(role: PeopleRole, projectIds: readonly number[]) {
  const body = {
    ...(projectIds.length ? { project_ids: [...projectIds] } : {}),
    limit: MAX_PAGE_SIZE,
    offset: 0,
  };
  return queryOptions({
    queryKey: userProjectKeys.peopleFilter(role, body),
    queryFn: ({ signal }) =>
      callApi(
        role === 'executors' ? userProjectCalls.executorsFilter : userProjectCalls.managersFilter,
        { body, signal },
      ),
    staleTime: 5 * 60_000,
  });
}
