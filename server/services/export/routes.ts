import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '#server/access/require-user';
import { isAdministrator } from '#server/access/user-access';
import { export_jobs, files } from '#server/db/schema/index';
import { exportAccess } from '#server/exports/author-access';
import { kindInfo } from '#server/exports/kind-info';
import { ApiError } from '#server/http/errors';
import { registerCall } from '#server/http/register-call';
import { EXPORT_MESSAGES, type Export, exportCalls } from '#src/contracts/exports';
import { type ExportViewer, getExport, listExports } from './journal';
import { startExport } from './start-export';

const attachment = (name: string) => `attachment; filename*=UTF-8''${encodeURIComponent(name)}`;

export const exportRoutes: FastifyPluginAsyncZod = async (app) => {
  const viewerOf = (request: FastifyRequest): ExportViewer => {
    const caller = callerOf(request);
    return { userId: caller.id, everyone: isAdministrator(caller) };
  };
  /** An export the caller may see (their own; an administrator's: any), or a 404. */
  const exportOr404 = async (request: FastifyRequest, id: number): Promise<Export> => {
    const found = await getExport(app.db, id, viewerOf(request));
    if (!found) throw new ApiError(404, EXPORT_MESSAGES.notFound);
    return found;
  };
  const started = async (request: FastifyRequest, id: number) => {
    // Any process may run the job; one with a worker looks at once rather than at its next poll.
    app.jobs.wake();
    return exportOr404(request, id);
  };

  // The kinds the caller may run in one of their projects.
  registerCall(app, exportCalls.listKinds, async (request) => {
    const caller = callerOf(request);
    const items = [];
    for (const kind of app.exportKinds) {
      const access = await exportAccess(app.db, caller, kind, {});
      if (typeof access !== 'string') items.push(kindInfo(kind));
    }
    return { items };
  });

  registerCall(app, exportCalls.createExport, async (request, reply) => {
    const id = await startExport(request, app.exportKinds, request.body);
    return reply.code(202).send(await started(request, id));
  });

  registerCall(app, exportCalls.listExports, async (request) =>
    listExports(app.db, request.body, viewerOf(request)),
  );

  registerCall(app, exportCalls.getExport, async (request) =>
    exportOr404(request, request.params.id),
  );

  registerCall(app, exportCalls.exportFile, async (request, reply) => {
    const found = await exportOr404(request, request.params.id);
    const [row] = await app.db
      .select({ file: files })
      .from(export_jobs)
      .innerJoin(files, eq(files.id, export_jobs.file_id))
      .where(and(eq(export_jobs.id, found.id), eq(export_jobs.status, 'completed')));
    const content = row && (await app.storage.get(row.file.storage_key));
    if (!row || !content) throw new ApiError(404, EXPORT_MESSAGES.noFile);
    return reply
      .header('content-type', row.file.mime)
      .header('content-length', row.file.size)
      .header('content-disposition', attachment(found.file_name))
      .send(content);
  });

  registerCall(app, exportCalls.cancelExport, async (request) => {
    const found = await exportOr404(request, request.params.id);
    if (found.status !== 'new') throw new ApiError(409, EXPORT_MESSAGES.notCancellable);
    // A running one stops at its next batch; one not started when its job comes.
    await app.db
      .update(export_jobs)
      .set({ cancel_requested: true, updated_at: sql`now()` })
      .where(eq(export_jobs.id, found.id));
    return exportOr404(request, found.id);
  });

  registerCall(app, exportCalls.rerunExport, async (request, reply) => {
    const found = await exportOr404(request, request.params.id);
    const [record] = await app.db.select().from(export_jobs).where(eq(export_jobs.id, found.id));
    // Asked again as its caller asks it now: their access, the filter and columns as saved.
    const id = await startExport(request, app.exportKinds, {
      kind: record.kind,
      params: record.params,
      columns: record.columns,
      format: record.format,
      time_zone: record.time_zone,
      title: record.label || undefined,
    });
    return reply.code(202).send(await started(request, id));
  });
};
