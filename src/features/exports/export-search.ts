import { getSessionUser } from '#src/api/session';
import { createListSearch, listRequestOf } from '#src/components/list/list-search';
import {
  dateCodec,
  type FieldCodec,
  idsCodec,
  oneOfListCodec,
  type SearchOf,
} from '#src/components/list/search-codec';
import { EXPORT_STATUSES } from '#src/contracts/enums';
import type { ExportListRequest } from '#src/contracts/exports-addresses';

const KIND_NAME = /^[a-z][a-z0-9_]{0,63}$/;

/** Kind names (`sku,outlets`): the catalogue is the service's, so any well-formed name. */
const kindsCodec: FieldCodec<string[]> = {
  decode: (raw) => {
    const items = typeof raw === 'string' ? raw.split(',') : Array.isArray(raw) ? raw : [];
    const kinds = [
      ...new Set(
        items.filter((item): item is string => typeof item === 'string' && KIND_NAME.test(item)),
      ),
    ];
    return kinds.length ? kinds : undefined;
  },
  encode: (kinds) => (kinds.length ? kinds.join(',') : undefined),
};

/** /reports/reports: the user's own exports, a page at a time. */
export const reportsSearch = createListSearch({});
export type ReportsSearch = SearchOf<typeof reportsSearch.codecs>;

/** /exports-journal?kinds=sku&statuses=new&user_ids=4&date_from=…&date_to=… */
export const exportsJournalSearch = createListSearch({
  kinds: kindsCodec,
  statuses: oneOfListCodec(EXPORT_STATUSES),
  user_ids: idsCodec,
  date_from: dateCodec,
  date_to: dateCodec,
});
export type ExportsJournalSearch = SearchOf<typeof exportsJournalSearch.codecs>;

/** The user's own: an administrator is answered everyone's unless the call says whose. */
export const reportsFilterOf = (search: ReportsSearch): ExportListRequest => {
  const request = listRequestOf(reportsSearch, reportsSearch.decode(search));
  const me = getSessionUser()?.id;
  return me ? { ...request, user_ids: [me] } : request;
};

export const journalFilterOf = (search: ExportsJournalSearch): ExportListRequest =>
  listRequestOf(exportsJournalSearch, exportsJournalSearch.decode(search));
