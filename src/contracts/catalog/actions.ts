import * as z from 'zod/mini';
import { defineCall } from '../calls';
import { defineEndpoints, restPaths } from '../endpoints';
import { entityPermissions } from '../entity-permissions';
import { type EntityRules, intInRange } from '../entity-rules';
import { ACTION_KINDS } from '../enums';
import { idListSchema } from '../list';
import {
  activeByDefault,
  catalogIdSchema,
  catalogListSchema,
  optionalText,
  requiredText,
} from './catalog-list';

export type ActionKind = (typeof ACTION_KINDS)[number];
const kindSchema = z.enum(ACTION_KINDS);
export const actionRules = { ranges: { sort: { min: 0, max: 100_000 } } } satisfies EntityRules;
const sortSchema = intInRange(actionRules.ranges.sort);

/** A matrix action: one step of a workflow, in its place (`sort`) among the workflow's steps. */
const actionSchema = z.object({
  id: z.int(),
  name: z.string(),
  code: z.nullable(z.string()),
  kind: kindSchema,
  project_id: z.int(),
  project_name: z.nullable(z.string()),
  workflow_id: z.nullable(z.int()),
  workflow_name: z.nullable(z.string()),
  sort: z.int(),
  is_active: z.boolean(),
});
export type Action = z.infer<typeof actionSchema>;

/** POST {main}/actions/list/ — `workflow_ids` is a filter key of spec section 3. */
const actionListRequestSchema = catalogListSchema(
  {
    project_ids: z.optional(idListSchema),
    workflow_ids: z.optional(idListSchema),
    is_active: z.optional(z.boolean()),
  },
  ['sort', 'name', 'code', 'workflow_name', 'id'],
);

const actionFields = {
  code: optionalText(),
  is_active: z.optional(z.boolean()),
};
/** POST {main}/actions/ — without `sort`, the action goes last in its workflow. */
export const actionCreateSchema = z.strictObject({
  name: requiredText(),
  project_id: catalogIdSchema,
  workflow_id: catalogIdSchema,
  kind: kindSchema,
  sort: z.optional(sortSchema),
  ...actionFields,
  is_active: activeByDefault,
});
/** PATCH {main}/actions/{id}/ — a workflow named must be of the action's project. */
const actionPatchSchema = z.strictObject({
  name: z.optional(requiredText()),
  workflow_id: z.optional(catalogIdSchema),
  kind: z.optional(kindSchema),
  sort: z.optional(sortSchema),
  ...actionFields,
});

/**
 * Matrix actions (area 'matrix_actions' of spec section 6). The portal's /actions is a list;
 * an action is added, reordered and removed on its workflow's page.
 */
export const actionEndpoints = defineEndpoints({
  name: 'actions',
  service: 'main',
  permission: entityPermissions.actions,
  paths: restPaths('actions', ['list', 'get', 'create', 'patch', 'delete']),
  contract: {
    row: actionSchema,
    list: actionListRequestSchema,
    create: actionCreateSchema,
    patch: actionPatchSchema,
  },
  defaultSort: 'sort',
  rules: actionRules,
});

/**
 * POST {main}/actions/reorder/ — the workflow's actions in their new order: every one of them,
 * each once. They get the sorts 0, 1, 2… in one transaction.
 */
const actionReorderSchema = z.strictObject({
  workflow_id: catalogIdSchema,
  action_ids: z.array(catalogIdSchema).check(z.minLength(1), z.maxLength(500)),
});
export type ActionReorder = z.input<typeof actionReorderSchema>;

/** Reordering changes the actions: UPDATE on 'matrix_actions' (spec section 6). */
export const actionCalls = {
  reorder: defineCall({
    service: 'main',
    route: 'POST /actions/reorder/',
    permission: { area: 'matrix_actions', level: 'update' },
    summary: 'Put a workflow’s actions in a new order',
    status: 204,
    body: actionReorderSchema,
    reply: z.null(),
  }),
};

export const ACTION_MESSAGES = {
  /** The order named other actions than the workflow's own. */
  orderMismatch: 'Порядок должен перечислить все действия процесса, каждое один раз',
} as const;
