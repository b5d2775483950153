import * as z from 'zod/mini';
import { defineCall } from '../calls';
import { defineEndpoints, restPaths } from '../endpoints';
import { entityPermissions } from '../entity-permissions';
import { PLANOGRAM_TYPES } from '../enums';
import { isoDateSchema } from '../fields';
import { idListSchema } from '../list';
import {
  activeByDefault,
  catalogIdSchema,
  catalogListSchema,
  optionalId,
  optionalText,
  requiredText,
} from './catalog-list';
import {
  OUTLET_LINK_MESSAGES,
  type OutletLinkFilter,
  oneOfIdsOrFilter,
  outletLinkTargets,
} from './outlet-links';

export type PlanogramType = (typeof PLANOGRAM_TYPES)[number];

/** A layout of the shelf a project's outlets follow: its file (an image or a PDF) shows it. */
const planogramSchema = z.object({
  id: z.int(),
  project_id: z.int(),
  project_name: z.nullable(z.string()),
  name: z.string(),
  type: z.enum(PLANOGRAM_TYPES),
  description: z.nullable(z.string()),
  retail_id: z.nullable(z.int()),
  retail_name: z.nullable(z.string()),
  /** Set by uploading the file for the planogram ({files}/api/v2/files/upload/, type planogram). */
  file_id: z.nullable(z.int()),
  file_name: z.nullable(z.string()),
  file_mime: z.nullable(z.string()),
  start_date: z.nullable(z.string()),
  end_date: z.nullable(z.string()),
  is_active: z.boolean(),
  /** How many of the project's outlets follow it. */
  outlet_count: z.int(),
});
export type Planogram = z.infer<typeof planogramSchema>;

/** POST {main}/planograms/list/ */
const planogramListRequestSchema = catalogListSchema(
  {
    project_ids: z.optional(idListSchema),
    types: z.optional(z.array(z.enum(PLANOGRAM_TYPES)).check(z.maxLength(PLANOGRAM_TYPES.length))),
    retail_ids: z.optional(idListSchema),
    is_active: z.optional(z.boolean()),
  },
  ['name', 'start_date', 'end_date', 'id'],
);

export const PLANOGRAM_MESSAGES = {
  startAfterEnd: 'Дата начала планограммы не может быть позже даты окончания',
  /** A link refused because some of the outlets follow the planogram already (spec section 8). */
  alreadyLinked: 'Планограмма уже привязана к точкам',
  notInProject: 'Точки не из проекта планограммы',
  ...OUTLET_LINK_MESSAGES,
  planogramNotFound: 'Планограмма не найдена',
} as const;

const optionalDate = z.optional(z.nullable(isoDateSchema));
const datesInOrder = z.refine<{ start_date?: string | null; end_date?: string | null }>(
  (value) => !value.start_date || !value.end_date || value.start_date <= value.end_date,
  { message: PLANOGRAM_MESSAGES.startAfterEnd, path: ['start_date'] },
);

const planogramFields = {
  description: optionalText(2000),
  retail_id: optionalId,
  start_date: optionalDate,
  end_date: optionalDate,
  is_active: z.optional(z.boolean()),
};
/** POST {main}/planograms/ — start not after end (a one-sided patch: the database checks). */
export const planogramCreateSchema = z
  .strictObject({
    project_id: catalogIdSchema,
    name: requiredText(),
    type: z.enum(PLANOGRAM_TYPES),
    ...planogramFields,
    is_active: activeByDefault,
  })
  .check(datesInOrder);
/** PATCH {main}/planograms/{id}/ */
export const planogramPatchSchema = z
  .strictObject({
    name: z.optional(requiredText()),
    type: z.optional(z.enum(PLANOGRAM_TYPES)),
    ...planogramFields,
  })
  .check(datesInOrder);

/** Planograms (spec sections 2 and 7); permission area 'planograms' of section 6. */
export const planogramEndpoints = defineEndpoints({
  name: 'planograms',
  service: 'main',
  permission: entityPermissions.planograms,
  paths: restPaths('planograms', ['list', 'get', 'create', 'patch', 'delete']),
  contract: {
    row: planogramSchema,
    list: planogramListRequestSchema,
    create: planogramCreateSchema,
    patch: planogramPatchSchema,
  },
  defaultSort: 'name',
});

/** An outlet that follows a planogram: the link and the project outlet it names. */
const planogramOutletSchema = z.object({
  id: z.int(),
  planogram_id: z.int(),
  project_outlet_id: z.int(),
  name: z.string(),
  address: z.nullable(z.string()),
  city_name: z.nullable(z.string()),
  project_retail_name: z.nullable(z.string()),
  external_code: z.nullable(z.string()),
});
export type PlanogramOutlet = z.infer<typeof planogramOutletSchema>;

/** POST {main}/planogram_outlets/list/: the outlets of a planogram (the 'outlets' tab). */
const planogramOutletListRequestSchema = catalogListSchema(
  {
    planogram_id: z.optional(catalogIdSchema),
    project_outlet_ids: z.optional(idListSchema),
  },
  ['name', 'address', 'external_code', 'id'],
);

export type PlanogramOutletFilter = OutletLinkFilter;

/**
 * POST {main}/planogram_outlets/link/: the named project outlets, or all the planogram's
 * project's outlets matching `filter`, start following the planogram. All or nothing: when one
 * of them follows it already, the whole request is refused (409) naming them.
 */
export const planogramLinkRequestSchema = z
  .strictObject({ planogram_id: catalogIdSchema, ...outletLinkTargets })
  .check(oneOfIdsOrFilter);
export type PlanogramLinkRequest = z.input<typeof planogramLinkRequestSchema>;
const planogramLinkSchema = z.object({ linked: z.int() });

/** POST {main}/planogram_outlets/unlink/: the links `ids` of the planogram are removed. */
export const planogramUnlinkRequestSchema = z.strictObject({
  planogram_id: catalogIdSchema,
  ids: z.array(catalogIdSchema).check(z.minLength(1), z.maxLength(1000)),
});
export type PlanogramUnlinkRequest = z.input<typeof planogramUnlinkRequestSchema>;
const planogramUnlinkSchema = z.object({ unlinked: z.int() });

/** Links of planograms to outlets: the list is generic; link and unlink are routes of their own. */
export const planogramOutletEndpoints = defineEndpoints({
  name: 'planogram_outlets',
  service: 'main',
  permission: { area: 'planograms' },
  paths: restPaths('planogram_outlets', ['list']),
  contract: { row: planogramOutletSchema, list: planogramOutletListRequestSchema },
  defaultSort: 'name',
});

/**
 * Linking and unlinking change the planogram: its area's UPDATE (spec section 6), in the
 * planogram's project. Outlets of another project are refused.
 */
const PLANOGRAM_UPDATE = { area: 'planograms', level: 'update' } as const;

export const planogramCalls = {
  linkOutlets: defineCall({
    service: 'main',
    route: 'POST /planogram_outlets/link/',
    permission: PLANOGRAM_UPDATE,
    summary:
      'Outlets start following a planogram: the named ones or all matching a filter; ' +
      'refused as a whole (409) when one of them follows it already',
    body: planogramLinkRequestSchema,
    reply: planogramLinkSchema,
  }),
  unlinkOutlets: defineCall({
    service: 'main',
    route: 'POST /planogram_outlets/unlink/',
    permission: PLANOGRAM_UPDATE,
    summary: 'Outlets stop following a planogram (links of the planogram by id)',
    body: planogramUnlinkRequestSchema,
    reply: planogramUnlinkSchema,
  }),
};
