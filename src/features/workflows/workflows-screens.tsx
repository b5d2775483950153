import { Stack } from '@mantine/core';
import { linkOptions } from '@tanstack/react-router';
import type { DetailScreenConfig, ListScreenConfig } from '#src/components/crud/resource-screens';
import { CreateButtonLink } from '#src/components/ui/button-link';
import type { Workflow } from '#src/contracts/catalog/workflows';
import { actionsListResource } from '#src/resources/actions';
import { workflowsResource } from '#src/resources/workflows';
import { WorkflowActions } from './workflow-actions';
import { WorkflowMatrices } from './workflow-matrices';
import { workflowActionsQuery, workflowMatricesQuery } from './workflow-queries';

const workflowLink = (id: number) =>
  linkOptions({ to: '/workflows/$workflowId', params: { workflowId: String(id) } });

/** /workflows: a workflow's creation and each workflow have pages of their own. */
export const workflowsList: ListScreenConfig = {
  resource: workflowsResource,
  createLink: <CreateButtonLink to="/workflows/create" />,
  rowLink: (row) => workflowLink(row.id),
};

/** /workflows/$workflowId: the workflow's fields, then its ordered actions and its matrices. */
export const workflowDetail: DetailScreenConfig = {
  resource: workflowsResource,
  start: (id, context) => {
    void context.queryClient.prefetchQuery(workflowActionsQuery(id));
    void context.queryClient.prefetchQuery(workflowMatricesQuery(id));
  },
  below: (row) => (
    <Stack gap="xl" maw={720}>
      <WorkflowActions workflow={row as Workflow} />
      <WorkflowMatrices workflow={row as Workflow} />
    </Stack>
  ),
};

/** /actions: a list only; an action is added and ordered on its workflow's page. */
export const actionsList: ListScreenConfig = { resource: actionsListResource };
