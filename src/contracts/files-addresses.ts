import type * as z from 'zod/mini';
import { defineCallAddress } from './calls';
import type {
  fileLinkFilterSchema,
  legacyFileLinkListSchema,
  photoArchiveSummarySchema,
} from './files';

const FEED_READ = { area: 'feeds', level: 'read' } as const;

/**
 * The photo archives' calls, without their schemas: route loaders in the start chunk make them, and a value
 * import of contracts/files.ts would bring the schema library into it (the sign-in page's
 * budget). The contract module adds the schemas (`withSchemas`), which the server registers.
 */
export const fileAddresses = {
  visitPhotoArchive: defineCallAddress<undefined, Blob>()({
    service: 'files',
    route: 'GET /api/v1/photo_archives/visits/{visit_id}/',
    permission: FEED_READ,
    summary: "A ZIP of the visit's photos, streamed (`<number>_<outlet>/<step>/<question>_<n>`)",
  }),
  visitPhotoArchiveSummary: defineCallAddress<
    undefined,
    z.output<typeof photoArchiveSummarySchema>
  >()({
    service: 'files',
    route: 'GET /api/v1/photo_archives/visits/{visit_id}/summary/',
    permission: FEED_READ,
    summary: "What the visit's photo archive holds: its file name, photo count and size",
  }),
  questionPhotoArchive: defineCallAddress<undefined, Blob>()({
    service: 'files',
    route: 'GET /api/v1/photo_archives/question_results/{question_result_id}/',
    permission: FEED_READ,
    summary: "A ZIP of one question result's photos, streamed",
  }),
  questionPhotoArchiveSummary: defineCallAddress<
    undefined,
    z.output<typeof photoArchiveSummarySchema>
  >()({
    service: 'files',
    route: 'GET /api/v1/photo_archives/question_results/{question_result_id}/summary/',
    permission: FEED_READ,
    summary: "What one question result's photo archive holds",
  }),
};

/**
 * The file links a checker's screen reads, without their schemas: its route's loader is in the
 * start chunk (see above).
 */
export const fileLinkAddresses = {
  listFileLinks: defineCallAddress<
    z.input<typeof fileLinkFilterSchema>,
    z.output<typeof legacyFileLinkListSchema>
  >()({
    service: 'main',
    route: 'POST /file_links/list/',
    // Every file link call only needs a portal user: the linked object decides who sees it.
    permission: 'portal',
    summary: 'File links of visits or support requests (answers file_links)',
  }),
};
