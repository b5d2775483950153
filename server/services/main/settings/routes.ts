import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accessOf } from '#server/access/permissions-request';
import { myPermissionsRequestSchema, myPermissionsSchema } from '#src/contracts/access';
import { allSettingsRequestSchema, allSettingsSchema } from '#src/contracts/settings';
import { listSettingsFor } from './list-settings';

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
};
