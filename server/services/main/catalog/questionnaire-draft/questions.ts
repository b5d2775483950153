import { eq, sql } from 'drizzle-orm';
import { defined } from '#server/crud/write-rows';
import type { Database } from '#server/db/client';
import { questions } from '#server/db/schema/index';
import type {
  DraftQuestion,
  QuestionCreate,
  QuestionMany,
  QuestionOrder,
  QuestionPatch,
} from '#src/contracts/catalog/questionnaire-draft';
import { QUESTIONNAIRE_MESSAGES } from '#src/contracts/catalog/questionnaires';
import { dropAnswers, insertAnswers, replaceAnswers } from './answers';
import { assertCondition, conditionColumns, isChoice } from './conditions';
import {
  assertOwnSteps,
  lockedQuestion,
  lockQuestionnaire,
  naming,
  type QuestionRow,
  refusal,
  stampDraft,
} from './own-rows';
import { draftQuestions, nextQuestionSort } from './read-draft';
import { hasArchivedDependants, hasResults, liveDependants, liveQuestionIds } from './usage';

type Bounds = { min_number?: number | null; max_number?: number | null };

function assertNumbersInOrder({ min_number: min, max_number: max }: Bounds) {
  if (typeof min === 'number' && typeof max === 'number' && min > max) {
    throw refusal(400, QUESTIONNAIRE_MESSAGES.numberRange, 'min_number');
  }
}

function assertAnswersFit(answerType: string, answers: readonly unknown[] | undefined) {
  if (answers?.length && !isChoice(answerType)) {
    throw refusal(400, QUESTIONNAIRE_MESSAGES.answersOfChoiceOnly, 'answers');
  }
}

async function readBack(db: Database, questionnaireId: number, id: number) {
  const [question] = await draftQuestions(db, questionnaireId, [id]);
  return question;
}

/** A question of the draft with its options and condition; after the last one by default. */
export async function createQuestion(
  db: Database,
  input: QuestionCreate,
  permitted: readonly number[],
): Promise<DraftQuestion> {
  return db.transaction(async (tx) => {
    const questionnaireId = await lockQuestionnaire(tx, input.questionnaire_id, permitted);
    await assertOwnSteps(tx, questionnaireId, [input.step_id]);
    assertAnswersFit(input.answer_type, input.answers);
    if (input.condition) await assertCondition(tx, questionnaireId, undefined, input.condition);
    const { answers, condition, questionnaire_id: _questionnaire, ...fields } = input;
    const [row] = await tx
      .insert(questions)
      .values({
        ...fields,
        questionnaire_id: questionnaireId,
        sort: input.sort ?? (await nextQuestionSort(tx, questionnaireId)),
        ...conditionColumns(condition ?? null),
      })
      .returning({ id: questions.id });
    await insertAnswers(tx, row.id, answers ?? []);
    await stampDraft(tx, questionnaireId);
    return readBack(tx, questionnaireId, row.id);
  });
}

/** The type changes only while nothing was answered, and to a non-choice one only without dependants. */
async function assertTypeChange(db: Database, current: QuestionRow, answerType: string) {
  if (await hasResults(db, current.id)) {
    throw refusal(409, QUESTIONNAIRE_MESSAGES.typeOfAnswered, 'answer_type');
  }
  if (!isChoice(answerType) && (await liveDependants(db, current.id)).length) {
    throw refusal(409, QUESTIONNAIRE_MESSAGES.typeOfParent, 'answer_type');
  }
}

export async function patchQuestion(
  db: Database,
  id: number,
  patch: QuestionPatch,
  permitted: readonly number[],
): Promise<DraftQuestion> {
  return db.transaction(async (tx) => {
    const current = await lockedQuestion(tx, id, permitted);
    const questionnaireId = current.questionnaire_id;
    const { answers, condition, ...fields } = patch;
    const answerType = fields.answer_type ?? current.answer_type;
    const typeChanges = answerType !== current.answer_type;
    if (typeChanges) await assertTypeChange(tx, current, answerType);
    await assertOwnSteps(tx, questionnaireId, [fields.step_id]);
    assertNumbersInOrder({ ...current, ...(defined(fields) as Bounds) });
    assertAnswersFit(answerType, answers);
    if (condition) await assertCondition(tx, questionnaireId, id, condition);
    await tx
      .update(questions)
      .set({
        ...fields,
        ...(condition === undefined ? {} : conditionColumns(condition)),
        updated_at: sql`now()`,
      })
      .where(eq(questions.id, id));
    if (!isChoice(answerType)) {
      if (typeChanges) await dropAnswers(tx, id);
    } else if (answers) {
      await replaceAnswers(tx, questionnaireId, id, answers);
    }
    await stampDraft(tx, questionnaireId);
    return readBack(tx, questionnaireId, id);
  });
}

/** Questions of one type, one per name in order, after the draft's last question. */
export async function createQuestions(
  db: Database,
  input: QuestionMany,
  permitted: readonly number[],
): Promise<{ items: DraftQuestion[] }> {
  return db.transaction(async (tx) => {
    const questionnaireId = await lockQuestionnaire(tx, input.questionnaire_id, permitted);
    await assertOwnSteps(tx, questionnaireId, [input.step_id]);
    const first = await nextQuestionSort(tx, questionnaireId);
    const rows = await tx
      .insert(questions)
      .values(
        input.names.map((name, i) => ({
          questionnaire_id: questionnaireId,
          step_id: input.step_id ?? null,
          name,
          answer_type: input.answer_type,
          is_required: input.is_required ?? false,
          sort: first + i,
        })),
      )
      .returning({ id: questions.id });
    await stampDraft(tx, questionnaireId);
    const ids = rows.map((row) => row.id);
    return { items: await draftQuestions(tx, questionnaireId, ids) };
  });
}

/**
 * Removes a question from the draft: refused (409, naming them) while questions of the draft
 * depend on it; archived when it was answered, or when an archived question's condition is on
 * it (deleting it would take that one along); deleted otherwise.
 */
export async function deleteQuestion(
  db: Database,
  id: number,
  permitted: readonly number[],
): Promise<{ archived: boolean }> {
  return db.transaction(async (tx) => {
    const current = await lockedQuestion(tx, id, permitted);
    const dependants = await liveDependants(tx, id);
    if (dependants.length) {
      const message = naming(
        QUESTIONNAIRE_MESSAGES.hasDependants,
        dependants.map((row) => row.name),
      );
      throw refusal(409, message);
    }
    const archived = (await hasResults(tx, id)) || (await hasArchivedDependants(tx, id));
    if (archived) {
      await tx.update(questions).set({ archived_at: sql`now()` }).where(eq(questions.id, id));
    } else {
      await tx.delete(questions).where(eq(questions.id, id));
    }
    await stampDraft(tx, current.questionnaire_id);
    return { archived };
  });
}

/** Moves questions of the draft within and between its steps, all in one statement. */
export async function orderQuestions(
  db: Database,
  input: QuestionOrder,
  permitted: readonly number[],
): Promise<void> {
  await db.transaction(async (tx) => {
    const questionnaireId = await lockQuestionnaire(tx, input.questionnaire_id, permitted);
    const ids = input.items.map((item) => item.id);
    if (new Set(ids).size < ids.length) {
      throw refusal(400, QUESTIONNAIRE_MESSAGES.questionTwice, 'items');
    }
    const own = await liveQuestionIds(tx, questionnaireId, ids);
    if (own.size < ids.length) {
      throw refusal(400, QUESTIONNAIRE_MESSAGES.questionOfAnother, 'items');
    }
    await assertOwnSteps(
      tx,
      questionnaireId,
      input.items.map((item) => item.step_id),
      'items',
    );
    const values = sql.join(
      input.items.map((item) => sql`(${item.id}::int, ${item.step_id}::int, ${item.sort}::int)`),
      sql`, `,
    );
    await tx.execute(
      sql`update ${questions} set step_id = given.step_id, sort = given.sort, updated_at = now()
          from (values ${values}) as given(id, step_id, sort)
          where ${questions.id} = given.id`,
    );
    await stampDraft(tx, questionnaireId);
  });
}
