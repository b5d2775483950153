import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accessOf } from '#server/access/permissions-request';
import { registerCall } from '#server/http/register-call';
import { photoReportCalls } from '#src/contracts/photo-report';
import { listPhotoQuestions, listPhotos } from './list-photos';

export const photoReportRoutes: FastifyPluginAsyncZod = async (app) => {
  registerCall(
    app,
    photoReportCalls.listPhotos,
    async (request) => {
      // Only the selected projects where the caller may read the photo report.
      const { permittedProjectIds } = await accessOf(request);
      return listPhotos(app.db, permittedProjectIds, request.body);
    },
    { config: { readsOnly: true } },
  );

  registerCall(
    app,
    photoReportCalls.listPhotoQuestions,
    async (request) => listPhotoQuestions(app.db, (await accessOf(request)).permittedProjectIds),
    { config: { readsOnly: true } },
  );
};
