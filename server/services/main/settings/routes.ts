import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accessOf } from '#server/access/permissions-request';
import { ApiError } from '#server/http/errors';
import { portalsOf } from '#src/access/portals';
import { myPermissionsRequestSchema, myPermissionsSchema } from '#src/contracts/access';
import { myPortalSchema, myPortalUpdateSchema, PORTAL_MESSAGES } from '#src/contracts/portal';
import { allSettingsRequestSchema, allSettingsSchema } from '#src/contracts/settings';
import { listSettingsFor } from './list-settings';
import { getMyPortal, setMyPortal } from './my-portal';

export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/settings/all/',
    {
      config: { permission: 'portal' },
      schema: {
        summary: 'Settings that apply to the caller in the selected projects, with their values',
        body: allSettingsRequestSchema,
        response: { 200: allSettingsSchema },
      },
    },
    async (request) => {
      const { caller, projectIds } = await accessOf(request);
      return { items: await listSettingsFor(app.db, projectIds, caller.roles) };
    },
  );

  app.post(
    '/settings/my_permissions/',
    {
      // Field-only users may ask too: the answer (nothing) tells the portal to turn them away.
      config: { permission: 'authenticated' },
      schema: {
        summary: "The caller's role flags, derived rights and permissions merged over the projects",
        body: myPermissionsRequestSchema,
        response: { 200: myPermissionsSchema },
      },
    },
    async (request) => {
      const { caller, projectIds, context } = await accessOf(request);
      return {
        user_id: caller.id,
        roles: caller.roles,
        project_ids: projectIds,
        flags: context.flags,
        rights: context.rights,
        permissions: context.permissions,
      };
    },
  );

  app.get(
    '/settings/my_portal/',
    {
      config: { permission: 'portal' },
      schema: {
        summary: "The portal the caller's sign-in lands on (null: not chosen yet)",
        response: { 200: myPortalSchema },
      },
    },
    async (request) => {
      const { caller } = await accessOf(request);
      return { portal: await getMyPortal(app.db, caller.id) };
    },
  );

  app.put(
    '/settings/my_portal/',
    {
      config: { permission: 'portal' },
      schema: {
        summary: "Remember the caller's portal (a user setting: it follows them to every device)",
        body: myPortalUpdateSchema,
        response: { 200: myPortalSchema },
      },
    },
    async (request) => {
      // No project is named, so the access is merged over all of the caller's: the portal's rule.
      const { caller, context } = await accessOf(request);
      if (!portalsOf(context).includes(request.body.portal)) {
        throw new ApiError(400, PORTAL_MESSAGES.unavailable, [
          { field: 'portal', message: PORTAL_MESSAGES.unavailable },
        ]);
      }
      await setMyPortal(app.db, caller.id, request.body.portal);
      return { portal: request.body.portal };
    },
  );
};
