import { createListSearch, filtersOf, pageRange } from '#src/components/list/list-search';
import { dateCodec, idsCodec, type SearchOf } from '#src/components/list/search-codec';
import type { PhotoReportListRequest } from '#src/contracts/photo-report-addresses';

/**
 * /reports/photo-report?project_ids=1&date_from=…&date_to=…&project_outlet_ids=…&user_ids=…
 * &question_ids=… — the report's filter in the address; no period is taken for granted, since
 * the report and its exports need one chosen (spec section 5).
 */
export const photoReportSearch = createListSearch(
  {
    project_ids: idsCodec,
    date_from: dateCodec,
    date_to: dateCodec,
    project_outlet_ids: idsCodec,
    user_ids: idsCodec,
    question_ids: idsCodec,
  },
  { pageSizes: [48, 96, 192], defaultPageSize: 48 },
);
export type PhotoReportSearch = SearchOf<typeof photoReportSearch.codecs>;

/** The report's filter without the page: the exports' params. */
export type PhotoReportParams = Omit<PhotoReportListRequest, 'limit' | 'offset'>;

/**
 * The list call's body for the address: the projects chosen, else those selected in the header;
 * null while a project or the period is missing (then nothing is asked, the screen says what).
 */
export function photoReportRequestOf(
  search: PhotoReportSearch,
  scope: readonly number[],
): { params: PhotoReportParams; limit: number; offset: number } | null {
  const values = photoReportSearch.decode(search);
  const f = filtersOf(photoReportSearch, values);
  const projectIds = f.project_ids ?? (scope.length ? [...scope] : undefined);
  if (!projectIds || !f.date_from || !f.date_to) return null;
  const [start, end] =
    f.date_from <= f.date_to ? [f.date_from, f.date_to] : [f.date_to, f.date_from];
  return {
    params: {
      project_ids: projectIds,
      date_range: { start, end },
      project_outlet_ids: f.project_outlet_ids,
      user_ids: f.user_ids,
      question_ids: f.question_ids,
    },
    ...pageRange(values, photoReportSearch.defaultPageSize),
  };
}
