import type { FastifyRequest } from 'fastify';
import type { z } from 'zod/mini';
import { callerOf } from '#server/access/require-user';
import { export_jobs } from '#server/db/schema/index';
import { exportAccess, filterProjectIds } from '#server/exports/author-access';
import { EXPORT_JOB } from '#server/exports/export-job';
import { type ExportKindDefinition, formatsOf } from '#server/exports/kind';
import { ApiError, INVALID_FORM } from '#server/http/errors';
import { enqueue } from '#server/jobs/queue';
import { EXPORT_MESSAGES, type exportCreateSchema } from '#src/contracts/exports';

type ExportAsked = z.output<typeof exportCreateSchema>;
type FieldError = { field: string; message: string };

const refused = (errors: FieldError[]) => new ApiError(400, INVALID_FORM, errors);
const PAGING = ['limit', 'offset'];

/** The params as the kind's filter reads them (paging is the engine's), or the 400. */
function filterOf(kind: ExportKindDefinition, params: Record<string, unknown>) {
  const asked = Object.fromEntries(Object.entries(params).filter(([key]) => !PAGING.includes(key)));
  const parsed = kind.filter.safeParse(asked);
  if (!parsed.success) {
    throw refused(
      parsed.error.issues.map((issue) => ({
        field: ['params', ...issue.path].join('.'),
        message: issue.message,
      })),
    );
  }
  const filter = Object.fromEntries(
    Object.entries(parsed.data).filter(([key]) => !PAGING.includes(key)),
  );
  const missing: FieldError[] = [];
  if (kind.requires.project && !filterProjectIds(filter)) {
    missing.push({ field: 'params.project_ids', message: EXPORT_MESSAGES.needsProject });
  }
  if (kind.requires.dateRange && !filter.date_range) {
    missing.push({ field: 'params.date_range', message: EXPORT_MESSAGES.needsDateRange });
  }
  if (missing.length) throw refused(missing);
  return filter;
}

/** A format the kind writes, and the columns asked for: each one the kind has, none twice. */
function checkColumns(kind: ExportKindDefinition, asked: ExportAsked): void {
  if (!formatsOf(kind).includes(asked.format)) {
    throw refused([{ field: 'format', message: EXPORT_MESSAGES.unknownFormat }]);
  }
  const { columns } = asked;
  // A table has at least one column; an archive's columns are none (its kind has none).
  if (columns.length === 0 && kind.columns.length > 0) {
    throw refused([{ field: 'columns', message: EXPORT_MESSAGES.noColumns }]);
  }
  const known = new Set(kind.columns.map((column) => column.key));
  const seen = new Set<string>();
  const errors: FieldError[] = [];
  columns.forEach((column, index) => {
    const field = `columns.${index}.key`;
    if (!known.has(column.key)) errors.push({ field, message: EXPORT_MESSAGES.unknownColumn });
    else if (seen.has(column.key)) errors.push({ field, message: EXPORT_MESSAGES.duplicateColumn });
    seen.add(column.key);
  });
  if (errors.length) throw refused(errors);
}

/**
 * An export asked for: its kind, filter and columns checked, the author's access to the list
 * checked as the list call would, then the export recorded and its job queued in one
 * transaction. Answers its id.
 */
export async function startExport(
  request: FastifyRequest,
  kinds: readonly ExportKindDefinition[],
  asked: ExportAsked,
): Promise<number> {
  const kind = kinds.find((candidate) => candidate.kind === asked.kind);
  if (!kind) throw refused([{ field: 'kind', message: EXPORT_MESSAGES.unknownKind }]);
  const filter = filterOf(kind, asked.params);
  checkColumns(kind, asked);
  const caller = callerOf(request);
  const db = request.server.db;
  const access = await exportAccess(db, caller, kind, filter);
  if (typeof access === 'string') throw new ApiError(403, access);
  const named = filterProjectIds(filter);
  return db.transaction(async (tx) => {
    const [record] = await tx
      .insert(export_jobs)
      .values({
        kind: kind.kind,
        label: kind.group === 'list' ? (asked.title ?? kind.label) : kind.label,
        user_id: caller.id,
        project_id: named?.length === 1 ? named[0] : null,
        params: filter,
        columns: asked.columns,
        format: asked.format,
        time_zone: asked.time_zone ?? 'Europe/Moscow',
      })
      .returning({ id: export_jobs.id });
    await enqueue(tx, { kind: EXPORT_JOB, payload: { export_id: record.id }, maxAttempts: 3 });
    return record.id;
  });
}
