import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  type FieldErrors,
  type FormChecks,
  validateAgainstContract,
} from '#src/components/form/contract-errors';
import {
  type CheckListParam,
  type CheckResultValue,
  checkResultCreateSchema,
} from '#src/contracts/checker';
import { validationMessages } from '#src/lib/validation-messages';
import type { SaveCheckResultInput } from '../save-check-result';
import { leafParams } from './param-tree';

export const checkFormMessages = {
  unanswered: msg`Оцените параметр`,
  summary: msg`Оцените все параметры чек-листа и прокомментируйте непринятые`,
  noVerdict: msg`Выберите итог проверки: визит принят или не принят`,
};

export interface AnswerDraft {
  accepted: boolean | null;
  comment: string;
}

export interface CheckDraft {
  answers: Record<number, AnswerDraft>;
  /**
   * null until the checker chooses: a verdict assumed for them (from the answers, or 'accepted'
   * by default) was saved by accident, so none is ever preselected.
   */
  result: CheckResultValue | null;
  comment: string;
  photos: File[];
}

export const emptyDraft = (): CheckDraft => ({
  answers: {},
  result: null,
  comment: '',
  photos: [],
});

export const answerOf = (draft: CheckDraft, paramId: number): AnswerDraft =>
  draft.answers[paramId] ?? { accepted: null, comment: '' };

export type DraftProblem = { paramId: number; kind: 'unanswered' | 'no-comment' };

/** What stops saving: a param not judged, a rejected param without a comment (as the server). */
export function draftProblems(
  params: readonly CheckListParam[],
  draft: CheckDraft,
): DraftProblem[] {
  const problems: DraftProblem[] = [];
  for (const param of leafParams(params)) {
    const answer = answerOf(draft, param.id);
    if (answer.accepted === null) problems.push({ paramId: param.id, kind: 'unanswered' });
    else if (!answer.accepted && !answer.comment.trim()) {
      problems.push({ paramId: param.id, kind: 'no-comment' });
    }
  }
  return problems;
}

/** The save call's input as drafted, its verdict possibly not chosen yet. */
type CheckRequestDraft = Omit<SaveCheckResultInput, 'result'> & {
  result: CheckResultValue | null;
};

function checkRequestOf(
  visitId: number,
  checkListId: number,
  params: readonly CheckListParam[],
  draft: CheckDraft,
): CheckRequestDraft {
  return {
    visit_id: visitId,
    check_list_id: checkListId,
    result: draft.result,
    comment: draft.comment.trim() || null,
    answers: leafParams(params).map((param) => {
      const answer = answerOf(draft, param.id);
      return {
        param_id: param.id,
        accepted: answer.accepted === true,
        comment: answer.comment.trim() || null,
      };
    }),
    photos: draft.photos,
  };
}

/** The save call's input; none while the verdict is not chosen (checkErrors says so). */
export function saveInputOf(
  visitId: number,
  checkListId: number,
  params: readonly CheckListParam[],
  draft: CheckDraft,
): SaveCheckResultInput | null {
  const { result, ...request } = checkRequestOf(visitId, checkListId, params, draft);
  return result ? { ...request, result } : null;
}

/**
 * The form field of a leaf param: its place in the request's `answers` (leaves in order), so
 * the contract's issues and a 400's field errors (`answers.0.comment`) name it alike.
 */
const answerField = (index: number) => `answers.${index}`;

/** A request path → the form field: whatever is wrong with an answer shows under its param. */
export const checkFieldOf = (path: string) => /^answers\.\d+/.exec(path)?.[0] ?? path;

/** Leaf param id → its form field. */
export const answerFields = (params: readonly CheckListParam[]) =>
  new Map(leafParams(params).map((param, index) => [param.id, answerField(index)]));

/** The rules of the tree the contract cannot see: every param judged, a rejected one commented. */
function checkDraftChecks(params: readonly CheckListParam[], draft: CheckDraft): FormChecks {
  const fields = answerFields(params);
  return Object.fromEntries(
    draftProblems(params, draft).map((problem) => [
      fields.get(problem.paramId),
      problem.kind === 'unanswered' ? checkFormMessages.unanswered : validationMessages.required,
    ]),
  );
}

/**
 * The check's errors: its call's contract first (lengths, ids, the verdict chosen), then the
 * tree's own rules.
 */
export function checkErrors(
  i18n: I18n,
  visitId: number,
  checkListId: number,
  params: readonly CheckListParam[],
  draft: CheckDraft,
): FieldErrors {
  const { photos: _sentApart, ...request } = checkRequestOf(visitId, checkListId, params, draft);
  return validateAgainstContract(i18n, checkResultCreateSchema, request, {
    fieldOf: checkFieldOf,
    requiredMessages: { result: checkFormMessages.noVerdict },
    checks: checkDraftChecks(params, draft),
  });
}
