import type { ContentQuestion, QuestionnaireContent } from '../questionnaire-content';
import { russianPlural } from '../russian-plural';
import {
  type FilledAnswer,
  type FilledAnswers,
  hasAnswer,
  orderedQuestions,
  visibleQuestionIds,
} from './visibility';

export type AnswerProblem =
  | { code: 'required' }
  | { code: 'not_number' }
  | { code: 'not_integer' }
  | { code: 'below_min'; min: number }
  | { code: 'above_max'; max: number }
  | { code: 'too_short'; min_length: number }
  | { code: 'too_few_photos'; min_photo_count: number }
  /** An option id not among the question's options. */
  | { code: 'unknown_option' }
  /** A one question given several options. */
  | { code: 'one_option_only' }
  /** A value of the wrong shape for the type (text for a number, …). */
  | { code: 'wrong_value' }
  /** An answer to a question its condition hides. */
  | { code: 'hidden' };

/** Text is measured without its surrounding blanks, by characters as a person counts them. */
function textLength(text: string) {
  return [...text.trim()].length;
}

function valueProblem(question: ContentQuestion, answer: FilledAnswer): AnswerProblem | null {
  const { value } = answer;
  switch (question.answer_type) {
    case 'number':
    case 'integer': {
      if (typeof value !== 'number') return { code: 'wrong_value' };
      if (!Number.isFinite(value)) return { code: 'not_number' };
      if (question.answer_type === 'integer' && !Number.isInteger(value)) {
        return { code: 'not_integer' };
      }
      if (question.min_number !== null && value < question.min_number) {
        return { code: 'below_min', min: question.min_number };
      }
      if (question.max_number !== null && value > question.max_number) {
        return { code: 'above_max', max: question.max_number };
      }
      return null;
    }
    case 'text': {
      if (typeof value !== 'string') return { code: 'wrong_value' };
      if (question.min_length !== null && textLength(value) < question.min_length) {
        return { code: 'too_short', min_length: question.min_length };
      }
      return null;
    }
    case 'one': {
      if (Array.isArray(value) && value.length > 1) return { code: 'one_option_only' };
      if (!Number.isInteger(value)) return { code: 'wrong_value' };
      return question.answers.some((option) => option.id === value)
        ? null
        : { code: 'unknown_option' };
    }
    case 'many': {
      if (!Array.isArray(value) || !value.every(Number.isInteger)) return { code: 'wrong_value' };
      if (new Set(value).size !== value.length) return { code: 'wrong_value' };
      const options = new Set(question.answers.map((option) => option.id));
      return value.every((id) => options.has(id)) ? null : { code: 'unknown_option' };
    }
    case 'photo': {
      const count = answer.photo_count ?? 0;
      if (value !== null || !Number.isInteger(count) || count < 0) return { code: 'wrong_value' };
      if (question.min_photo_count !== null && count < question.min_photo_count) {
        return { code: 'too_few_photos', min_photo_count: question.min_photo_count };
      }
      return null;
    }
  }
}

/**
 * Problems of the answers by question id, in content order: only questions of the content;
 * required checked for visible ones only; an empty string or empty list counts as no answer.
 */
export function answerProblems(
  content: QuestionnaireContent,
  answers: FilledAnswers,
): Map<number, AnswerProblem> {
  const visible = visibleQuestionIds(content, answers);
  const problems = new Map<number, AnswerProblem>();
  for (const question of orderedQuestions(content)) {
    const answer = answers[question.id];
    const shown = visible.has(question.id);
    const problem = hasAnswer(answer)
      ? shown
        ? valueProblem(question, answer)
        : { code: 'hidden' as const }
      : shown && question.is_required
        ? { code: 'required' as const }
        : null;
    if (problem !== null) problems.set(question.id, problem);
  }
  return problems;
}

function formatNumber(value: number) {
  return value.toLocaleString('ru-RU', { maximumFractionDigits: 20 });
}

const WRONG_VALUE_TEXTS: Record<ContentQuestion['answer_type'], string> = {
  number: 'значение должно быть числом',
  integer: 'значение должно быть целым числом',
  text: 'ответ должен быть текстом',
  one: 'нужно выбрать один вариант ответа',
  many: 'нужно выбрать варианты ответа из списка, каждый один раз',
  photo: 'ответом на этот вопрос могут быть только фото',
};

function problemDetail(question: ContentQuestion, problem: AnswerProblem) {
  switch (problem.code) {
    case 'required':
      return 'нужен ответ';
    case 'not_number':
      return 'значение должно быть числом';
    case 'not_integer':
      return 'значение должно быть целым числом';
    case 'below_min':
      return `значение должно быть не меньше ${formatNumber(problem.min)}`;
    case 'above_max':
      return `значение должно быть не больше ${formatNumber(problem.max)}`;
    case 'too_short':
      return `ответ должен быть не короче ${russianPlural(problem.min_length, {
        one: 'символа',
        few: 'символов',
        many: 'символов',
      })}`;
    case 'too_few_photos':
      return `нужно не меньше ${formatNumber(problem.min_photo_count)} фото`;
    case 'unknown_option':
      return 'такого варианта ответа нет';
    case 'one_option_only':
      return 'можно выбрать только один вариант ответа';
    case 'wrong_value':
      return WRONG_VALUE_TEXTS[question.answer_type];
    case 'hidden':
      return 'вопрос скрыт условием, ответа на него быть не должно';
  }
}

/** The problem in Russian naming the question, for the server's refusals. */
export function answerProblemText(question: ContentQuestion, problem: AnswerProblem): string {
  return `Вопрос «${question.name}»: ${problemDetail(question, problem)}`;
}
