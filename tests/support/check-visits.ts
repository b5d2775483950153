import { serverCall } from './api-session';

/**
 * Up to `wanted` unchecked visits that have a check list, as the checker's queue lists them
 * (any day): the ones a browser test can judge. Each call to the server is from Node, with
 * `token`'s session.
 */
export async function checkableVisits<Visit extends { id: number }>(
  baseUrl: string,
  token: string,
  wanted: number,
): Promise<Visit[]> {
  const list = await serverCall<{ items: Visit[] }>(
    baseUrl,
    token,
    '/svc/checker/api/v1/visits/list/',
    { is_checked: false, date_range: { start: '2000-01-01', end: '2099-12-31' }, limit: 100 },
  );
  const usable: Visit[] = [];
  for (const visit of list.items) {
    const { check_lists } = await serverCall<{ check_lists: unknown[] }>(
      baseUrl,
      token,
      '/svc/checker/api/v1/check_list_logic/list/',
      { visit_id: visit.id },
    );
    if (check_lists.length > 0) usable.push(visit);
    if (usable.length >= wanted) break;
  }
  return usable;
}
