import { CreateButtonLink, OpenButtonLink } from '../components/ui/button-link';
import { outletsResource } from './outlets';
import { projectOutletsResource } from './project-outlets';
import type { DetailScreenConfig, ListScreenConfig } from './resource-screens';

/**
 * /catalog/outlets and /catalog/reference-outlets: each row has a page of its own.
 * The reference outlet's page has no 'outlets' tab: the project-outlets list cannot be
 * filtered by `outlet_id` (its contract has no such key), so the tab could not list them.
 */
export const projectOutletsList: ListScreenConfig = {
  resource: projectOutletsResource,
  rowLink: (row) => (
    <OpenButtonLink to="/catalog/outlets/$outletId" params={{ outletId: String(row.id) }} />
  ),
};

export const projectOutletDetail: DetailScreenConfig = {
  resource: projectOutletsResource,
  tags: 'project_outlet',
};

export const referenceOutletsList: ListScreenConfig = {
  resource: outletsResource,
  createLink: <CreateButtonLink to="/catalog/reference-outlets/create" />,
  rowLink: (row) => (
    <OpenButtonLink
      to="/catalog/reference-outlets/$outletId"
      params={{ outletId: String(row.id) }}
    />
  ),
};

export const referenceOutletDetail: DetailScreenConfig = { resource: outletsResource };
