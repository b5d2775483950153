import { eq } from 'drizzle-orm';
import { publishDraft } from '#server/db/queries/questionnaire-content';
import {
  question_answers,
  questionnaire_assignment_outlets,
  questionnaire_steps,
  questionnaires,
  questions,
} from '#server/db/schema/index';
import { addDays, insertAll, insertIds, type SeedContext } from './context';
import {
  AUDIT_QUESTIONNAIRE,
  MAIN_QUESTIONNAIRE,
  type QuestionnaireTemplate,
  type QuestionTemplate,
} from './data/questionnaires';
import type { OrgRefs } from './seed-org';
import type { ProjectOutletRef } from './seed-outlets';

interface QuestionRef {
  id: number;
  template: QuestionTemplate;
  answerIds: number[];
}

export interface QuestionnaireRef {
  id: number;
  /** Its version 1, which every demo result was filled in. */
  versionId: number;
  code: string;
  projectId: number;
  questions: QuestionRef[];
}

async function createQuestionnaire(
  ctx: SeedContext,
  projectId: number,
  code: string,
  template: QuestionnaireTemplate,
  sort: number,
): Promise<QuestionnaireRef> {
  const { db } = ctx;
  const fullCode = `${code}-${template.suffix}`;
  const [id] = await insertIds(db, questionnaires, [
    {
      project_id: projectId,
      name: template.name,
      code: fullCode,
      description: `${template.name} для проекта ${code}`,
      start_date: addDays(ctx.today, -90),
      end_date: addDays(ctx.today, 180),
      sort,
    },
  ]);
  const stepIds = await insertIds(
    db,
    questionnaire_steps,
    template.steps.map((name, i) => ({ questionnaire_id: id, name, sort: i })),
  );
  const questionIds = await insertIds(
    db,
    questions,
    template.questions.map((q, i) => ({
      questionnaire_id: id,
      step_id: stepIds[q.step],
      name: q.name,
      code: `Q${i + 1}`,
      answer_type: q.type,
      is_required: q.required ?? false,
      sort: i,
      min_number: q.min_number,
      max_number: q.max_number,
      min_length: q.min_length,
      min_photo_count: q.min_photo_count,
    })),
  );
  const refs: QuestionRef[] = [];
  for (const [i, q] of template.questions.entries()) {
    const answerIds = q.options
      ? await insertIds(
          db,
          question_answers,
          q.options.map((name, sort) => ({ question_id: questionIds[i], name, sort })),
        )
      : [];
    refs.push({ id: questionIds[i], template: q, answerIds });
  }
  for (const ref of refs) {
    const parent = ref.template.parent;
    if (!parent) continue;
    await db
      .update(questions)
      .set({
        parent_question_id: refs[parent.question].id,
        condition_operator: 'any_of',
        condition_answer_ids: [refs[parent.question].answerIds[parent.answer]],
      })
      .where(eq(questions.id, ref.id));
  }
  const version = await publishDraft(db, id, null);
  return { id, versionId: version.id, code: fullCode, projectId, questions: refs };
}

/** Two questionnaires per project: the visit form on every outlet, the audit on every other. */
export async function seedQuestionnaires(
  ctx: SeedContext,
  org: OrgRefs,
  outlets: ProjectOutletRef[],
): Promise<Map<number, QuestionnaireRef>> {
  const main = new Map<number, QuestionnaireRef>();
  const links: { questionnaire_id: number; project_outlet_id: number }[] = [];
  for (const project of org.projects) {
    const form = await createQuestionnaire(
      ctx,
      project.id,
      project.spec.code,
      MAIN_QUESTIONNAIRE,
      0,
    );
    const audit = await createQuestionnaire(
      ctx,
      project.id,
      project.spec.code,
      AUDIT_QUESTIONNAIRE,
      1,
    );
    main.set(project.id, form);
    const own = outlets.filter((o) => o.projectId === project.id);
    for (const [i, o] of own.entries()) {
      links.push({ questionnaire_id: form.id, project_outlet_id: o.id });
      if (i % 2 === 0) links.push({ questionnaire_id: audit.id, project_outlet_id: o.id });
    }
  }
  await insertAll(ctx.db, questionnaire_assignment_outlets, links);
  return main;
}
