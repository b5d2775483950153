import type * as z from 'zod/mini';
import { defineCallAddress } from './calls';
import type {
  photoQuestionListSchema,
  photoQuestionsRequestSchema,
  photoReportListRequestSchema,
  photoReportListSchema,
} from './photo-report';

/** The area of the photo report (spec section 6, "photo reports"). */
const PHOTO_REPORT_AREA = 'photo_reports';

/** The photo report's export kinds: its table and its archive. */
export const PHOTO_REPORT_KINDS = { table: 'photo_report', archive: 'photo_report_zip' } as const;

export type PhotoReportListRequest = z.input<typeof photoReportListRequestSchema>;

/**
 * The photo report's list call, without its schemas: the route's loader (start chunk) makes it,
 * and a value import of contracts/photo-report.ts would bring the schema library into it (the
 * sign-in page's budget). The contract module adds the schemas, which the server registers.
 */
export const photoReportAddresses = {
  listPhotos: defineCallAddress<PhotoReportListRequest, z.output<typeof photoReportListSchema>>()({
    service: 'main',
    route: 'POST /photo_report/list/',
    permission: { area: PHOTO_REPORT_AREA, level: 'read' },
    summary:
      "Photo report: the photos of the selected projects' visits of a period, by day and outlet",
  }),
  listPhotoQuestions: defineCallAddress<
    z.input<typeof photoQuestionsRequestSchema>,
    z.output<typeof photoQuestionListSchema>
  >()({
    service: 'main',
    route: 'POST /photo_report/questions/',
    permission: { area: PHOTO_REPORT_AREA, level: 'read' },
    summary: "The photo questions of the selected projects' questionnaires: the report's filter",
  }),
};
