import * as z from 'zod/mini';
import { defineCall } from '../calls';
import { defineEndpoints, restPaths } from '../endpoints';
import { entityPermissions } from '../entity-permissions';
import type { EntityRules } from '../entity-rules';
import { idListSchema, paginatedSchema } from '../list';
import {
  activeByDefault,
  catalogIdParamsSchema,
  catalogIdSchema,
  catalogListSchema,
  optionalText,
  requiredText,
} from './catalog-list';

const WORKFLOW_MESSAGES = {
  nameTwice: 'Процесс с таким названием в проекте уже существует',
  codeTwice: 'Процесс с таким кодом в проекте уже существует',
} as const;

/** A workflow's name and its code each name one workflow of its project. */
export const workflowRules = {
  unique: [
    {
      constraint: 'workflows_project_id_name_unique',
      fields: ['project_id', 'name'],
      field: 'name',
      message: WORKFLOW_MESSAGES.nameTwice,
    },
    {
      constraint: 'workflows_project_id_code_unique',
      fields: ['project_id', 'code'],
      field: 'code',
      message: WORKFLOW_MESSAGES.codeTwice,
    },
  ],
} satisfies EntityRules;

/** A workflow: what a field worker does with a matrix, as an ordered list of actions. */
const workflowSchema = z.object({
  id: z.int(),
  name: z.string(),
  code: z.nullable(z.string()),
  description: z.nullable(z.string()),
  project_id: z.int(),
  /** Tells apart same-named workflows of several projects in one list. */
  project_name: z.nullable(z.string()),
  is_active: z.boolean(),
});
export type Workflow = z.infer<typeof workflowSchema>;

/** POST {main}/workflows/list/ */
const workflowListRequestSchema = catalogListSchema(
  { project_ids: z.optional(idListSchema), is_active: z.optional(z.boolean()) },
  ['name', 'code', 'id'],
);

const workflowFields = {
  code: optionalText(),
  description: optionalText(2000),
  is_active: z.optional(z.boolean()),
};
/** POST {main}/workflows/ */
export const workflowCreateSchema = z.strictObject({
  name: requiredText(),
  project_id: catalogIdSchema,
  ...workflowFields,
  is_active: activeByDefault,
});
/** PATCH {main}/workflows/{id}/ — a workflow stays in its project. */
const workflowPatchSchema = z.strictObject({
  name: z.optional(requiredText()),
  ...workflowFields,
});

/** Workflows: spec sections 2 and 6 (area 'workflows'). */
export const workflowEndpoints = defineEndpoints({
  name: 'workflows',
  service: 'main',
  permission: entityPermissions.workflows,
  paths: restPaths('workflows', ['list', 'get', 'create', 'patch', 'delete']),
  contract: {
    row: workflowSchema,
    list: workflowListRequestSchema,
    create: workflowCreateSchema,
    patch: workflowPatchSchema,
  },
  defaultSort: 'name',
  rules: workflowRules,
});

/** A matrix a workflow is related to (table matrix_workflow_relates). */
const matrixWorkflowRelateSchema = z.object({
  id: z.int(),
  matrix_id: z.int(),
  matrix_name: z.nullable(z.string()),
  workflow_id: z.int(),
  workflow_name: z.nullable(z.string()),
});
export type MatrixWorkflowRelate = z.infer<typeof matrixWorkflowRelateSchema>;
export const matrixWorkflowRelateListSchema = paginatedSchema(matrixWorkflowRelateSchema);

/** POST {main}/matrix_workflow_relates/list/ — within the workflows the caller may read. */
const matrixWorkflowRelateListRequestSchema = catalogListSchema(
  {
    project_ids: z.optional(idListSchema),
    workflow_ids: z.optional(idListSchema),
    matrix_ids: z.optional(idListSchema),
  },
  ['matrix_name', 'id'],
);

/** POST {main}/matrix_workflow_relates/ — the matrix must be of the workflow's project. */
export const matrixWorkflowRelateCreateSchema = z.strictObject({
  matrix_id: catalogIdSchema,
  workflow_id: catalogIdSchema,
});

/** A matrix as a choice of a workflow's relations: its id and name. */
const matrixOptionSchema = z.object({ id: z.int(), name: z.string() });
export const matrixOptionListSchema = paginatedSchema(matrixOptionSchema);

/** POST {main}/workflows/matrix_options/ — the matrices of one workflow's project. */
const matrixOptionListRequestSchema = catalogListSchema({ workflow_id: catalogIdSchema }, [
  'name',
  'id',
]);

/** The workflow's own area, at the level a call needs. */
const WORKFLOW_READ = { area: 'workflows', level: 'read' } as const;
const WORKFLOW_UPDATE = { area: 'workflows', level: 'update' } as const;

/**
 * A workflow's matrices. Relating a matrix or unlinking one changes the workflow: UPDATE on
 * 'workflows' (spec section 6); reading them, READ.
 */
export const workflowMatrixCalls = {
  matrixOptions: defineCall({
    service: 'main',
    route: 'POST /workflows/matrix_options/',
    permission: WORKFLOW_UPDATE,
    summary: 'Matrices a workflow may be related to: its project’s (id and name)',
    body: matrixOptionListRequestSchema,
    reply: matrixOptionListSchema,
  }),
  listRelates: defineCall({
    service: 'main',
    route: 'POST /matrix_workflow_relates/list/',
    permission: WORKFLOW_READ,
    summary: 'Matrices related to workflows',
    body: matrixWorkflowRelateListRequestSchema,
    reply: matrixWorkflowRelateListSchema,
  }),
  relateMatrix: defineCall({
    service: 'main',
    route: 'POST /matrix_workflow_relates/',
    permission: WORKFLOW_UPDATE,
    summary: 'Relate a matrix of the workflow’s project to the workflow',
    status: 201,
    body: matrixWorkflowRelateCreateSchema,
    reply: matrixWorkflowRelateSchema,
  }),
  unrelateMatrix: defineCall({
    service: 'main',
    route: 'DELETE /matrix_workflow_relates/{id}/',
    permission: WORKFLOW_UPDATE,
    summary: 'Unlink a matrix from a workflow',
    status: 204,
    params: catalogIdParamsSchema,
    reply: z.null(),
  }),
};

export const MATRIX_WORKFLOW_MESSAGES = {
  /** The matrix is related to the workflow already. */
  alreadyRelated: 'Матрица уже связана с процессом',
} as const;

/**
 * The matrices related to workflows. Registered by hand: a relation has no project of its own
 * (its workflow's is checked), and relating or unlinking changes the workflow (UPDATE on
 * 'workflows'), where the generic routes would ask CREATE and the Delete right.
 */
export const matrixWorkflowRelateEndpoints = defineEndpoints({
  name: 'matrix_workflow_relates',
  service: 'main',
  permission: 'route',
  paths: {
    list: workflowMatrixCalls.listRelates.route,
    create: workflowMatrixCalls.relateMatrix.route,
    delete: workflowMatrixCalls.unrelateMatrix.route,
  },
  contract: {
    row: matrixWorkflowRelateSchema,
    list: matrixWorkflowRelateListRequestSchema,
    create: matrixWorkflowRelateCreateSchema,
  },
  defaultSort: 'matrix_name',
  rules: {
    unique: [
      {
        constraint: 'matrix_workflow_relates_matrix_id_workflow_id_unique',
        fields: ['matrix_id', 'workflow_id'],
        field: 'matrix_id',
        message: MATRIX_WORKFLOW_MESSAGES.alreadyRelated,
      },
    ],
  },
});

/** The matrices a workflow may be related to: whoever may change the workflow (UPDATE). */
export const matrixOptionEndpoints = defineEndpoints({
  name: 'workflow_matrix_options',
  service: 'main',
  permission: 'route',
  paths: { list: workflowMatrixCalls.matrixOptions.route },
  contract: { row: matrixOptionSchema, list: matrixOptionListRequestSchema },
  defaultSort: 'name',
});
