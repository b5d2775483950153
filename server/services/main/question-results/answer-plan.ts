import { ApiError } from '#server/http/errors';
import type { AnswerValue, QuestionnaireContent } from '#src/contracts/questionnaire-content';
import {
  type AnswerProblem,
  answerProblemText,
  answersToClear,
  type FilledAnswer,
  type FilledAnswers,
  hasAnswer,
} from '#src/contracts/questionnaire-rules';

/** One answer a call sets: `comment` absent keeps the stored one. */
export interface AnswerChange {
  questionId: number;
  value: AnswerValue;
  comment?: string | null;
}

export interface AnswerPlan {
  /** The form as it will be: the stored answers, the changes, the cleared ones gone. */
  next: Record<number, FilledAnswer | undefined>;
  /** Dependent questions whose answers and photos a changed parent answer deletes. */
  clears: number[];
}

/** Null, blanks only or no option: what a correction sends to delete an answer. */
export function isBlank(value: AnswerValue | undefined): boolean {
  return value === undefined || !hasAnswer({ value });
}

/**
 * The form after the changes. A correction (`clear`) follows spec section 5: each changed parent
 * answer clears the answers of the questions depending on it, except those the same call
 * answers anew. A first fill clears nothing: what it finds (photos) is checked, not deleted.
 */
export function planChanges(
  content: QuestionnaireContent,
  stored: FilledAnswers,
  changes: readonly AnswerChange[],
  { clear }: { clear: boolean },
): AnswerPlan {
  const changed = new Set(changes.map((change) => change.questionId));
  const clears = new Set<number>();
  for (const change of clear ? changes : []) {
    for (const id of answersToClear(content, stored, change.questionId, change.value)) {
      if (!changed.has(id)) clears.add(id);
    }
  }
  const next: Record<number, FilledAnswer | undefined> = { ...stored };
  for (const change of changes) {
    const photoCount = stored[change.questionId]?.photo_count;
    next[change.questionId] = {
      value: change.value,
      ...(photoCount === undefined ? {} : { photo_count: photoCount }),
    };
  }
  for (const id of clears) next[id] = undefined;
  return { next, clears: [...clears] };
}

/** The 400 naming each question's problem in the rules' words, on the field `fieldOf` gives. */
export function problemsError(
  content: QuestionnaireContent,
  problems: readonly (readonly [number, AnswerProblem])[],
  fieldOf: (questionId: number) => string,
): ApiError {
  const byId = new Map(content.questions.map((question) => [question.id, question]));
  const errors = problems.flatMap(([questionId, problem]) => {
    const question = byId.get(questionId);
    return question
      ? [{ field: fieldOf(questionId), message: answerProblemText(question, problem) }]
      : [];
  });
  return new ApiError(400, errors[0]?.message ?? '', errors);
}
