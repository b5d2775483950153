/**
 * The rules of a questionnaire, one pure module for the server and the portal: what a field
 * worker sees and may answer, what answers a changed parent clears (spec section 5), what the
 * builder refuses to publish, and what a new version changes.
 */
export {
  type AnswerProblem,
  answerProblems,
  answerProblemText,
} from './questionnaire-rules/answers';
export {
  type BuilderProblem,
  blocksPublishing,
  builderProblems,
} from './questionnaire-rules/builder';
export { builderProblemText } from './questionnaire-rules/builder-texts';
export { type ContentDiff, contentDiff } from './questionnaire-rules/diff';
export {
  answersToClear,
  dependentQuestionIds,
  type FilledAnswer,
  type FilledAnswers,
  hasAnswer,
  questionGroups,
  visibleQuestionIds,
} from './questionnaire-rules/visibility';
