import * as z from 'zod/mini';
import { DERIVED_RIGHTS, ROLE_FLAGS } from './access-constants';
import { PERMISSION_AREAS, PERMISSION_VALUES } from './enums';
import { idListSchema } from './list';

export const permissionAreaSchema = z.enum(PERMISSION_AREAS);
const permissionValueSchema = z.enum(PERMISSION_VALUES);

/** POST {main}/settings/my_permissions/ — no project ids means all of the caller's projects. */
export const myPermissionsRequestSchema = z.strictObject({
  project_ids: z.optional(idListSchema),
});

/** The caller's access in the selected projects: what the portal's permission context holds. */
export const myPermissionsSchema = z.object({
  user_id: z.int(),
  roles: z.array(z.string()),
  /** The projects the permissions were merged over: the selected ones the caller belongs to. */
  project_ids: z.array(z.int()),
  flags: z.record(z.enum(ROLE_FLAGS), z.boolean()),
  rights: z.record(z.enum(DERIVED_RIGHTS), z.boolean()),
  /** Best value per area over those projects; an absent area is not accessible. */
  permissions: z.partialRecord(permissionAreaSchema, permissionValueSchema),
});
export type MyPermissions = z.infer<typeof myPermissionsSchema>;
