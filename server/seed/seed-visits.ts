import { file_links, question_results, visits } from '#server/db/schema/index';
import { addDays, insertAll, insertIds, type SeedContext } from './context';
import { ABSENCE_REASONS, TEXT_ANSWERS } from './data/questionnaires';
import type { ProjectOutletRef } from './seed-outlets';
import type { QuestionnaireRef } from './seed-questionnaires';
import type { Executor } from './seed-users';
import { planVisits, type VisitRow } from './visit-plan';

export interface VisitRef {
  id: number;
  row: VisitRow;
}

interface Answer {
  questionId: number;
  value: number | string | number[] | null;
  photos: number;
}

/** A plausible filled-in form; in-progress visits have only the first step answered. */
function answersFor(ctx: SeedContext, form: QuestionnaireRef, partial: boolean): Answer[] {
  const { faker } = ctx;
  const out: Answer[] = [];
  const [present] = form.questions;
  const absent = faker.datatype.boolean(0.15);
  for (const q of form.questions) {
    const t = q.template;
    if (partial && t.step > 0) break;
    if (t.parent) {
      if (!absent) continue;
      out.push({ questionId: q.id, value: faker.helpers.arrayElement(ABSENCE_REASONS), photos: 0 });
      continue;
    }
    let value: Answer['value'] = null;
    let photos = 0;
    if (q === present) value = q.answerIds[absent ? 1 : 0];
    else if (t.type === 'one') value = faker.helpers.arrayElement(q.answerIds);
    else if (t.type === 'many')
      value = faker.helpers.arrayElements(q.answerIds.slice(0, -1), { min: 1, max: 2 });
    else if (t.type === 'integer') value = faker.number.int({ min: 0, max: 40 });
    else if (t.type === 'number')
      value = faker.number.float({
        min: t.min_number ?? 0,
        max: Math.min(t.max_number ?? 100, 900),
        fractionDigits: 1,
      });
    else if (t.type === 'text') {
      if (faker.datatype.boolean(0.5)) continue;
      value = faker.helpers.arrayElement(TEXT_ANSWERS);
    } else photos = faker.number.int({ min: t.min_photo_count ?? 0, max: 3 });
    if (t.type === 'photo' && photos === 0) continue;
    out.push({ questionId: q.id, value, photos });
  }
  return out;
}

/** ~2.7k visits with answers and photo links; a few restored copies of failed visits. */
export async function seedVisits(
  ctx: SeedContext,
  executors: Executor[],
  outlets: ProjectOutletRef[],
  forms: Map<number, QuestionnaireRef>,
  failResultIds: number[],
  photoFileIds: number[],
): Promise<{ visits: VisitRef[]; answers: number; photos: number }> {
  const { db, faker } = ctx;
  const rows = planVisits(ctx, executors, outlets, failResultIds);
  const answerSets = rows.map((row) => fill(row));
  const ids = await insertIds(db, visits, rows);

  // Restored visits: a failed visit redone the next day, linked to the original.
  const failed = rows
    .map((row, i) => ({ row, id: ids[i] }))
    .filter(
      ({ row }) => row.status === 'not_completed' && row.visit_date < ctx.today && !row.deleted_at,
    );
  const restored = faker.helpers
    .arrayElements(failed, Math.ceil(failed.length / 8))
    .map(({ row, id }) => {
      const shift = (date: Date | null | undefined) =>
        date ? new Date(date.getTime() + 86_400_000) : null;
      const copy: VisitRow = {
        ...row,
        status: 'completed',
        visit_date: addDays(row.visit_date, 1),
        planned_start: shift(row.planned_start),
        planned_end: shift(row.planned_end),
        started_at: shift(row.started_at),
        finished_at: shift(row.finished_at),
        has_saved_data: true,
        visit_fail_result_id: null,
        comment: 'Восстановленный визит',
        is_restored: true,
        restored_from_visit_id: id,
      };
      return copy;
    });
  const restoredAnswers = restored.map((row) => fill(row));
  const restoredIds = await insertIds(db, visits, restored);

  const all = [...rows, ...restored].map((row, i) => ({ row, id: [...ids, ...restoredIds][i] }));
  const sets = [...answerSets, ...restoredAnswers];
  const resultRows: (typeof question_results.$inferInsert)[] = [];
  const linkRows: (typeof file_links.$inferInsert)[] = [];
  let photoCursor = 0;
  all.forEach(({ row, id }, i) => {
    const form = forms.get(row.project_id);
    for (const answer of sets[i]) {
      resultRows.push({
        visit_id: id,
        question_id: answer.questionId,
        questionnaire_id: form?.id ?? 0,
        questionnaire_version_id: form?.versionId ?? 0,
        user_id: row.user_id,
        value: answer.value,
      });
      for (let p = 0; p < answer.photos; p++) {
        const taken = new Date((row.started_at?.getTime() ?? ctx.now.getTime()) + (p + 2) * 60_000);
        linkRows.push({
          generic_type: 'SFA_VISIT',
          generic_id: id,
          type: 'sfa_question_result',
          object_id: answer.questionId,
          visit_id: id,
          file_id: photoFileIds[photoCursor++ % photoFileIds.length],
          user_id: row.user_id,
          extend_data: { file_created_at: taken.toISOString() },
        });
      }
    }
  });
  await insertAll(db, question_results, resultRows);
  await insertAll(db, file_links, linkRows);
  return { visits: all, answers: resultRows.length, photos: linkRows.length };

  function fill(row: VisitRow): Answer[] {
    const form = forms.get(row.project_id);
    if (!form || !row.has_saved_data) return [];
    const answers = answersFor(ctx, form, row.status === 'in_progress');
    row.photo_count = answers.reduce((n, a) => n + a.photos, 0);
    return answers;
  }
}
