import { queryOptions } from '@tanstack/react-query';
import { MAX_PAGE_SIZE, type Paginated } from '#src/contracts/list';
import type { Person } from '#src/contracts/person';
import { mainApi } from './services';
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
      mainApi.post<Paginated<Person>>(`/user_projects/${role}_filter/`, body, { signal }),
    staleTime: 5 * 60_000,
  });
}
