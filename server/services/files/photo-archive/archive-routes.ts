import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accessOf } from '#server/access/permissions-request';
import type { RoutePermission } from '#server/access/route-permission-types';
import { ApiError } from '#server/http/errors';
import type { FileStorage } from '#server/storage/file-storage';
import {
  FILE_COUNT_HEADER,
  FILE_MESSAGES,
  PHOTO_ARCHIVE_MESSAGES,
  type PhotoArchiveSummary,
  photoArchiveSummarySchema,
  questionResultArchiveParamsSchema,
  visitArchiveParamsSchema,
} from '#src/contracts/files';
import {
  type ArchiveVisit,
  findArchiveQuestionResult,
  findArchiveVisit,
  listArchivePhotos,
} from './archive-photos';
import { archiveRoot, entryNames, safeSegment } from './entry-names';
import { type ArchiveEntry, archiveSize, zipArchive } from './zip-archive';

/** Photos are the feed's: reading the feed in the visit's project is what it takes. */
const FEED_READ: RoutePermission = { area: 'feeds', level: 'read' };

interface Archive {
  summary: PhotoArchiveSummary;
  entries: ArchiveEntry[];
}

const contentDisposition = (name: string, fallback: string) =>
  `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(name)}`;

export function photoArchiveRoutes(storage: FileStorage): FastifyPluginAsyncZod {
  return async (app) => {
    const projectsOf = async (request: FastifyRequest) =>
      (await accessOf(request)).permittedProjectIds;

    const archiveOf = async (
      visit: ArchiveVisit,
      question: { id: number; name: string } | null,
    ): Promise<Archive> => {
      const photos = await listArchivePhotos(app.db, {
        visitId: visit.id,
        questionId: question?.id,
      });
      const names = entryNames(visit, photos);
      const entries = photos.map((photo, i) => ({ name: names[i], photo }));
      const stem = question
        ? `${archiveRoot(visit)}_${safeSegment(question.name)}`
        : archiveRoot(visit);
      return {
        entries,
        summary: {
          file_name: `${stem}.zip`,
          file_count: entries.length,
          total_bytes: archiveSize(entries),
          visit,
          question,
        },
      };
    };

    const visitArchive = async (request: FastifyRequest, visitId: number) => {
      const visit = await findArchiveVisit(app.db, {
        visitId,
        projectIds: await projectsOf(request),
      });
      if (!visit) throw new ApiError(404, FILE_MESSAGES.visitNotFound);
      return archiveOf(visit, null);
    };

    const questionArchive = async (request: FastifyRequest, questionResultId: number) => {
      const found = await findArchiveQuestionResult(app.db, {
        questionResultId,
        projectIds: await projectsOf(request),
      });
      if (!found) throw new ApiError(404, PHOTO_ARCHIVE_MESSAGES.questionResultNotFound);
      return archiveOf(found.visit, found.question);
    };

    const send = (reply: FastifyReply, archive: Archive, fallbackName: string) =>
      reply
        .type('application/zip')
        // The archive follows the visit's photos, which change: never reuse a stored copy.
        .header('cache-control', 'no-store')
        .header('content-length', archive.summary.total_bytes)
        .header(FILE_COUNT_HEADER, archive.summary.file_count)
        .header('content-disposition', contentDisposition(archive.summary.file_name, fallbackName))
        .send(zipArchive(storage, archive.entries));

    app.get(
      '/api/v1/photo_archives/visits/:visit_id/',
      {
        config: { permission: FEED_READ },
        schema: {
          summary:
            "A ZIP of the visit's photos, streamed (`<number>_<outlet>/<step>/<question>_<n>`)",
          params: visitArchiveParamsSchema,
        },
      },
      async (request, reply) => {
        const archive = await visitArchive(request, request.params.visit_id);
        return send(reply, archive, `photos-${archive.summary.visit.number}.zip`);
      },
    );

    app.get(
      '/api/v1/photo_archives/visits/:visit_id/summary/',
      {
        config: { permission: FEED_READ },
        schema: {
          summary: "What the visit's photo archive holds: its file name, photo count and size",
          params: visitArchiveParamsSchema,
          response: { 200: photoArchiveSummarySchema },
        },
      },
      async (request) => (await visitArchive(request, request.params.visit_id)).summary,
    );

    app.get(
      '/api/v1/photo_archives/question_results/:question_result_id/',
      {
        config: { permission: FEED_READ },
        schema: {
          summary: "A ZIP of one question result's photos, streamed",
          params: questionResultArchiveParamsSchema,
        },
      },
      async (request, reply) => {
        const archive = await questionArchive(request, request.params.question_result_id);
        const fallback = `photos-${archive.summary.visit.number}-${request.params.question_result_id}.zip`;
        return send(reply, archive, fallback);
      },
    );

    app.get(
      '/api/v1/photo_archives/question_results/:question_result_id/summary/',
      {
        config: { permission: FEED_READ },
        schema: {
          summary: "What one question result's photo archive holds",
          params: questionResultArchiveParamsSchema,
          response: { 200: photoArchiveSummarySchema },
        },
      },
      async (request) =>
        (await questionArchive(request, request.params.question_result_id)).summary,
    );
  };
}
