import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { linkViewerOf } from '#server/files/links/link-access';
import { registerCall } from '#server/http/register-call';
import { fileCalls } from '#src/contracts/files';
import { listLinkStatuses } from './link-statuses';

export const linkStatusRoute: FastifyPluginAsyncZod = async (app) => {
  registerCall(app, fileCalls.fileLinkStatus, async (request) => ({
    items: await listLinkStatuses(app.db, await linkViewerOf(request, 'read'), request.body.ids),
  }));
};
