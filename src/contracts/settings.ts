import * as z from 'zod/mini';
import { myPermissionsRequestSchema, myPermissionsSchema, permissionAreaSchema } from './access';
import { defineCall, withSchemas } from './calls';
import { SETTING_VALUE_TYPES } from './enums';
import { idListSchema } from './list';
import { myPortalSchema, myPortalUpdateSchema } from './portal';
import { settingsAddresses } from './settings-addresses';

/** POST {main}/settings/all/ — no project ids means all of the caller's projects. */
const allSettingsRequestSchema = z.strictObject({
  project_ids: z.optional(idListSchema),
});

/**
 * One value of a setting: global (`project_id` null) or for a project, and for every role
 * (`role` null) or one role. Rights-type values are SETTING_RIGHTS codes.
 */
const settingValueSchema = z.object({
  id: z.int(),
  val: z.nullable(z.string()),
  project_id: z.nullable(z.int()),
  role: z.nullable(z.string()),
});

const settingOptionSchema = z.object({ code: z.string(), name: z.string() });

/** Spec section 3, "Settings": a yes/no, rights, number or text setting with its values. */
const settingSchema = z.object({
  id: z.int(),
  code: z.string(),
  name: z.string(),
  value_type: z.enum(SETTING_VALUE_TYPES),
  default_value: z.nullable(z.string()),
  unit: z.nullable(z.string()),
  category_id: z.nullable(z.int()),
  /** The permission area a rights-type setting governs (spec section 6); null for the others. */
  permission_area: z.nullable(permissionAreaSchema),
  setting_options: z.array(settingOptionSchema),
  setting_values: z.array(settingValueSchema),
});
export type Setting = z.infer<typeof settingSchema>;

const allSettingsSchema = z.object({ items: z.array(settingSchema) });

/** The main service's settings: those that apply to the caller, their access, their portal. */
export const settingsCalls = {
  allSettings: defineCall({
    service: 'main',
    route: 'POST /settings/all/',
    permission: 'portal',
    summary: 'Settings that apply to the caller in the selected projects, with their values',
    body: allSettingsRequestSchema,
    reply: allSettingsSchema,
  }),
  myPermissions: withSchemas(settingsAddresses.myPermissions, {
    body: myPermissionsRequestSchema,
    reply: myPermissionsSchema,
  }),
  getMyPortal: withSchemas(settingsAddresses.getMyPortal, { reply: myPortalSchema }),
  setMyPortal: withSchemas(settingsAddresses.setMyPortal, {
    body: myPortalUpdateSchema,
    reply: myPortalSchema,
  }),
};
