import { createListSearch, listRequestOf } from '#src/components/list/list-search';
import {
  booleanCodec,
  dateCodec,
  idsCodec,
  oneOfListCodec,
  type SearchOf,
} from '#src/components/list/search-codec';
import { PROCESS_STATUSES } from '#src/contracts/enums';
import type { SupportRequestFilter } from '#src/contracts/support';

/** /support-requests?support_request_type_ids=1,2&statuses=pending&date_from=…&is_technical=true */
export const supportRequestsSearch = createListSearch({
  support_request_type_ids: idsCodec,
  statuses: oneOfListCodec(PROCESS_STATUSES),
  date_from: dateCodec,
  date_to: dateCodec,
  is_technical: booleanCodec,
});

export type SupportRequestsSearch = SearchOf<typeof supportRequestsSearch.codecs>;

/** The list call's body: the address's filters and page, in the selected projects if any. */
export function supportRequestFilterOf(
  search: SupportRequestsSearch,
  projectIds: readonly number[] = [],
): SupportRequestFilter {
  const request = listRequestOf(supportRequestsSearch, supportRequestsSearch.decode(search));
  return projectIds.length ? { ...request, project_ids: [...projectIds] } : request;
}
