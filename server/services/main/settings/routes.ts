import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accessOf } from '#server/access/permissions-request';
import { ApiError } from '#server/http/errors';
import { registerCall } from '#server/http/register-call';
import { portalsOf } from '#src/access/portals';
import { PORTAL_MESSAGES } from '#src/contracts/portal';
import { settingsCalls } from '#src/contracts/settings';
import { listSettingsFor } from './list-settings';
import { getMyPortal, setMyPortal } from './my-portal';

export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  registerCall(app, settingsCalls.allSettings, async (request) => {
    const { caller, projectIds } = await accessOf(request);
    return { items: await listSettingsFor(app.db, projectIds, caller.roles) };
  });

  registerCall(app, settingsCalls.myPermissions, async (request) => {
    const { caller, projectIds, context } = await accessOf(request);
    return {
      user_id: caller.id,
      roles: caller.roles,
      project_ids: projectIds,
      flags: context.flags,
      rights: context.rights,
      permissions: context.permissions,
    };
  });

  registerCall(app, settingsCalls.getMyPortal, async (request) => {
    const { caller } = await accessOf(request);
    return { portal: await getMyPortal(app.db, caller.id) };
  });

  registerCall(app, settingsCalls.setMyPortal, async (request) => {
    // No project is named, so the access is merged over all of the caller's: the portal's rule.
    const { caller, context } = await accessOf(request);
    if (!portalsOf(context).includes(request.body.portal)) {
      throw new ApiError(400, PORTAL_MESSAGES.unavailable, [
        { field: 'portal', message: PORTAL_MESSAGES.unavailable },
      ]);
    }
    await setMyPortal(app.db, caller.id, request.body.portal);
    return { portal: request.body.portal };
  });
};
