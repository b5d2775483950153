import type * as z from 'zod/mini';
import type { myPermissionsRequestSchema, myPermissionsSchema } from './access';
import { defineCallAddress } from './calls';
import type { myPortalSchema, myPortalUpdateSchema } from './portal';

/**
 * The caller's permissions and portal, without their schemas: the start chunk loads both before
 * the first screen, and a value import of contracts/settings.ts would bring the schema library
 * into it (the sign-in page's budget). The contract module adds the schemas (`withSchemas`),
 * which the server registers.
 */
export const settingsAddresses = {
  myPermissions: defineCallAddress<
    z.input<typeof myPermissionsRequestSchema>,
    z.output<typeof myPermissionsSchema>
  >()({
    service: 'main',
    route: 'POST /settings/my_permissions/',
    // Field-only users may ask too: the answer (nothing) tells the portal to turn them away.
    permission: 'authenticated',
    summary: "The caller's role flags, derived rights and permissions merged over the projects",
  }),
  getMyPortal: defineCallAddress<undefined, z.output<typeof myPortalSchema>>()({
    service: 'main',
    route: 'GET /settings/my_portal/',
    permission: 'portal',
    summary: "The portal the caller's sign-in lands on (null: not chosen yet)",
  }),
  setMyPortal: defineCallAddress<
    z.input<typeof myPortalUpdateSchema>,
    z.output<typeof myPortalSchema>
  >()({
    service: 'main',
    route: 'PUT /settings/my_portal/',
    permission: 'portal',
    summary: "Remember the caller's portal (a user setting: it follows them to every device)",
  }),
};
