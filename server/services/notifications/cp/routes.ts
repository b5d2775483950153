import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accessOf } from '#server/access/permissions-request';
import { FORBIDDEN } from '#server/access/route-permission-types';
import { ApiError } from '#server/http/errors';
import { registerCall } from '#server/http/register-call';
import { roleFlags } from '#src/access/role-flags';
import { NOTIFICATION_MESSAGES, notificationCalls } from '#src/contracts/notifications';
import { deleteNotification } from '../own/own-notifications';
import { createDistribution } from './create-distribution';
import { type DistributionScope, getDistribution, listDistributions } from './list-distributions';
import { listSentNotifications } from './list-sent-notifications';

const notFound = () => new ApiError(404, NOTIFICATION_MESSAGES.distributionNotFound);

/** Mailings and sent notifications (the `notifications` area), under /api/v1/cp/. */
export const controlPanelRoutes: FastifyPluginAsyncZod = async (app) => {
  const scopeOf = async (request: Parameters<typeof accessOf>[0]): Promise<DistributionScope> => {
    const { caller, permittedProjectIds } = await accessOf(request);
    const body = request.body as { project_ids?: number[] } | undefined;
    return {
      isAdmin: roleFlags(caller.roles).administrator,
      userId: caller.id,
      projectIds: permittedProjectIds,
      namedProjects: Boolean(body?.project_ids?.length),
    };
  };

  registerCall(app, notificationCalls.listDistributions, async (request) =>
    listDistributions(app.db, await scopeOf(request), request.body),
  );

  registerCall(app, notificationCalls.getDistribution, async (request) => {
    const found = await getDistribution(app.db, await scopeOf(request), request.params.id);
    if (!found) throw notFound();
    return found;
  });

  registerCall(app, notificationCalls.createDistribution, async (request, reply) => {
    const scope = await scopeOf(request);
    const named = request.body.project_ids ?? [];
    // Every project named must be one where the caller may send mailings.
    if (!scope.isAdmin && named.some((id) => !scope.projectIds.includes(id))) {
      throw new ApiError(403, FORBIDDEN);
    }
    const author = {
      userId: scope.userId,
      projectIds: scope.isAdmin ? undefined : scope.projectIds,
    };
    const id = await createDistribution(app.db, request.body, author);
    request.log.info({ distributionId: id, by: scope.userId }, 'distribution sent');
    // The author always sees their own mailing, whatever projects the call named.
    const created = await getDistribution(app.db, { ...scope, namedProjects: false }, id);
    if (!created) throw notFound();
    return reply.code(201).send(created);
  });

  registerCall(app, notificationCalls.listSentNotifications, async (request) => {
    const { isAdmin, projectIds } = await scopeOf(request);
    return listSentNotifications(app.db, { isAdmin, projectIds }, request.body);
  });

  registerCall(app, notificationCalls.deleteNotification, async (request, reply) => {
    const { caller } = await accessOf(request);
    const anyone = roleFlags(caller.roles).administrator;
    const deleted = await deleteNotification(app.db, {
      id: request.params.id,
      userId: anyone ? undefined : caller.id,
    });
    // Someone else's notification is answered as missing: its existence is not the caller's business.
    if (!deleted) throw new ApiError(404, NOTIFICATION_MESSAGES.notFound);
    return reply.code(204).send(null);
  });
};
