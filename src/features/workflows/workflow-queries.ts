import { listQueryOptions } from '#src/components/crud/resource-api';
import { MAX_PAGE_SIZE } from '#src/contracts/list';
import { actionsResource } from '#src/resources/actions';
import {
  matrixWorkflowRelatesResource,
  workflowMatrixOptionsResource,
} from '#src/resources/workflow-matrices';

/** A workflow's actions in their order (a workflow has far fewer than a page of the largest size). */
export const workflowActionsQuery = (workflowId: number) =>
  listQueryOptions(actionsResource, {
    workflow_ids: [workflowId],
    sort: 'sort',
    limit: MAX_PAGE_SIZE,
    offset: 0,
  });

/** The matrices related to a workflow. */
export const workflowMatricesQuery = (workflowId: number) =>
  listQueryOptions(matrixWorkflowRelatesResource, {
    workflow_ids: [workflowId],
    sort: 'matrix_name',
    limit: MAX_PAGE_SIZE,
    offset: 0,
  });

/** The matrices of the workflow's project it may be related to. */
export const workflowMatrixOptionsQuery = (workflowId: number) =>
  listQueryOptions(workflowMatrixOptionsResource, {
    workflow_id: workflowId,
    sort: 'name',
    limit: MAX_PAGE_SIZE,
    offset: 0,
  });
