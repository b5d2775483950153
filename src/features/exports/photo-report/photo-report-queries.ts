import { queryOptions } from '@tanstack/react-query';
import { callApi } from '#src/api/call-api';
import {
  type PhotoReportListRequest,
  photoReportAddresses,
} from '#src/contracts/photo-report-addresses';

// Read by the route's loader: no value import of contracts/photo-report.ts (the schema library).

const photoReportKeys = {
  all: ['photo-report'] as const,
  list: (request: PhotoReportListRequest) => [...photoReportKeys.all, 'list', request] as const,
  questions: (projectIds: readonly number[]) =>
    [...photoReportKeys.all, 'questions', projectIds] as const,
};

/** POST {main}/photo_report/list/ — a page of the report's photos. */
export const photoReportQueryOptions = (request: PhotoReportListRequest) =>
  queryOptions({
    queryKey: photoReportKeys.list(request),
    queryFn: ({ signal }) => callApi(photoReportAddresses.listPhotos, { body: request, signal }),
  });

/** POST {main}/photo_report/questions/ — the question filter's choices in the projects. */
export const photoQuestionsQueryOptions = (projectIds: readonly number[]) =>
  queryOptions({
    queryKey: photoReportKeys.questions(projectIds),
    queryFn: ({ signal }) =>
      callApi(photoReportAddresses.listPhotoQuestions, {
        body: { project_ids: [...projectIds] },
        signal,
      }),
    enabled: projectIds.length > 0,
    staleTime: 5 * 60_000,
  });
