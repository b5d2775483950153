import type {
  ContentQuestion,
  QuestionCondition,
  QuestionnaireContent,
} from '../questionnaire-content';

/** What a new version changes against the one before, id by id. */
export interface ContentDiff {
  steps: { added: number[]; removed: number[]; renamed: number[]; moved: number[] };
  questions: {
    added: number[];
    removed: number[];
    changed: {
      question_id: number;
      /** The question's own fields that differ; its options are in `answers_*`. */
      fields: string[];
      answers_added: number[];
      answers_removed: number[];
      answers_renamed: number[];
      /** Options whose code changed: what exports and crowd tasks match them by. */
      answers_recoded: number[];
    }[];
  };
  /** Only a label, description or order changed (or nothing): safe for filled results. */
  safe: boolean;
}

const COMPARED_FIELDS = [
  'name',
  'description',
  'code',
  'answer_type',
  'is_required',
  'step_id',
  'sort',
  'min_number',
  'max_number',
  'min_length',
  'min_photo_count',
  'condition',
] as const satisfies readonly (keyof ContentQuestion)[];

/** Labels, descriptions and places: a filled result reads the same after them. */
const SAFE_FIELDS: ReadonlySet<string> = new Set(['name', 'description', 'sort', 'step_id']);

function sameCondition(a: QuestionCondition | null, b: QuestionCondition | null) {
  if (a === null || b === null) return a === b;
  const ids = new Set(a.answer_ids);
  return (
    a.question_id === b.question_id &&
    a.operator === b.operator &&
    new Set(b.answer_ids).size === ids.size &&
    b.answer_ids.every((id) => ids.has(id))
  );
}

/** Ids of `after` not in `before`, and of `before` not in `after`, each in its own order. */
function addedAndRemoved<T extends { id: number }>(before: readonly T[], after: readonly T[]) {
  const beforeIds = new Set(before.map((item) => item.id));
  const afterIds = new Set(after.map((item) => item.id));
  return {
    added: after.filter((item) => !beforeIds.has(item.id)).map((item) => item.id),
    removed: before.filter((item) => !afterIds.has(item.id)).map((item) => item.id),
  };
}

/** The pairs of `after` that `before` also has, in `after`'s order. */
function kept<T extends { id: number }>(before: readonly T[], after: readonly T[]) {
  const byId = new Map(before.map((item) => [item.id, item]));
  return after.flatMap((item) => {
    const earlier = byId.get(item.id);
    return earlier ? [{ before: earlier, after: item }] : [];
  });
}

function questionChange(before: ContentQuestion, after: ContentQuestion) {
  const fields: string[] = COMPARED_FIELDS.filter((field) =>
    field === 'condition'
      ? !sameCondition(before.condition, after.condition)
      : before[field] !== after[field],
  );
  const { added, removed } = addedAndRemoved(before.answers, after.answers);
  const options = kept(before.answers, after.answers);
  return {
    question_id: after.id,
    fields,
    answers_added: added,
    answers_removed: removed,
    answers_renamed: options
      .filter((pair) => pair.before.name !== pair.after.name)
      .map((pair) => pair.after.id),
    answers_recoded: options
      .filter((pair) => pair.before.code !== pair.after.code)
      .map((pair) => pair.after.id),
  };
}

/** What a new version changes against the one before, id by id. */
export function contentDiff(
  before: QuestionnaireContent,
  after: QuestionnaireContent,
): ContentDiff {
  const keptSteps = kept(before.steps, after.steps);
  const steps = {
    ...addedAndRemoved(before.steps, after.steps),
    renamed: keptSteps
      .filter((pair) => pair.before.name !== pair.after.name)
      .map((pair) => pair.after.id),
    moved: keptSteps
      .filter((pair) => pair.before.sort !== pair.after.sort)
      .map((pair) => pair.after.id),
  };
  const changed = kept(before.questions, after.questions)
    .map((pair) => questionChange(pair.before, pair.after))
    .filter(
      (change) =>
        change.fields.length > 0 ||
        change.answers_added.length > 0 ||
        change.answers_removed.length > 0 ||
        change.answers_renamed.length > 0 ||
        change.answers_recoded.length > 0,
    );
  const questions = { ...addedAndRemoved(before.questions, after.questions), changed };
  const safe =
    steps.added.length === 0 &&
    steps.removed.length === 0 &&
    questions.added.length === 0 &&
    questions.removed.length === 0 &&
    changed.every(
      (change) =>
        change.fields.every((field) => SAFE_FIELDS.has(field)) &&
        change.answers_added.length === 0 &&
        change.answers_removed.length === 0 &&
        change.answers_recoded.length === 0,
    );
  return { steps, questions, safe };
}
