import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import {
  question_answers,
  question_results,
  questionnaire_steps,
  questionnaires,
  questions,
} from '#server/db/schema/index';
import { settledResults } from '#server/imports/field-errors';
import type { ImportContext, ImportRow, RowResult } from '#server/imports/kind';
import { defineImportKind } from '#server/imports/kind';
import { textsOf } from '#server/imports/resolve';
import { ANSWER_TYPES } from '#src/contracts/enums';
import { REQUIRED_FIELD } from '#src/contracts/field-constants';
import {
  fold,
  QUESTIONNAIRE_ROW_MESSAGES as M,
  type Parsed,
  parse,
  TYPE_LABELS,
} from './questionnaire-question-rows';

type QuestionRow = typeof questions.$inferSelect;
type Outcome = 'created' | 'updated' | 'unchanged';

/** The questionnaire's options of a question made what the row lists, in its order. */
async function syncOptions(
  tx: Database,
  question: number,
  names: readonly string[],
  hasResults: boolean,
): Promise<boolean> {
  const existing = await tx
    .select()
    .from(question_answers)
    .where(eq(question_answers.question_id, question));
  const byName = new Map(existing.map((option) => [fold(option.name), option]));
  let changed = false;
  for (const [sort, name] of names.entries()) {
    const found = byName.get(fold(name));
    byName.delete(fold(name));
    if (!found) {
      await tx.insert(question_answers).values({ question_id: question, name, sort });
      changed = true;
    } else if (found.sort !== sort || found.archived_at !== null || found.name !== name) {
      await tx
        .update(question_answers)
        .set({ name, sort, archived_at: null, updated_at: sql`now()` })
        .where(eq(question_answers.id, found.id));
      changed = true;
    }
  }
  const gone = [...byName.values()].filter((option) => option.archived_at === null);
  if (gone.length) {
    const ids = gone.map((option) => option.id);
    // Options answered in a version stay there (decision 075); a draft-only one goes.
    if (hasResults)
      await tx
        .update(question_answers)
        .set({ archived_at: sql`now()`, updated_at: sql`now()` })
        .where(inArray(question_answers.id, ids));
    else await tx.delete(question_answers).where(inArray(question_answers.id, ids));
    changed = true;
  }
  return changed;
}

const sameQuestion = (stored: QuestionRow, next: Parsed['question'], step: number | null) =>
  stored.name === next.name &&
  stored.answer_type === next.answer_type &&
  stored.is_required === next.is_required &&
  stored.min_number === next.min_number &&
  stored.max_number === next.max_number &&
  stored.min_length === next.min_length &&
  stored.min_photo_count === next.min_photo_count &&
  stored.step_id === step &&
  stored.archived_at === null;

/** Writes the rows of one questionnaire: its steps by name, its questions by code. */
async function writeQuestionnaire(
  tx: Database,
  questionnaire: number,
  rows: readonly Parsed[],
  results: (RowResult | undefined)[],
): Promise<boolean> {
  const [steps, stored] = await Promise.all([
    tx
      .select()
      .from(questionnaire_steps)
      .where(eq(questionnaire_steps.questionnaire_id, questionnaire)),
    tx.select().from(questions).where(eq(questions.questionnaire_id, questionnaire)),
  ]);
  const stepIds = new Map(steps.map((step) => [fold(step.name), step.id]));
  let nextStep = Math.max(-1, ...steps.map((step) => step.sort)) + 1;
  const answered = new Set(
    stored.length
      ? (
          await tx
            .selectDistinct({ id: question_results.question_id })
            .from(question_results)
            .where(
              inArray(
                question_results.question_id,
                stored.map((question) => question.id),
              ),
            )
        ).map((row) => row.id)
      : [],
  );
  let changed = false;
  for (const entry of rows) {
    const matches = stored.filter((question) => question.code === entry.question.code);
    if (matches.length > 1) {
      results[entry.i] = {
        outcome: 'refused',
        errors: [{ column: 'question_code', message: M.ambiguous(entry.question.code) }],
      };
      continue;
    }
    const [found] = matches;
    if (found && found.answer_type !== entry.question.answer_type && answered.has(found.id)) {
      results[entry.i] = {
        outcome: 'refused',
        errors: [{ column: 'answer_type', message: M.typeWithResults }],
      };
      continue;
    }
    let step: number | null = null;
    let outcome: Outcome = 'unchanged';
    if (entry.step) {
      step = stepIds.get(fold(entry.step)) ?? null;
      if (step === null) {
        const [created] = await tx
          .insert(questionnaire_steps)
          .values({ questionnaire_id: questionnaire, name: entry.step, sort: nextStep++ })
          .returning({ id: questionnaire_steps.id });
        step = created.id;
        stepIds.set(fold(entry.step), step);
      }
    }
    let question: number;
    if (!found) {
      const [created] = await tx
        .insert(questions)
        .values({
          ...entry.question,
          questionnaire_id: questionnaire,
          step_id: step,
          sort: entry.row.number,
        })
        .returning({ id: questions.id });
      question = created.id;
      outcome = 'created';
    } else {
      question = found.id;
      if (!sameQuestion(found, entry.question, step)) {
        await tx
          .update(questions)
          .set({ ...entry.question, step_id: step, archived_at: null, updated_at: sql`now()` })
          .where(eq(questions.id, found.id));
        outcome = 'updated';
      }
    }
    const optionsChanged = await syncOptions(
      tx,
      question,
      entry.options ?? [],
      answered.has(question),
    );
    if (optionsChanged && outcome === 'unchanged') outcome = 'updated';
    if (outcome !== 'unchanged') changed = true;
    results[entry.i] = { outcome };
  }
  return changed;
}

async function writeBatch(
  context: ImportContext,
  rows: readonly ImportRow[],
): Promise<RowResult[]> {
  const { tx, projectId } = context;
  const results: (RowResult | undefined)[] = rows.map(() => undefined);
  const groups = new Map<string, Parsed[]>();
  rows.forEach((row, i) => {
    const parsed = parse(row, i);
    if (Array.isArray(parsed)) {
      results[i] = { outcome: 'refused', errors: parsed };
      return;
    }
    groups.set(parsed.code, [...(groups.get(parsed.code) ?? []), parsed]);
  });
  const codes = textsOf(rows, 'questionnaire_code');
  const existing = codes.length
    ? await tx
        .select({ id: questionnaires.id, code: questionnaires.code, name: questionnaires.name })
        .from(questionnaires)
        .where(and(eq(questionnaires.project_id, projectId), inArray(questionnaires.code, codes)))
    : [];
  const byCode = new Map(existing.map((row) => [row.code ?? '', row]));
  for (const [code, entries] of groups) {
    const named = entries.find((entry) => entry.questionnaireName !== null);
    const kept = entries.filter((entry) => {
      if (!named || entry.questionnaireName === null) return true;
      if (entry.questionnaireName === named.questionnaireName) return true;
      results[entry.i] = {
        outcome: 'refused',
        errors: [{ column: 'questionnaire_name', message: M.differs(named.row.number) }],
      };
      return false;
    });
    const found = byCode.get(code);
    if (!found && !named) {
      for (const entry of kept)
        results[entry.i] = {
          outcome: 'refused',
          errors: [{ column: 'questionnaire_name', message: REQUIRED_FIELD }],
        };
      continue;
    }
    let id: number;
    let renamed = false;
    if (found) {
      id = found.id;
      const name = named?.questionnaireName;
      if (name && name !== found.name) {
        await tx
          .update(questionnaires)
          .set({ name, updated_at: sql`now()` })
          .where(eq(questionnaires.id, id));
        renamed = true;
      }
    } else {
      const [created] = await tx
        .insert(questionnaires)
        .values({ project_id: projectId, code, name: named?.questionnaireName ?? code })
        .returning({ id: questionnaires.id });
      id = created.id;
    }
    const changed = await writeQuestionnaire(tx, id, kept, results);
    if (renamed && kept[0] && results[kept[0].i]?.outcome === 'unchanged')
      results[kept[0].i] = { outcome: 'updated' };
    // The tables are the draft (decision 075): what changed waits for the next version.
    if (changed || renamed || !found)
      await tx
        .update(questionnaires)
        .set({ draft_changed_at: sql`now()` })
        .where(eq(questionnaires.id, id));
  }
  return settledResults(results);
}

/** QUESTIONNAIRES: the project's questionnaires by code, with their steps and questions. */
export const questionnairesKind = defineImportKind({
  kind: 'QUESTIONNAIRES',
  group: 'questionnaires',
  label: 'Анкеты',
  description:
    'Строка — вопрос анкеты проекта: анкета по коду, вопрос по коду внутри анкеты. Новая анкета создаётся (нужно название), шаги находятся по названию или создаются. Меняется черновик анкеты: опубликованные версии остаются как были, изменения войдут в следующую. Варианты ответа — через «;» для вопросов с выбором.',
  columns: [
    {
      key: 'questionnaire_code',
      header: 'Код анкеты',
      type: 'text',
      required: true,
      example: 'ANK-001',
      synonyms: ['Анкета'],
      description: 'Код анкеты в проекте: по нему она находится при следующем импорте.',
    },
    {
      key: 'questionnaire_name',
      header: 'Название анкеты',
      type: 'text',
      example: 'Аудит полки',
      description: 'Обязательно для новой анкеты; у существующей меняет название.',
    },
    {
      key: 'step',
      header: 'Шаг',
      type: 'text',
      example: 'Полка',
      synonyms: ['Название шага'],
      description: 'Шаг анкеты по названию; нет такого — создаётся.',
    },
    {
      key: 'question_code',
      header: 'Код вопроса',
      type: 'text',
      required: true,
      example: 'Q1',
      description: 'Код вопроса внутри анкеты.',
    },
    {
      key: 'question_name',
      header: 'Вопрос',
      type: 'text',
      required: true,
      example: 'Есть ли товар на полке?',
      synonyms: ['Текст вопроса', 'Название вопроса'],
    },
    {
      key: 'answer_type',
      header: 'Тип ответа',
      type: 'text',
      required: true,
      example: TYPE_LABELS.one,
      synonyms: ['Тип вопроса'],
      description: `${Object.values(TYPE_LABELS).join(', ')} (или код: ${ANSWER_TYPES.join(', ')}).`,
    },
    {
      key: 'is_required',
      header: 'Обязательный',
      type: 'boolean',
      example: 'да',
      synonyms: ['Обязательный вопрос'],
    },
    {
      key: 'options',
      header: 'Варианты ответа',
      type: 'text',
      example: 'Да; Нет',
      synonyms: ['Варианты'],
      description: 'Через «;», для вопросов с выбором.',
    },
    { key: 'min_number', header: 'Минимум', type: 'number', example: '' },
    { key: 'max_number', header: 'Максимум', type: 'number', example: '' },
    { key: 'min_length', header: 'Минимальная длина', type: 'integer', example: '' },
    {
      key: 'min_photo_count',
      header: 'Минимум фото',
      type: 'integer',
      example: '',
      synonyms: ['Минимальное количество фото'],
    },
  ],
  key: ['questionnaire_code', 'question_code'],
  permissions: [
    { area: 'questionnaires', level: 'create' },
    { area: 'questionnaires', level: 'update' },
  ],
  writeBatch,
});
