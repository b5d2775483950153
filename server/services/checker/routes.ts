import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accessOf } from '#server/access/permissions-request';
import { callerRider } from '#server/access/provisional-caller';
import type { RoutePermission } from '#server/access/route-permission-types';
import { ApiError } from '#server/http/errors';
import { keepAnswerIn } from '#server/http/idempotency';
import {
  CHECKER_MESSAGES,
  type CheckResult,
  checkListFilterSchema,
  checkListListSchema,
  checkListParamFilterSchema,
  checkListParamListSchema,
  checkOutletFilterSchema,
  checkOutletListSchema,
  checkResultCreatedSchema,
  checkResultCreateSchema,
  checkResultFilterSchema,
  checkResultListSchema,
  checkVisitFilterSchema,
  checkVisitListSchema,
} from '#src/contracts/checker';
import { findCheckList, findCheckVisit, listCheckListParams, listCheckLists } from './check-lists';
import { getCheckResult, listCheckResults } from './check-results';
import { listCheckOutlets, listCheckVisits } from './check-visits';
import { createCheckResult } from './create-check-result';

/** Spec section 2, /visit-check: checkers, head checkers and administrators. */
const CHECKER: RoutePermission = { right: 'checker_screen' };

/**
 * Every call is scoped to the projects the request names, else all of the caller's (a project
 * the caller is not in answers 403 before the handler); anything outside them is not found.
 */
export const checkerRoutes: FastifyPluginAsyncZod = async (app) => {
  const scope = async (request: Parameters<typeof accessOf>[0]) =>
    (await accessOf(request)).permittedProjectIds;

  app.post(
    '/api/v1/check_list_logic/list/',
    {
      config: { permission: CHECKER },
      schema: {
        summary: "Check lists that apply: a visit's (its project and check type) or projects'",
        body: checkListFilterSchema,
        response: { 200: checkListListSchema },
      },
    },
    async (request) => {
      const projectIds = await scope(request);
      const { visit_id, check_type } = request.body;
      if (visit_id) {
        const visit = await findCheckVisit(app.db, visit_id, projectIds);
        if (!visit) throw new ApiError(404, CHECKER_MESSAGES.visitNotFound);
        const checkType = check_type ?? visit.check_type;
        return {
          check_lists: await listCheckLists(app.db, { projectIds: [visit.project_id], checkType }),
        };
      }
      return { check_lists: await listCheckLists(app.db, { projectIds, checkType: check_type }) };
    },
  );

  app.post(
    '/api/v1/check_list_param/list/',
    {
      config: { permission: CHECKER },
      schema: {
        summary: "A check list's params, flat with parent_id (the portal nests them)",
        body: checkListParamFilterSchema,
        response: { 200: checkListParamListSchema },
      },
    },
    async (request) => {
      const checkList = await findCheckList(
        app.db,
        request.body.check_list_id,
        await scope(request),
      );
      if (!checkList) throw new ApiError(404, CHECKER_MESSAGES.notFound);
      return { check_list_params: await listCheckListParams(app.db, checkList.id) };
    },
  );

  app.post(
    '/api/v1/check_list_result/list/',
    {
      config: { permission: CHECKER },
      schema: {
        summary: 'Check results, newest first, with answers and the checker',
        body: checkResultFilterSchema,
        response: { 200: checkResultListSchema },
      },
    },
    async (request) => ({
      check_list_results: await listCheckResults(app.db, await scope(request), request.body),
    }),
  );

  app.post(
    '/api/v1/check_list_result/create/',
    {
      config: { permission: CHECKER },
      schema: {
        summary: 'Check a visit: the visit becomes checked; a rejection notifies its executor',
        body: checkResultCreateSchema,
        response: { 201: checkResultCreatedSchema },
      },
    },
    async (request, reply) => {
      const access = await accessOf(request);
      let answer: { check_list_result: CheckResult } | undefined;
      await createCheckResult(app.db, {
        input: request.body,
        projectIds: access.permittedProjectIds,
        checkerId: access.caller.id,
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
    },
  );

  app.post(
    '/api/v1/visits/list/',
    {
      config: { permission: CHECKER, readsOnly: true },
      schema: {
        summary: 'Completed visits to check, newest first (default: today)',
        body: checkVisitFilterSchema,
        response: { 200: checkVisitListSchema },
      },
    },
    async (request) =>
      listCheckVisits(app.db, await scope(request), request.body, () => callerRider(request)),
  );

  app.post(
    '/api/v1/visits/project_outlet_filter/',
    {
      config: { permission: CHECKER },
      schema: {
        summary: "The selected projects' outlets by name, for the checker screen's filter",
        body: checkOutletFilterSchema,
        response: { 200: checkOutletListSchema },
      },
    },
    async (request) => listCheckOutlets(app.db, await scope(request), request.body),
  );
};
