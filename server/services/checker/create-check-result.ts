import { eq } from 'drizzle-orm';
import type { z } from 'zod/mini';
import type { Database } from '#server/db/client';
import { check_list_result_answers, check_list_results, visits } from '#server/db/schema/index';
import { notifyUsers } from '#server/events/notify';
import { ApiError, INVALID_FORM, REQUIRED_FIELD } from '#server/http/errors';
import {
  CHECKER_MESSAGES,
  type CheckListParam,
  type checkResultCreateSchema,
  rejectedVisitBody,
} from '#src/contracts/checker';
import { findCheckList, findCheckVisit, listCheckListParams } from './check-lists';

type CheckResultInput = z.output<typeof checkResultCreateSchema>;
type FieldError = { field: string; message: string };

/** What is wrong with the answers against the check list's params; empty when nothing. */
function answerErrors(params: CheckListParam[], input: CheckResultInput): FieldError[] {
  const known = new Set(params.map((param) => param.id));
  const parents = new Set(params.map((param) => param.parent_id));
  const seen = new Set<number>();
  const errors: FieldError[] = [];
  input.answers.forEach((answer, i) => {
    if (!known.has(answer.param_id)) {
      errors.push({ field: `answers.${i}.param_id`, message: CHECKER_MESSAGES.foreignParam });
    } else if (seen.has(answer.param_id)) {
      errors.push({ field: `answers.${i}.param_id`, message: CHECKER_MESSAGES.repeatedParam });
    }
    seen.add(answer.param_id);
    if (!answer.accepted && !answer.comment) {
      errors.push({ field: `answers.${i}.comment`, message: REQUIRED_FIELD });
    }
  });
  // Group params (those with children) may go unanswered; every leaf must be judged.
  const unanswered = params.some((param) => !parents.has(param.id) && !seen.has(param.id));
  if (unanswered) errors.push({ field: 'answers', message: CHECKER_MESSAGES.unanswered });
  return errors;
}

/**
 * Saves a visit's check in one transaction: the result, its answers, the visit's checked sign
 * and check type, and on a rejection the executor's notification. Answers the new result's id.
 */
export async function createCheckResult(
  db: Database,
  options: {
    input: CheckResultInput;
    projectIds: number[];
    checkerId: number;
    /** Set for a check manager: only a visit assigned to them may be checked. */
    assignedOnly?: boolean;
    /** Runs last inside the transaction with the new id: the route keeps its answer there. */
    beforeCommit?: (tx: Database, id: number) => Promise<void>;
  },
): Promise<number> {
  const { input, projectIds, checkerId, beforeCommit } = options;
  const visit = await findCheckVisit(
    db,
    input.visit_id,
    projectIds,
    options.assignedOnly ? checkerId : undefined,
  );
  if (!visit) throw new ApiError(404, CHECKER_MESSAGES.visitNotFound);
  const checkList = await findCheckList(db, input.check_list_id, [visit.project_id]);
  if (!checkList?.is_active) {
    const message = checkList
      ? CHECKER_MESSAGES.inactiveCheckList
      : CHECKER_MESSAGES.foreignCheckList;
    throw new ApiError(400, INVALID_FORM, [{ field: 'check_list_id', message }]);
  }
  const errors = answerErrors(await listCheckListParams(db, checkList.id), input);
  if (errors.length) throw new ApiError(400, INVALID_FORM, errors);

  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(check_list_results)
      .values({
        visit_id: visit.id,
        check_list_id: checkList.id,
        user_id: checkerId,
        result: input.result,
        comment: input.comment || null,
      })
      .returning({ id: check_list_results.id });
    if (input.answers.length) {
      await tx.insert(check_list_result_answers).values(
        input.answers.map((answer) => ({
          result_id: created.id,
          param_id: answer.param_id,
          accepted: answer.accepted,
          comment: answer.comment || null,
        })),
      );
    }
    await tx
      .update(visits)
      .set({ is_checked: true, check_type: checkList.check_type })
      .where(eq(visits.id, visit.id));
    if (input.result === 'rejected' && visit.user_id) {
      await notifyUsers(tx, {
        userIds: [visit.user_id],
        kind: 'check',
        title: CHECKER_MESSAGES.rejectedTitle,
        body: rejectedVisitBody(visit.number, input.comment || null),
        link: `/visit_feed/${visit.id}`,
        projectId: visit.project_id,
      });
    }
    await beforeCommit?.(tx, created.id);
    return created.id;
  });
}
