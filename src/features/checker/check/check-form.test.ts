import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import type { CheckListParam } from '#src/contracts/checker';
import { checkErrors, draftProblems, emptyDraft, saveInputOf } from './check-form';

const i18n = setupI18n({ locale: 'ru', messages: { ru: {} } });
i18n.activate('ru');

const param = (id: number, parent_id: number | null): CheckListParam => ({
  id,
  check_list_id: 3,
  parent_id,
  name: `p${id}`,
  sort: id,
});
const params = [param(1, null), param(2, 1), param(3, 1)];

describe('the check form', () => {
  it('asks for every leaf param and a comment on a rejected one', () => {
    const draft = { ...emptyDraft(), answers: { 2: { accepted: false, comment: ' ' } } };
    expect(draftProblems(params, draft)).toEqual([
      { paramId: 2, kind: 'no-comment' },
      { paramId: 3, kind: 'unanswered' },
    ]);
  });

  it('assumes no verdict: the checker’s choice is what is saved, and without one nothing is', () => {
    const draft = {
      ...emptyDraft(),
      answers: { 2: { accepted: false, comment: 'Размыто' }, 3: { accepted: true, comment: '' } },
    };
    expect(emptyDraft().result).toBeNull();
    expect(saveInputOf(7, 3, params, draft)).toBeNull();
    expect(checkErrors(i18n, 7, 3, params, draft)).toEqual({
      result: 'Выберите итог проверки: визит принят или не принят',
    });
    expect(saveInputOf(7, 3, params, { ...draft, result: 'accepted' })?.result).toBe('accepted');
    expect(
      saveInputOf(7, 3, params, { ...draft, result: 'rejected', comment: '  Переснять ' }),
    ).toEqual({
      visit_id: 7,
      check_list_id: 3,
      result: 'rejected',
      comment: 'Переснять',
      answers: [
        { param_id: 2, accepted: false, comment: 'Размыто' },
        { param_id: 3, accepted: true, comment: null },
      ],
      photos: [],
    });
  });

  it('puts the contract’s and the tree’s errors under the param, by its place in the answers', () => {
    const draft = {
      ...emptyDraft(),
      result: 'rejected' as const,
      answers: {
        2: { accepted: false, comment: '' },
        3: { accepted: true, comment: 'x'.repeat(2001) },
      },
    };
    expect(checkErrors(i18n, 7, 3, params, draft)).toEqual({
      'answers.0': 'Поле обязательно для заполнения',
      'answers.1': 'Слишком длинное значение',
    });
    expect(checkErrors(i18n, 7, 3, params, { ...emptyDraft(), comment: 'x'.repeat(2001) })).toEqual(
      {
        result: 'Выберите итог проверки: визит принят или не принят',
        'answers.0': 'Оцените параметр',
        'answers.1': 'Оцените параметр',
        comment: 'Слишком длинное значение',
      },
    );
    const judged = {
      ...emptyDraft(),
      result: 'accepted' as const,
      answers: { 2: { accepted: true, comment: '' }, 3: { accepted: true, comment: '' } },
    };
    expect(checkErrors(i18n, 7, 3, params, judged)).toEqual({});
  });
});
