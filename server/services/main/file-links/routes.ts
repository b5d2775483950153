import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '#server/access/require-user';
import { linkViewerOf } from '#server/files/links/link-access';
import { assertLinkQuestion } from '#server/files/links/link-questions';
import { assertLinkInScope } from '#server/files/links/link-targets';
import { listFileLinks } from '#server/files/links/list-file-links';
import { deleteFileLink, updateFileLink } from '#server/files/links/write-links';
import { keepAnswerIn } from '#server/http/idempotency';
import { registerCall } from '#server/http/register-call';
import { fileLinkCalls } from '#src/contracts/files';
import { createFileLink, fileLinkOr404 } from './create-file-link';

export const fileLinkRoutes: FastifyPluginAsyncZod = async (app) => {
  registerCall(app, fileLinkCalls.listFileLinks, async (request) => {
    const viewer = await linkViewerOf(request, 'read');
    const page = await listFileLinks(app.db, app.config, viewer, request.body);
    return { file_links: page.items, total: page.total };
  });

  registerCall(app, fileLinkCalls.listFileLinkPage, async (request) =>
    listFileLinks(app.db, app.config, await linkViewerOf(request, 'read'), request.body),
  );

  registerCall(app, fileLinkCalls.createFileLink, async (request, reply) => {
    const link = await createFileLink(app.db, app.config, {
      viewer: await linkViewerOf(request, 'write'),
      input: request.body,
      userId: callerOf(request).id,
      // The outbox sends photo links: the answer commits with the link (server/http/idempotency.ts).
      beforeCommit: (tx, created) => keepAnswerIn(tx, request, 201, created),
    });
    return reply.code(201).send(link);
  });

  registerCall(app, fileLinkCalls.patchFileLink, async (request) => {
    const { id } = request.params;
    await assertLinkInScope(app.db, await linkViewerOf(request, 'write'), id);
    await assertLinkQuestion(app.db, id, request.body);
    await updateFileLink(app.db, id, request.body);
    return fileLinkOr404(app.db, app.config, id);
  });

  registerCall(app, fileLinkCalls.deleteFileLink, async (request, reply) => {
    const { id } = request.params;
    await assertLinkInScope(app.db, await linkViewerOf(request, 'delete'), id);
    await deleteFileLink(app.db, id);
    return reply.code(204).send(null);
  });
};
