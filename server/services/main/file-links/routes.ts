import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '#server/access/require-user';
import type { Database } from '#server/db/client';
import { readableFile } from '#server/files/file-access';
import { linkViewerOf } from '#server/files/links/link-access';
import { assertLinkQuestion, assertQuestionsOfVisits } from '#server/files/links/link-questions';
import { assertLinkInScope, assertTargetLinkable } from '#server/files/links/link-targets';
import { getFileLink, listFileLinks } from '#server/files/links/list-file-links';
import { createFileLinks, deleteFileLink, updateFileLink } from '#server/files/links/write-links';
import { ApiError } from '#server/http/errors';
import { keepAnswerIn } from '#server/http/idempotency';
import {
  FILE_MESSAGES,
  fileIdParamsSchema,
  fileLinkCreateSchema,
  fileLinkFilterSchema,
  fileLinkListSchema,
  fileLinkPatchSchema,
  fileLinkSchema,
  legacyFileLinkListSchema,
} from '#src/contracts/files';

/** Every route only needs a portal user: the linked object decides (files/links/link-access.ts). */
const permission = 'portal' as const;

export const fileLinkRoutes: FastifyPluginAsyncZod = async (app) => {
  const linkOr404 = async (id: number, db: Database = app.db) => {
    const link = await getFileLink(db, app.config, id);
    if (!link) throw new ApiError(404, FILE_MESSAGES.linkNotFound);
    return link;
  };

  app.post(
    '/file_links/list/',
    {
      config: { permission },
      schema: {
        summary: 'File links of visits or support requests (answers file_links)',
        body: fileLinkFilterSchema,
        response: { 200: legacyFileLinkListSchema },
      },
    },
    async (request) => {
      const viewer = await linkViewerOf(request, 'read');
      const page = await listFileLinks(app.db, app.config, viewer, request.body);
      return { file_links: page.items, total: page.total };
    },
  );

  app.post(
    '/v2/file_links/list/',
    {
      config: { permission },
      schema: {
        summary: 'File links of visits or support requests, paginated',
        body: fileLinkFilterSchema,
        response: { 200: fileLinkListSchema },
      },
    },
    async (request) =>
      listFileLinks(app.db, app.config, await linkViewerOf(request, 'read'), request.body),
  );

  app.post(
    '/file_links/',
    {
      config: { permission },
      schema: {
        summary: "Link a file to a visit (a photo) or to the caller's support request",
        body: fileLinkCreateSchema,
        response: { 201: fileLinkSchema },
      },
    },
    async (request, reply) => {
      const viewer = await linkViewerOf(request, 'write');
      const { extend_data, ...body } = request.body;
      const visitId = await assertTargetLinkable(app.db, viewer, body);
      const question = { field: 'object_id', visitId, type: body.type, questionId: body.object_id };
      await assertQuestionsOfVisits(app.db, [question]);
      // Only a file the caller may see: their upload, or one already shown to them (a copy).
      const file = await readableFile(app.db, viewer, body.file_id);
      // The outbox sends photo links: the answer commits with the link (server/http/idempotency.ts).
      const link = await app.db.transaction(async (tx) => {
        const [id] = await createFileLinks(tx, [
          {
            ...body,
            visit_id: visitId,
            user_id: callerOf(request).id,
            extend_data: { file_created_at: file.created_at.toISOString(), ...extend_data },
          },
        ]);
        const created = await linkOr404(id, tx);
        await keepAnswerIn(tx, request, 201, created);
        return created;
      });
      return reply.code(201).send(link);
    },
  );

  app.patch(
    '/file_links/:id/',
    {
      config: { permission },
      schema: {
        summary: 'Change a file link (preview flag, question, extra data)',
        params: fileIdParamsSchema,
        body: fileLinkPatchSchema,
        response: { 200: fileLinkSchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      await assertLinkInScope(app.db, await linkViewerOf(request, 'write'), id);
      await assertLinkQuestion(app.db, id, request.body);
      await updateFileLink(app.db, id, request.body);
      return linkOr404(id);
    },
  );

  app.delete(
    '/file_links/:id/',
    {
      config: { permission },
      schema: {
        summary: "Delete a file link (a visit's photo needs the delete right)",
        params: fileIdParamsSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      await assertLinkInScope(app.db, await linkViewerOf(request, 'delete'), id);
      await deleteFileLink(app.db, id);
      return reply.code(204).send(null);
    },
  );
};
