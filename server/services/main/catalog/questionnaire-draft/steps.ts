import { eq } from 'drizzle-orm';
import type { z } from 'zod/mini';
import type { Database } from '#server/db/client';
import { questionnaire_steps } from '#server/db/schema/index';
import type {
  QuestionnaireStep,
  stepCreateSchema,
  stepPatchSchema,
} from '#src/contracts/catalog/questionnaire-draft';
import { lockQuestionnaire, lockStepQuestionnaire, stampDraft } from './own-rows';
import { nextStepSort } from './read-draft';

const stepColumns = {
  id: questionnaire_steps.id,
  questionnaire_id: questionnaire_steps.questionnaire_id,
  name: questionnaire_steps.name,
  sort: questionnaire_steps.sort,
};

/** A step of the draft of a questionnaire of the permitted projects; after the last by default. */
export async function createStep(
  db: Database,
  input: z.output<typeof stepCreateSchema>,
  permitted: readonly number[],
): Promise<QuestionnaireStep> {
  return db.transaction(async (tx) => {
    const questionnaireId = await lockQuestionnaire(tx, input.questionnaire_id, permitted);
    const [step] = await tx
      .insert(questionnaire_steps)
      .values({
        questionnaire_id: questionnaireId,
        name: input.name,
        sort: input.sort ?? (await nextStepSort(tx, questionnaireId)),
      })
      .returning(stepColumns);
    await stampDraft(tx, questionnaireId);
    return step;
  });
}

export async function patchStep(
  db: Database,
  stepId: number,
  patch: z.output<typeof stepPatchSchema>,
  permitted: readonly number[],
): Promise<QuestionnaireStep> {
  return db.transaction(async (tx) => {
    const questionnaireId = await lockStepQuestionnaire(tx, stepId, permitted);
    const [step] = await tx
      .update(questionnaire_steps)
      .set(patch)
      .where(eq(questionnaire_steps.id, stepId))
      .returning(stepColumns);
    await stampDraft(tx, questionnaireId);
    return step;
  });
}

/** The step goes; its questions stay in the draft outside any step (the key sets them null). */
export async function deleteStep(
  db: Database,
  stepId: number,
  permitted: readonly number[],
): Promise<void> {
  await db.transaction(async (tx) => {
    const questionnaireId = await lockStepQuestionnaire(tx, stepId, permitted);
    await tx.delete(questionnaire_steps).where(eq(questionnaire_steps.id, stepId));
    await stampDraft(tx, questionnaireId);
  });
}
