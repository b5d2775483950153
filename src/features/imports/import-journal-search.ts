import { createListSearch, listRequestOf } from '#src/components/list/list-search';
import {
  dateCodec,
  idsCodec,
  oneOfListCodec,
  type SearchOf,
} from '#src/components/list/search-codec';
import { IMPORT_KINDS } from '#src/contracts/enums';
import type { ImportListRequest } from '#src/contracts/imports';
import { IMPORT_STATUSES } from '#src/contracts/imports-addresses';

/** /import-journal?project_ids=3&kinds=PROJECT_OUTLETS,USERS&statuses=completed&date_from=… */
export const importJournalSearch = createListSearch({
  project_ids: idsCodec,
  kinds: oneOfListCodec(IMPORT_KINDS),
  statuses: oneOfListCodec(IMPORT_STATUSES),
  date_from: dateCodec,
  date_to: dateCodec,
});

export type ImportJournalSearch = SearchOf<typeof importJournalSearch.codecs>;

/**
 * The journal call's body: the address's filters and page; without a project filter, the
 * projects chosen in the side menu if any (the service keeps to the caller's projects anyway).
 */
export function importFilterOf(
  search: ImportJournalSearch,
  projectIds: readonly number[] = [],
): ImportListRequest {
  const request = listRequestOf(importJournalSearch, importJournalSearch.decode(search));
  if (request.project_ids || !projectIds.length) return request;
  return { ...request, project_ids: [...projectIds] };
}
