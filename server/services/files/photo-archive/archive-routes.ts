import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accessOf } from '#server/access/permissions-request';
import {
  type ArchiveVisit,
  archiveRoot,
  entryNames,
  safeSegment,
} from '#server/files/zip/entry-names';
import { type ArchiveEntry, archiveSize, zipArchive } from '#server/files/zip/zip-archive';
import { ApiError } from '#server/http/errors';
import { registerCall } from '#server/http/register-call';
import type { FileStorage } from '#server/storage/file-storage';
import {
  FILE_COUNT_HEADER,
  FILE_MESSAGES,
  fileCalls,
  PHOTO_ARCHIVE_MESSAGES,
  type PhotoArchiveSummary,
} from '#src/contracts/files';
import { findArchiveQuestionResult, findArchiveVisit, listArchivePhotos } from './archive-photos';

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

    registerCall(app, fileCalls.visitPhotoArchive, async (request, reply) => {
      const archive = await visitArchive(request, request.params.visit_id);
      return send(reply, archive, `photos-${archive.summary.visit.number}.zip`);
    });

    registerCall(
      app,
      fileCalls.visitPhotoArchiveSummary,
      async (request) => (await visitArchive(request, request.params.visit_id)).summary,
    );

    registerCall(app, fileCalls.questionPhotoArchive, async (request, reply) => {
      const archive = await questionArchive(request, request.params.question_result_id);
      const fallback = `photos-${archive.summary.visit.number}-${request.params.question_result_id}.zip`;
      return send(reply, archive, fallback);
    });

    registerCall(
      app,
      fileCalls.questionPhotoArchiveSummary,
      async (request) =>
        (await questionArchive(request, request.params.question_result_id)).summary,
    );
  };
}
