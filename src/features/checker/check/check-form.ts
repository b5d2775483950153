import type { CheckListParam, CheckResultValue } from '#src/contracts/checker';
import type { SaveCheckResultInput } from '../save-check-result';
import { leafParams } from './param-tree';

export interface AnswerDraft {
  accepted: boolean | null;
  comment: string;
}

export interface CheckDraft {
  answers: Record<number, AnswerDraft>;
  /** null: follows the answers (rejected when any param is). */
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

/** The overall result: the checker's choice, else rejected when any param is. */
export function overallResult(draft: CheckDraft): CheckResultValue {
  if (draft.result) return draft.result;
  const rejected = Object.values(draft.answers).some((answer) => answer.accepted === false);
  return rejected ? 'rejected' : 'accepted';
}

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

/** The save call's input for a draft without problems. */
export function saveInputOf(
  visitId: number,
  checkListId: number,
  params: readonly CheckListParam[],
  draft: CheckDraft,
): SaveCheckResultInput {
  return {
    visit_id: visitId,
    check_list_id: checkListId,
    result: overallResult(draft),
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
