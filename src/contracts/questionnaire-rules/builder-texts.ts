import type { ContentQuestion, QuestionnaireContent } from '../questionnaire-content';
import type { BuilderProblem } from './builder';

const ANSWER_TYPE_NAMES: Record<ContentQuestion['answer_type'], string> = {
  photo: 'Фото',
  number: 'Число',
  integer: 'Целое число',
  text: 'Текст',
  many: 'Несколько вариантов',
  one: 'Один вариант',
};

const LIMIT_NAMES = {
  min_number: 'минимальное значение',
  max_number: 'максимальное значение',
  min_length: 'минимальная длина',
  min_photo_count: 'минимальное число фото',
} as const;

/** Russian, naming the question(s) by name, for the server. */
export function builderProblemText(content: QuestionnaireContent, problem: BuilderProblem): string {
  const byId = new Map(content.questions.map((question) => [question.id, question]));
  const named = (id: number | undefined) => {
    const question = id === undefined ? undefined : byId.get(id);
    return question ? `«${question.name}»` : `№${id}`;
  };
  const parentOf = (id: number) => named(byId.get(id)?.condition?.question_id);

  switch (problem.code) {
    case 'condition_loop':
      return problem.question_ids.length === 1
        ? `Вопрос ${named(problem.question_ids[0])}: условие ссылается на сам вопрос`
        : `Вопросы ${problem.question_ids.map(named).join(', ')}: условия ссылаются друг на друга по кругу`;
    case 'condition_parent_missing':
      return `Вопрос ${named(problem.question_id)}: вопроса из условия нет в анкете`;
    case 'condition_parent_not_choice':
      return `Вопрос ${named(problem.question_id)}: условие ссылается на ${parentOf(problem.question_id)}, а задать его можно только по вопросу с выбором вариантов`;
    case 'condition_unknown_answer':
      return `Вопрос ${named(problem.question_id)}: в условии есть варианты, которых нет у вопроса ${parentOf(problem.question_id)}`;
    case 'unreachable':
      return `Вопрос ${named(problem.question_id)} никогда не будет показан: его условие не может выполниться`;
    case 'min_above_max':
      return `Вопрос ${named(problem.question_id)}: минимальное значение больше максимального`;
    case 'no_options':
      return `Вопрос ${named(problem.question_id)}: нет вариантов ответа`;
    case 'limit_not_for_type': {
      const type = byId.get(problem.question_id)?.answer_type;
      const typeName = type ? ` «${ANSWER_TYPE_NAMES[type]}»` : '';
      return `Вопрос ${named(problem.question_id)}: ${LIMIT_NAMES[problem.field]} не задаётся для типа${typeName}`;
    }
    case 'negative_limit':
      return `Вопрос ${named(problem.question_id)}: ${LIMIT_NAMES[problem.field]} не может быть меньше нуля`;
    case 'duplicate_code': {
      const code = byId.get(problem.question_ids[0] as number)?.code?.trim();
      return `Вопросы ${problem.question_ids.map(named).join(', ')}: одинаковый код «${code}»`;
    }
    case 'empty_step': {
      const step = content.steps.find((candidate) => candidate.id === problem.step_id);
      return `Шаг ${step ? `«${step.name}»` : `№${problem.step_id}`}: нет вопросов`;
    }
  }
}
