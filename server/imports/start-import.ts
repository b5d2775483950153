import { and, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { loadPermissions } from '#server/access/permissions';
import { accessOf } from '#server/access/permissions-request';
import { FORBIDDEN } from '#server/access/route-permission-types';
import { files, import_processes } from '#server/db/schema/index';
import { receiveUploads, type UploadRules } from '#server/files/uploads/receive-upload';
import { ApiError } from '#server/http/errors';
import { parseFields } from '#server/http/parse-fields';
import { enqueue } from '#server/jobs/queue';
import { accessContext } from '#src/access/can';
import {
  IMPORT_FORMATS,
  IMPORT_MESSAGES,
  type ImportFormat,
  type ImportKindName,
  type ImportProcess,
  importCreateFieldsSchema,
  MAX_IMPORT_BYTES,
} from '#src/contracts/imports';
import { mayRunKind } from './import-author';
import { IMPORT_JOB } from './import-job';
import { getProcess } from './journal';
import { sniffImportFormat } from './read/sniff-format';

const MIMES: Record<ImportFormat, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  xls: 'application/vnd.ms-excel',
  csv: 'text/csv',
};

/** An import's file: XLSX, XLS or CSV by its first bytes, up to 50 MB. */
const importUpload: UploadRules<ImportFormat> = {
  maxBytes: MAX_IMPORT_BYTES,
  allowedFor: () => IMPORT_FORMATS,
  inspection: {
    sniff: sniffImportFormat,
    tooLarge: IMPORT_MESSAGES.tooLarge,
    notAllowed: () => IMPORT_MESSAGES.format,
  },
  noFile: IMPORT_MESSAGES.noFile,
};

/** Spec section 5: a file and the import's parameters; missing ones are named on their fields. */
function fieldsOf(fields: Record<string, unknown>) {
  try {
    return parseFields(importCreateFieldsSchema, fields);
  } catch (error) {
    const missing = !fields.kind || !fields.project_id;
    if (error instanceof ApiError && missing) {
      throw new ApiError(400, IMPORT_MESSAGES.noParameters, error.errors);
    }
    throw error;
  }
}

/**
 * Receives the file, checks the caller may import the kind in the project (imports CREATE and
 * what the kind writes), stores the process and queues its job: the request never reads the
 * rows. Answers the process id. `fixedKind`: the kind a call of one kind starts, whatever the
 * fields say.
 */
async function startImport(request: FastifyRequest, fixedKind?: ImportKindName): Promise<number> {
  const app = request.server;
  const { fields, blobs } = await receiveUploads(request, app.storage, 1, importUpload);
  const blob = blobs[0];
  try {
    const input = fieldsOf(fixedKind ? { ...fields, kind: fixedKind } : fields);
    const kind = app.importKinds.find((definition) => definition.kind === input.kind);
    if (!kind)
      throw new ApiError(400, IMPORT_MESSAGES.notAvailable, [
        { field: 'kind', message: IMPORT_MESSAGES.notAvailable },
      ]);
    const access = await accessOf(request);
    if (!access.permittedProjectIds.includes(input.project_id)) throw new ApiError(403, FORBIDDEN);
    const loaded = await loadPermissions(app.db, access.caller.id, [input.project_id]);
    const context = accessContext(access.caller.roles, loaded.merged);
    if (!mayRunKind(context, kind)) {
      throw new ApiError(403, FORBIDDEN);
    }
    return await app.db.transaction(async (tx) => {
      const [file] = await tx
        .insert(files)
        .values({
          storage_key: blob.key,
          original_name: blob.original_name,
          mime: MIMES[blob.mime],
          size: blob.size,
          sha256: blob.sha256,
          user_id: access.caller.id,
        })
        .returning({ id: files.id });
      const [earlier] = await tx
        .select({ id: import_processes.id })
        .from(import_processes)
        .where(
          and(
            eq(import_processes.file_hash, blob.sha256),
            eq(import_processes.kind, input.kind),
            eq(import_processes.project_id, input.project_id),
            eq(import_processes.dry_run, false),
            inArray(import_processes.status, ['completed', 'completed_with_errors']),
          ),
        )
        .orderBy(desc(import_processes.id))
        .limit(1);
      const [process] = await tx
        .insert(import_processes)
        .values({
          project_id: input.project_id,
          user_id: access.caller.id,
          kind: input.kind,
          file_id: file.id,
          dry_run: input.dry_run,
          mode: input.mode,
          file_name: blob.original_name,
          file_size: blob.size,
          file_hash: blob.sha256,
          mapping: input.mapping ?? {},
          params: { format: blob.mime, same_file_import_id: earlier?.id ?? null },
        })
        .returning({ id: import_processes.id });
      await enqueue(tx, { kind: IMPORT_JOB, payload: { import_id: process.id }, maxAttempts: 3 });
      return process.id;
    });
  } catch (error) {
    await app.storage.remove(blob.key);
    throw error;
  }
}

/**
 * An import started by a call (the journal's, or one of a kind's own screen): the process as
 * the journal answers it. Any process may run the job; one with a worker looks at once rather
 * than at its next poll.
 */
export async function startedImport(
  request: FastifyRequest,
  fixedKind?: ImportKindName,
): Promise<ImportProcess> {
  const id = await startImport(request, fixedKind);
  request.server.jobs.wake();
  const { permittedProjectIds } = await accessOf(request);
  const process = await getProcess(request.server.db, id, permittedProjectIds);
  if (!process) throw new ApiError(404, IMPORT_MESSAGES.notFound);
  return process;
}
