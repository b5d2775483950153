import { eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accessOf } from '#server/access/permissions-request';
import { files, import_processes } from '#server/db/schema/index';
import { ApiError } from '#server/http/errors';
import { registerCall } from '#server/http/register-call';
import { askToCancel } from '#server/imports/cancel-requests';
import { kindInfo, laterKinds } from '#server/imports/catalogue';
import { mayRunKind } from '#server/imports/import-author';
import { getProcess, listProcesses } from '#server/imports/journal';
import { startedImport } from '#server/imports/start-import';
import { importTemplate } from '#server/imports/write/template';
import { IMPORT_KINDS } from '#src/contracts/enums';
import {
  FINISHED_IMPORT_STATUSES,
  IMPORT_MESSAGES,
  type ImportProcess,
  importCalls,
} from '#src/contracts/imports';

const attachment = (name: string) => `attachment; filename*=UTF-8''${encodeURIComponent(name)}`;

export const importRoutes: FastifyPluginAsyncZod = async (app) => {
  /** The process within the caller's projects where the route's right holds, or a 404. */
  const processOr404 = async (
    request: Parameters<typeof accessOf>[0],
    id: number,
  ): Promise<ImportProcess> => {
    const { permittedProjectIds } = await accessOf(request);
    const process = await getProcess(app.db, id, permittedProjectIds);
    if (!process) throw new ApiError(404, IMPORT_MESSAGES.notFound);
    return process;
  };

  // The kinds the caller may run in one of their projects, and the later ones as not yet
  // available, in the spec's order.
  registerCall(app, importCalls.listKinds, async (request) => {
    const { context } = await accessOf(request);
    const runnable = app.importKinds.filter((kind) => mayRunKind(context, kind)).map(kindInfo);
    const items = [...runnable, ...laterKinds(new Set(app.importKinds.map((kind) => kind.kind)))];
    const order = (kind: string) => IMPORT_KINDS.indexOf(kind as (typeof IMPORT_KINDS)[number]);
    return { items: items.sort((a, b) => order(a.kind) - order(b.kind)) };
  });

  registerCall(app, importCalls.template, async (request, reply) => {
    const kind = app.importKinds.find((definition) => definition.kind === request.params.kind);
    if (!kind) throw new ApiError(404, IMPORT_MESSAGES.notAvailable);
    const body = await importTemplate(kindInfo(kind));
    return reply
      .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .header('content-disposition', attachment(`${kind.label}.xlsx`))
      .send(body);
  });

  registerCall(app, importCalls.createImport, async (request, reply) => {
    return reply.code(202).send(await startedImport(request));
  });

  registerCall(app, importCalls.listImports, async (request) => {
    const { permittedProjectIds } = await accessOf(request);
    return listProcesses(app.db, request.body, permittedProjectIds);
  });

  registerCall(app, importCalls.getImport, async (request) =>
    processOr404(request, request.params.id),
  );

  registerCall(app, importCalls.errorsFile, async (request, reply) => {
    const process = await processOr404(request, request.params.id);
    const [row] = await app.db
      .select({ file: files })
      .from(import_processes)
      .innerJoin(files, eq(files.id, import_processes.errors_file_id))
      .where(eq(import_processes.id, process.id));
    const content = row && (await app.storage.get(row.file.storage_key));
    if (!row || !content) throw new ApiError(404, IMPORT_MESSAGES.noErrors);
    return reply
      .header('content-type', row.file.mime)
      .header('content-length', row.file.size)
      .header('content-disposition', attachment(row.file.original_name))
      .send(content);
  });

  registerCall(app, importCalls.cancelImport, async (request) => {
    const process = await processOr404(request, request.params.id);
    if (FINISHED_IMPORT_STATUSES.includes(process.status)) {
      throw new ApiError(409, IMPORT_MESSAGES.notCancellable);
    }
    // In memory first: on PGlite the run's transaction holds the connection the update needs.
    askToCancel(process.id);
    // One not started yet ends here; a running one at its next batch.
    await app.db
      .update(import_processes)
      .set({
        cancel_requested: true,
        status: sql`case when ${import_processes.status} = 'pending' then 'cancelled' else ${import_processes.status} end`,
        finished_at: sql`case when ${import_processes.status} = 'pending' then now() end`,
        updated_at: sql`now()`,
      })
      .where(eq(import_processes.id, process.id));
    return processOr404(request, process.id);
  });
};
