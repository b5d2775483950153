import { queryOptions } from '@tanstack/react-query';
import { MAX_PAGE_SIZE, type Paginated } from '#src/contracts/list';
import type { Person } from '#src/contracts/person';
import { mainApi } from './services';

export type PeopleRole = 'executors' | 'managers';

/** POST {main}/user_projects/{executors|managers}_filter/ — people for the feed's filters. */
export function peopleFilterQueryOptions(role: PeopleRole, projectIds: readonly number[]) {
  const body = {
    ...(projectIds.length ? { project_ids: [...projectIds] } : {}),
    limit: MAX_PAGE_SIZE,
    offset: 0,
  };
  return queryOptions({
    queryKey: ['user-projects', `${role}-filter`, body],
    queryFn: ({ signal }) =>
      mainApi.post<Paginated<Person>>(`/user_projects/${role}_filter/`, body, { signal }),
    staleTime: 5 * 60_000,
  });
}
