import type {
  AnswerValue,
  ContentQuestion,
  ContentStep,
  QuestionCondition,
  QuestionnaireContent,
} from '../questionnaire-content';

/** A question's answer as filled in: its value and, for photo questions, how many photos it has. */
export interface FilledAnswer {
  value: AnswerValue;
  photo_count?: number;
}
export type FilledAnswers = Readonly<Record<number, FilledAnswer | undefined>>;

/**
 * The questions as a field worker meets them: step by step in the steps' order, then those
 * outside any step (or naming a step the content lacks). The content lists questions by sort
 * alone, which interleaves steps when sort restarts in each.
 */
export function questionGroups(content: QuestionnaireContent): {
  steps: { step: ContentStep; questions: ContentQuestion[] }[];
  rest: ContentQuestion[];
} {
  const steps = content.steps.map((step) => ({ step, questions: [] as ContentQuestion[] }));
  const byStep = new Map(steps.map((group) => [group.step.id, group.questions]));
  const rest: ContentQuestion[] = [];
  for (const question of content.questions) {
    const group = question.step_id === null ? undefined : byStep.get(question.step_id);
    (group ?? rest).push(question);
  }
  return { steps, rest };
}

/** Content order: the order of `questionGroups`, flat. */
export function orderedQuestions(content: QuestionnaireContent): ContentQuestion[] {
  const { steps, rest } = questionGroups(content);
  return [...steps.flatMap((group) => group.questions), ...rest];
}

/** Whether anything is filled in: an empty string (blanks only) or an empty list is nothing. */
export function hasAnswer(answer: FilledAnswer | undefined): answer is FilledAnswer {
  if (answer === undefined) return false;
  if ((answer.photo_count ?? 0) > 0) return true;
  const { value } = answer;
  if (value === null) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0;
  return true;
}

/** The options a choice question's answer chose; null when it has none or is not a choice. */
function chosenOptionIds(question: ContentQuestion, answer: FilledAnswer | undefined) {
  const value = answer?.value;
  if (question.answer_type === 'one' && typeof value === 'number') return [value];
  if (question.answer_type === 'many' && Array.isArray(value) && value.length > 0) return value;
  return null;
}

function conditionMet(condition: QuestionCondition, chosen: readonly number[]) {
  const anyChosen = chosen.some((id) => condition.answer_ids.includes(id));
  return condition.operator === 'any_of' ? anyChosen : !anyChosen;
}

/**
 * The questions a field worker sees with these answers: conditions applied transitively (a
 * child of a hidden question is hidden), in content order. A condition waits on an answered
 * parent that comes before it; a parent after it, missing or not a choice never shows it.
 */
export function visibleQuestionIds(
  content: QuestionnaireContent,
  answers: FilledAnswers,
): Set<number> {
  const byId = new Map(content.questions.map((question) => [question.id, question]));
  const visible = new Set<number>();
  for (const question of orderedQuestions(content)) {
    const { condition } = question;
    if (condition === null) {
      visible.add(question.id);
      continue;
    }
    const parent = byId.get(condition.question_id);
    if (parent === undefined || !visible.has(parent.id)) continue;
    const chosen = chosenOptionIds(parent, answers[parent.id]);
    if (chosen !== null && conditionMet(condition, chosen)) visible.add(question.id);
  }
  return visible;
}

/** Every question that depends on this one through conditions, transitively, in content order. */
export function dependentQuestionIds(content: QuestionnaireContent, questionId: number): number[] {
  const children = new Map<number, number[]>();
  for (const question of content.questions) {
    if (question.condition === null) continue;
    const siblings = children.get(question.condition.question_id);
    if (siblings) siblings.push(question.id);
    else children.set(question.condition.question_id, [question.id]);
  }
  const dependents = new Set<number>();
  const waiting = [questionId];
  for (let id = waiting.pop(); id !== undefined; id = waiting.pop()) {
    for (const child of children.get(id) ?? []) {
      if (dependents.has(child)) continue;
      dependents.add(child);
      waiting.push(child);
    }
  }
  dependents.delete(questionId);
  return orderedQuestions(content)
    .map((question) => question.id)
    .filter((id) => dependents.has(id));
}

/** A value as compared for a change: nothing as null, chosen options in any order alike. */
function comparable(value: AnswerValue) {
  if (!hasAnswer({ value })) return 'null';
  return JSON.stringify(Array.isArray(value) ? [...new Set(value)].sort((a, b) => a - b) : value);
}

/**
 * Spec section 5: when the answer of `questionId` changes to `next`, the dependent questions
 * whose answers are deleted (the user confirms first): those with an answer or photos. Empty when
 * the value does not change.
 */
export function answersToClear(
  content: QuestionnaireContent,
  answers: FilledAnswers,
  questionId: number,
  next: AnswerValue,
): number[] {
  if (comparable(answers[questionId]?.value ?? null) === comparable(next)) return [];
  return dependentQuestionIds(content, questionId).filter((id) => hasAnswer(answers[id]));
}
