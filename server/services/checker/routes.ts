import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accessOf } from '#server/access/permissions-request';
import { callerRider } from '#server/access/provisional-caller';
import { ApiError } from '#server/http/errors';
import { keepAnswerIn } from '#server/http/idempotency';
import { registerCall } from '#server/http/register-call';
import { CHECKER_MESSAGES, type CheckResult, checkerCalls } from '#src/contracts/checker';
import { findCheckList, findCheckVisit, listCheckListParams, listCheckLists } from './check-lists';
import { getCheckResult, listCheckResults } from './check-results';
import { listCheckOutlets, listCheckVisits } from './check-visits';
import { createCheckResult } from './create-check-result';
import { assignedChecker } from './visit-checkers';

/**
 * Every call is scoped to the projects the request names, else all of the caller's (a project
 * the caller is not in answers 403 before the handler); anything outside them is not found.
 */
export const checkerRoutes: FastifyPluginAsyncZod = async (app) => {
  const scope = async (request: Parameters<typeof accessOf>[0]) =>
    (await accessOf(request)).permittedProjectIds;
  /** The projects, and for a check manager the id their assigned visits are found by. */
  const visitScope = async (request: Parameters<typeof accessOf>[0]) => {
    const access = await accessOf(request);
    return {
      projectIds: access.permittedProjectIds,
      checkerId: assignedChecker(access.context, access.caller.id),
    };
  };

  registerCall(app, checkerCalls.checkLists, async (request) => {
    const { projectIds, checkerId } = await visitScope(request);
    const { visit_id, check_type } = request.body;
    if (visit_id) {
      const visit = await findCheckVisit(app.db, visit_id, projectIds, checkerId);
      if (!visit) throw new ApiError(404, CHECKER_MESSAGES.visitNotFound);
      const checkType = check_type ?? visit.check_type;
      return {
        check_lists: await listCheckLists(app.db, { projectIds: [visit.project_id], checkType }),
      };
    }
    return { check_lists: await listCheckLists(app.db, { projectIds, checkType: check_type }) };
  });

  registerCall(app, checkerCalls.checkListParams, async (request) => {
    const checkList = await findCheckList(app.db, request.body.check_list_id, await scope(request));
    if (!checkList) throw new ApiError(404, CHECKER_MESSAGES.notFound);
    return { check_list_params: await listCheckListParams(app.db, checkList.id) };
  });

  registerCall(app, checkerCalls.checkResults, async (request) => ({
    check_list_results: await listCheckResults(app.db, await scope(request), request.body),
  }));

  registerCall(app, checkerCalls.createCheckResult, async (request, reply) => {
    const access = await accessOf(request);
    let answer: { check_list_result: CheckResult } | undefined;
    await createCheckResult(app.db, {
      input: request.body,
      projectIds: access.permittedProjectIds,
      checkerId: access.caller.id,
      assignedOnly: assignedChecker(access.context, access.caller.id) !== undefined,
      // The outbox sends checks: the answer commits with the check (server/http/idempotency.ts).
      beforeCommit: async (tx, id) => {
        const created = await getCheckResult(tx, id);
        if (!created) throw new Error(`check result ${id} vanished after its creation`);
        answer = { check_list_result: created };
        await keepAnswerIn(tx, request, 201, answer);
      },
    });
    if (!answer) throw new Error('check result saved without its answer');
    return reply.code(201).send(answer);
  });

  registerCall(
    app,
    checkerCalls.checkVisits,
    async (request) => {
      const { projectIds, checkerId } = await visitScope(request);
      return listCheckVisits(
        app.db,
        projectIds,
        request.body,
        () => callerRider(request),
        checkerId,
      );
    },
    { config: { readsOnly: true } },
  );

  registerCall(app, checkerCalls.checkOutlets, async (request) =>
    listCheckOutlets(app.db, await scope(request), request.body),
  );
};
