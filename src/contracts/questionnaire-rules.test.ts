import { describe, expect, it } from 'vitest';
import {
  type ContentQuestion,
  type ContentStep,
  type QuestionnaireContent,
  questionnaireContentSchema,
} from './questionnaire-content';
import {
  type AnswerProblem,
  answerProblems,
  answerProblemText,
  answersToClear,
  type BuilderProblem,
  blocksPublishing,
  builderProblems,
  builderProblemText,
  type ContentDiff,
  contentDiff,
  dependentQuestionIds,
  type FilledAnswer,
  type FilledAnswers,
  visibleQuestionIds,
} from './questionnaire-rules';

function question(id: number, fields: Partial<ContentQuestion> = {}): ContentQuestion {
  return {
    id,
    step_id: 1,
    name: `Вопрос ${id}`,
    description: null,
    code: null,
    answer_type: 'text',
    is_required: false,
    sort: id,
    min_number: null,
    max_number: null,
    min_length: null,
    min_photo_count: null,
    condition: null,
    answers: [],
    ...fields,
  };
}

/** A one (or many) question with options `${id}1`, `${id}2`, … */
function choice(
  id: number,
  fields: Partial<ContentQuestion> = {},
  optionCount = 3,
): ContentQuestion {
  return question(id, {
    answer_type: 'one',
    answers: Array.from({ length: optionCount }, (_, index) => ({
      id: id * 10 + index + 1,
      name: `Вариант ${index + 1}`,
      code: null,
      sort: index,
    })),
    ...fields,
  });
}

const step = (id: number, name = `Шаг ${id}`): ContentStep => ({ id, name, sort: id });

/** Checked against the schema, so that no rule is tested on content a version could not hold. */
function content(questions: ContentQuestion[], steps = [step(1)]): QuestionnaireContent {
  return questionnaireContentSchema.parse({ steps, questions });
}

const given = (value: FilledAnswer['value'], photo_count?: number): FilledAnswer =>
  photo_count === undefined ? { value } : { value, photo_count };

const anyOf = (question_id: number, answer_ids: number[]) => ({
  condition: { question_id, operator: 'any_of' as const, answer_ids },
});
const noneOf = (question_id: number, answer_ids: number[]) => ({
  condition: { question_id, operator: 'none_of' as const, answer_ids },
});

describe('visibleQuestionIds', () => {
  const tree = content([
    choice(1),
    question(2, anyOf(1, [11])),
    question(3, noneOf(1, [11])),
    choice(4, { answer_type: 'many', ...anyOf(1, [12, 13]) }),
    question(5, anyOf(4, [41])),
  ]);

  it('shows unconditional questions and hides conditional ones while the parent has no answer', () => {
    expect([...visibleQuestionIds(tree, {})]).toEqual([1]);
    expect([...visibleQuestionIds(tree, { 1: given(null) })]).toEqual([1]);
  });

  it('any_of shows when one of the ids is chosen, none_of when none is', () => {
    expect([...visibleQuestionIds(tree, { 1: given(11) })]).toEqual([1, 2]);
    expect([...visibleQuestionIds(tree, { 1: given(12) })]).toEqual([1, 3, 4]);
  });

  it('applies a many parent by any chosen option', () => {
    expect([...visibleQuestionIds(tree, { 1: given(13), 4: given([42, 41]) })]).toEqual([
      1, 3, 4, 5,
    ]);
    expect([...visibleQuestionIds(tree, { 1: given(13), 4: given([]) })]).toEqual([1, 3, 4]);
  });

  it('hides the child of a hidden question whatever its parent answered', () => {
    expect([...visibleQuestionIds(tree, { 1: given(11), 4: given([41]) })]).toEqual([1, 2]);
  });

  it('none_of of a many question: shown when the chosen options avoid the ids', () => {
    const many = content([choice(1, { answer_type: 'many' }), question(2, noneOf(1, [11]))]);
    expect(visibleQuestionIds(many, { 1: given([12, 13]) }).has(2)).toBe(true);
    expect(visibleQuestionIds(many, { 1: given([11, 12]) }).has(2)).toBe(false);
  });

  it('never shows a question whose parent is missing, not a choice, after it or in a loop', () => {
    const broken = content([
      question(1, anyOf(99, [1])),
      question(2, { answer_type: 'number' }),
      question(3, anyOf(2, [5])),
      question(4, anyOf(5, [51])),
      choice(5),
      question(6, anyOf(7, [71])),
      choice(7, anyOf(6, [61])),
      choice(8, anyOf(8, [81])),
    ]);
    const answers = { 2: given(5), 5: given(51), 7: given(71), 8: given(81) };
    expect([...visibleQuestionIds(broken, answers)]).toEqual([2, 5]);
  });

  it('ignores a parent answer of the wrong shape', () => {
    const pair = content([choice(1), question(2, anyOf(1, [11]))]);
    expect(visibleQuestionIds(pair, { 1: given([11]) }).has(2)).toBe(false);
    expect(visibleQuestionIds(pair, { 1: given('11') }).has(2)).toBe(false);
  });

  it('goes step by step in the steps’ order, the questions outside any step last', () => {
    const stepped = content(
      [
        question(1, { step_id: null, sort: 0 }),
        question(2, { step_id: 2, sort: 0 }),
        question(3, { step_id: 1, sort: 0 }),
        question(4, { step_id: 2, sort: 1 }),
        question(5, { step_id: 404, sort: 1 }),
      ],
      [step(2), step(1)],
    );
    expect([...visibleQuestionIds(stepped, {})]).toEqual([2, 4, 3, 1, 5]);
  });

  it('a parent on an earlier step shows a child on a later one, not the other way round', () => {
    const steps = [step(1), step(2)];
    const forward = content(
      [choice(1, { step_id: 1 }), question(2, { step_id: 2, ...anyOf(1, [11]) })],
      steps,
    );
    const backward = content(
      [question(2, { step_id: 1, ...anyOf(1, [11]) }), choice(1, { step_id: 2 })],
      steps,
    );
    expect(visibleQuestionIds(forward, { 1: given(11) }).has(2)).toBe(true);
    expect(visibleQuestionIds(backward, { 1: given(11) }).has(2)).toBe(false);
  });
});

describe('answerProblems', () => {
  const problemsOf = (q: ContentQuestion, answer: FilledAnswer | undefined) =>
    answerProblems(content([q]), { [q.id]: answer }).get(q.id);

  describe('required', () => {
    const required = (fields: Partial<ContentQuestion>) =>
      question(1, { is_required: true, ...fields });

    it.each([
      ['no answer', undefined],
      ['null', given(null)],
      ['an empty string', given('')],
      ['blanks only', given('   ')],
      ['an empty list', given([])],
    ])('a required question with %s', (_, answer) => {
      expect(problemsOf(required({}), answer)).toEqual({ code: 'required' });
    });

    it('a photo question counts its photos, not its value', () => {
      const photo = required({ answer_type: 'photo' });
      expect(problemsOf(photo, given(null))).toEqual({ code: 'required' });
      expect(problemsOf(photo, given(null, 0))).toEqual({ code: 'required' });
      expect(problemsOf(photo, given(null, 1))).toBeUndefined();
    });

    it('an optional question may stay empty, even with limits', () => {
      expect(problemsOf(question(1, { min_length: 5 }), given(''))).toBeUndefined();
      expect(
        problemsOf(question(1, { answer_type: 'photo', min_photo_count: 2 }), given(null, 0)),
      ).toBeUndefined();
      expect(
        problemsOf(question(1, { answer_type: 'number', min_number: 1 }), undefined),
      ).toBeUndefined();
    });

    it('is checked for visible questions only', () => {
      const form = content([choice(1), question(2, { is_required: true, ...anyOf(1, [11]) })]);
      expect(answerProblems(form, { 1: given(12) }).size).toBe(0);
      expect(answerProblems(form, { 1: given(11) }).get(2)).toEqual({ code: 'required' });
    });
  });

  describe('number and integer', () => {
    const number = question(1, { answer_type: 'number', min_number: 0, max_number: 100 });
    const integer = question(1, { answer_type: 'integer', min_number: -5, max_number: 5 });

    it.each([
      [number, 0, undefined],
      [number, 100, undefined],
      [number, 55.5, undefined],
      [number, -0.01, { code: 'below_min', min: 0 }],
      [number, 100.5, { code: 'above_max', max: 100 }],
      [number, Number.NaN, { code: 'not_number' }],
      [number, Number.POSITIVE_INFINITY, { code: 'not_number' }],
      [number, '5', { code: 'wrong_value' }],
      [number, [5], { code: 'wrong_value' }],
      [integer, -5, undefined],
      [integer, 0, undefined],
      [integer, 2.5, { code: 'not_integer' }],
      [integer, 6, { code: 'above_max', max: 5 }],
      [integer, -6, { code: 'below_min', min: -5 }],
      [integer, 'шесть', { code: 'wrong_value' }],
    ] as const)('%#: %o', (q, value, problem) => {
      expect(problemsOf(q, given(value as FilledAnswer['value']))).toEqual(problem);
    });

    it('an open end takes any value', () => {
      const open = question(1, { answer_type: 'number', min_number: 10 });
      expect(problemsOf(open, given(1e12))).toBeUndefined();
      expect(problemsOf(question(1, { answer_type: 'integer' }), given(-1e9))).toBeUndefined();
    });
  });

  describe('text', () => {
    const text = question(1, { min_length: 3 });

    it.each([
      ['abc', undefined],
      ['ab', { code: 'too_short', min_length: 3 }],
      ['  ab  ', { code: 'too_short', min_length: 3 }],
      ['ёжи', undefined],
      ['👍👍👍', undefined],
      ['👍👍', { code: 'too_short', min_length: 3 }],
    ])('%o', (value, problem) => {
      expect(problemsOf(text, given(value))).toEqual(problem);
    });

    it('refuses a value that is not text', () => {
      expect(problemsOf(text, given(12345))).toEqual({ code: 'wrong_value' });
      expect(problemsOf(text, given([1]))).toEqual({ code: 'wrong_value' });
    });
  });

  describe('one and many', () => {
    const one = choice(1);
    const many = choice(1, { answer_type: 'many' });

    it.each([
      [one, 11, undefined],
      [one, 13, undefined],
      [one, 14, { code: 'unknown_option' }],
      [one, [11, 12], { code: 'one_option_only' }],
      [one, [11], { code: 'wrong_value' }],
      [one, 'Вариант 1', { code: 'wrong_value' }],
      [one, 11.5, { code: 'wrong_value' }],
      [many, [11], undefined],
      [many, [13, 11, 12], undefined],
      [many, [11, 14], { code: 'unknown_option' }],
      [many, [11, 11], { code: 'wrong_value' }],
      [many, 11, { code: 'wrong_value' }],
      [many, 'Вариант 1', { code: 'wrong_value' }],
    ] as const)('%#: %o', (q, value, problem) => {
      expect(problemsOf(q, given(value as FilledAnswer['value']))).toEqual(problem);
    });
  });

  describe('photo', () => {
    const photo = question(1, { answer_type: 'photo', min_photo_count: 2 });

    it.each([
      [given(null, 2), undefined],
      [given(null, 5), undefined],
      [given(null, 1), { code: 'too_few_photos', min_photo_count: 2 }],
      [given('фото.jpg', 2), { code: 'wrong_value' }],
      [given(null, 1.5), { code: 'wrong_value' }],
    ])('%o', (answer, problem) => {
      expect(problemsOf(photo, answer)).toEqual(problem);
    });

    it('a minimum of zero asks nothing', () => {
      const any = question(1, { answer_type: 'photo', min_photo_count: 0 });
      expect(problemsOf(any, given(null, 1))).toBeUndefined();
    });
  });

  describe('hidden', () => {
    const form = content([
      choice(1),
      question(2, { answer_type: 'number', ...anyOf(1, [11]) }),
      question(3, { answer_type: 'photo', ...anyOf(1, [11]) }),
    ]);

    it('refuses an answer to a question its condition hides, whatever its value', () => {
      const problems = answerProblems(form, {
        1: given(12),
        2: given('не число'),
        3: given(null, 2),
      });
      expect([...problems]).toEqual([
        [2, { code: 'hidden' }],
        [3, { code: 'hidden' }],
      ]);
    });

    it('an empty answer to a hidden question is no answer', () => {
      expect(answerProblems(form, { 1: given(12), 2: given(null), 3: given(null, 0) }).size).toBe(
        0,
      );
    });

    it('checks the answer once the condition shows the question', () => {
      expect(answerProblems(form, { 1: given(11), 2: given('не число') }).get(2)).toEqual({
        code: 'wrong_value',
      });
    });
  });

  it('answers to questions outside the content are not looked at', () => {
    expect(answerProblems(content([question(1)]), { 7: given(5), 1: given('да') }).size).toBe(0);
  });

  it('lists problems in content order', () => {
    const form = content(
      [
        question(3, { step_id: 2, is_required: true }),
        question(1, { is_required: true }),
        question(2, { answer_type: 'integer' }),
      ],
      [step(1), step(2)],
    );
    expect([...answerProblems(form, { 2: given(1.5) }).keys()]).toEqual([1, 2, 3]);
  });
});

describe('answerProblemText', () => {
  const share = question(1, { name: 'Доля полки', answer_type: 'number' });

  it.each<[AnswerProblem, string]>([
    [{ code: 'required' }, 'Вопрос «Доля полки»: нужен ответ'],
    [{ code: 'not_number' }, 'Вопрос «Доля полки»: значение должно быть числом'],
    [{ code: 'not_integer' }, 'Вопрос «Доля полки»: значение должно быть целым числом'],
    [{ code: 'below_min', min: 0.5 }, 'Вопрос «Доля полки»: значение должно быть не меньше 0,5'],
    [{ code: 'above_max', max: 100 }, 'Вопрос «Доля полки»: значение должно быть не больше 100'],
    [
      { code: 'above_max', max: 10000 },
      'Вопрос «Доля полки»: значение должно быть не больше 10\u00a0000',
    ],
    [
      { code: 'too_short', min_length: 1 },
      'Вопрос «Доля полки»: ответ должен быть не короче 1 символа',
    ],
    [
      { code: 'too_short', min_length: 10 },
      'Вопрос «Доля полки»: ответ должен быть не короче 10 символов',
    ],
    [{ code: 'too_few_photos', min_photo_count: 3 }, 'Вопрос «Доля полки»: нужно не меньше 3 фото'],
    [{ code: 'unknown_option' }, 'Вопрос «Доля полки»: такого варианта ответа нет'],
    [{ code: 'one_option_only' }, 'Вопрос «Доля полки»: можно выбрать только один вариант ответа'],
    [{ code: 'wrong_value' }, 'Вопрос «Доля полки»: значение должно быть числом'],
    [
      { code: 'hidden' },
      'Вопрос «Доля полки»: вопрос скрыт условием, ответа на него быть не должно',
    ],
  ])('%o', (problem, text) => {
    expect(answerProblemText(share, problem)).toBe(text);
  });

  it('says what a wrong value should be by the question’s type', () => {
    const texts = (['photo', 'number', 'integer', 'text', 'many', 'one'] as const).map(
      (answer_type) => answerProblemText(question(1, { answer_type }), { code: 'wrong_value' }),
    );
    expect(new Set(texts).size).toBe(texts.length);
    for (const text of texts) expect(text).toMatch(/^Вопрос «Вопрос 1»: [а-яё ,]+$/);
  });
});

describe('dependentQuestionIds', () => {
  const tree = content([
    choice(1),
    choice(2, anyOf(1, [11])),
    question(3, anyOf(2, [21])),
    question(4, noneOf(1, [12])),
    choice(5),
    question(6, anyOf(5, [51])),
  ]);

  it('follows conditions transitively, in content order', () => {
    expect(dependentQuestionIds(tree, 1)).toEqual([2, 3, 4]);
    expect(dependentQuestionIds(tree, 2)).toEqual([3]);
    expect(dependentQuestionIds(tree, 5)).toEqual([6]);
  });

  it('a question nothing waits on has no dependents', () => {
    expect(dependentQuestionIds(tree, 3)).toEqual([]);
    expect(dependentQuestionIds(tree, 404)).toEqual([]);
  });

  it('ends in a loop without listing the question itself', () => {
    const loop = content([
      choice(1, anyOf(3, [31])),
      choice(2, anyOf(1, [11])),
      choice(3, anyOf(2, [21])),
    ]);
    expect(dependentQuestionIds(loop, 1)).toEqual([2, 3]);
  });
});

describe('answersToClear', () => {
  const tree = content([
    choice(1),
    choice(2, { answer_type: 'many', ...anyOf(1, [11]) }),
    question(3, anyOf(2, [21])),
    question(4, { answer_type: 'photo', ...anyOf(1, [11]) }),
    question(5, anyOf(1, [11])),
    question(6),
  ]);
  const answers: FilledAnswers = {
    1: given(11),
    2: given([21, 22]),
    3: given('ответ'),
    4: given(null, 2),
    5: given(''),
    6: given('не зависит'),
  };

  it('a changed parent clears every dependent with an answer or photos', () => {
    expect(answersToClear(tree, answers, 1, 12)).toEqual([2, 3, 4]);
    expect(answersToClear(tree, answers, 1, null)).toEqual([2, 3, 4]);
    expect(answersToClear(tree, answers, 2, [21])).toEqual([3]);
  });

  it('clears nothing when the value does not change', () => {
    expect(answersToClear(tree, answers, 1, 11)).toEqual([]);
    expect(answersToClear(tree, answers, 2, [22, 21])).toEqual([]);
    expect(answersToClear(tree, { 1: undefined }, 1, null)).toEqual([]);
    expect(answersToClear(tree, { 2: given([]) }, 2, null)).toEqual([]);
  });

  it('a first answer clears the dependents a loaded result still holds', () => {
    expect(answersToClear(tree, { 3: given('старый') }, 1, 11)).toEqual([3]);
  });

  it('clears nothing for a question nothing depends on', () => {
    expect(answersToClear(tree, answers, 6, 'другое')).toEqual([]);
  });
});

describe('builderProblems', () => {
  it('a sound questionnaire has none', () => {
    const sound = content([
      choice(1, { code: 'A' }),
      question(2, {
        code: 'B',
        answer_type: 'number',
        min_number: 1,
        max_number: 1,
        ...anyOf(1, [11]),
      }),
      question(3, { answer_type: 'photo', min_photo_count: 0, ...noneOf(1, [11, 12]) }),
      question(4, { min_length: 0 }),
    ]);
    expect(builderProblems(sound)).toEqual([]);
  });

  it('condition loops, each once with its questions in order', () => {
    const loops = content([
      choice(1, anyOf(3, [31])),
      choice(2, anyOf(1, [11])),
      choice(3, anyOf(2, [21])),
      choice(4, anyOf(4, [41])),
      question(5, anyOf(2, [21])),
    ]);
    expect(builderProblems(loops)).toEqual([
      { code: 'condition_loop', question_ids: [1, 2, 3] },
      { code: 'condition_loop', question_ids: [4] },
      { code: 'unreachable', question_id: 5 },
    ]);
  });

  it('a condition on a missing parent, on a parent that is not a choice, on unknown options', () => {
    const broken = content([
      question(1, anyOf(99, [1])),
      question(2, { answer_type: 'integer' }),
      question(3, anyOf(2, [1])),
      choice(4),
      question(5, anyOf(4, [41, 7, 8])),
      question(6, anyOf(4, [7])),
    ]);
    expect(builderProblems(broken)).toEqual([
      { code: 'condition_parent_missing', question_id: 1 },
      { code: 'condition_parent_not_choice', question_id: 3 },
      { code: 'condition_unknown_answer', question_id: 5, answer_ids: [7, 8] },
      { code: 'condition_unknown_answer', question_id: 6, answer_ids: [7] },
    ]);
  });

  it.each([
    ['any_of with no answer ids', [choice(1), question(2, anyOf(1, []))]],
    ['none_of every option', [choice(1), question(2, noneOf(1, [11, 12, 13]))]],
    [
      'none_of every option of a many question',
      [choice(1, { answer_type: 'many' }), question(2, noneOf(1, [13, 12, 11]))],
    ],
    ['the parent after it', [question(2, anyOf(1, [11])), choice(1)]],
  ])('unreachable: %s', (_, questions) => {
    expect(builderProblems(content(questions))).toEqual([{ code: 'unreachable', question_id: 2 }]);
  });

  it('unreachable: every question under one that is never shown', () => {
    const chain = content([
      choice(1),
      choice(2, anyOf(1, [])),
      choice(3, anyOf(2, [21])),
      question(4, anyOf(3, [31])),
    ]);
    expect(builderProblems(chain)).toEqual([
      { code: 'unreachable', question_id: 2 },
      { code: 'unreachable', question_id: 3 },
      { code: 'unreachable', question_id: 4 },
    ]);
  });

  it('unreachable: a parent on a later step', () => {
    const steps = [step(1), step(2)];
    const late = content(
      [choice(1, { step_id: 2, sort: 0 }), question(2, { step_id: 1, sort: 1, ...anyOf(1, [11]) })],
      steps,
    );
    expect(builderProblems(late)).toEqual([{ code: 'unreachable', question_id: 2 }]);
  });

  it('limits: min above max, a limit of another type, a negative one', () => {
    const limits = content([
      question(1, { answer_type: 'number', min_number: 5, max_number: 4 }),
      question(2, { answer_type: 'integer', min_number: -10, max_number: -20 }),
      question(3, { answer_type: 'text', min_number: 1, max_number: 2, min_photo_count: 1 }),
      question(4, { answer_type: 'photo', min_length: 3, min_photo_count: -1 }),
      question(5, { answer_type: 'text', min_length: -2 }),
      choice(6, { min_length: 1 }),
    ]);
    expect(builderProblems(limits)).toEqual([
      { code: 'min_above_max', question_id: 1 },
      { code: 'min_above_max', question_id: 2 },
      { code: 'limit_not_for_type', question_id: 3, field: 'min_number' },
      { code: 'limit_not_for_type', question_id: 3, field: 'max_number' },
      { code: 'limit_not_for_type', question_id: 3, field: 'min_photo_count' },
      { code: 'limit_not_for_type', question_id: 4, field: 'min_length' },
      { code: 'negative_limit', question_id: 4, field: 'min_photo_count' },
      { code: 'negative_limit', question_id: 5, field: 'min_length' },
      { code: 'limit_not_for_type', question_id: 6, field: 'min_length' },
    ]);
  });

  it('a negative number limit is a range like any other', () => {
    expect(
      builderProblems(
        content([question(1, { answer_type: 'number', min_number: -3, max_number: -1 })]),
      ),
    ).toEqual([]);
  });

  it('one and many questions need options', () => {
    const empty = content([
      choice(1, {}, 0),
      choice(2, { answer_type: 'many' }, 0),
      choice(3, {}, 1),
    ]);
    expect(builderProblems(empty)).toEqual([
      { code: 'no_options', question_id: 1 },
      { code: 'no_options', question_id: 2 },
    ]);
  });

  it('duplicate codes, each group once, blank codes ignored', () => {
    const codes = content([
      question(1, { code: 'SHARE' }),
      question(2, { code: 'price' }),
      question(3, { code: ' SHARE ' }),
      question(4, { code: 'PRICE' }),
      question(5, { code: '' }),
      question(6, { code: '  ' }),
      question(7, { code: 'SHARE' }),
      question(8, { code: 'price' }),
    ]);
    expect(builderProblems(codes)).toEqual([
      { code: 'duplicate_code', question_ids: [1, 3, 7] },
      { code: 'duplicate_code', question_ids: [2, 8] },
    ]);
  });

  it('an empty step is reported in its place, and does not block publishing', () => {
    const steps = [step(1), step(2), step(3)];
    const problems = builderProblems(
      content(
        [question(1, { step_id: 1, is_required: true }), choice(2, { step_id: 3 }, 0)],
        steps,
      ),
    );
    expect(problems).toEqual([
      { code: 'empty_step', step_id: 2 },
      { code: 'no_options', question_id: 2 },
    ]);
    expect(problems.map(blocksPublishing)).toEqual([false, true]);
  });

  it('every other problem blocks publishing', () => {
    const kinds: BuilderProblem[] = [
      { code: 'condition_loop', question_ids: [1] },
      { code: 'condition_parent_missing', question_id: 1 },
      { code: 'condition_parent_not_choice', question_id: 1 },
      { code: 'condition_unknown_answer', question_id: 1, answer_ids: [1] },
      { code: 'unreachable', question_id: 1 },
      { code: 'min_above_max', question_id: 1 },
      { code: 'no_options', question_id: 1 },
      { code: 'limit_not_for_type', question_id: 1, field: 'min_length' },
      { code: 'negative_limit', question_id: 1, field: 'min_length' },
      { code: 'duplicate_code', question_ids: [1, 2] },
    ];
    expect(kinds.every(blocksPublishing)).toBe(true);
  });

  it('lists problems step by step, then the questions outside any step', () => {
    const steps = [step(2), step(1)];
    const problems = builderProblems(
      content(
        [
          choice(1, { step_id: null }, 0),
          choice(2, { step_id: 1 }, 0),
          choice(3, { step_id: 2 }, 0),
        ],
        steps,
      ),
    );
    expect(problems.map((problem) => 'question_id' in problem && problem.question_id)).toEqual([
      3, 2, 1,
    ]);
  });
});

describe('builderProblemText', () => {
  const steps = [step(1, 'Выкладка')];
  const form = content(
    [
      choice(1, { name: 'Есть товар?', code: 'HAS' }),
      question(2, { name: 'Доля полки', answer_type: 'number', code: 'HAS' }),
      question(3, { name: 'Причина', ...anyOf(2, [1]) }),
      question(4, { name: 'Комментарий', ...anyOf(1, [99]) }),
    ],
    steps,
  );

  it.each<[BuilderProblem, string]>([
    [
      { code: 'condition_loop', question_ids: [1, 2] },
      'Вопросы «Есть товар?», «Доля полки»: условия ссылаются друг на друга по кругу',
    ],
    [
      { code: 'condition_loop', question_ids: [1] },
      'Вопрос «Есть товар?»: условие ссылается на сам вопрос',
    ],
    [
      { code: 'condition_parent_missing', question_id: 3 },
      'Вопрос «Причина»: вопроса из условия нет в анкете',
    ],
    [
      { code: 'condition_parent_not_choice', question_id: 3 },
      'Вопрос «Причина»: условие ссылается на «Доля полки», а задать его можно только по вопросу с выбором вариантов',
    ],
    [
      { code: 'condition_unknown_answer', question_id: 4, answer_ids: [99] },
      'Вопрос «Комментарий»: в условии есть варианты, которых нет у вопроса «Есть товар?»',
    ],
    [
      { code: 'unreachable', question_id: 4 },
      'Вопрос «Комментарий» никогда не будет показан: его условие не может выполниться',
    ],
    [
      { code: 'min_above_max', question_id: 2 },
      'Вопрос «Доля полки»: минимальное значение больше максимального',
    ],
    [{ code: 'no_options', question_id: 1 }, 'Вопрос «Есть товар?»: нет вариантов ответа'],
    [
      { code: 'limit_not_for_type', question_id: 2, field: 'min_length' },
      'Вопрос «Доля полки»: минимальная длина не задаётся для типа «Число»',
    ],
    [
      { code: 'negative_limit', question_id: 2, field: 'min_photo_count' },
      'Вопрос «Доля полки»: минимальное число фото не может быть меньше нуля',
    ],
    [
      { code: 'duplicate_code', question_ids: [1, 2] },
      'Вопросы «Есть товар?», «Доля полки»: одинаковый код «HAS»',
    ],
    [{ code: 'empty_step', step_id: 1 }, 'Шаг «Выкладка»: нет вопросов'],
  ])('%o', (problem, text) => {
    expect(builderProblemText(form, problem)).toBe(text);
  });

  it('names a question or step the content lacks by its number', () => {
    expect(builderProblemText(form, { code: 'no_options', question_id: 42 })).toBe(
      'Вопрос №42: нет вариантов ответа',
    );
    expect(builderProblemText(form, { code: 'empty_step', step_id: 7 })).toBe(
      'Шаг №7: нет вопросов',
    );
  });

  it('has a text for every problem the builder finds', () => {
    const broken = content(
      [
        choice(1, anyOf(1, [11]), 0),
        question(2, { answer_type: 'text', min_number: 3, min_length: -1, code: 'X' }),
        question(3, {
          answer_type: 'number',
          min_number: 3,
          max_number: 1,
          code: 'X',
          ...anyOf(2, []),
        }),
      ],
      [step(1), step(2)],
    );
    const texts = builderProblems(broken).map((problem) => builderProblemText(broken, problem));
    expect(texts.length).toBeGreaterThan(5);
    for (const text of texts) expect(text).not.toMatch(/[a-z]|undefined/);
  });
});

describe('contentDiff', () => {
  const before = content(
    [
      choice(1, { step_id: 1 }),
      question(2, { step_id: 1, answer_type: 'number', min_number: 0 }),
      question(3, { step_id: 2, ...anyOf(1, [11]) }),
      question(4, { step_id: 2 }),
    ],
    [step(1), step(2), step(3)],
  );
  const unchanged: ContentDiff = {
    steps: { added: [], removed: [], renamed: [], moved: [] },
    questions: { added: [], removed: [], changed: [] },
    safe: true,
  };
  const change = (
    question_id: number,
    fields: Partial<ContentDiff['questions']['changed'][number]>,
  ) => ({
    question_id,
    fields: [],
    answers_added: [],
    answers_removed: [],
    answers_renamed: [],
    answers_recoded: [],
    ...fields,
  });
  const edit = (id: number, fields: Partial<ContentQuestion>): QuestionnaireContent => ({
    ...before,
    questions: before.questions.map((q) => (q.id === id ? { ...q, ...fields } : q)),
  });

  it('nothing changed is safe', () => {
    expect(contentDiff(before, structuredClone(before))).toEqual(unchanged);
  });

  it('labels, descriptions and order are safe', () => {
    const after: QuestionnaireContent = {
      steps: [step(2, 'Новое имя'), { ...step(1), sort: 9 }, step(3)],
      questions: [
        {
          ...choice(1, { step_id: 1, name: 'Иначе' }),
          answers: choice(1).answers.map((a) => ({ ...a, name: `${a.name}!`, sort: -a.sort })),
        },
        question(2, {
          step_id: 1,
          answer_type: 'number',
          min_number: 0,
          description: 'Подсказка',
          sort: 0,
        }),
        question(3, { step_id: 3, ...anyOf(1, [11]) }),
        question(4, { step_id: 2 }),
      ],
    };
    expect(contentDiff(before, after)).toEqual({
      steps: { added: [], removed: [], renamed: [2], moved: [1] },
      questions: {
        added: [],
        removed: [],
        changed: [
          change(1, { fields: ['name'], answers_renamed: [11, 12, 13] }),
          change(2, { fields: ['description', 'sort'] }),
          change(3, { fields: ['step_id'] }),
        ],
      },
      safe: true,
    });
  });

  it.each<[string, Partial<ContentQuestion>, string[]]>([
    ['the type', { answer_type: 'integer' }, ['answer_type']],
    ['a limit', { min_number: 1 }, ['min_number']],
    ['a new limit', { max_number: 100 }, ['max_number']],
    ['the code', { code: 'SHARE' }, ['code']],
    ['being required', { is_required: true }, ['is_required']],
    ['a condition', anyOf(1, [12]), ['condition']],
  ])('changing %s is not safe', (_, fields, changed) => {
    const diff = contentDiff(before, edit(2, fields));
    expect(diff.questions.changed).toEqual([change(2, { fields: changed })]);
    expect(diff.safe).toBe(false);
  });

  it('a condition compares its options as a set', () => {
    const twice = content([choice(1), question(2, anyOf(1, [11, 12]))]);
    const reordered = content([choice(1), question(2, anyOf(1, [12, 11]))]);
    expect(contentDiff(twice, reordered)).toEqual(unchanged);
    const otherOperator = content([choice(1), question(2, noneOf(1, [11, 12]))]);
    expect(contentDiff(twice, otherOperator).questions.changed).toEqual([
      change(2, { fields: ['condition'] }),
    ]);
    const dropped = content([choice(1), question(2)]);
    expect(contentDiff(twice, dropped).questions.changed).toEqual([
      change(2, { fields: ['condition'] }),
    ]);
  });

  it('added and removed questions and options are not safe', () => {
    const first = before.questions[0] as ContentQuestion;
    const after: QuestionnaireContent = {
      ...before,
      questions: [
        {
          ...first,
          answers: [...first.answers.slice(1), { id: 19, name: 'Новый', code: null, sort: 5 }],
        },
        ...before.questions.slice(1, 3),
        question(5),
      ],
    };
    expect(contentDiff(before, after)).toEqual({
      steps: unchanged.steps,
      questions: {
        added: [5],
        removed: [4],
        changed: [change(1, { answers_added: [19], answers_removed: [11] })],
      },
      safe: false,
    });
  });

  it('an option with a new code is not safe', () => {
    const first = before.questions[0] as ContentQuestion;
    const diff = contentDiff(
      before,
      edit(1, { answers: first.answers.map((a) => (a.id === 12 ? { ...a, code: 'Y' } : a)) }),
    );
    expect(diff.questions.changed).toEqual([change(1, { answers_recoded: [12] })]);
    expect(diff.safe).toBe(false);
  });

  it('added and removed steps are not safe', () => {
    const diff = contentDiff(before, { ...before, steps: [step(1), step(2), step(4)] });
    expect(diff.steps).toEqual({ added: [4], removed: [3], renamed: [], moved: [] });
    expect(diff.safe).toBe(false);
  });
});

describe('a questionnaire of 30 steps × 20 questions', () => {
  const steps = Array.from({ length: 30 }, (_, index) => step(index + 1));
  const questions: ContentQuestion[] = steps.flatMap(({ id: stepId }) =>
    Array.from({ length: 20 }, (_, index) => {
      const id = stepId * 100 + index;
      const fields = { step_id: stepId, sort: index, code: `Q${id}`, is_required: true };
      // A chain: every other question waits on the choice question before it.
      if (index % 2 === 0) return choice(id, fields, 5);
      return question(id, {
        ...fields,
        answer_type: 'integer',
        min_number: 0,
        max_number: 10,
        ...anyOf(id - 1, [(id - 1) * 10 + 1]),
      });
    }),
  );
  const big = content(questions, steps);
  const answers: Record<number, FilledAnswer> = {};
  for (const q of questions)
    answers[q.id] = q.answer_type === 'one' ? given(q.id * 10 + 1) : given(5);

  it('is processed fast', () => {
    const started = performance.now();
    const visible = visibleQuestionIds(big, answers);
    const problems = answerProblems(big, answers);
    const builder = builderProblems(big);
    const cleared = answersToClear(big, answers, 100, 1002);
    const dependents = dependentQuestionIds(big, 3000);
    const diff = contentDiff(big, {
      ...big,
      questions: big.questions.map((q) => ({ ...q, name: `${q.name}.` })),
    });
    const elapsed = performance.now() - started;

    expect(visible.size).toBe(600);
    expect(problems.size).toBe(0);
    expect(builder).toEqual([]);
    expect(cleared).toEqual([101]);
    expect(dependents).toEqual([3001]);
    expect(diff.questions.changed).toHaveLength(600);
    expect(diff.safe).toBe(true);
    expect(elapsed).toBeLessThan(250);
  });

  it('a deep chain of conditions stays linear', () => {
    const chain = content(
      Array.from({ length: 600 }, (_, index) =>
        choice(index + 1, index === 0 ? {} : anyOf(index, [index * 10 + 1]), 1),
      ),
    );
    const all: Record<number, FilledAnswer> = {};
    for (const q of chain.questions) all[q.id] = given(q.id * 10 + 1);
    const started = performance.now();
    expect(visibleQuestionIds(chain, all).size).toBe(600);
    expect(dependentQuestionIds(chain, 1)).toHaveLength(599);
    expect(answersToClear(chain, all, 1, null)).toHaveLength(599);
    expect(builderProblems(chain)).toEqual([]);
    expect(performance.now() - started).toBeLessThan(250);
  });
});
