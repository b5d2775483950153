import { eq, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { export_jobs, notifications } from '#server/db/schema/index';
import { russianPlural } from '#src/contracts/russian-plural';

const ROWS = { one: 'строка', few: 'строки', many: 'строк' };

export type ExportRecord = typeof export_jobs.$inferSelect;

/** The journal's and the notification's address of an export. */
const exportLink = (id: number) => `/reports/${id}`;

export type ExportEnd =
  | { status: 'completed'; fileId: number; rows: number }
  | { status: 'not_performed'; error: string; notify: boolean };

/** Writes how the export ended and tells its author (a notification linking to it). */
export async function finishExport(db: Database, record: ExportRecord, end: ExportEnd) {
  await db.transaction(async (tx) => {
    const ended = { finished_at: sql`now()`, updated_at: sql`now()` };
    await tx
      .update(export_jobs)
      .set(
        end.status === 'completed'
          ? { ...ended, status: 'completed', file_id: end.fileId, row_count: end.rows, error: null }
          : { ...ended, status: 'not_performed', error: end.error },
      )
      .where(eq(export_jobs.id, record.id));
    if (record.user_id === null || (end.status === 'not_performed' && !end.notify)) return;
    await tx.insert(notifications).values({
      user_id: record.user_id,
      project_id: record.project_id,
      type: 'export',
      title: end.status === 'completed' ? 'Выгрузка готова' : 'Выгрузка не выполнена',
      text:
        end.status === 'completed'
          ? `${record.label}: ${russianPlural(end.rows, ROWS)}`
          : `${record.label}: ${end.error}`,
      payload: { export_id: record.id, link: exportLink(record.id) },
    });
  });
}
