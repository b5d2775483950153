import { and, asc, count, eq, inArray, not, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { type FileLinkExtendData, file_links, visits } from '#server/db/schema/index';
import { QUESTION_PHOTO } from './link-questions';

export type NewFileLink = typeof file_links.$inferInsert;
type Executor = Pick<Database, 'select' | 'update'>;

/**
 * A visit's photo count is the number of its non-preview SFA_VISIT links. It is recounted, not
 * incremented, inside the transaction that changed the links, after the visit rows were locked
 * (lockVisits): concurrent writers queue on the lock and each recount sees the other's commit,
 * and a count that drifted (imports, seeds) heals on the next change.
 */
async function recountPhotos(tx: Executor, visitIds: number[]): Promise<void> {
  if (visitIds.length === 0) return;
  const photos = tx
    .select({ n: count() })
    .from(file_links)
    .where(
      and(
        eq(file_links.visit_id, visits.id),
        eq(file_links.generic_type, 'SFA_VISIT'),
        not(file_links.is_preview),
      ),
    );
  await tx
    .update(visits)
    .set({ photo_count: sql`(${photos})` })
    .where(inArray(visits.id, visitIds));
}

/** Row locks in id order, so two writers touching the same visits cannot deadlock. */
export async function lockVisits(tx: Executor, visitIds: number[]): Promise<void> {
  if (visitIds.length === 0) return;
  await tx
    .select({ id: visits.id })
    .from(visits)
    .where(inArray(visits.id, visitIds))
    .orderBy(asc(visits.id))
    .for('update');
}

const visitIdsOf = (rows: { visit_id?: number | null }[]) => [
  ...new Set(rows.flatMap((row) => (row.visit_id ? [row.visit_id] : []))),
];

/** Inserts links (access already checked) and keeps their visits' photo counts; answers ids. */
export async function createFileLinks(db: Database, rows: NewFileLink[]): Promise<number[]> {
  if (rows.length === 0) return [];
  return db.transaction(async (tx) => {
    const visitIds = visitIdsOf(rows);
    await lockVisits(tx, visitIds);
    const inserted = await tx.insert(file_links).values(rows).returning({ id: file_links.id });
    await recountPhotos(tx, visitIds);
    return inserted.map((row) => row.id);
  });
}

export interface FileLinkChange {
  is_preview?: boolean;
  type?: string | null;
  object_id?: number | null;
  extend_data?: Record<string, unknown>;
}

/** Changes a link; `extend_data` keys are merged into the stored ones. */
export async function updateFileLink(
  db: Database,
  id: number,
  change: FileLinkChange,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [link] = await tx
      .select({ visit_id: file_links.visit_id, extend_data: file_links.extend_data })
      .from(file_links)
      .where(eq(file_links.id, id));
    if (!link) return false;
    const visitIds = visitIdsOf([link]);
    await lockVisits(tx, visitIds);
    const { extend_data, ...fields } = change;
    const merged: FileLinkExtendData | undefined = extend_data && {
      ...link.extend_data,
      ...extend_data,
    };
    await tx
      .update(file_links)
      .set({ ...fields, ...(merged ? { extend_data: merged } : {}) })
      .where(eq(file_links.id, id));
    if (change.is_preview !== undefined) await recountPhotos(tx, visitIds);
    return true;
  });
}

/** Deletes a link (the file stays: other links may share it); false when there was none. */
export async function deleteFileLink(db: Database, id: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [link] = await tx
      .select({ visit_id: file_links.visit_id })
      .from(file_links)
      .where(eq(file_links.id, id));
    if (!link) return false;
    const visitIds = visitIdsOf([link]);
    await lockVisits(tx, visitIds);
    const deleted = await tx
      .delete(file_links)
      .where(eq(file_links.id, id))
      .returning({ id: file_links.id });
    await recountPhotos(tx, visitIds);
    return deleted.length > 0;
  });
}

/**
 * Deletes the photos answering the questions in one visit (their answers were deleted), inside
 * the caller's transaction with the visit locked (lockVisits); the files stay.
 */
export async function deleteQuestionPhotos(
  tx: Database,
  visitId: number,
  questionIds: readonly number[],
): Promise<void> {
  if (questionIds.length === 0) return;
  await tx
    .delete(file_links)
    .where(
      and(
        eq(file_links.visit_id, visitId),
        eq(file_links.generic_type, 'SFA_VISIT'),
        eq(file_links.type, QUESTION_PHOTO),
        inArray(file_links.object_id, [...questionIds]),
      ),
    );
  await recountPhotos(tx, [visitId]);
}
