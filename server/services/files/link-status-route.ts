import { and, inArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { file_links } from '#server/db/schema/index';
import { linkScope, linkViewerOf } from '#server/files/links/link-access';
import { fileLinkStatusRequestSchema, fileLinkStatusSchema } from '#src/contracts/files';

/**
 * A link is ready once it exists: files are stored and measured before the upload answers.
 * 'processing' is kept for work done after the answer (previews, an object store's replication);
 * a link that does not exist or is not the caller's to see is 'not_found'.
 */
export const linkStatusRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/v1/file_links/status/',
    {
      config: { permission: 'portal' },
      schema: {
        summary: 'Status of file links after an upload (re-checked at 0, 1, 2 and 3.5 s)',
        body: fileLinkStatusRequestSchema,
        response: { 200: fileLinkStatusSchema },
      },
    },
    async (request) => {
      const { ids } = request.body;
      const viewer = await linkViewerOf(request, 'read');
      const found = await app.db
        .select({ id: file_links.id })
        .from(file_links)
        .where(and(inArray(file_links.id, ids), linkScope(app.db, viewer)));
      const ready = new Set(found.map((row) => row.id));
      return {
        items: ids.map((id) => ({
          id,
          status: ready.has(id) ? ('ready' as const) : ('not_found' as const),
        })),
      };
    },
  );
};
