import type { ContentQuestion, QuestionnaireContent } from '../questionnaire-content';
import { orderedQuestions, questionGroups } from './visibility';

type LimitField = 'min_number' | 'max_number' | 'min_length' | 'min_photo_count';

export type BuilderProblem =
  | { code: 'condition_loop'; question_ids: number[] }
  /** The parent is not in the content. */
  | { code: 'condition_parent_missing'; question_id: number }
  /** The parent is not a one or many question. */
  | { code: 'condition_parent_not_choice'; question_id: number }
  /** Answer ids that are not options of the parent. */
  | { code: 'condition_unknown_answer'; question_id: number; answer_ids: number[] }
  /** No answers can show it: nothing to choose, the parent after it or never shown itself. */
  | { code: 'unreachable'; question_id: number }
  | { code: 'min_above_max'; question_id: number }
  /** A one or many question without options. */
  | { code: 'no_options'; question_id: number }
  | { code: 'limit_not_for_type'; question_id: number; field: LimitField }
  | { code: 'negative_limit'; question_id: number; field: 'min_length' | 'min_photo_count' }
  | { code: 'duplicate_code'; question_ids: number[] }
  /** A step with no questions: a warning, publishing goes ahead. */
  | { code: 'empty_step'; step_id: number };

const LIMIT_TYPES: Record<LimitField, readonly ContentQuestion['answer_type'][]> = {
  min_number: ['number', 'integer'],
  max_number: ['number', 'integer'],
  min_length: ['text'],
  min_photo_count: ['photo'],
};
const LIMIT_FIELDS = Object.keys(LIMIT_TYPES) as LimitField[];

const isChoice = (question: ContentQuestion) =>
  question.answer_type === 'one' || question.answer_type === 'many';

/**
 * The condition loops, each by the question of it that comes first. Each question has at most
 * one parent, so following parents from every question finds each loop once.
 */
function conditionLoops(ordered: ContentQuestion[], byId: Map<number, ContentQuestion>) {
  const position = new Map(ordered.map((question, index) => [question.id, index]));
  const walked = new Map<number, 'on_path' | 'done'>();
  const loops = new Map<number, number[]>();
  for (const start of ordered) {
    const path: number[] = [];
    let id: number | undefined = start.id;
    while (id !== undefined && !walked.has(id)) {
      walked.set(id, 'on_path');
      path.push(id);
      id = byId.get(id)?.condition?.question_id;
      if (id !== undefined && !byId.has(id)) id = undefined;
    }
    if (id !== undefined && walked.get(id) === 'on_path') {
      const loop = path.slice(path.indexOf(id));
      loop.sort((a, b) => (position.get(a) ?? 0) - (position.get(b) ?? 0));
      loops.set(loop[0] as number, loop);
    }
    for (const walkedId of path) walked.set(walkedId, 'done');
  }
  return loops;
}

/**
 * The questions some answers show: each one's parent comes before it, is shown itself, and has
 * an option that meets the condition.
 */
function reachableIds(ordered: ContentQuestion[], byId: Map<number, ContentQuestion>) {
  const reachable = new Set<number>();
  for (const question of ordered) {
    const { condition } = question;
    const parent = condition ? byId.get(condition.question_id) : undefined;
    const shown =
      condition === null ||
      (parent !== undefined &&
        isChoice(parent) &&
        reachable.has(parent.id) &&
        parent.answers.some(
          (option) =>
            condition.answer_ids.includes(option.id) === (condition.operator === 'any_of'),
        ));
    if (shown) reachable.add(question.id);
  }
  return reachable;
}

/** Questions sharing a code, each group by its first question. */
function duplicateCodes(ordered: ContentQuestion[]) {
  const byCode = new Map<string, number[]>();
  for (const question of ordered) {
    const code = question.code?.trim();
    if (!code) continue;
    const ids = byCode.get(code);
    if (ids) ids.push(question.id);
    else byCode.set(code, [question.id]);
  }
  return new Map(
    [...byCode.values()].filter((ids) => ids.length > 1).map((ids) => [ids[0] as number, ids]),
  );
}

/** What the builder reports as you edit, in content order (a step's own problem before its questions'). */
export function builderProblems(content: QuestionnaireContent): BuilderProblem[] {
  const ordered = orderedQuestions(content);
  const byId = new Map(content.questions.map((question) => [question.id, question]));
  const loops = conditionLoops(ordered, byId);
  const inLoop = new Set([...loops.values()].flat());
  const reachable = reachableIds(ordered, byId);
  const duplicates = duplicateCodes(ordered);

  const questionProblems = (question: ContentQuestion): BuilderProblem[] => {
    const problems: BuilderProblem[] = [];
    const question_id = question.id;
    const loop = loops.get(question_id);
    if (loop) problems.push({ code: 'condition_loop', question_ids: loop });
    const { condition } = question;
    if (condition) {
      const parent = byId.get(condition.question_id);
      if (!parent) {
        problems.push({ code: 'condition_parent_missing', question_id });
      } else if (!isChoice(parent)) {
        problems.push({ code: 'condition_parent_not_choice', question_id });
      } else {
        const unknown = condition.answer_ids.filter(
          (id) => !parent.answers.some((option) => option.id === id),
        );
        if (unknown.length > 0) {
          problems.push({ code: 'condition_unknown_answer', question_id, answer_ids: unknown });
        }
      }
    }
    // A problem of its own condition already says why it is never shown.
    if (!reachable.has(question_id) && problems.length === 0 && !inLoop.has(question_id)) {
      problems.push({ code: 'unreachable', question_id });
    }
    const sameCode = duplicates.get(question_id);
    if (sameCode) problems.push({ code: 'duplicate_code', question_ids: sameCode });
    if (isChoice(question) && question.answers.length === 0) {
      problems.push({ code: 'no_options', question_id });
    }
    for (const field of LIMIT_FIELDS) {
      const limit = question[field];
      if (limit === null) continue;
      if (!LIMIT_TYPES[field].includes(question.answer_type)) {
        problems.push({ code: 'limit_not_for_type', question_id, field });
      } else if ((field === 'min_length' || field === 'min_photo_count') && limit < 0) {
        problems.push({ code: 'negative_limit', question_id, field });
      }
    }
    const { min_number, max_number } = question;
    if (
      LIMIT_TYPES.min_number.includes(question.answer_type) &&
      min_number !== null &&
      max_number !== null &&
      min_number > max_number
    ) {
      problems.push({ code: 'min_above_max', question_id });
    }
    return problems;
  };

  const { steps, rest } = questionGroups(content);
  return [
    ...steps.flatMap(({ step, questions }) => [
      ...(questions.length === 0 ? [{ code: 'empty_step' as const, step_id: step.id }] : []),
      ...questions.flatMap(questionProblems),
    ]),
    ...rest.flatMap(questionProblems),
  ];
}

/** Publishing is refused while any problem other than an empty step is left. */
export function blocksPublishing(problem: BuilderProblem): boolean {
  return problem.code !== 'empty_step';
}
