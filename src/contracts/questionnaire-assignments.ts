import * as z from 'zod/mini';
import { defineCall, MULTIPART_BODY } from './calls';
import { catalogIdSchema, catalogListSchema } from './catalog/catalog-list';
import { OUTLET_LINK_MESSAGES, oneOfIdsOrFilter, outletLinkTargets } from './catalog/outlet-links';
import { defineEndpoints, restPaths } from './endpoints';
import { idParamSchema } from './fields';
import { importProcessSchema } from './imports';
import { idListSchema } from './list';

export const QUESTIONNAIRE_ASSIGNMENT_MESSAGES = {
  /** A link refused because some of the outlets have the questionnaire already (spec section 8). */
  alreadyLinked: 'Анкета уже привязана к точкам',
  notInProject: 'Точки не из проекта анкеты',
  ...OUTLET_LINK_MESSAGES,
  questionnaireNotFound: 'Анкета не найдена',
} as const;

/** An outlet where a questionnaire is filled: the link and the project outlet it names. */
const questionnaireAssignmentSchema = z.object({
  id: z.int(),
  questionnaire_id: z.int(),
  project_outlet_id: z.int(),
  name: z.string(),
  address: z.nullable(z.string()),
  city_name: z.nullable(z.string()),
  project_retail_name: z.nullable(z.string()),
  external_code: z.nullable(z.string()),
  /** The link's validity period (QAPO_V2); null: open on that side. */
  start_date: z.nullable(z.string()),
  end_date: z.nullable(z.string()),
});

/** POST {main}/questionnaire_assignment_outlets/list/: a questionnaire's outlets (its tab). */
const questionnaireAssignmentListRequestSchema = catalogListSchema(
  {
    questionnaire_id: z.optional(catalogIdSchema),
    project_outlet_ids: z.optional(idListSchema),
  },
  ['name', 'address', 'external_code', 'start_date', 'end_date', 'id'],
);

/** The list of links is generic; link, unlink and the import are calls of their own. */
export const questionnaireAssignmentEndpoints = defineEndpoints({
  name: 'questionnaire_assignment_outlets',
  service: 'main',
  permission: { area: 'questionnaires' },
  paths: restPaths('questionnaire_assignment_outlets', ['list']),
  contract: { row: questionnaireAssignmentSchema, list: questionnaireAssignmentListRequestSchema },
  defaultSort: 'name',
});

/**
 * POST {main}/questionnaire_assignment_outlets/link/: the named project outlets, or all the
 * questionnaire's project's outlets matching `filter`, get the questionnaire. All or nothing:
 * when one of them has it already, the whole request is refused (409) naming them.
 */
const questionnaireLinkRequestSchema = z
  .strictObject({ questionnaire_id: catalogIdSchema, ...outletLinkTargets })
  .check(oneOfIdsOrFilter);

/** POST {main}/questionnaire_assignment_outlets/unlink/: the outlets lose the questionnaire. */
const questionnaireUnlinkRequestSchema = z.strictObject({
  questionnaire_id: catalogIdSchema,
  project_outlet_ids: z.array(catalogIdSchema).check(z.minLength(1), z.maxLength(1000)),
});

/** POST {main}/questionnaire_assignment_outlets/unlink_all_project_outlets/?questionnaire_id= */
const unlinkAllQuerySchema = z.strictObject({ questionnaire_id: idParamSchema });

/**
 * Linking and unlinking change the questionnaire: its area's UPDATE (spec section 6), in the
 * questionnaire's project. Outlets of another project are refused.
 */
const QUESTIONNAIRE_UPDATE = { area: 'questionnaires', level: 'update' } as const;

export const questionnaireAssignmentCalls = {
  link: defineCall({
    service: 'main',
    route: 'POST /questionnaire_assignment_outlets/link/',
    permission: QUESTIONNAIRE_UPDATE,
    summary:
      'Outlets get a questionnaire: the named ones or all matching a filter; ' +
      'refused as a whole (409) when one of them has it already',
    body: questionnaireLinkRequestSchema,
    reply: z.object({ linked: z.int() }),
  }),
  unlink: defineCall({
    service: 'main',
    route: 'POST /questionnaire_assignment_outlets/unlink/',
    permission: QUESTIONNAIRE_UPDATE,
    summary: 'The named project outlets lose a questionnaire',
    body: questionnaireUnlinkRequestSchema,
    reply: z.object({ unlinked: z.int() }),
  }),
  unlinkAll: defineCall({
    service: 'main',
    route: 'POST /questionnaire_assignment_outlets/unlink_all_project_outlets/',
    permission: QUESTIONNAIRE_UPDATE,
    summary: 'Every outlet loses a questionnaire',
    query: unlinkAllQuerySchema,
    reply: z.object({ unlinked: z.int() }),
  }),
  /**
   * The QAPO import of the import engine, started from the questionnaire: the same fields and
   * answer as POST {import}/api/v1/imports/ with `kind` QAPO (a dry run unless dry_run=false).
   */
  importLinks: defineCall({
    service: 'main',
    route: 'POST /questionnaire_assignment_outlets/import/',
    permission: QUESTIONNAIRE_UPDATE,
    summary:
      'Start the QAPO import (multipart: file, project_id, dry_run, mode, mapping): ' +
      'questionnaires linked to outlets by code',
    status: 202,
    body: MULTIPART_BODY,
    reply: importProcessSchema,
  }),
};
