import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  inArray,
  isNull,
  lte,
  not,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Database } from '#server/db/client';
import {
  file_links,
  files,
  outlets,
  project_outlets,
  questionnaires,
  questions,
  users,
  visits,
} from '#server/db/schema/index';
import { MAX_PAGE_SIZE } from '#src/contracts/limits';
import type { Paginated } from '#src/contracts/list';
import type { PhotoReportFilter, PhotoReportItem } from '#src/contracts/photo-report';

type Page = { limit: number; offset: number };

/** A photo of the report with where its file is stored: what its archive reads. */
export type StoredPhoto = PhotoReportItem & { storage_key: string; size: number };

const outletName = sql<string>`coalesce(${project_outlets.name}, ${outlets.name})`;

/**
 * The thumbnail the app stored with a photo: a preview link of the same visit naming the photo's
 * link as its original (read through the links' (generic_type, generic_id) index).
 */
const previewFileId = sql<number | null>`(
  select p.file_id from file_links p
  where p.generic_type = 'SFA_VISIT' and p.generic_id = ${file_links.generic_id}
    and p.is_preview and p.extend_data->>'original_file_link_id' = ${file_links.id}::text
  order by p.id limit 1)`;

/**
 * A photo of the report: a visit's file link that is not a preview, of a live visit of the
 * projects the caller may read the report in, on a day of the period.
 */
function photoWhere(projectIds: readonly number[], filter: PhotoReportFilter): SQL | undefined {
  const asked = filter.project_ids ?? [];
  const allowed = projectIds.filter((id) => asked.includes(id));
  return and(
    eq(file_links.generic_type, 'SFA_VISIT'),
    not(file_links.is_preview),
    inArray(visits.project_id, allowed),
    isNull(visits.deleted_at),
    filter.date_range ? gte(visits.visit_date, filter.date_range.start) : undefined,
    filter.date_range ? lte(visits.visit_date, filter.date_range.end) : undefined,
    filter.project_outlet_ids?.length
      ? inArray(visits.project_outlet_id, filter.project_outlet_ids)
      : undefined,
    filter.user_ids?.length ? inArray(visits.user_id, filter.user_ids) : undefined,
    filter.question_ids?.length
      ? and(
          eq(file_links.type, 'sfa_question_result'),
          inArray(file_links.object_id, filter.question_ids),
        )
      : undefined,
  );
}

/** Answers questions' photos (type sfa_question_result, object_id the question). */
const answers = and(
  eq(file_links.type, 'sfa_question_result'),
  eq(questions.id, file_links.object_id),
) as SQL;

/** When the app says the photo was taken, when that is a moment; else when it was uploaded. */
function takenAt(claimed: unknown, uploaded: Date): string {
  const moment = typeof claimed === 'string' ? Date.parse(claimed) : Number.NaN;
  return Number.isNaN(moment) ? uploaded.toISOString() : new Date(moment).toISOString();
}

/** How many photos the filter matches. */
export async function countPhotos(
  db: Database,
  projectIds: readonly number[],
  filter: PhotoReportFilter,
): Promise<number> {
  if (projectIds.length === 0) return 0;
  const [{ total }] = await db
    .select({ total: count() })
    .from(file_links)
    .innerJoin(visits, eq(visits.id, file_links.visit_id))
    .where(photoWhere(projectIds, filter));
  return total;
}

/**
 * A page of the report's photos, newest day first, then by outlet, visit and photo: a day's
 * outlet's photos together, as the gallery and the archive's folders show them.
 */
export async function readPhotos(
  db: Database,
  projectIds: readonly number[],
  filter: PhotoReportFilter & Page,
): Promise<Paginated<StoredPhoto>> {
  const page = { limit: filter.limit, offset: filter.offset };
  if (projectIds.length === 0) return { items: [], total: 0, ...page };
  const [rows, total] = await Promise.all([
    db
      .select({
        link: {
          id: file_links.id,
          file_id: file_links.file_id,
          extend_data: file_links.extend_data,
          created_at: file_links.created_at,
        },
        preview_file_id: previewFileId,
        file: {
          original_name: files.original_name,
          mime: files.mime,
          storage_key: files.storage_key,
          size: files.size,
        },
        visit: { id: visits.id, number: visits.number, visit_date: visits.visit_date },
        outlet: { id: project_outlets.id, name: outletName, address: outlets.address },
        user: {
          id: users.id,
          last_name: users.last_name,
          first_name: users.first_name,
          patronymic_name: users.patronymic_name,
        },
        question: { id: questions.id, name: questions.name },
      })
      .from(file_links)
      .innerJoin(visits, eq(visits.id, file_links.visit_id))
      .innerJoin(files, eq(files.id, file_links.file_id))
      .innerJoin(project_outlets, eq(project_outlets.id, visits.project_outlet_id))
      .innerJoin(outlets, eq(outlets.id, project_outlets.outlet_id))
      .leftJoin(users, eq(users.id, visits.user_id))
      .leftJoin(questions, answers)
      .where(photoWhere(projectIds, filter))
      .orderBy(desc(visits.visit_date), asc(outletName), asc(visits.id), asc(file_links.id))
      .limit(filter.limit)
      .offset(filter.offset),
    countPhotos(db, projectIds, filter),
  ]);
  return {
    items: rows.map((row) => ({
      id: row.link.id,
      file_id: row.link.file_id,
      preview_file_id: row.preview_file_id === null ? null : Number(row.preview_file_id),
      file_name: row.file.original_name,
      mime: row.file.mime,
      visit_id: row.visit.id,
      visit_number: row.visit.number,
      visit_date: row.visit.visit_date,
      outlet: row.outlet,
      user: row.user?.id ? row.user : null,
      question: row.question?.id ? row.question : null,
      taken_at: takenAt(row.link.extend_data.file_created_at, row.link.created_at),
      storage_key: row.file.storage_key,
      size: row.file.size,
    })),
    total,
    ...page,
  };
}

/** The list call's page: the photos without where their files are stored. */
export async function listPhotos(
  db: Database,
  projectIds: readonly number[],
  filter: PhotoReportFilter & Page,
): Promise<Paginated<PhotoReportItem>> {
  const page = await readPhotos(db, projectIds, filter);
  return { ...page, items: page.items.map(({ storage_key: _key, size: _size, ...item }) => item) };
}

/** The photo questions of the projects' questionnaires, by questionnaire and in their order. */
export async function listPhotoQuestions(db: Database, projectIds: readonly number[]) {
  if (projectIds.length === 0) return { items: [] };
  const items = await db
    .select({ id: questions.id, name: questions.name, questionnaire_name: questionnaires.name })
    .from(questions)
    .innerJoin(questionnaires, eq(questionnaires.id, questions.questionnaire_id))
    .where(
      and(inArray(questionnaires.project_id, [...projectIds]), eq(questions.answer_type, 'photo')),
    )
    .orderBy(
      asc(questionnaires.sort),
      asc(questionnaires.id),
      asc(questions.sort),
      asc(questions.id),
    )
    .limit(MAX_PAGE_SIZE);
  return { items };
}
