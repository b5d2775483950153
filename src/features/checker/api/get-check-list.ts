import { queryOptions } from '@tanstack/react-query';
import { callApi } from '#src/api/call-api';
import { checkerAddresses } from '#src/contracts/checker-addresses';
import { fileLinkAddresses } from '#src/contracts/files-addresses';
import type { FileSize } from '#src/lib/file-keys';
import { checkerKeys } from '../query-keys';

/** POST {checker}/api/v1/check_list_logic/list/ — the check lists that apply to a visit. */
export function visitCheckListsQueryOptions(visitId: number) {
  return queryOptions({
    queryKey: checkerKeys.checkLists(visitId),
    queryFn: async ({ signal }) => {
      const reply = await callApi(checkerAddresses.checkLists, {
        body: { visit_id: visitId },
        signal,
      });
      return reply.check_lists;
    },
  });
}

/** POST {checker}/api/v1/check_list_param/list/ — a check list's params, flat. */
export function checkListParamsQueryOptions(checkListId: number) {
  return queryOptions({
    queryKey: checkerKeys.checkListParams(checkListId),
    queryFn: async ({ signal }) => {
      const reply = await callApi(checkerAddresses.checkListParams, {
        body: { check_list_id: checkListId },
        signal,
      });
      return reply.check_list_params;
    },
  });
}

/** POST {checker}/api/v1/check_list_result/list/ — a visit's checks, newest first. */
export function visitCheckResultsQueryOptions(visitId: number) {
  return queryOptions({
    queryKey: checkerKeys.results(visitId),
    queryFn: async ({ signal }) => {
      const reply = await callApi(checkerAddresses.checkResults, {
        body: { visit_id: visitId, limit: 100, offset: 0 },
        signal,
      });
      return reply.check_list_results.items;
    },
  });
}

/** The preview size of a check's photos on the check page. */
export const CHECK_PHOTO_SIZE: FileSize = 'square';

/** POST {main}/file_links/list/ — the photos linked to a visit's checks. */
export function checkPhotosQueryOptions(resultIds: readonly number[]) {
  const body = { generic_type: 'CHECK_LIST_RESULT', generic_id: [...resultIds], limit: 1000 };
  return queryOptions({
    queryKey: checkerKeys.photos(body),
    queryFn: async ({ signal }) => {
      const reply = await callApi(fileLinkAddresses.listFileLinks, { body, signal });
      return reply.file_links;
    },
    enabled: resultIds.length > 0,
  });
}
