import { and, count, eq, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { publishDraft, readDraftContent } from '#server/db/queries/questionnaire-content';
import { question_results, questionnaires } from '#server/db/schema/index';
import { ApiError } from '#server/http/errors';
import type { QuestionnaireContent } from '#src/contracts/questionnaire-content';
import {
  type BuilderProblem,
  blocksPublishing,
  builderProblems,
  builderProblemText,
  type ContentDiff,
  contentDiff,
} from '#src/contracts/questionnaire-rules';
import {
  QUESTIONNAIRE_VERSION_MESSAGES as M,
  type PublishPreview,
} from '#src/contracts/questionnaire-versions';
import { lastVersion, questionnaireIn, questionnaireUsage, versionSummary } from './version-reads';

const EMPTY: QuestionnaireContent = { steps: [], questions: [] };
/** Problems a refusal names before the rest is left to the preview. */
const NAMED_PROBLEMS = 5;

/** The questions and steps a builder problem is about. */
function problemTargets(problem: BuilderProblem) {
  if ('question_ids' in problem) return { question_ids: problem.question_ids, step_ids: [] };
  if ('question_id' in problem) return { question_ids: [problem.question_id], step_ids: [] };
  return { question_ids: [], step_ids: [problem.step_id] };
}

function problemsOf(content: QuestionnaireContent) {
  return builderProblems(content).map((problem) => ({
    code: problem.code,
    message: builderProblemText(content, problem),
    blocks: blocksPublishing(problem),
    ...problemTargets(problem),
  }));
}

const changes = (diff: ContentDiff) =>
  [
    diff.steps.added,
    diff.steps.removed,
    diff.steps.renamed,
    diff.steps.moved,
    diff.questions.added,
    diff.questions.removed,
  ].some((ids) => ids.length > 0) || diff.questions.changed.length > 0;

/** Results that chose option `answerId` (one: the id; many: a list holding it). */
const choseOption = (answerId: number) =>
  or(
    sql`${question_results.value} = to_jsonb(${answerId}::int)`,
    sql`${question_results.value} @> jsonb_build_array(${answerId}::int)`,
  );

/**
 * The stored answers the draft would hide: the results of each removed question, and of each
 * removed option the results that chose it. They stay (the question or option is archived).
 */
async function hiddenAnswers(db: Database, before: QuestionnaireContent, diff: ContentDiff) {
  const questionById = new Map(before.questions.map((question) => [question.id, question]));
  const hidden: PublishPreview['hidden_answers'] = [];
  if (diff.questions.removed.length) {
    const rows = await db
      .select({ question_id: question_results.question_id, results: count() })
      .from(question_results)
      .where(inArray(question_results.question_id, diff.questions.removed))
      .groupBy(question_results.question_id);
    for (const row of rows) {
      const question = questionById.get(row.question_id);
      if (!question || row.results === 0) continue;
      hidden.push({
        question_id: row.question_id,
        question: question.name,
        answer_id: null,
        answer: null,
        results: row.results,
      });
    }
  }
  for (const change of diff.questions.changed) {
    const question = questionById.get(change.question_id);
    for (const answerId of change.answers_removed) {
      const [row] = await db
        .select({ results: count() })
        .from(question_results)
        .where(and(eq(question_results.question_id, change.question_id), choseOption(answerId)));
      if (!question || !row?.results) continue;
      hidden.push({
        question_id: change.question_id,
        question: question.name,
        answer_id: answerId,
        answer: question.answers.find((answer) => answer.id === answerId)?.name ?? null,
        results: row.results,
      });
    }
  }
  return hidden;
}

const namesById = (contents: QuestionnaireContent[], of: 'steps' | 'questions') =>
  Object.fromEntries(
    contents.flatMap((content) => content[of].map((item) => [item.id, item.name])),
  );

/** What publishing the draft would do (GET …/publish_preview/). */
export async function previewPublish(
  db: Database,
  id: number,
  permitted: readonly number[],
): Promise<PublishPreview> {
  const questionnaire = await questionnaireIn(db, id, permitted);
  const [draft, last, usage] = await Promise.all([
    readDraftContent(db, id),
    lastVersion(db, id),
    questionnaireUsage(db, id),
  ]);
  const before = last?.content ?? EMPTY;
  const diff = contentDiff(before, draft);
  const problems = problemsOf(draft);
  return {
    questionnaire_id: id,
    next_number: (last?.number ?? 0) + 1,
    current_number: last?.number ?? null,
    draft_changed_at: questionnaire.draft_changed_at?.toISOString() ?? null,
    problems,
    blocked: problems.some((problem) => problem.blocks),
    changed: !last || changes(diff),
    diff,
    outlet_count: usage.outlets,
    result_count: usage.results,
    hidden_answers: await hiddenAnswers(db, before, diff),
    question_names: namesById([before, draft], 'questions'),
    step_names: namesById([before, draft], 'steps'),
  };
}

/**
 * Publishes the draft the preview showed (POST …/publish/): refused when the draft changed since
 * (`seen` is the preview's draft_changed_at), when a problem blocks it, or when it changes
 * nothing. The questionnaire's row is locked, so two publishers write one version.
 */
export async function publishQuestionnaire(
  db: Database,
  id: number,
  permitted: readonly number[],
  seen: string | null,
  userId: number,
) {
  await questionnaireIn(db, id, permitted);
  const versionId = await db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ draft_changed_at: questionnaires.draft_changed_at })
      .from(questionnaires)
      .where(eq(questionnaires.id, id))
      .for('update');
    const now = locked?.draft_changed_at?.toISOString() ?? null;
    if (now !== seen) throw new ApiError(409, M.draftMoved);
    const [draft, last] = await Promise.all([readDraftContent(tx, id), lastVersion(tx, id)]);
    const blocking = problemsOf(draft).filter((problem) => problem.blocks);
    if (blocking.length) {
      const named = blocking.slice(0, NAMED_PROBLEMS).map((problem) => problem.message);
      throw new ApiError(409, [M.hasProblems, ...named].join('\n'));
    }
    if (last && !changes(contentDiff(last.content, draft))) {
      throw new ApiError(409, M.nothingChanged);
    }
    return (await publishDraft(tx, id, userId)).id;
  });
  return versionSummary(db, versionId);
}
